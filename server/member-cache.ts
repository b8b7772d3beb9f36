// Signed-in pages sent again to the member they were rendered for while nothing they show can
// have changed (decision record 008). A copy is keyed by the request's whole Cookie header (the
// session, the theme, any flag a page reads) and its URL, and is sent only while
//  - the route opted in (the app marks the document: `handle.memberCache`, see
//    app/http/member-cache.server.ts), it was a 200 without Set-Cookie, and no toast is pending;
//  - the session is still live, checked in the database on every request;
//  - the database generation is the one the page was rendered at: any write anywhere (this
//    process, the daily job, a replica's replication) makes every copy stale at once;
//  - it is younger than the TTL, which bounds what the clock alone changes (a new day's reading,
//    a post whose publication time passes).
// Nothing is kept when a write happened while the page rendered. Copies are sent with the
// request's own nonce, gzip spliced (server/document-copy.ts).
import type express from "express";
import { captureDocument, sendCopy, type DocumentCopy } from "./document-copy";

type Entry = DocumentCopy & { generation: string; expires: number };

export type MemberCacheOptions = {
  /** The database generation for this cookie's live session, or null (app/http/member-cache.server.ts). */
  state: (cookieHeader: string | null) => string | null;
  /** Off: nothing is kept (the app's mark is still removed from the response). */
  enabled?: boolean;
  ttlMs?: number;
  /** Memory for copies, counted as three times each document's length (its text, and its gzip pieces with their raw text once sent). */
  maxBytes?: number;
  onView?: (id: string) => void;
};

/** The app's mark on a document that may be kept (the same name as in app/http/member-cache.server.ts). */
export const MEMBER_CACHE_HEADER = "x-member-cache";
const SESSION = /(?:^|;\s*)ts_session=/;
const TOAST = /(?:^|;\s*)ts_toast=/;

function candidate(req: express.Request, cookie: string) {
  if (req.method !== "GET" || !SESSION.test(cookie) || TOAST.test(cookie)) return false;
  return !req.path.startsWith("/api/") && !req.path.startsWith("/assets/") && !req.path.endsWith(".data");
}

export function memberCache(options: MemberCacheOptions) {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxBytes = options.maxBytes ?? 48 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const cost = (entry: Entry) => entry.html.length * 3;
  const forget = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= cost(entry);
  };

  const middleware: express.RequestHandler & { size: () => number; bytes: () => number } = Object.assign(
    (req: express.Request, res: express.Response, next: express.NextFunction) => {
      const cookie = req.get("cookie") ?? "";
      if (!candidate(req, cookie)) return next();
      const generation = options.enabled === false ? null : options.state(cookie);
      const key = `${req.originalUrl}\n${cookie}`;
      const hit = generation === null ? undefined : entries.get(key);
      if (hit) {
        forget(key, hit);
        if (hit.generation === generation && hit.expires > Date.now()) {
          entries.set(key, hit); // most recently used last
          bytes += cost(hit);
          if (hit.viewId) options.onView?.(hit.viewId);
          sendCopy(req, res, hit, "Accept-Encoding, Cookie");
          return;
        }
      }
      captureDocument(
        req,
        res,
        (internal) => generation !== null && internal[MEMBER_CACHE_HEADER] === "1" && options.state(cookie) === generation,
        (copy) => {
          const entry = { ...copy, generation: generation!, expires: Date.now() + ttlMs };
          const old = entries.get(key);
          if (old) forget(key, old);
          for (const [oldest, value] of entries) {
            if (bytes + cost(entry) <= maxBytes) break;
            forget(oldest, value);
          }
          if (cost(entry) > maxBytes) return;
          entries.set(key, entry);
          bytes += cost(entry);
        },
        [MEMBER_CACHE_HEADER],
      );
      next();
    },
    { size: () => entries.size, bytes: () => bytes },
  );
  return middleware;
}
