// What decides whether the HTTP server may send a member a copy of a page it rendered for them a
// moment ago (server/member-cache.ts, decision record 008). A copy depends on the database and on
// the request's cookies; the cookies are its key, and the database's state is named by a
// generation that changes with every write:
//  - `total_changes()`: rows this process's connection has inserted, updated or deleted;
//  - `data_version`: bumped whenever another connection commits (the daily job, a backup restore,
//    LiteFS applying the primary's transactions on a replica).
// A copy is sent only while its session is live and the generation is the one it was rendered at.
import type { EntryContext } from "react-router";
import { knownSessionId } from "~/http/session.server";
import { generationForSession } from "~/models/session.server";

/** Set on a rendered document that may be kept for its member; the server strips it. */
export const MEMBER_CACHE_HEADER = "x-member-cache";

/**
 * A route module opts its page in with `export const handle = { memberCache: true }`, or a function
 * of its loader data for a page that is sometimes time-dependent (settings while a payment is
 * being confirmed polls the clock).
 */
export type MemberCacheHandle = { memberCache?: boolean | ((data: unknown) => boolean) };

/**
 * The database generation for a member's request, or null when the cookie's session is unknown to
 * this process or no longer live (then nothing is kept or sent, and the app answers as usual).
 */
export function memberCacheState(cookieHeader: string | null): string | null {
  const sid = knownSessionId(cookieHeader);
  return sid ? generationForSession(sid) : null;
}

/** True when the page just rendered is one a member may be sent again: opted in, and no error. */
export function memberCacheable(context: EntryContext, status: number): boolean {
  const { matches, errors, loaderData } = context.staticHandlerContext;
  const leaf = matches[matches.length - 1];
  if (status !== 200 || errors || !leaf) return false;
  const wanted = (context.routeModules[leaf.route.id]?.handle as MemberCacheHandle | undefined)?.memberCache;
  return typeof wanted === "function" ? wanted(loaderData[leaf.route.id]) : wanted === true;
}
