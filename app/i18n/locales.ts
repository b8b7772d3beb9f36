/**
 * The languages Three Skies speaks, their public address prefixes and how a visitor's language is
 * chosen. Safe for the browser: no messages here (they stay on the server, app/i18n/messages.server.ts).
 */
export const LOCALES = ["en", "es", "pt-BR", "hi", "zh-Hans"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The first path segment of a public page in each language; English keeps today's addresses. */
export const LOCALE_PREFIX: Record<Locale, string> = { en: "", es: "es", "pt-BR": "pt", hi: "hi", "zh-Hans": "zh" };

/** Each language named in itself, for the chooser. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  es: "Español",
  "pt-BR": "Português (Brasil)",
  hi: "हिन्दी",
  "zh-Hans": "简体中文",
};

/** The `hreflang` of each locale's pages (the locale's own tag: views in the browser write the locale itself). */
export const HREFLANG: Record<Locale, string> = { en: "en", es: "es", "pt-BR": "pt-BR", hi: "hi", "zh-Hans": "zh-Hans" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}


/** The language of a path and the English path it corresponds to: `/es/sky` → es, `/sky`. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const locale = match ? LOCALES.find((l) => LOCALE_PREFIX[l] === match[1]) : undefined;
  if (!match || !locale) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale, path: pathname.slice(match[0].length) || "/" };
}

/** The address of an English path in a language: (`/sky`, es) → `/es/sky`, (`/`, hi) → `/hi`. */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return path;
  return path === "/" ? `/${prefix}` : `/${prefix}${path}`;
}

/**
 * The language to greet a visitor in, from an `Accept-Language` header: the first range (by weight) that
 * one of ours serves. Any Spanish is es, any Portuguese pt-BR, any Chinese zh-Hans; otherwise English.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranges = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.tag && r.q > 0 && Number.isFinite(r.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const primary = tag.split("-")[0];
    if (primary === "en") return "en";
    if (primary === "es") return "es";
    if (primary === "pt") return "pt-BR";
    if (primary === "hi") return "hi";
    if (primary === "zh") return "zh-Hans";
  }
  return DEFAULT_LOCALE;
}
