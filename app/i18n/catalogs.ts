import { banks } from "~/astrology/texts/banks";
import { LOCALES, type Locale } from "./locales";

/** The namespaces, one JSON file each in every locale (app/i18n/i18n.test.ts checks their keys match). */
export const NAMESPACES = ["account", "admin", "astro", "auth", "blog", "card", "chart", "chinese", "common", "daily", "email", "forms", "frame", "horoscope", "landing", "match", "onboarding", "panchang", "pricing", "report", "settings", "sky", "vedic", "year"] as const;

/** The Chinese names (`astro.stem.Jia`, `branch`, `element`, `yinYang`, `animal`) are the engine's: its readings' banks' NAMES. */
const NAMES = { stem: "stems", branch: "branches", element: "elements", yinYang: "polarity", animal: "animals" } as const;
const chineseNames = (locale: Locale) =>
  Object.fromEntries(Object.entries(NAMES).flatMap(([kind, group]) => Object.entries(banks(locale).luck.NAMES[group]).map(([key, name]) => [`${kind}.${key}`, name])));

/**
 * The catalogs by locale and namespace: app/i18n/catalogs/<locale>/<namespace>.json, loaded once when
 * the module is (the server build, the tests and the scripts under tsx alike bundle or read the files
 * the pattern names). A missing file stops the start: a namespace is added in all five locales at once.
 */
export const CATALOGS = Object.fromEntries(
  await Promise.all(
    LOCALES.map(async (locale) => [
      locale,
      Object.fromEntries(await Promise.all(NAMESPACES.map(async (ns) => [ns, { ...((await import(`./catalogs/${locale}/${ns}.json`)) as { default: Record<string, string> }).default, ...(ns === "astro" ? chineseNames(locale) : {}) }]))),
    ]),
  ),
) as Record<Locale, Record<string, Record<string, string>>>;
