import { LOCALES, localizedPath, splitLocalePath, type Locale } from "./locales";

/**
 * The public pages with an address in every language (`/es/sky`, `/hi`, …): their English route
 * patterns, the module that serves them in every language and, where two patterns share a module,
 * the English route's id. app/routes.ts registers each again under every prefix.
 */
export const LOCALIZED_PAGES: readonly (readonly [path: string, file: string, id?: string])[] = [
  ["", "routes/home.tsx"],
  ["pricing", "routes/pricing.tsx"],
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

const PATTERNS = LOCALIZED_PAGES.map(([path]) => {
  const segments = path ? path.split("/").map((s) => (s.startsWith(":") ? `(?:/[^/.]+)${s.endsWith("?") ? "?" : ""}` : `/${s}`)) : [];
  return new RegExp(`^${segments.join("") || "/"}$`);
});

/** Whether an English path (no prefix) is one of the pages with a twin in every language. */
export function hasLocalizedTwin(path: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(path));
}

/** The same page in every language, or null for a page that has no twins: (`/es/sky`) → { en: "/sky", es: "/es/sky", … }. */
export function twinPaths(pathname: string): Record<Locale, string> | null {
  const { path } = splitLocalePath(pathname);
  if (!hasLocalizedTwin(path)) return null;
  return Object.fromEntries(LOCALES.map((l) => [l, localizedPath(path, l)])) as Record<Locale, string>;
}
