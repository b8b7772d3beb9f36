/**
 * Names for the clock rules the tz database abbreviates: the named mean times that were legal clocks
 * ("PMT" in Europe/Paris is Paris Mean Time), and country names for "legal in France until 1911".
 * Names follow the comments of the tz database's own source files.
 */

/** Mean-time city by abbreviation, with per-zone exceptions where one abbreviation names several cities. */
const MEAN_TIMES: Record<string, string | Record<string, string>> = {
  ADMT: "Adis Dera",
  AMT: { "Europe/Amsterdam": "Amsterdam", "Europe/Athens": "Athens", "Africa/Asmara": "Asmara", "America/Asuncion": "Asunción" },
  BMT: {
    "Africa/Banjul": "Bathurst",
    "America/Bogota": "Bogotá",
    "Asia/Baghdad": "Baghdad",
    "Asia/Bangkok": "Bangkok",
    "Asia/Jakarta": "Batavia",
    "Atlantic/Bermuda": "Bermuda",
    "Europe/Brussels": "Brussels",
    "Europe/Bucharest": "Bucharest",
    "Europe/Chisinau": "Bucharest",
    "Europe/Zurich": "Bern",
  },
  CMT: {
    "America/Caracas": "Caracas",
    "America/La_Paz": "Calamarca",
    "America/Panama": "Colón",
    "America/St_Lucia": "Castries",
    "Europe/Chisinau": "Chişinău",
    "Europe/Copenhagen": "Copenhagen",
    "*": "Córdoba",
  },
  DMT: "Dublin",
  EMT: "Easter Island",
  FFMT: "Fort-de-France",
  FMT: { "Africa/Freetown": "Freetown", "Atlantic/Madeira": "Funchal" },
  HMT: {
    "America/Havana": "Havana",
    "Asia/Dhaka": "Howrah",
    "Asia/Kolkata": "Howrah",
    "Atlantic/Azores": "Horta",
    "Europe/Helsinki": "Helsinki",
  },
  IMT: { "Asia/Irkutsk": "Irkutsk", "*": "Istanbul" },
  JMT: { "Asia/Jerusalem": "Jerusalem", "Atlantic/St_Helena": "Jamestown" },
  KMT: { "America/St_Vincent": "Kingstown", "Europe/Kyiv": "Kyiv", "Europe/Vilnius": "Kaunas", "*": "Kingston" },
  MMT: {
    "Africa/Monrovia": "Monrovia",
    "America/Managua": "Managua",
    "America/Montevideo": "Montevideo",
    "Asia/Colombo": "Colombo",
    "Asia/Kolkata": "Madras",
    "Asia/Makassar": "Makassar",
    "Europe/Minsk": "Minsk",
    "Europe/Moscow": "Moscow",
    "Indian/Maldives": "Malé",
  },
  PLMT: "Phù Liễn",
  PMMT: "Port Moresby",
  PMT: {
    "America/Paramaribo": "Paramaribo",
    "Asia/Pontianak": "Pontianak",
    "Asia/Yekaterinburg": "Perm",
    "Europe/Prague": "Prague",
    "*": "Paris",
  },
  PPMT: "Port-au-Prince",
  QMT: "Quito",
  RMT: { "Asia/Yangon": "Rangoon", "Europe/Riga": "Riga", "Europe/Rome": "Rome" },
  SDMT: "Santo Domingo",
  SET: "Stockholm",
  SJMT: "San José",
  SMT: {
    "America/Santiago": "Santiago",
    "America/Punta_Arenas": "Santiago",
    "America/Coyhaique": "Santiago",
    "Asia/Kuala_Lumpur": "Singapore",
    "Asia/Singapore": "Singapore",
    "Atlantic/Stanley": "Stanley",
    "Europe/Simferopol": "Simferopol",
  },
  TBMT: "Tbilisi",
  TMT: { "Asia/Tehran": "Tehran", "Europe/Tallinn": "Tallinn" },
  WMT: "Warsaw",
  ZMT: "Zomba",
};

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
