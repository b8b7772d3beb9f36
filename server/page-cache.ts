// One short-lived cache of guests' public pages (the landing page, pricing, the blog, articles,
// terms, privacy, the public sky): kept for 30 s, keyed by exactly the URL it serves (decision 008).
// - Only a request with no cookie at all, no query string and the path spelled as the router routes
//   it is served or offered a copy: `?x=1`, `/BLOG` or a theme cookie are rendered every time.
// - The app hands over what it may keep (`keepPage` of the load context): a 200 document its loader
//   declared public, without Set-Cookie (app/entry.server.tsx). No response is intercepted here.
// - Each copy is sent with this request's nonce in place of the one it was rendered with.
// - Any write through this process clears it, and a page rendered while a write ran is not kept.
import type express from "express";
import { LRUCache } from "lru-cache";
import type { KeptPage } from "../app/context";
import { canonicalPath } from "../app/http/paths";

export type PageCacheOptions = { ttlMs?: number; max?: number; onView?: (id: string) => void };

function cacheable(req: express.Request) {
  if (req.headers.cookie !== undefined || req.originalUrl !== req.path) return false;
  return req.path === canonicalPath(req.path) && !req.path.startsWith("/api/") && !req.path.endsWith(".data");
}

export function pageCache(options: PageCacheOptions = {}) {
  const copies = new LRUCache<string, KeptPage>({ max: options.max ?? 500, ttl: options.ttlMs ?? 30_000 });
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
      if (req.method === "GET") res.locals.keepPage = (page: KeptPage) => seen === writes && copies.set(req.path, page);
      return next();
    }
    if (hit.viewId) options.onView?.(hit.viewId);
    const nonce = String(res.locals.cspNonce);
    const fresh = (text: string) => (hit.nonce === undefined ? text : text.replaceAll(hit.nonce, nonce));
    for (const [name, value] of hit.headers) res.setHeader(name, fresh(value));
    res.setHeader("X-Cache", "hit");
    res.status(200).end(req.method === "HEAD" ? undefined : hit.nonce === undefined ? hit.html : fresh(hit.html.toString("utf8")));
  };
  return Object.assign(middleware, { clear, size: () => copies.size });
}
