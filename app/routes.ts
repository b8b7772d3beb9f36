import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { LOCALE_PREFIX } from "./i18n/locales";

/**
 * The public pages with an address in every language (app/i18n/localized-pages.ts): their English
 * patterns, the module and, where two patterns share a module, the English route's id.
 */
export const LOCALIZED_PAGES: readonly (readonly [path: string, file: string, id?: string])[] = [
  ["", "routes/home.tsx"],
  ["pricing", "routes/pricing.tsx"],
  ["blog", "routes/blog.tsx"],
  ["blog/:slug", "routes/blog-article.tsx"],
  ["panchang", "routes/panchang.tsx", "panchang-today"],
  ["panchang/:date", "routes/panchang.tsx"],
  ["horoscope", "routes/horoscope.tsx"],
  ["horoscope/:sign/:kind/:period", "routes/horoscope.period.tsx"],
  ["horoscope/:sign/:date?", "routes/horoscope.sign.tsx"],
  ["sky", "routes/sky.tsx", "sky-today"],
  ["sky/:date", "routes/sky.tsx"],
  ["chinese-calendar", "routes/chinese-calendar.tsx", "chinese-calendar-today"],
  ["chinese-calendar/:date", "routes/chinese-calendar.tsx"],
];

/** The public pages, then their feeds, again under each language's prefix (/es/sky, /hi/blog/rss.xml …), each route with an id of its own. */
const localizedPages = Object.values(LOCALE_PREFIX).filter(Boolean).flatMap((prefix) => [
  ...LOCALIZED_PAGES.map(([path, file, id]) => route(path ? `${prefix}/${path}` : prefix, file, { id: `${prefix}/${id ?? file.replace(/\.tsx?$/, "")}` })),
  route(`${prefix}/blog/rss.xml`, "routes/blog-rss.ts", { id: `${prefix}-blog-rss` }),
  route(`${prefix}/horoscope/:sign/rss.xml`, "routes/horoscope-rss.ts", { id: `${prefix}-horoscope-rss` }),
]);

