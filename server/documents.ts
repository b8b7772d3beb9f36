// Responses compressed in one synchronous step: the app renders each document whole and sends it as
// one chunk (app/entry.server.tsx), and its other answers (JSON, feeds, text) are small, so a body is
// gathered and compressed at once — brotli at quality 1 when the browser takes it, else gzip — and
// sent with its length. A streaming compressor costs a compression context and a round trip through
// the thread pool per response, more than the compression itself for a page of a few dozen kilobytes
// (decision record 008). Bodies under 1 KB (the health check's "OK", most JSON errors) are sent as
// they are, with their length. Static files are served before this, precompressed.
import zlib from "node:zlib";
import type express from "express";

/** Smaller bodies are sent as they are: compression would not pay for itself. */
const THRESHOLD = 1024;

export function documentEncoding(acceptEncoding: string): "br" | "gzip" | null {
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return null;
}

/** Media types worth compressing: text, JSON, XML, JavaScript, SVG. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|rss\+xml|atom\+xml|manifest\+json|ld\+json)|image\/svg\+xml)|\+(json|xml)\b/;

export function compressDocument(body: Buffer, encoding: "br" | "gzip", gzipLevel = 1): Buffer {
  return encoding === "br"
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: gzipLevel });
}

function toBuffer(chunk: unknown, encoding?: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
}

export function compressResponses(gzipLevel = 1): express.RequestHandler {
  return (req, res, next) => {
    const encoding = documentEncoding(req.get("accept-encoding") ?? "");
    if (!encoding || req.method === "HEAD") return next();
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => express.Response;
    const chunks: Buffer[] = [];
    let buffering: boolean | undefined;
    // Decided once, at the first byte: a compressible body nobody has encoded yet.
    const decide = () =>
      (buffering ??=
        COMPRESSIBLE.test(String(res.getHeader("content-type") ?? "")) &&
        res.getHeader("content-encoding") === undefined &&
        res.statusCode !== 204 &&
        res.statusCode !== 304);

    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (!decide()) return write(chunk, ...rest);
      if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, rest[0]));
      const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
      callback?.();
      return true;
    }) as typeof res.write;

    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      const callback = [chunk, ...rest].find((arg) => typeof arg === "function") as (() => void) | undefined;
      const data = typeof chunk === "function" ? undefined : chunk;
      if (!decide()) return end(chunk, ...rest);
      if (data !== undefined && data !== null) chunks.push(toBuffer(data, typeof rest[0] === "string" ? rest[0] : undefined));
      let body: Buffer = Buffer.concat(chunks);
      res.setHeader("Vary", varyWithAcceptEncoding(res.getHeader("vary")));
      if (body.length >= THRESHOLD) {
        body = compressDocument(body, encoding, gzipLevel);
        res.setHeader("Content-Encoding", encoding);
      }
      res.removeHeader("Transfer-Encoding");
      res.setHeader("Content-Length", String(body.length));
      return callback ? end(body, callback) : end(body);
    }) as typeof res.end;
    next();
  };
}

function varyWithAcceptEncoding(vary: unknown): string {
  const current = vary === undefined ? "" : String(vary);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return current;
  return current ? `${current}, Accept-Encoding` : "Accept-Encoding";
}
