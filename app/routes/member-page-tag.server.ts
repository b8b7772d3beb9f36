// A member's revisit of their own pages is answered 304 when nothing the page shows has changed,
// decided before any loader runs (the HTTP server asks, server/revalidation.ts). The tag names every
// input of the page:
//  - the member's row, whole: preferences, subscription, admin flags, and page_version, which every
//    write to the member's other rows bumps (the chart, people, devices, … : migration 0020);
//  - the day in the member's zone (the daily tab, "today");
//  - the address with its query (the tab, a search) and the Cookie header (the session, so another
//    member's or another session's tag never matches, the theme, the chart style);
//  - the build (new markup, new asset names).
// A request carrying a one-time cookie (a toast to show and clear, the payment wait) is always rendered.
import { createHash } from "node:crypto";
import { COOKIE } from "~/domain/names";
import { getUser } from "~/http/guards.server";
import { dateIn } from "~/services/public-day.server";

/** The pages whose inputs the tag names: the chart page (also at /), settings and pricing. */
export const REVALIDATED_PAGES: ReadonlySet<string> = new Set(["/", "/profile", "/settings", "/pricing"]);

const ONE_TIME = new RegExp(`(?:^|;\\s*)(?:${COOKIE.toast}|${COOKIE.payment})=`);
const SESSION = new RegExp(`(?:^|;\\s*)${COOKIE.session}=`);

/** The tag of the page a member's GET would be shown, or undefined when it is not one to revalidate. */
export async function memberPageTag(request: Request, build: string, now = Date.now()): Promise<string | undefined> {
  if (request.method !== "GET") return undefined;
  const url = new URL(request.url);
  if (!REVALIDATED_PAGES.has(url.pathname)) return undefined;
  const cookie = request.headers.get("cookie") ?? "";
  if (!SESSION.test(cookie) || ONE_TIME.test(cookie)) return undefined;
  const user = await getUser(request);
  if (!user) return undefined;
  const inputs = [build, url.pathname, url.search, cookie, user, memberDay(user.timezone, now)];
  return createHash("sha256").update(JSON.stringify(inputs)).digest("base64url").slice(0, 27);
}

function memberDay(zone: string | null, now: number): string {
  try {
    return dateIn(now, zone ?? "UTC");
  } catch {
    return dateIn(now, "UTC");
  }
}
