/**
 * Names for the clock rules the tz database abbreviates: the named mean times that were legal clocks
 * ("PMT" in Europe/Paris is Paris Mean Time), and country names for "legal in France until 1911".
 * Names follow the comments of the tz database's own source files.
 */
import meanTimes from "./data/mean-times.json" with { type: "json" };

/** Mean-time city by abbreviation, with per-zone exceptions ("*": any other zone) where one abbreviation names several cities. */
const MEAN_TIMES: Record<string, string | Record<string, string>> = meanTimes;

/** "Paris Mean Time" for ("Europe/Paris", "PMT"); null when the abbreviation is not a named mean time. */
export function meanTimeName(zone: string, abbr: string): string | null {
  if (abbr === "SET") return "Swedish Time";
  const entry = MEAN_TIMES[abbr];
  if (!entry) return null;
  const city = typeof entry === "string" ? entry : (entry[zone] ?? entry["*"]);
  return city ? `${city} Mean Time` : null;
}

let regionNames: Intl.DisplayNames | null = null;
const OVERRIDES: Record<string, string> = { CI: "Côte d'Ivoire", PS: "Palestine", MO: "Macao", HK: "Hong Kong" };

const WITH_ARTICLE = new Set(["NL", "US", "GB", "PH", "AE", "BS", "GM", "CF", "DO", "KM", "MH", "SB", "CK", "VA", "KY", "MV", "FO", "VG", "VI", "TC", "FK", "CC", "MP"]);

/** "the Netherlands", "France": a country name as it reads inside a sentence. */
export function countryInSentence(code: string): string {
  const name = countryName(code);
  return WITH_ARTICLE.has(code.toUpperCase()) ? `the ${name}` : name;
}

/** English short name of a country by ISO 3166 alpha-2 code ("NL" -> "Netherlands"). */
export function countryName(code: string): string {
  const cc = code.toUpperCase();
  if (OVERRIDES[cc]) return OVERRIDES[cc];
  regionNames ??= new Intl.DisplayNames(["en"], { type: "region" });
  try {
    return regionNames.of(cc) ?? cc;
  } catch {
    return cc;
  }
}
