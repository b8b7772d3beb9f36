/** Turns a computed chart into the profile's interpretation texts (the *Insights fields). */
import { OUTER_LIST, PLANET_GLYPHS, SIGN_INFO, signIndex, wholeDegree, type Nakshatra, type Sign } from "./constants";
import type { ChartCore } from "./natal";
import type { Locale } from "~/i18n/locales";
import { banks } from "./texts/banks";

function withSymbol(sign: Sign): string {
  return `${SIGN_INFO[signIndex(sign)]!.symbol} ${sign}`;
}

export function sunInsights(c: ChartCore, locale: Locale = "en"): string {
  const b = c.chart.bodies.Sun;
  return `Sun in ${withSymbol(c.sunSign)} (${wholeDegree(b.degree)}°)\n\n${banks(locale).sun.SUN_IN_SIGN[c.sunSign]}`;
}

export function moonInsights(c: ChartCore, locale: Locale = "en"): string | null {
  if (!c.moonSign) return null;
  const head = c.chart.timeKnown
    ? `Moon in ${withSymbol(c.moonSign)} (${wholeDegree(c.chart.bodies.Moon.degree)}°)`
    : `Moon in ${withSymbol(c.moonSign)} (the Moon stayed in this sign all day, so the sign is certain even without a birth time)`;
  return `${head}\n\n${banks(locale).moon.MOON_IN_SIGN[c.moonSign]}`;
}

export function ascendantInsights(c: ChartCore, locale: Locale = "en"): string | null {
  if (!c.ascendantSign) return null;
  return `${withSymbol(c.ascendantSign)} rising\n\n${banks(locale).ascendant.ASCENDANT_IN_SIGN[c.ascendantSign]}`;
}

export function planetaryInsights(c: ChartCore, locale: Locale = "en"): string {
  const { PLANET_IN_SIGN } = banks(locale).planets;
  return OUTER_LIST.map((p) => {
    const b = c.chart.bodies[p];
    const house = b.house ? `, house ${b.house}` : "";
    const rx = b.retrograde ? ", retrograde" : "";
    return `${PLANET_GLYPHS[p]} ${p} in ${b.sign} (${wholeDegree(b.degree)}°${rx}${house})\n${PLANET_IN_SIGN[p as keyof typeof PLANET_IN_SIGN][b.sign]}`;
  }).join("\n\n");
}

const LONG_DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
/** "January 27, 1990" from "1990-01-27". */
function longDate(date: string): string {
  return LONG_DATE.format(new Date(`${date}T12:00:00Z`));
}

export function chineseInsights(c: ChartCore, locale: Locale = "en"): string {
  const z = c.chinese;
  const r = banks(locale).animals.ANIMAL_READINGS[z.animal];
  const solar =
    z.solarYearAnimal !== z.animal
      ? `\n\nBorn between Chinese New Year and Li Chun (or the other way round): by the solar-term calendar used in BaZi your year animal would be the ${z.solarYearAnimal}.`
      : "";
  return `${z.element} ${z.animal} (${z.yinYang}), year of ${z.stem}-${z.branch} beginning ${longDate(z.newYearDate)}\n\n${r.reading}\n\n${r.elements[z.element]}${solar}`;
}

export function nakshatraInsights(c: ChartCore, locale: Locale = "en"): string | null {
  const v = c.vedic;
  if (!v.nakshatra) return null;
  const pada = v.pada ? `, pada ${v.pada}` : "";
  return `Moon in ${v.nakshatra}${pada}, ruled by ${v.lord} (sidereal Moon in ${v.moonSign ?? v.moonSignCandidates.join(" or ")})\n\n${banks(locale).nakshatras.NAKSHATRA_LOVE[v.nakshatra]}`;
}

/** The Moon readings of each sign the Moon was in on a birth day without a time. */
export function moonSignReadings(signs: readonly Sign[], locale: Locale = "en"): { sign: Sign; text: string }[] {
  return signs.map((sign) => ({ sign, text: banks(locale).moon.MOON_IN_SIGN[sign] }));
}

/** The love readings of each lunar mansion the Moon passed through on a birth day without a time. */
export function nakshatraLoveReadings(names: readonly Nakshatra[], locale: Locale = "en"): { nakshatra: Nakshatra; text: string }[] {
  return names.map((nakshatra) => ({ nakshatra, text: banks(locale).nakshatras.NAKSHATRA_LOVE[nakshatra] }));
}
