/** Turns a computed chart into the profile's interpretation texts (the *Insights fields). */
import { OUTER_LIST, PLANET_GLYPHS, SIGN_INFO, signIndex, wholeDegree, type Nakshatra, type Sign } from "./constants";
import type { ChartCore } from "./natal";
import type { Locale } from "~/i18n/locales";
import { banks, dateFormat } from "./texts/banks";
import { fill } from "./texts/template";

/** A name in the reading's language (the service passes the catalogs' names); English keeps the engine's own. */
export type NameOf = (kind: "sign" | "planet" | "animal" | "element" | "yinYang" | "stem" | "branch" | "nakshatra", key: string) => string;
const ENGINE_NAMES: NameOf = (_, key) => key;

function withSymbol(sign: Sign, name: NameOf): string {
  return `${SIGN_INFO[signIndex(sign)]!.symbol} ${name("sign", sign)}`;
}

export function sunInsights(c: ChartCore, locale: Locale = "en", name = ENGINE_NAMES): string {
  const { insights: H, sun } = banks(locale);
  return `${fill(H.SUN, { sign: withSymbol(c.sunSign, name), degree: String(wholeDegree(c.chart.bodies.Sun.degree)) })}\n\n${sun.SUN_IN_SIGN[c.sunSign]}`;
}

export function moonInsights(c: ChartCore, locale: Locale = "en", name = ENGINE_NAMES): string | null {
  if (!c.moonSign) return null;
  const { insights: H, moon } = banks(locale);
  const sign = withSymbol(c.moonSign, name);
  const head = c.chart.timeKnown ? fill(H.MOON, { sign, degree: String(wholeDegree(c.chart.bodies.Moon.degree)) }) : fill(H.MOON_ALL_DAY, { sign });
  return `${head}\n\n${moon.MOON_IN_SIGN[c.moonSign]}`;
}

export function ascendantInsights(c: ChartCore, locale: Locale = "en", name = ENGINE_NAMES): string | null {
  if (!c.ascendantSign) return null;
  const { insights: H, ascendant } = banks(locale);
  return `${fill(H.RISING, { sign: withSymbol(c.ascendantSign, name) })}\n\n${ascendant.ASCENDANT_IN_SIGN[c.ascendantSign]}`;
}

export function planetaryInsights(c: ChartCore, locale: Locale = "en", name = ENGINE_NAMES): string {
  const { insights: H, planets } = banks(locale);
  return OUTER_LIST.map((p) => {
    const b = c.chart.bodies[p];
    const head = fill(H.PLANET, {
      glyph: PLANET_GLYPHS[p],
      planet: name("planet", p),
      sign: name("sign", b.sign),
      degree: String(wholeDegree(b.degree)),
      rx: b.retrograde ? H.RETROGRADE : "",
      house: b.house ? fill(H.HOUSE, { house: String(b.house) }) : "",
    });
    return `${head}\n${planets.PLANET_IN_SIGN[p as keyof typeof planets.PLANET_IN_SIGN][b.sign]}`;
  }).join("\n\n");
}

export function chineseInsights(c: ChartCore, locale: Locale = "en", name = ENGINE_NAMES): string {
  const z = c.chinese;
  const { insights: H, animals } = banks(locale);
  const r = animals.ANIMAL_READINGS[z.animal];
  const solar = z.solarYearAnimal !== z.animal ? `\n\n${fill(H.SOLAR_YEAR, { animal: name("animal", z.solarYearAnimal) })}` : "";
  const head = fill(H.CHINESE, {
    element: name("element", z.element),
    animal: name("animal", z.animal),
    polarity: name("yinYang", z.yinYang),
    stem: name("stem", z.stem),
    branch: name("branch", z.branch),
    date: dateFormat(locale, "day", { year: "numeric", month: "long", day: "numeric" }).format(new Date(`${z.newYearDate}T12:00:00Z`)),
  });
  return `${head}\n\n${r.reading}\n\n${r.elements[z.element]}${solar}`;
}

export function nakshatraInsights(c: ChartCore, locale: Locale = "en", name = ENGINE_NAMES): string | null {
  const v = c.vedic;
  if (!v.nakshatra) return null;
  const { insights: H, nakshatras } = banks(locale);
  const head = fill(H.NAKSHATRA, {
    nakshatra: name("nakshatra", v.nakshatra),
    pada: v.pada ? fill(H.PADA, { pada: String(v.pada) }) : "",
    lord: name("planet", String(v.lord)),
    signs: (v.moonSign ? [v.moonSign] : v.moonSignCandidates).map((s) => name("sign", s)).join(H.OR),
  });
  return `${head}\n\n${nakshatras.NAKSHATRA_LOVE[v.nakshatra]}`;
}

/** The Moon readings of each sign the Moon was in on a birth day without a time. */
export function moonSignReadings(signs: readonly Sign[], locale: Locale = "en"): { sign: Sign; text: string }[] {
  return signs.map((sign) => ({ sign, text: banks(locale).moon.MOON_IN_SIGN[sign] }));
}

/** The love readings of each lunar mansion the Moon passed through on a birth day without a time. */
export function nakshatraLoveReadings(names: readonly Nakshatra[], locale: Locale = "en"): { nakshatra: Nakshatra; text: string }[] {
  return names.map((nakshatra) => ({ nakshatra, text: banks(locale).nakshatras.NAKSHATRA_LOVE[nakshatra] }));
}
