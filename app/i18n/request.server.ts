import { COOKIE } from "~/domain/names";
import { routedUrl } from "~/http/paths";
import { DEFAULT_LOCALE, isLocale, negotiateLocale, splitLocalePath, type Locale } from "./locales";
import { hasLocalizedTwin } from "./localized-pages";

const CHOSEN = new RegExp(`(?:^|;\\s*)${COOKIE.locale}=([A-Za-z-]+)`);

/**
 * The language of a request's page. A public page with a twin in every language speaks the language
 * of its address (`/es/sky` Spanish, `/sky` English) whoever asks; any other page (and `/` showing a
 * member their chart) speaks the member's saved language, or the visitor's choice from the footer
 * (a cookie), else English.
 */
export function requestLocale(request: Request, member?: { locale: string | null } | null): Locale {
  const { locale, path } = splitLocalePath(routedUrl(request).pathname);
  if (locale !== DEFAULT_LOCALE || (hasLocalizedTwin(path) && !(member && path === "/"))) return locale;
  const chosen = member ? member.locale : CHOSEN.exec(request.headers.get("cookie") ?? "")?.[1];
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}

/** A new member's language: the one named, else the visitor's choice from the footer, else the browser's (`Accept-Language`). */
export function signUpLocale(request: Pick<Request, "headers">, named?: Locale): Locale {
  const chosen = CHOSEN.exec(request.headers.get("cookie") ?? "")?.[1];
  return named ?? (isLocale(chosen) ? chosen : negotiateLocale(request.headers.get("accept-language")));
}

/** The Set-Cookie of a visitor's chosen language (no secret: a page that reads it is never cached). */
export function localeCookie(locale: Locale): string {
  return `${COOKIE.locale}=${locale}; Path=/; Max-Age=${365 * 86_400}; SameSite=Lax`;
}
