// One short-lived cache of guests' public pages (the landing page, pricing, the blog, articles,
// terms, privacy): kept for 30 s, keyed by exactly the URL it serves (decision record 008).
// - Only a request with no cookie at all, no query string and the path spelled as the router
//   routes it is served or stored: `?x=1`, `/BLOG` or a theme cookie are rendered every time.
// - Only a 200 HTML document without Set-Cookie that the app marked shareable (the internal
//   `x-page-cache` header, set where a loader declares its page public) is kept.
// - A document carries a per-response CSP nonce (a shared public page, none): each copy is sent with this request's nonce in
//   place of the one it was rendered with, and with the Cache-Control the app gave it (`private, no-cache`, or a shared page's `public`).
// - Any write through this process clears it.
import type express from "express";
import { LRUCache } from "lru-cache";
import { INTERNAL_HEADER } from "../app/domain/names";
import { canonicalPath } from "../app/http/paths";

type Copy = { html: string; nonce: string; headers: [string, string][]; viewId?: string };

const KEPT_HEADERS = ["content-type", "cache-control", "vary", "content-security-policy", "link"];

export type PageCacheOptions = { ttlMs?: number; max?: number; onView?: (id: string) => void };

function cacheable(req: express.Request) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (req.headers.cookie !== undefined || req.originalUrl !== req.path) return false;
  return req.path === canonicalPath(req.path) && !req.path.startsWith("/api/") && !req.path.endsWith(".data");
}

export function pageCache(options: PageCacheOptions = {}) {
  const copies = new LRUCache<string, Copy>({ max: options.max ?? 500, ttl: options.ttlMs ?? 30_000 });

  const middleware: express.RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      // A write may change what pages show: cleared as it arrives, and again once it is answered,
      // so no copy rendered meanwhile outlives it.
      copies.clear();
      res.on("finish", () => copies.clear());
      return next();
    }
    if (!cacheable(req)) return next();
    const nonce = String(res.locals.cspNonce);
    const hit = copies.get(req.path);
    if (hit) {
      if (hit.viewId) options.onView?.(hit.viewId);
      for (const [name, value] of hit.headers) res.setHeader(name, value.replaceAll(hit.nonce, nonce));
      res.setHeader("X-Cache", "hit");
      res.status(200).end(req.method === "HEAD" ? undefined : hit.html.replaceAll(hit.nonce, nonce));
      return;
    }
    if (req.method === "HEAD") return next();
    // Miss: the app renders; the document it sends whole (app/entry.server.tsx) is kept on the way out.
    const chunks: Buffer[] = [];
    // Read before the first byte: the server removes internal headers as the head is written.
    let mark: { shareable: boolean; viewId?: string } | undefined;
    const readMark = () => {
      const viewId = res.getHeader(INTERNAL_HEADER.viewId);
      mark ??= { shareable: res.getHeader(INTERNAL_HEADER.pageCache) === "1", viewId: viewId === undefined ? undefined : String(viewId) };
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => express.Response;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      readMark();
      if (chunk) chunks.push(Buffer.from(chunk as string));
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk && typeof chunk !== "function") chunks.push(Buffer.from(chunk as string));
      readMark();
      const kept = mark!.shareable && res.statusCode === 200 && !res.hasHeader("set-cookie") && String(res.getHeader("content-type")).startsWith("text/html");
      if (kept) {
        const headers = KEPT_HEADERS.flatMap((name) => (res.hasHeader(name) ? [[name, String(res.getHeader(name))] as [string, string]] : []));
        copies.set(req.path, { html: Buffer.concat(chunks).toString("utf8"), nonce, headers, viewId: mark!.viewId });
      }
      return end(chunk, ...rest);
    }) as typeof res.end;
    next();
  };
  return Object.assign(middleware, { clear: () => copies.clear(), size: () => copies.size });
}
