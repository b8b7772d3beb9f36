/**
 * The readings' language data: every sentence bank, phrase list and word table of the writers, one
 * JSON file per module under data/<locale>/ (decision 028). `banks(locale)` hands a writer the banks
 * of its language, typed from the English files, with each template bank checked for its slots when
 * the locale is first loaded. A bank a language has not written yet is English's.
 */
import type { Locale } from "~/i18n/locales";
import type { Planet, Sign } from "../constants";
import { fill, templates, type Templates } from "./template";
import animals from "./data/en/animals.json" with { type: "json" };
import ascendant from "./data/en/ascendant.json" with { type: "json" };
import bazi from "./data/en/bazi.json" with { type: "json" };
import compatibility from "./data/en/compatibility.json" with { type: "json" };
import composite from "./data/en/composite.json" with { type: "json" };
import daily from "./data/en/daily.json" with { type: "json" };
import dailyWriter from "./data/en/daily-writer.json" with { type: "json" };
import dasha from "./data/en/dasha.json" with { type: "json" };
import forecast from "./data/en/forecast.json" with { type: "json" };
import insights from "./data/en/insights.json" with { type: "json" };
import lexicon from "./data/en/lexicon.json" with { type: "json" };
import love from "./data/en/love.json" with { type: "json" };
import luck from "./data/en/luck.json" with { type: "json" };
import moon from "./data/en/moon.json" with { type: "json" };
import nakshatras from "./data/en/nakshatras.json" with { type: "json" };
import planets from "./data/en/planets.json" with { type: "json" };
import progressions from "./data/en/progressions.json" with { type: "json" };
import sadeSati from "./data/en/sade-sati.json" with { type: "json" };
import signColumns from "./data/en/sign-columns.json" with { type: "json" };
import signWriter from "./data/en/sign-writer.json" with { type: "json" };
import sky from "./data/en/sky.json" with { type: "json" };
import solarReturn from "./data/en/solar-return.json" with { type: "json" };
import sun from "./data/en/sun.json" with { type: "json" };
import synastry from "./data/en/synastry.json" with { type: "json" };
import together from "./data/en/together.json" with { type: "json" };
import yogas from "./data/en/yogas.json" with { type: "json" };

const EN = {
  animals,
  ascendant,
  bazi,
  compatibility,
  composite,
  daily,
  dailyWriter,
  dasha,
  forecast,
  insights,
  lexicon,
  love,
  luck,
  moon,
  nakshatras,
  planets,
  progressions,
  sadeSati,
  signColumns,
  signWriter,
  sky,
  solarReturn,
  sun,
  synastry,
  together,
  yogas,
};

/** A language's raw data: the English files' shape, every key present. */
export type LanguageData = typeof EN;

const HEADLINE = ["sign", "moonSign", "theme"] as const;
const ADVICE = ["moonOrd", "moonSign", "illum"] as const;
const AREA_FACT = ["deg", "sign", "rx", "ord", "theme"] as const;

/**
 * The slots each template bank may use: the facts its writer supplies. A bank is a list or a record
 * of lists or sentences; a nested entry declares the banks inside a record.
 */
