// A short-lived cache of public documents for signed-out visitors (the blog, articles, the landing
// page): the rendered HTML is kept for a few seconds and served again with this request's own CSP
// nonce put in place of the one it was rendered with (server/document-copy.ts).
// Only responses that declare themselves `Cache-Control: public` are kept, and only for requests
// without a session, a flash message or a query string the page did not expect.
import type express from "express";
import { captureDocument, sendCopy, type DocumentCopy } from "./document-copy";

export { VIEW_HEADER } from "./document-copy";

type Entry = DocumentCopy & { expires: number };

export type PageCacheOptions = {
  ttlMs?: number;
  maxEntries?: number;
  /** Called for each cached view of a page that counts views (the article's post id). */
  onView?: (id: string) => void;
};

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
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) {
        if (hit.viewId) options.onView?.(hit.viewId);
        sendCopy(req, res, hit, "Accept-Encoding, Cookie");
        return;
      }
      if (hit) entries.delete(key);

      // Miss: let the app render, keep a copy of the HTML on the way out.
      captureDocument(
        req,
        res,
        () => /\bpublic\b/.test(String(res.getHeader("cache-control") ?? "")),
        (copy) => {
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
          entries.set(key, { ...copy, expires: Date.now() + ttlMs });
        },
      );
      next();
    },
    { clear: () => entries.clear(), size: () => entries.size },
  );
  return middleware;
}
