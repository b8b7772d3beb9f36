// A short-lived cache of public documents for signed-out visitors (the blog, articles, the landing
// page): the rendered HTML is kept for a few seconds and served again with this request's own CSP
// nonce put in place of the one it was rendered with. A browser that takes gzip gets the copy
// compressed once, its nonces spliced in (server/gzip-splice.ts): a hit costs no compression.
// Only responses that declare themselves `Cache-Control: public` are kept, and only for requests
// without a session, a flash message or a query string the page did not expect.
import type express from "express";
import zlib from "node:zlib";
import { splice, spliceable, type Spliced } from "./gzip-splice";

type Entry = {
  html: string;
  nonce: string;
  headers: Record<string, string>;
  viewId?: string;
  expires: number;
  /** Compressed at the first hit; null when the document cannot be spliced. */
  gzip?: Spliced | null;
};

export type PageCacheOptions = {
  ttlMs?: number;
  maxEntries?: number;
  /** Called for each cached view of a page that counts views (the article's post id). */
  onView?: (id: string) => void;
};

const KEPT_HEADERS = ["content-type", "cache-control", "vary", "content-security-policy", "link"];
export const VIEW_HEADER = "x-view-id";

function cacheKey(req: express.Request) {
  // One copy per theme cookie value, whatever its encoding (the app reads it with createCookie).
  const theme = /(?:^|;\s*)theme=([^;]*)/.exec(req.get("cookie") ?? "")?.[1] ?? "";
  return `${theme} ${req.originalUrl}`;
}

function cacheable(req: express.Request) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const cookie = req.get("cookie") ?? "";
  if (/(?:^|;\s*)ts_(session|toast)=/.test(cookie)) return false;
  return !req.path.startsWith("/api/") && !req.path.startsWith("/assets/");
}

function encode(html: string, acceptEncoding: string): { body: Buffer; encoding?: string } {
  const raw = Buffer.from(html);
  if (/\bbr\b/.test(acceptEncoding)) {
    return { body: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: "br" };
  }
  if (/\bgzip\b/.test(acceptEncoding)) return { body: zlib.gzipSync(raw, { level: 6 }), encoding: "gzip" };
  return { body: raw };
}

export function pageCache(options: PageCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, Entry>();

  const middleware: express.RequestHandler & { clear: () => void; size: () => number } = Object.assign(
    (req: express.Request, res: express.Response, next: express.NextFunction) => {
      // A write may change what pages show: this instance forgets its copies at once.
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.on("finish", () => {
          if (res.statusCode < 400) entries.clear();
        });
        return next();
      }
      if (!cacheable(req)) return next();
      const key = cacheKey(req);
      const nonce = String(res.locals.cspNonce);
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) {
        for (const [name, value] of Object.entries(hit.headers)) res.setHeader(name, value.split(hit.nonce).join(nonce));
        const accepted = req.get("accept-encoding") ?? "";
        // Every nonce has the same length (16 random bytes in base64), so it fits the gaps.
        const gzip = /\bgzip\b/.test(accepted) && nonce.length === hit.nonce.length ? (hit.gzip ??= spliceable(hit.html, hit.nonce)) : null;
        const { body, encoding } = gzip ? { body: splice(gzip, nonce), encoding: "gzip" } : encode(hit.html.split(hit.nonce).join(nonce), accepted);
        if (encoding) res.setHeader("Content-Encoding", encoding);
        res.setHeader("Vary", "Accept-Encoding, Cookie");
        res.setHeader("Content-Length", String(body.length));
        res.setHeader("X-Cache", "hit");
        res.status(200);
        if (hit.viewId) options.onView?.(hit.viewId);
        res.end(req.method === "HEAD" ? undefined : body);
        return;
      }
      if (hit) entries.delete(key);

      // Miss: let the app render, keep a copy of the HTML on the way out.
      const chunks: Buffer[] = [];
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => express.Response;
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => express.Response;
      let viewId: string | undefined;
      res.writeHead = ((...args: unknown[]) => {
        viewId = res.getHeader(VIEW_HEADER)?.toString();
        res.removeHeader(VIEW_HEADER);
        return writeHead(...args);
      }) as typeof res.writeHead;
      res.write = ((chunk: unknown, ...rest: unknown[]) => {
        if (chunk) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
        return write(chunk, ...rest);
      }) as typeof res.write;
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        if (chunk && typeof chunk !== "function") chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
        const type = String(res.getHeader("content-type") ?? "");
        const control = String(res.getHeader("cache-control") ?? "");
        const personal = res.getHeader("set-cookie") !== undefined;
        if (res.statusCode === 200 && type.startsWith("text/html") && /\bpublic\b/.test(control) && !personal && req.method === "GET") {
          const headers: Record<string, string> = {};
          for (const name of KEPT_HEADERS) {
            const value = res.getHeader(name);
            if (value !== undefined) headers[name] = String(value);
          }
          // Headers may not be written yet (a document is sent whole at its end): read the id here too.
          viewId ??= res.getHeader(VIEW_HEADER)?.toString();
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
          entries.set(key, { html: Buffer.concat(chunks).toString("utf8"), nonce, headers, viewId, expires: Date.now() + ttlMs });
        }
        return end(chunk, ...rest);
      }) as typeof res.end;
      next();
    },
    { clear: () => entries.clear(), size: () => entries.size },
  );
  return middleware;
}