export const SLOTS = {
  daily: {
    AREA_LINES: ["T"],
    ASPECT_FACTS: ["T", "Tb", "aNoun", "rx", "sign", "verb", "noun", "N", "timing"],
    HEADLINES: {
      strong: ["T", "short"],
      past: ["T", "short"],
      easy: ["T", "short"],
      tense: ["T", "short"],
      moon: ["sign"],
      lunation: ["T", "sign", "time"],
      station: ["T", "dir"],
      ingress: ["T", "sign", "time"],
      season: ["sign"],
      ingressBack: ["T", "sign", "time"],
    },
    INGRESS_BACK_FACTS: ["T", "from", "to", "time", "own"],
    INGRESS_FACTS: ["T", "from", "to", "time", "own"],
    INGRESS_MEANINGS: ["domain", "fromTone", "toTone"],
    LUNATION_FACTS: ["phase", "time", "sign", "deg", "where"],
    MOON_FACTS: ["sign", "deg", "illum", "waxing", "where"],
    MOON_SIGN_CHANGE: ["from", "to", "time", "own"],
    NATAL_MOON_RELATION: ["sign", "natal"],
    NATURE_FRAMES: ["g", "G", "p"],
    OWN_SEASON_LINES: ["sun", "focus", "natal", "a"],
    PERSONAL_LEADS: ["natal", "a"],
    SEASON_LINES: ["sun", "focus", "natal", "a"],
    STATION_FACTS: ["T", "dir", "sign", "deg", "own"],
    STATION_MEANINGS: ["domain"],
    SUN_SIGN_RELATION: ["natal"],
  },
  dailyWriter: {
    PHRASES: { fromTime: ["sign", "time"], untilTime: ["sign", "time"], inHouse: ["house"], crossingHouse: ["house"], houseAgain: ["ord"], lead: ["lead", "event", "advice"] },
    EVENTS: {
      aspect: ["T", "rel", "N"],
      aspectSelf: ["T", "rel", "N"],
      lunation: ["phase", "sign", "time"],
      station: ["T", "dir"],
      ingressBack: ["T", "sign", "time"],
      ingress: ["T", "sign", "time"],
      moonIngress: ["sign", "time"],
      moon: ["sign"],
      season: ["sign"],
      quiet: [],
    },
    SKY: {
      moon: ["deg", "sign", "illum", "trend"],
      moonHouse: ["ord"],
      moonIngress: ["sign", "time"],
      lunation: ["phase", "time", "deg", "sign"],
      ingress: ["T", "sign", "time"],
      ingressBack: ["T", "sign", "time"],
      station: ["T", "dir", "deg", "sign"],
      retrograde: ["list"],
      separator: [],
    },
  },
  signColumns: {
    CONTACT_FACTS: ["time", "planet", "verb", "aNoun", "psign", "pord"],
    CONTACT_MEANINGS: ["stir", "pord", "ptheme"],
    CONTACT_MEANINGS_SHORT: ["stir", "pord", "ptheme"],
    ECLIPSE_FACTS: ["ord", "aName", "how"],
    ECLIPSE_MEANINGS: ["theme"],
    HEADLINES: {
      eclipse: [...HEADLINE, "ord", "phase", "aKind", "kind"],
      lunation: [...HEADLINE, "ord", "phase"],
      station: [...HEADLINE, "ord", "planet", "dir"],
      ingress: [...HEADLINE, "ord", "planet"],
      ingressBack: [...HEADLINE, "ord", "planet"],
      moonIngress: [...HEADLINE, "to"],
      moonIngressLate: [...HEADLINE, "to"],
      contact: [...HEADLINE, "planet", "stir"],
      moon: HEADLINE,
    },
    INGRESS_BACK_FACTS: ["planet", "time", "to", "ord", "theme"],
    INGRESS_BACK_MEANINGS: ["theme"],
    INGRESS_FACTS: ["planet", "time", "to", "ord", "theme"],
    INGRESS_MEANINGS: ["gift", "theme"],
    LOVE_ADVICE: ADVICE,
    LOVE_FACTS: AREA_FACT,
    LUNATION_FACTS: ["phase", "time", "deg", "sign", "ord", "theme"],
    LUNATION_MEANINGS: ["theme"],
    MOON_FACTS: ["waxing", "deg", "sign", "illum", "ord", "phaseLower"],
    MOON_HOUSE_FRAMES: ["ord", "theme", "meaning"],
    MOON_INGRESS_FACTS: ["time", "from", "to", "fromOrd", "toOrd"],
    PERIOD_MOON_DAYS: ["days"],
    PERIOD_NO_MOON_DAYS: ["span"],
    PERIOD_OPENERS: ["span", "sign"],
    PERIOD_PLANET: ["planet", "span", "ord", "theme", "move"],
    PERIOD_QUIET: ["span", "ord", "theme"],
    PERIOD_STAYS: ["short"],
    STATION_FACTS: ["planet", "dir", "deg", "sign", "ord", "theme"],
    STATION_MEANINGS: ["theme"],
    WELLBEING_ADVICE: ADVICE,
    WELLBEING_FACTS: AREA_FACT,
    WORK_ADVICE: ADVICE,
    WORK_FACTS: AREA_FACT,
  },
  insights: {
    SUN: ["sign", "degree"], MOON: ["sign", "degree"], MOON_ALL_DAY: ["sign"], RISING: ["sign"], PLANET: ["glyph", "planet", "sign", "degree", "rx", "house"], RETROGRADE: [], HOUSE: ["house"],
    CHINESE: ["element", "animal", "polarity", "stem", "branch", "date"], SOLAR_YEAR: ["animal"], NAKSHATRA: ["nakshatra", "pada", "lord", "signs"], PADA: ["pada"], OR: [],
  },
  signWriter: {
    PHRASES: { clock: ["time", "zone"], timeOn: ["time", "day"], stationOn: ["day", "fact"], movesInto: ["ord", "day"], rx: ["dir"], summary: ["headline", "sentence"] },
    ECLIPSE: { typed: ["type", "eclipse"], plain: ["eclipse"], name: ["kind"], a: ["article", "name"] },
  },
  synastry: {
    CLOSINGS: ["anchor"],
    ELEMENT_PAIRS: ["x", "y"],
    POINT_THEMES: ["n"],
    RELATION_LEADS: ["a", "b", "label", "gist"],
    SUN_PAIRS: ["both", "ea", "eb"],
  },
  together: { TOGETHER_LINES: ["name"], TOGETHER_QUIET: ["name"], FACT: ["T", "verb", "point", "orb", "meaning"] },
  lexicon: { clock: ["h", "HH", "mm"], yearAnimal: ["element", "animal"] },
  sky: {
    MOON: ["sign", "phase", "percent", "trend"],
    INGRESS: ["time", "from", "to"],
    VOID: ["start", "end", "aspect"],
    VOID_ASPECT: ["noun", "planet"],
    SUN: ["deg", "sign"],
    LUNATION: ["name", "sign", "time"],
    LUNATION_NAMES: ["a", "kind", "phase"],
    STATION: ["planet", "dir", "time"],
    PLANET_INGRESS: ["planet", "to", "time"],
    ONE_RETRO: ["planet"],
    RETRO: ["list"],
    ORB: { exact: [], near: ["orb"] },
    CLOSEST: ["a", "b", "noun", "orb"],
  },
  forecast: {
    TRANSIT: ["planet", "verb", "target", "theme", "area", "tone"],
    STATIONS: ["planet", "area"],
    INGRESS: ["planet", "sign", "tone"],
    ECLIPSE_KIND: { typed: ["Type", "eclipse"], solar: [], lunar: [] },
    LUNATIONS: ["sign", "tone"],
    ECLIPSES: ["kind", "base"],
  },
  composite: { CONTACT: ["a", "b", "current", "other", "orb"], RISING: ["sign"], ANGLES: ["a", "b"] },
  progressions: {
    MOON_INGRESS: { untimed: [], none: [], one: ["sign", "date"], then: [], list: ["list"] },
    MOON_HEAD: { span: ["sign", "from", "to"], spanSigns: ["sign", "from", "fromSign", "to", "toSign"], at: ["deg", "sign"] },
  },
  solarReturn: { OPENING: ["date", "place"], CONTACT: ["aspect", "other", "meaning"] },
  compatibility: {
    REPORT: {
      head: ["a", "b"],
      vedicMoon: ["nakshatra", "pada", "rashi"],
      pada: ["pada"],
      contact: ["key", "themeA", "themeB", "tone"],
      contactKey: ["key"],
      aspect: ["A", "a", "word", "B", "b", "orb", "meaning"],
      person: ["name", "article", "sun", "moon", "animal", "nakshatra"],
      people: ["a", "b"],
      tightest: ["lead", "A", "a", "word", "B", "b", "orb", "meaning"],
      next: ["lead", "list"],
      nextItem: ["A", "a", "word", "B", "b", "orb"],
      noTight: ["A", "B"],
      kootaFull: ["name", "points", "max"],
      kootaZero: ["name", "max"],
      guna: ["score", "verdict", "full", "zero"],
      gunaFull: ["list"],
      gunaZero: ["list"],
      keyContacts: ["count", "listed", "A", "B", "flowing", "tense", "fused"],
      fused: ["fused"],
      noKeyContacts: ["A", "B"],
      elements: ["A", "ea", "holdersA", "B", "eb", "holdersB", "pair"],
      animals: ["A", "a", "ta", "B", "b", "tb"],
      animalRelation: ["animalA", "animalB", "text"],
      relation: ["label"],
      noonRead: ["name", "nakshatra", "rashi"],
      moons: ["A", "moonA", "B", "moonB", "noon"],
      moonsNoon: ["list"],
      atNoon: ["name"],
      kootaLine: ["name", "points", "max", "detail"],
      gunaTotal: ["score", "verdict", "best", "bestPoints", "bestMax", "bestMeaning", "worst", "worstPoints", "worstMax", "worstMeaning"],
      brideSame: ["A", "B", "points"],
      brideDiffer: ["A", "aPoints", "B", "bPoints"],
      nadi: ["nadi", "nakA", "nakB", "exception"],
      nadiException: [],
      bhakoot: ["rashiA", "rashiB", "relation", "cancelled"],
      bhakootCancelled: [],
      gana: ["nakA", "nakB"],
      noDosha: ["rashiA", "rashiB", "nakA", "nakB"],
      manglikNote: ["name", "note"],
      manglikBoth: ["A", "B"],
      manglikOne: ["who", "A", "B"],
      manglikNeither: ["A", "B", "exception"],
      manglikException: [],
      strongGuna: ["score"],
      lowGuna: ["score"],
      goodAnimals: ["label", "animalA", "animalB"],
      badAnimals: ["label", "animalA", "animalB"],
      softContact: ["a", "b", "type"],
      hardContact: ["a", "b", "type"],
      anchorContact: ["A", "a", "B", "b"],
      anchorSuns: ["A", "sunA", "B", "sunB"],
      summary: ["A", "B", "positives", "cautions"],
      summaryPlain: [],
      summaryCautions: ["list"],
      sunsBoth: ["sign"],
      sunsPair: ["a", "b"],
    },
    FIELDS: {
      doshaNadi: ["nadi", "exception"],
      doshaNadiException: [],
      doshaBhakoot: ["relation", "cancelled"],
      doshaBhakootCancelled: [],
      doshaGana: [],
      pairBoth: [],
      pairOne: ["who"],
      pairNeither: [],
      unknownTime: ["name", "moved"],
      unknownTimeMoved: ["list"],
    },
    KOOTAS: { DETAIL: ["a", "b", "ca", "cb", "near", "far"] },
    MANGLIK: { yes: ["sign", "house", "ref", "cancelled"], no: ["sign", "house", "ref"], cancelled: ["why"], own: ["sign", "n"], exalted: ["sign", "n"], jupiterSame: ["sign", "n"], jupiterAspect: ["sign", "n"] },
  },
  love: {
    RULER: { own: ["ruler", "ord", "sign", "role"], other: ["ruler", "ord", "sign", "atOrd", "role", "field"] },
    ASPECT_LINE: ["planet", "tie", "body", "tone"],
  },
  yogas: {
    DETAILS: {
      gajakesariSame: ["sign"], gajakesari: ["jupiter", "ord", "moon"], budhaditya: ["sign"], mahapurusha: ["planet", "dignity", "sign", "house"],
      chandraSame: ["sign"], chandraOpposite: ["moon", "mars"], share: ["list"], kendraMoon: ["list"], kendraLagna: ["list"], jupiterAspect: ["ord"],
      kemadruma: ["moon", "before", "after"], yogakaraka: ["planet", "low", "high", "sign", "house"], together: ["a", "b"], opposite: ["a", "b"], exchange: ["a", "b"],
      raja: ["a", "ha", "b", "hb", "how"], dhana: ["a", "ha", "b", "hb", "how"], lordOf: ["sign"], exaltedIn: ["sign"], angular: ["helper", "role", "refs"], neecha: ["planet", "sign", "reasons"],
    },
  },
  luck: {
    MEETING: ["year", "day"],
    LUCK: { head: ["stem", "branch", "age", "god"], god: ["stem", "yinYang", "element", "dm", "dmYinYang", "dmElement", "god", "pinyin", "text"], span: ["text", "start", "end"] },
    YEAR: { head: ["element", "animal", "stem", "branch", "god"], god: ["dmElement", "stem", "god", "pinyin", "text"], start: ["start", "until"], until: ["date"] },
  },
} as const;

