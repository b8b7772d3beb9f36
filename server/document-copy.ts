// A rendered HTML document kept in memory and sent again (the page cache and the member cache):
// its headers and text are kept with the CSP nonce it was rendered with, and each copy sent carries
// the request's own nonce in its place. A browser that takes gzip gets the copy compressed once,
// its nonces spliced in (server/gzip-splice.ts): sending a copy costs no compression.
import type express from "express";
import zlib from "node:zlib";
import { splice, spliceable, type Spliced } from "./gzip-splice";

export type DocumentCopy = {
  html: string;
  nonce: string;
  headers: Record<string, string>;
  viewId?: string;
  /** Compressed at the first send; null when the document cannot be spliced. */
  gzip?: Spliced | null;
};

const KEPT_HEADERS = ["content-type", "cache-control", "vary", "content-security-policy", "link"];
export const VIEW_HEADER = "x-view-id";

function encode(html: string, acceptEncoding: string): { body: Buffer; encoding?: string } {
  const raw = Buffer.from(html);
  if (/\bbr\b/.test(acceptEncoding)) {
    return { body: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: "br" };
  }
  if (/\bgzip\b/.test(acceptEncoding)) return { body: zlib.gzipSync(raw, { level: 6 }), encoding: "gzip" };
  return { body: raw };
}

/** Answers the request with a kept copy, `X-Cache: hit`. */
export function sendCopy(req: express.Request, res: express.Response, copy: DocumentCopy, vary: string) {
  const nonce = String(res.locals.cspNonce);
  for (const [name, value] of Object.entries(copy.headers)) res.setHeader(name, value.split(copy.nonce).join(nonce));
  const accepted = req.get("accept-encoding") ?? "";
  // Every nonce has the same length (16 random bytes in base64), so it fits the gaps.
  const gzip = /\bgzip\b/.test(accepted) && nonce.length === copy.nonce.length ? (copy.gzip ??= spliceable(copy.html, copy.nonce)) : null;
  const { body, encoding } = gzip ? { body: splice(gzip, nonce), encoding: "gzip" } : encode(copy.html.split(copy.nonce).join(nonce), accepted);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Vary", vary);
  res.setHeader("Content-Length", String(body.length));
  res.setHeader("X-Cache", "hit");
  res.status(200);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Lets the app answer and hands `keep` a copy of what it sent, once sent, when `wanted` (asked
 * with the response's headers all set, just before the body's end) says it may be kept. Internal
 * headers named in `strip` are read into the copy's decision and never reach the client.
 */
export function captureDocument(
  req: express.Request,
  res: express.Response,
  wanted: (internal: Record<string, string | undefined>) => boolean,
  keep: (copy: DocumentCopy) => void,
  strip: string[] = [],
) {
  const nonce = String(res.locals.cspNonce);
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => express.Response;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => express.Response;
  const internal: Record<string, string | undefined> = {};
  const takeInternal = () => {
    for (const name of [VIEW_HEADER, ...strip]) {
      const value = res.getHeader(name);
      if (value === undefined) continue;
      internal[name] = String(value);
      res.removeHeader(name);
    }
  };
  res.writeHead = ((...args: unknown[]) => {
    takeInternal();
    return writeHead(...args);
  }) as typeof res.writeHead;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (chunk) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk && typeof chunk !== "function") chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    // Headers may not be written yet (a document is sent whole at its end): read them here too.
    takeInternal();
    const type = String(res.getHeader("content-type") ?? "");
    const personal = res.getHeader("set-cookie") !== undefined;
    if (res.statusCode === 200 && type.startsWith("text/html") && !personal && req.method === "GET" && wanted(internal)) {
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = res.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      keep({ html: Buffer.concat(chunks).toString("utf8"), nonce, headers, viewId: internal[VIEW_HEADER] });
    }
    return end(chunk, ...rest);
  }) as typeof res.end;
}
