// What the service worker and the page agree on: the pages kept for offline reading, the member tag
// that decides whose copies they are, how an answer tells the worker who is signed in, and the words
// and look of the offline label.
import { isTab } from "~/domain/chart";
import { canonicalPath } from "~/http/paths";

/**
 * Response header naming the member a page or its data was rendered for: a keyed hash of the
 * member's id, sent only while the request's session is live (never the cookie, never the id).
 */
export const MEMBER_TAG_HEADER = "x-member-tag";

/** Where signing out happens: the form (with and without the framework) and the API. */
const SIGN_OUT_PATHS = new Set(["/logout", "/logout.data", "/api/auth/logout"]);
const SIGN_IN_PATH = "/login";

type Asked = { url: string; mode: string };
type Answer = { url: string; type: string; status: number; redirected: boolean; headers: { get(name: string): string | null } };

/**
 * Who an answer says is signed in, as the service worker reads it: the member's tag, "" for nobody,
 * or null when it says nothing either way. Nobody: any answer to a sign-out path, any 401, a request
 * that ended on the sign-in page, and a page or its data rendered for no member. A navigation's own
 * redirect is opaque to the worker; the page it leads to is read next.
 */
export function memberOf(request: Asked, response: Answer, origin: string): string | null {
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  const path = canonicalPath(url.pathname);
  if (SIGN_OUT_PATHS.has(path.replace(/\/$/, "")) || response.status === 401) return "";
  if (response.redirected && canonicalPath(new URL(response.url).pathname) === SIGN_IN_PATH) return "";
  if (response.type !== "basic" || response.status === 0) return null;
  const page = request.mode === "navigate" && /^text\/html\b/i.test(response.headers.get("content-type") ?? "");
  if (!page && !path.endsWith(".data")) return null;
  return response.headers.get(MEMBER_TAG_HEADER) ?? "";
}

/** The member's chart at "/" (where members land) and "/profile", as a page or as its data. */
const KEPT_PATHS = new Set(["/", "/_root.data", "/profile", "/profile.data"]);

/**
 * The member's chart (every tab, today's reading and the year ahead live on it): kept as last seen,
 * one copy per tab (`?tab=…`) and one for the bare address. An address asking for anything more (a
 * Match report, a saved person, the edit form, a solar-return place) is not kept: a copy per query
 * would grow without end, and the daily reading is what a member opens offline.
 */
export function isKeptPage(url: { pathname: string; searchParams: URLSearchParams }) {
  if (!KEPT_PATHS.has(url.pathname)) return false;
  const keys = [...url.searchParams.keys()];
  if (keys.length === 0) return true;
  return keys.length === 1 && keys[0] === "tab" && isTab(url.searchParams.get("tab"));
}

/** "Offline — as of November 25, 10:53 AM", in the device's own time zone. */
export function offlineLabel(asOf: Date) {
  const time = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", hour: "numeric", minute: "2-digit" }).format(asOf);
  return `Offline — as of ${time}`;
}

/** The label's id, also written in ./sw-register.js. */
export const OFFLINE_BANNER_ID = "offline-banner";
const BANNER_STYLE = "background:#2e1065;color:#fcd34d;text-align:center;padding:.5rem 1rem;font:500 .875rem/1.4 Inter,system-ui,sans-serif";

/** The label as the first element of a kept page's body. */
export function offlineBannerHtml(asOf: Date) {
  return `<div id="${OFFLINE_BANNER_ID}" role="status" style="${BANNER_STYLE}">${offlineLabel(asOf)}</div>`;
}
