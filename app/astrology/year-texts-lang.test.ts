// The year's readings (progressions, solar return, forecast) in Spanish, Brazilian Portuguese, Hindi
// and Chinese: the writers run over a spread of placements in each language, and every bank keeps
// its sentences to one key as English does.
import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locales";
import { PLANETS, SIGNS, type Planet } from "./constants";
import { banks } from "./texts/banks";
import { ingressText, lunationText, stationText, transitText } from "./texts/forecast";
import { crossDayRecurrence, repeatedSixWords } from "./texts/metrics";
import { wordsOf } from "./texts/pick";
import { progressedMoonReading } from "./texts/progressions";
import { solarReturnReading } from "./texts/solar-return";

/** The English words, whole words only: "for" in "forçar" is Portuguese. */
const ENGLISH = /(?<!\p{L})(the|and|your|with|today|you|this|for|from|into)(?!\p{L})/giu;
const ASPECTS = ["conjunction", "sextile", "square", "trine", "opposition"] as const;
const TARGETS = ["Sun", "Moon", "Mercury", "Venus", "Mars", "Ascendant", "Midheaven"];
const SLOW = ["Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"] as const;
const ECLIPSES = [null, "total", "annular", "hybrid", "partial", "penumbral"] as const;
const OTHERS = PLANETS.filter((p) => p !== "Sun");
const PLACE = "Porto Alegre";

/** Twelve readings of each writer in a language: one per sign, with the placements around it varied. */
function readings(locale: Locale): Record<"progressions" | "solarReturn" | "forecast", string[]> {
  const gap = banks(locale).lexicon.gap;
  return {
    progressions: SIGNS.map((sign, i) => {
      const next = SIGNS[(i + 1) % 12]!;
      const moonSpan = i % 3 === 1 ? { from: { sign, longitude: i * 30 + 2.5 }, to: { sign, longitude: i * 30 + 14 } } : i % 3 === 2 ? { from: { sign: SIGNS[(i + 11) % 12]!, longitude: i * 30 - 3 }, to: { sign, longitude: i * 30 + 9 } } : null;
      const moon = progressedMoonReading({ bodies: { Moon: { sign, longitude: i * 30 + 3 } as never }, moonIngresses: i % 4 === 3 ? [] : [{ date: "2027-03-01T10:00:00.000Z", sign: next }], timeKnown: i % 5 !== 4, moonSpan }, locale);
      return [moon, banks(locale).progressions.PROGRESSED_SUN[sign]].join(gap);
    }),
    solarReturn: SIGNS.map((sign, i) => {
      const aspects = i === 11 ? [] : [{ a: "Sun", b: OTHERS[i % OTHERS.length]!, type: ASPECTS[i % 5]! }];
      const chart = { ascendant: { sign }, bodies: { Sun: { house: i + 1 } }, aspects };
      return solarReturnReading({ instant: "2027-06-14T08:30:00.000Z", place: { name: PLACE } as never, timeKnown: i !== 10, chart: chart as never }, locale);
    }),
    forecast: SIGNS.map((sign, i) => {
      const slow: Planet = SLOW[i % 5]!;
      return [
        transitText(slow, ASPECTS[(i + 2) % 5]!, TARGETS[i % 7]!, locale),
        stationText(PLANETS[(i % 8) + 2]!, i % 2 ? "direct" : "retrograde", locale),
        ingressText(PLANETS[i % 10]!, sign, i % 3 === 0, locale),
        lunationText(i % 2 ? "full" : "new", SIGNS[(i + 6) % 12]!, i % 4 === 0 ? null : i % 2 ? "lunar" : "solar", ECLIPSES[i % 6] ?? null, locale),
      ].join(gap);
    }),
  };
}

/** A language's names (signs, planets, points, the place) and the terms es and pt spell as English does: the words a reading may share with English. */
function names(locale: Locale): Set<string> {
  const L = banks(locale).lexicon;
  const all = [...Object.values(L.signs), ...Object.values(L.planets), ...Object.values(L.points)].map((n) => n.name);
  return new Set([...all, PLACE, "eclipse eclipses natal solar lunar total penumbral"].flatMap((n) => wordsOf(n, locale)));
}

/** Each template table of the year's three files in a language, as its entries' texts. */
function tables(locale: Locale): [string, string[]][] {
  const { progressions, solarReturn, forecast } = banks(locale);
  return Object.entries({ progressions, solarReturn, forecast }).flatMap(([file, bank]) =>
    Object.entries(bank as Record<string, unknown>)
      .filter(([, v]) => typeof v === "object")
      .map(([key, v]) => [`${file}.${key}`, Object.values(v as Record<string, string>)] as [string, string[]]),
  );
}

const english = readings("en");
const sharedInEnglish = new Map(tables("en").map(([t, texts]) => [t, crossDayRecurrence(texts).recurring]));

describe.each([
  { locale: "es", script: null },
  { locale: "pt-BR", script: null },
  { locale: "hi", script: /\p{Script=Devanagari}/gu },
  { locale: "zh-Hans", script: /\p{Script=Han}/gu },
] as const)("the year's readings in $locale", ({ locale, script }) => {
  const mine = readings(locale);
  const named = names(locale);

  it("fills every slot, writes no English and gives each reading enough words, none a six-word run twice", () => {
    for (const [writer, texts] of Object.entries(mine))
      texts.forEach((text, i) => {
        const where = `${writer} ${SIGNS[i]}`;
        expect(text, where).not.toContain("{");
        expect(text.match(ENGLISH), where).toBeNull();
        expect(repeatedSixWords(text, locale), where).toBeNull();
        if (script) {
          expect(text.match(script)?.length ?? 0, where).toBeGreaterThanOrEqual(40);
          expect(text.replaceAll(PLACE, "").match(/[A-Za-z]/), where).toBeNull();
        } else {
          const words = wordsOf(text, locale).filter((w) => !named.has(w) && !/\d/.test(w));
          expect(words.length, where).toBeGreaterThanOrEqual(40);
          const theirs = new Set(wordsOf(english[writer as keyof typeof english][i]!));
          // "a" is a word of both languages (a preposition, an article), not English left in.
          expect(words.filter((w) => w !== "a" && theirs.has(w)).length / words.length, where).toBeLessThan(0.05);
        }
      });
  });

  it("shares a sentence between two keys of a table no more than English does", () => {
    for (const [table, texts] of tables(locale)) expect(crossDayRecurrence(texts, locale).recurring, table).toBeLessThanOrEqual(sharedInEnglish.get(table)!);
  });
});
