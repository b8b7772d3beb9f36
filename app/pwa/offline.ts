// What the service worker and the page agree on: the pages kept for offline reading, the session
// tag that decides whose copies they are, and the words and look of the offline label.

/** Response header naming the session a page was rendered for (a hash, never the cookie itself). */
export const SESSION_TAG_HEADER = "x-session-tag";

/** The member's chart (every tab, today's reading and the year ahead live on it): kept as last seen. */
export function isKeptPage(pathname: string) {
  return pathname === "/profile" || pathname === "/profile.data";
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