export type Spec = readonly string[] | { readonly [key: string]: Spec };

/** The data D with the template banks named in S typed as templates of their slots. */
type WithSlots<D, S> = S extends readonly (infer K extends string)[]
  ? Templates<D, K>
  : { readonly [P in keyof D]: P extends keyof S ? WithSlots<D[P], S[P]> : D[P] };

/** One language's banks, ready for the writers. */
export type Banks = WithSlots<LanguageData, typeof SLOTS>;

function declare(data: unknown, spec: Spec, where: string): unknown {
  if (data === undefined) throw new Error(`Missing bank ${where}`);
  // A single sentence is checked as a list of one.
  if (typeof data === "string") return templates(spec as readonly string[], [data], where)[0];
  if (Array.isArray(spec)) return templates(spec, data as object, where);
  const record = { ...(data as Record<string, unknown>) };
  for (const [key, inner] of Object.entries(spec)) record[key] = declare(record[key], inner as Spec, `${where}.${key}`);
  return record;
}

/**
 * Each language's own banks: data/<locale>/<file>.json where written, else English's (decision 029
 * says which). Readings are written on the server only: a browser bundle that reaches this module
 * (the chart page shares the landing's route) loads no language's files.
 */
const LANGUAGES: Partial<Record<Locale, LanguageData>> = { en: EN };
for (const locale of typeof window === "undefined" ? (["es", "pt-BR", "hi", "zh-Hans"] satisfies Locale[]) : []) {
  const own = Object.keys(EN).map(async (key) => {
    const file = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    return [key, await import(`./data/${locale}/${file}.json`).then((m: { default: unknown }) => m.default, () => undefined)];
  });
  LANGUAGES[locale] = { ...EN, ...Object.fromEntries((await Promise.all(own)).filter(([, data]) => data !== undefined)) };
}
const loaded = new Map<Locale, Banks>();

