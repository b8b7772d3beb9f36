// One short-lived cache of guests' public pages (the landing page, pricing, the blog, articles,
// terms, privacy, the public sky): kept for 30 s, keyed by exactly the URL it serves (decision 008).
// - Only a request with no cookie at all, no query string and the path spelled as the router routes
//   it is served or offered a copy: `?x=1`, `/BLOG` or a theme cookie are rendered every time.
// - The app hands over what it may keep (`keepPage` of the load context): a 200 document its loader
//   declared public, without Set-Cookie and without a nonce, the same bytes for every guest
//   (app/entry.server.tsx). No response is intercepted here.
// - Each copy is compressed once, as it is kept (brotli and gzip, at levels no per-request
//   compression could afford); a hit sends the coding the client prefers as it is, with the page's
//   ETag for that coding and its Age, and answers 304 to a client that holds the page.
// - Any write through this process clears it, and a page rendered while a write ran is not kept.
import zlib from "node:zlib";
import type express from "express";
import { LRUCache } from "lru-cache";
import type { KeptPage } from "../app/context";
import { negotiateCoding } from "../app/http/compression.server";
import { notModified, representationTag } from "../app/http/entity-tag.server";
import { canonicalPath } from "../app/http/paths";

export type PageCacheOptions = { ttlMs?: number; max?: number; onView?: (id: string) => void; now?: () => number; /** False: copies are kept and sent uncompressed (COMPRESSION_LEVEL=0). */ compress?: boolean };

/** A kept page with its codings, made once. */
type Copy = KeptPage & { br: Buffer; gzip: Buffer; keptAt: number };

/** Brotli 9 and gzip 9: a few milliseconds once per copy, a smaller body on every hit. */
export function compressCopy(page: KeptPage, keptAt: number): Copy {
  const br = zlib.brotliCompressSync(page.html, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.html.length },
  });
  return { ...page, br, gzip: zlib.gzipSync(page.html, { level: 9 }), keptAt };
}

function cacheable(req: express.Request) {
  if (req.headers.cookie !== undefined || req.originalUrl !== req.path) return false;
  return req.path === canonicalPath(req.path) && !req.path.startsWith("/api/") && !req.path.endsWith(".data");
}

export function pageCache(options: PageCacheOptions = {}) {
  const now = options.now ?? Date.now;
  const copies = new LRUCache<string, Copy>({ max: options.max ?? 500, ttl: options.ttlMs ?? 30_000 });
  let writes = 0;
  const clear = () => {
    writes++;
    copies.clear();
  };

  const middleware: express.RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      // Cleared as the write arrives and again once it is answered.
      clear();
      res.on("finish", clear);
      return next();
    }
    if (!cacheable(req)) return next();
    const hit = copies.get(req.path);
    if (!hit) {
      const seen = writes;
      if (req.method === "GET") res.locals.keepPage = (page: KeptPage) => seen === writes && copies.set(req.path, compressCopy(page, now()));
      return next();
    }
    if (hit.viewId) options.onView?.(hit.viewId);
    sendCopy(req, res, hit, now(), options.compress ?? true);
  };
  return Object.assign(middleware, { clear, size: () => copies.size });
}

function sendCopy(req: express.Request, res: express.Response, copy: Copy, at: number, compress: boolean) {
  const coding = compress ? negotiateCoding(req.headers["accept-encoding"] ?? null) : null;
  for (const [name, value] of copy.headers) res.setHeader(name, value);
  res.setHeader("X-Cache", "hit");
  // A downstream cache counts the copy's lifetime from when it was rendered.
  res.setHeader("Age", String(Math.max(0, Math.floor((at - copy.keptAt) / 1000))));
  res.setHeader("Server-Timing", "cache;desc=hit");
  const held = notModified(req.headers["if-none-match"], copy.tag);
  if (held !== undefined) {
    for (const name of ["content-type", "content-security-policy", "link"]) res.removeHeader(name);
    res.setHeader("ETag", held);
    res.status(304).end();
    return;
  }
  const body = coding === "br" ? copy.br : coding === "gzip" ? copy.gzip : copy.html;
  if (coding) res.setHeader("Content-Encoding", coding);
  res.setHeader("ETag", representationTag(copy.tag, coding));
  res.setHeader("Content-Length", String(body.length));
  res.status(200).end(req.method === "HEAD" ? undefined : body);
}
