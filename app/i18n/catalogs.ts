import { banks, type Banks } from "~/astrology/texts/banks";
import { LOCALES, type Locale } from "./locales";

/** The namespaces, one JSON file each in every locale (app/i18n/i18n.test.ts checks their keys match). */
export const NAMESPACES = ["account", "admin", "astro", "auth", "blog", "card", "chart", "chinese", "common", "daily", "email", "forms", "frame", "horoscope", "landing", "manage", "match", "onboarding", "panchang", "pricing", "report", "settings", "sky", "vedic", "year"] as const;

/** Names with one source, the engine's banks: the Chinese names (`astro.stem.Jia`, `branch`, `element`, `yinYang`, `animal`) its readings' NAMES, the nakshatras (`vedic.nakshatra.Ashwini`) and `chart.yearAnimal` its lexicon's. */
const NAMES = { stem: "stems", branch: "branches", element: "elements", yinYang: "polarity", animal: "animals" } as const;
const keyed = (kind: string, names: Record<string, string>) => Object.entries(names).map(([key, name]) => [`${kind}.${key}`, name]);
const fromBanks = ({ luck, lexicon }: Banks): Record<string, Record<string, string>> => ({
  astro: Object.fromEntries(Object.entries(NAMES).flatMap(([kind, group]) => keyed(kind, luck.NAMES[group]))),
  vedic: Object.fromEntries(keyed("nakshatra", lexicon.nakshatras)),
  chart: { yearAnimal: lexicon.yearAnimal },
});

/**
 * The catalogs by locale and namespace: app/i18n/catalogs/<locale>/<namespace>.json, loaded once when
 * the module is (the server build, the tests and the scripts under tsx alike bundle or read the files
 * the pattern names). A missing file stops the start: a namespace is added in all five locales at once.
 */
export const CATALOGS = Object.fromEntries(
  await Promise.all(
    LOCALES.map(async (locale) => [
      locale,
      Object.fromEntries(await Promise.all(NAMESPACES.map(async (ns) => [ns, { ...((await import(`./catalogs/${locale}/${ns}.json`)) as { default: Record<string, string> }).default, ...fromBanks(banks(locale))[ns] }]))),
    ]),
  ),
) as Record<Locale, Record<string, Record<string, string>>>;
