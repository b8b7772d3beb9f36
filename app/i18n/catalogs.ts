import { LOCALES, type Locale } from "./locales";

const files = import.meta.glob<Record<string, string>>("./catalogs/*/*.json", { eager: true, import: "default" });

/**
 * The catalogs by locale and namespace: every app/i18n/catalogs/<locale>/<namespace>.json, read at build
 * time. A namespace is one file per locale, added in all five locales at once (tests check it).
 */
export const CATALOGS = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.fromEntries(
      Object.entries(files)
        .filter(([path]) => path.startsWith(`./catalogs/${locale}/`))
        .map(([path, messages]) => [path.slice(path.lastIndexOf("/") + 1, -".json".length), messages]),
    ),
  ]),
) as Record<Locale, Record<string, Record<string, string>>>;
