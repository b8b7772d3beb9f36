// Names the app and the HTTP server (server/) both read: the cookies, and the internal headers the
// app sets on a response for the server alone. The server removes every internal header before a
// response leaves it (server/index.ts), whatever the method and whichever cache is on.

export const COOKIE = {
  session: "ts_session",
  toast: "ts_toast",
  theme: "theme",
  zone: "ts_zone",
  payment: "ts_payment",
  vedicStyle: "vedic_style",
} as const;

export const INTERNAL_HEADER = {
  /** On a guest's document its loader declared shareable: the server's page cache may keep it. */
  pageCache: "x-page-cache",
  /** The article a document shows, so a view the page cache serves is counted too. */
  viewId: "x-view-id",
} as const;

export const INTERNAL_HEADERS: readonly string[] = Object.values(INTERNAL_HEADER);
