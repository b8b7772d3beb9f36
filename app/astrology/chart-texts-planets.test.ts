import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locales";
import { PLANETS, SIGNS } from "./constants";
import { banks } from "./texts/banks";
import { repeatedNgram, sentencesOf, wordsOf } from "./texts/pick";

/** The chart's planet-in-sign readings, Mercury to Pluto, written in Hindi and Simplified Chinese. */
const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;
const SCRIPT = { hi: /\p{Script=Devanagari}/gu, "zh-Hans": /\p{Script=Han}/gu } as const;
const MIN_CHARS = { hi: 60, "zh-Hans": 40 } as const;
const LOCALES = ["hi", "zh-Hans"] as const;
const PLANETS_IN_SIGN = PLANETS.filter((p) => p !== "Sun" && p !== "Moon");

/** How many sentences of the bank appear under two or more of its planet-sign keys. */
function sharedSentences(locale: Locale): number {
  const keysOf = new Map<string, Set<string>>();
  for (const [planet, signs] of Object.entries(banks(locale).planets.PLANET_IN_SIGN))
    for (const [sign, text] of Object.entries(signs))
      for (const s of sentencesOf(text)) {
        const norm = wordsOf(s, locale).join(" ");
        keysOf.set(norm, (keysOf.get(norm) ?? new Set()).add(`${planet}.${sign}`));
      }
  return [...keysOf.values()].filter((keys) => keys.size > 1).length;
}

describe.each(LOCALES)("the planets' readings in %s", (locale) => {
  const en = banks("en").planets.PLANET_IN_SIGN;
  const own = banks(locale).planets.PLANET_IN_SIGN;

  it("has every English key, each a paragraph of its own script without an English word or an unfilled slot", () => {
    expect(Object.keys(own)).toEqual(Object.keys(en));
    expect(Object.keys(own)).toEqual(PLANETS_IN_SIGN);
    for (const planet of PLANETS_IN_SIGN) {
      expect(Object.keys(own[planet as keyof typeof own])).toEqual([...SIGNS]);
      for (const sign of SIGNS) {
        const text = own[planet as keyof typeof own][sign];
        const where = `${planet}.${sign}`;
        expect(text, where).not.toBe(en[planet as keyof typeof en][sign]);
        expect(text.match(ENGLISH), where).toBeNull();
        expect(text.match(/[A-Za-z]+/g), where).toBeNull();
        expect(text, where).not.toContain("{");
        expect(text.match(SCRIPT[locale])?.length ?? 0, where).toBeGreaterThanOrEqual(MIN_CHARS[locale]);
        expect(repeatedNgram(text, 6, locale), where).toBeNull();
      }
    }
  });

  it("names the planet and the sign as the lexicon does", () => {
    const { lexicon } = banks(locale);
    for (const planet of PLANETS_IN_SIGN)
      for (const sign of SIGNS) {
        const text = own[planet as keyof typeof own][sign];
        expect(text, `${planet}.${sign}`).toContain(lexicon.planets[planet].name);
        expect(text, `${planet}.${sign}`).toContain(lexicon.signs[sign].name);
      }
  });

  it("shares no sentence between two keys, as English shares none", () => {
    expect(sharedSentences("en")).toBe(0);
    expect(sharedSentences(locale)).toBe(0);
  });
});
