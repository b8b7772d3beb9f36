import { LOCALES, localizedPath, splitLocalePath, type Locale } from "./locales";

/**
 * The public pages with an address in every language (`/es/sky`, `/hi`, …), as English paths: `/`,
 * `/pricing`, the `/blog` index and its articles, `/horoscope` with up to three segments (a sign, its day, week or month),
 * `/sky`, `/panchang` and `/chinese-calendar` with an optional day. app/routes.ts registers those
 * routes again under every prefix (a test holds the two together). One expression: this module
 * reaches the browser, where every byte counts.
 */
const TWINNED = /^\/(?:pricing|horoscope(?:\/[^/.]+){0,3}|(?:blog|sky|panchang|chinese-calendar)(?:\/[^/.]+)?)?$/;

/** Whether an English path (no prefix) is one of the pages with a twin in every language. */
export function hasLocalizedTwin(path: string): boolean {
  return TWINNED.test(path);
}

/** The same page in every language, or null for a page that has no twins: (`/es/sky`) → { en: "/sky", es: "/es/sky", … }. */
export function twinPaths(pathname: string): Record<Locale, string> | null {
  const { path } = splitLocalePath(pathname);
  if (!hasLocalizedTwin(path)) return null;
  return Object.fromEntries(LOCALES.map((l) => [l, localizedPath(path, l)])) as Record<Locale, string>;
}