/** The banks of a language (English until that language has its own data). */
export function banks(locale: Locale = "en"): Banks {
  const data = LANGUAGES[locale];
  if (!data) return banks("en");
  let b = loaded.get(locale);
  if (!b) loaded.set(locale, (b = declare(data, SLOTS, locale) as Banks));
  return b;
}

/** "14:05" → "2:05 PM" in English: times in the readings on the clock the language's pages use ({HH} is the 24-hour hour). */
export function clock(time: string, locale: Locale = "en"): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return fill(banks(locale).lexicon.clock[h >= 12 ? "pm" : "am"], { h: String(((h + 11) % 12) + 1), HH: String(h).padStart(2, "0"), mm: String(m).padStart(2, "0") });
}

/** "a, b and c" in the language's own list words. */
export function listJoin(items: readonly string[], words: { comma: string; and: string }): string {
  return items.length <= 1 ? items.join("") : items.slice(0, -1).join(words.comma) + words.and + items.at(-1)!;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date formatter in the language's calendar words (weekdays, months), made once: building one costs far more than using it. */
export function dateFormat(locale: Locale, style: keyof Banks["lexicon"]["dates"], options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${style}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(banks(locale).lexicon.dates[style], { ...options, timeZone: "UTC" })));
  return f;
}

/** "9 March 2031" from an ISO instant (UT), as the readings write dates. */
export function longDate(iso: string, locale: Locale = "en"): string {
  return dateFormat(locale, "long", { day: "numeric", month: "long", year: "numeric" }).format(new Date(iso));
}

/** The lexicon's words as a writer asks for them; the writers' classes extend it. */
export class Words {
  protected readonly L: Banks["lexicon"];

  constructor(protected readonly locale: Locale) {
    this.L = banks(locale).lexicon;
  }

  /** "the Sun", "the Moon", "Venus". */
  display(p: Planet): string {
    return this.L.planets[p].the;
  }

  /** "your natal Moon", "your Ascendant". */
  point(p: Planet | "Ascendant" | "Midheaven"): string {
    return (p === "Ascendant" || p === "Midheaven" ? this.L.points[p] : this.L.planets[p]).natal;
  }

  sign(s: Sign): string {
    return this.L.signs[s].name;
  }

  phase(name: string): string {
    return this.L.phases[name as keyof Banks["lexicon"]["phases"]];
  }

  ord(house: number): string {
    return this.L.ordinals[house - 1]!;
  }

  clock(time: string): string {
    return clock(time, this.locale);
  }
}