// Every URL of the product, in the order of its page table (docs/product.md#pages), then the
// support pages, then the /api contract (docs/product.md#api). Each module holds its loader,
// action and view.
export default [
  // --- Pages of the page table -----------------------------------------------------------------
  index("routes/home.tsx"),
  route("profile", "routes/profile.tsx"),
  route("settings", "routes/settings.tsx"),
  route("change-password", "routes/change-password.tsx"),
  // Settings → "Download my data" (a file) and "Delete my account" (its own page)
  route("settings/export", "routes/settings.export.ts"),
  route("settings/delete-account", "routes/settings.delete-account.tsx"),
  route("admin", "routes/admin.tsx", [
    // Admin tabs (users, permissions, subscriptions, birth details, analytics): /admin/<tab>
    index("routes/admin.index.tsx"),
    route("add-user", "routes/admin.add-user.tsx"),
    route("delete-user", "routes/admin.delete-user.tsx"),
    route("admin-perms", "routes/admin.admin-perms.tsx"),
    route("reset-password", "routes/admin.reset-password.tsx"),
    route("cancel-sub", "routes/admin.cancel-sub.tsx"),
    route("create-sub", "routes/admin.create-sub.tsx"),
    route("fix-birth", "routes/admin.fix-birth.tsx"),
    route("usage-analytics", "routes/admin.usage-analytics.tsx"),
    // The operator's page: the daily job's runs, failing deliveries, backlog, database, build
    route("system", "routes/admin.system.tsx"),
    // Admin blog tab: /admin/blog, /admin/blog/new, /admin/blog/:id/edit, /admin/blog/:id/delete
    route("blog", "routes/admin.blog.tsx"),
    route("blog/new", "routes/admin.blog.new.tsx"),
    route("blog/:id/edit", "routes/admin.blog.edit.tsx"),
    route("blog/:id/delete", "routes/admin.blog.delete.tsx"),
  ]),
  route("login", "routes/login.tsx"),
  // A one-time sign-in link by email (asked for on the page, used from the email)
  route("login/link", "routes/login.link.tsx"),
  route("register", "routes/register.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("blog", "routes/blog.tsx"),
  // A static segment ranks above ":slug", so the feed is never taken for an article.
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/art/:category/:file", "routes/blog-art.tsx"),
  route("blog/:slug", "routes/blog-article.tsx"),
  // The day's panchang at a place: today, or any day from 1900 to 2100
  route("panchang", "routes/panchang.tsx", { id: "panchang-today" }),
  route("panchang/:date", "routes/panchang.tsx"),
  // Public sky: horoscopes by sign (today, any day, a week, a month) and each sign's feed
  route("horoscope", "routes/horoscope.tsx"),
  route("horoscope/:sign/rss.xml", "routes/horoscope-rss.ts"),
  route("horoscope/:sign/:kind/:period", "routes/horoscope.period.tsx"),
  route("horoscope/:sign/:date?", "routes/horoscope.sign.tsx"),
  // Today's sky: positions, the Moon, ingresses, stations, lunations (a day from 1900 to 2100), and its feed
  route("sky", "routes/sky.tsx", { id: "sky-today" }),
  route("sky.ics", "routes/sky-ics.ts"),
  route("sky/:date", "routes/sky.tsx"),
  // The Chinese almanac's day: lunar date, day pillar, solar term, clash
  route("chinese-calendar", "routes/chinese-calendar.tsx", { id: "chinese-calendar-today" }),
  route("chinese-calendar/:date", "routes/chinese-calendar.tsx"),
  // A member's published chart card and its preview image (unguessable id; noindex)
  route("c/:id", "routes/share-card.tsx"),
  route("c/:id/image.png", "routes/share-card-image.ts"),

  // --- Support pages and form targets ----------------------------------------------------------
  route("logout", "routes/logout.ts"),
  route("preferences", "routes/preferences.tsx"),
  route("theme", "routes/theme.ts"),
  route("healthcheck", "routes/healthcheck.ts"),
  route("compatibility/download", "routes/compatibility-download.ts"),
  // The reports as designed PDFs (Premium): the natal report by a link, the Match report by a form
  route("profile/report.pdf", "routes/profile-report-pdf.ts"),
  route("compatibility/download.pdf", "routes/compatibility-download-pdf.ts"),
  // The year ahead as a calendar feed (signed, revocable token; Premium)
  route("forecast.ics", "routes/forecast-ics.ts"),
  // Local checkout and billing portal (embedded payments default)
  route("checkout/:sessionId", "routes/checkout.tsx"),
  route("billing-portal", "routes/billing-portal.tsx"),
  // Unsubscribe, sitemap, robots, RSS
  route("unsubscribe", "routes/unsubscribe.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  // The footer's language chooser: a visitor's cookie or a member's saved language, then the page again
  route("language", "routes/language.tsx"),
  route("robots.txt", "routes/robots.ts"),
  // The installable app: its manifest (the service worker /sw.js is a file of the build)
  route("manifest.webmanifest", "routes/manifest.ts"),

  // --- /api: accounts (docs/product.md#api) ---------------------------------------------------
  route("api/auth/user", "routes/api/auth.user.ts"),
  route("api/auth/login", "routes/api/auth.login.ts"),
  route("api/auth/register", "routes/api/auth.register.ts"),
  route("api/auth/logout", "routes/api/auth.logout.ts"),
  route("api/auth/forgot-password", "routes/api/auth.forgot-password.ts"),
  route("api/auth/sign-in-link", "routes/api/auth.sign-in-link.ts"),
  route("api/auth/reset-password", "routes/api/auth.reset-password.ts"),
  route("api/user/preferences", "routes/api/user.preferences.ts"),
  route("api/user/change-password", "routes/api/user.change-password.ts"),
  // The member's own data: a copy of it, and the end of the account
  route("api/user/export", "routes/api/user.export.ts"),
  route("api/user", "routes/api/user.ts"),
  route("api/auth/verify-email", "routes/api/auth.verify-email.ts"),
  route("api/auth/resend-verification", "routes/api/auth.resend-verification.ts"),
  route("api/user/change-email", "routes/api/user.change-email.ts"),
  // Confirming the phone number that daily texts go to
  route("api/user/phone/code", "routes/api/user.phone.code.ts"),
  route("api/user/phone/verify", "routes/api/user.phone.verify.ts"),
  // Daily insights by web push: the member's devices, the key browsers subscribe with, a test message
  route("api/user/push-subscriptions", "routes/api/user.push-subscriptions.ts"),
  route("api/user/push-subscriptions/vapid-key", "routes/api/user.push-subscriptions.vapid-key.ts"),
  route("api/user/push-subscriptions/test", "routes/api/user.push-subscriptions.test-push.ts"),
  // The member's chart card: GET it, PUT publishes or updates it, DELETE unpublishes it
  route("api/user/share-card", "routes/api/user.share-card.ts"),

  // --- /api: chart, horoscope, compatibility, places -------------------------------------------
  route("api/profile", "routes/api/profile.ts"),
  route("api/profile/report.pdf", "routes/api/profile.report-pdf.ts"),
  route("api/horoscope/daily", "routes/api/horoscope.daily.ts"),
  route("api/horoscope/sign/:sign", "routes/api/horoscope.sign.ts"),
  route("api/forecast", "routes/api/forecast.ts"),
  route("api/compatibility", "routes/api/compatibility.ts"),
  route("api/compatibility/report.pdf", "routes/api/compatibility.report-pdf.ts"),
  route("api/people", "routes/api/people.ts"),
  route("api/people/:id", "routes/api/people.$id.ts"),
  route("api/people/:id/report", "routes/api/people.$id.report.ts"),
  route("api/people/:id/report.pdf", "routes/api/people.$id.report-pdf.ts"),
  route("api/places", "routes/api/places.ts"),
  route("api/panchang", "routes/api/panchang.ts"),
  route("api/sky", "routes/api/sky.ts"),

  // --- /api: payments ----------------------------------------------------------------------------
  route("api/stripe/create-checkout-session", "routes/api/stripe.create-checkout-session.ts"),
  route("api/stripe/create-portal-session", "routes/api/stripe.create-portal-session.ts"),
  route("api/stripe/webhook", "routes/api/stripe.webhook.ts"),

  // --- /api: admin ---------------------------------------------------------------------------------
  route("api/admin/users", "routes/api/admin.users.ts"),
  route("api/admin/users/:id", "routes/api/admin.users.$id.ts"),
  route("api/admin/users/:id/admin-status", "routes/api/admin.users.$id.admin-status.ts"),
  route("api/admin/users/:id/reset-password", "routes/api/admin.users.$id.reset-password.ts"),
  route("api/admin/users/:id/birth-details", "routes/api/admin.users.$id.birth-details.ts"),
  route("api/admin/geocode", "routes/api/admin.geocode.ts"),
  route("api/admin/compatibility-stats", "routes/api/admin.compatibility-stats.ts"),
  route("api/admin/subscriptions/create", "routes/api/admin.subscriptions.create.ts"),
  route("api/admin/subscriptions/cancel", "routes/api/admin.subscriptions.cancel.ts"),

  // --- /api: blog --------------------------------------------------------------------------------
  route("api/blog", "routes/api/blog.ts"),
  route("api/blog/suggestions", "routes/api/blog.suggestions.ts"),
  route("api/blog/generate", "routes/api/blog.generate.ts"),
  // GET by slug (admins also by id); PATCH and DELETE by id.
  route("api/blog/:slugOrId", "routes/api/blog.$slugOrId.ts"),

  // --- /api: inbound SMS -------------------------------------------------------------------------
  route("api/twilio/inbound", "routes/api/twilio.inbound.ts"),

  // The public pages in Spanish, Portuguese, Hindi and Chinese (app/i18n/localized-pages.ts)
  ...localizedPages,

  // Any other path: the 404 page.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
