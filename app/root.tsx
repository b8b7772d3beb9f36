import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
} from "react-router";
import { DocumentHydrates, Link } from "~/components/ui/link";
import type { Route } from "./+types/root";
// Self-hosted type (latin subset, font-display: swap), only the weights the design uses.
import "@fontsource/fraunces/latin-400.css";
import "@fontsource/fraunces/latin-400-italic.css";
import "@fontsource/fraunces/latin-600.css";
import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-500.css";
import "@fontsource/inter/latin-600.css";
import "./app.css";
import { useNonce } from "~/components/nonce";
import { documentHydrates, enhancementScripts } from "~/domain/hydration";
import { PAGE_SCRIPTS } from "~/browser/scripts";
import { applyTheme } from "~/browser/theme";
import { PublicHeader } from "~/components/site-header";
import { SiteFooter } from "~/components/site-footer";
import { Toaster } from "~/components/toaster";
import { errorPageMessage } from "~/http/error-message";
import { FullScreenSpinner } from "~/components/ui/spinner";
import { displayName, isPremium, publicUser } from "~/models/user.server";
import { getUser } from "~/http/guards.server";
import { DEFAULT_THEME, THEME_COLORS, type Theme } from "~/domain/theme";
import { readTheme } from "~/http/theme.server";
import { useRootData } from "~/root-data";
import { useT } from "~/i18n/use-t";
import { readToast } from "~/http/toast.server";
import { env } from "~/env.server";
import { requestLocale } from "~/i18n/request.server";
import { viewMessages } from "~/i18n/messages.server";
import { LOCALES } from "~/i18n/locales";
import { twinPaths } from "~/i18n/localized-pages";
import { routedUrl } from "~/http/paths";

export async function loader({ request }: Route.LoaderArgs) {
  const [user, { toast, clear }] = await Promise.all([getUser(request), readToast(request)]);
  const locale = requestLocale(request, user);
  const twins = twinPaths(routedUrl(request).pathname);
  const origin = env().APP_URL.replace(/\/$/, "");
  return data(
    {
      user: user ? { ...publicUser(user), displayName: displayName(user), premium: isPremium(user) } : null,
      theme: await readTheme(request),
      toast,
      locale,
      // This page in every language, when it has twins (the alternates, the footer's links).
      twins,
      // Its <link rel="alternate">s: every language, and English as the default (made here, not in the browser's bundle).
      alternates: twins && [...LOCALES, "x-default" as const].map((l) => [l, origin + twins[l === "x-default" ? "en" : l]] as const),
      // The frame's words (header, menu, footer, dialogs) in the page's language.
      messages: viewMessages(locale, "common", "frame"),
      // The only configuration the browser sees.
      publicEnv: { sourceUrl: env().SOURCE_URL },
    },
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * Pages that need no framework set `export const handle = { hydrate: false }` (or a function of their
 * loader data): their document ships without React's JavaScript (forms and links work natively) and
 * loads the common page script, plus the page's own when it names one (`enhance: PAGE_SCRIPTS.settings`,
 * or a function of the loader data): app/browser/. Decision record 004.
 */
function useHydration(): { hydrate: boolean; scripts: string[] } {
  const matches = useMatches();
  return documentHydrates(matches) ? { hydrate: true, scripts: [] } : { hydrate: false, scripts: [PAGE_SCRIPTS.common, ...enhancementScripts(matches)] };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRootData();
  const nonce = useNonce();
  const { hydrate, scripts } = useHydration();
  // The theme is a class from the server (the chosen one, else light, whatever the browser prefers),
  // so the first paint is right with or without JavaScript.
  const theme = rootData?.theme ?? DEFAULT_THEME;
  return (
    <html lang={rootData?.locale ?? "en"} className={theme} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLORS[theme]} />
        {/* The manifest and the service worker are added by the server (app/pwa/head.server.ts). */}
        <Meta />
        <Links />
        {/* A page with a twin in every language names them all, and English as the default. */}
        {rootData?.alternates?.map(([l, href]) => <link key={l} rel="alternate" hrefLang={l} href={href} />)}
      </head>
      <body className="flex min-h-screen flex-col">
        <DocumentHydrates.Provider value={hydrate}>{children}</DocumentHydrates.Provider>
        {hydrate ? <ScrollRestoration nonce={nonce} /> : null}
        {/* Modules: deferred, run in order (in development Vite serves each as a module of its own). */}
        {hydrate ? <Scripts nonce={nonce} /> : scripts.map((src) => <script key={src} type="module" src={src} nonce={nonce} />)}
      </body>
    </html>
  );
}

function ThemeMirror({ theme }: { theme: Theme }) {
  useEffect(() => applyTheme(theme), [theme]);
  return null;
}

/**
 * The one spinner of client-side navigations: while the signed-in home loads, and "Loading article..."
 * while another article is fetched (docs/product.md#blog).
 */
function NavigationSpinner() {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.location?.pathname;
  if (navigation.state !== "loading" || !target || location.pathname === target) return null;
  if (target === "/" || target === "/profile") return <FullScreenSpinner title="Loading your cosmic profile..." />;
  if (/^\/blog\/[^/]+$/.test(target) && target !== "/blog/rss.xml") return <FullScreenSpinner title="Loading article..." />;
  return null;
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { hydrate } = useHydration();
  const t = useT();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[70] focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-night-900"
      >
        {t("frame.skipToContent")}
      </a>
      <ThemeMirror theme={loaderData.theme} />
      <NavigationSpinner />
      <Toaster flashed={loaderData.toast} templates={!hydrate} />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter sourceUrl={loaderData.publicEnv.sourceUrl} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const user = useRootData()?.user ?? null;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const message = errorPageMessage(error);
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <>
      {/* Error pages keep the site header, so the visitor is never stranded (blog pages load its code anyway). */}
      <PublicHeader user={user} />
      <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-semibold">{t("frame.errorTitle")}</h1>
        <p className="mt-4 text-slate-700 dark:text-slate-300">{message}</p>
        <Link to="/" reloadDocument className="btn-primary mt-8">
          {t("frame.backHome")}
        </Link>
      </main>
    </>
  );
}

export function NotFound() {
  const t = useT();
  return (
    <>
      <PublicHeader user={useRootData()?.user ?? null} />
      <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
        <p className="font-display text-6xl text-night-700 dark:text-night-300">404</p>
        <h1 className="mt-4 text-3xl font-semibold">{t("frame.notFound")}</h1>
        <p className="mt-4 text-slate-700 dark:text-slate-300">
          {t("frame.notFoundHint")}{" "}
          <code className="rounded bg-night-100 px-1 dark:bg-night-900">app/routes.ts</code>.
        </p>
        <Link to="/" reloadDocument className="btn-primary mt-8">
          {t("frame.backHome")}
        </Link>
      </main>
    </>
  );
}
