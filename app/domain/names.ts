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
  locale: "ts_locale",
} as const;

/** Set by the article's loader and read (and removed) by the document's renderer: the article a page shows. */
export const VIEW_ID_HEADER = "x-view-id";
