// The yogas told in Hindi and Simplified Chinese: over charts that make every yoga of the set (and
// Kemadruma's cancellations), each sentence in the language's script with no Latin word, and the same
// facts as the English one: the same signs (by the language's names) and the same numbers of houses.
import { describe, expect, it } from "vitest";
import { SIGNS } from "./constants";
import { banks } from "./texts/banks";
import { findYogas, YOGA_KINDS, type YogaInput } from "./yogas";

/** A fixed run of charts, planets and lagna at whole-sign steps (every fifth without a lagna). */
function charts(count: number): YogaInput[] {
  let seed = 44;
  const next = () => Math.floor(((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 12);
  return Array.from({ length: count }, (_, i) => ({
    planets: Object.fromEntries(["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"].map((p) => [p, { longitude: next() * 30 + 15 }])) as YogaInput["planets"],
    lagna: i % 5 === 0 ? null : next() * 30 + 10,
  }));
}

const sentences = (yogas: ReturnType<typeof findYogas>) => yogas.flatMap((y) => [y.detail, ...(y.cancellations ?? [])]);

describe.each([
  { locale: "hi" as const, script: /[\u0900-\u097F]/ },
  { locale: "zh-Hans" as const, script: /\p{Script=Han}/u },
])("the yogas in $locale", ({ locale, script }) => {
  const { lexicon, yogas: bank } = banks(locale);
  const CHARTS = charts(1000);

  it("name every yoga's rule in the language", () => {
    for (const kind of YOGA_KINDS) expect(bank.YOGA_RULES[kind], kind).toMatch(script);
    for (const kind of YOGA_KINDS) expect(bank.YOGA_RULES[kind], kind).not.toMatch(/[A-Za-z]/);
  });

  it("say why each yoga forms with the English sentence's signs and houses, without a Latin word", () => {
    const kinds = new Set<string>();
    for (const input of CHARTS) {
      const english = sentences(findYogas(input));
      const told = sentences(findYogas(input, locale));
      expect(told).toHaveLength(english.length);
      findYogas(input).forEach((y) => kinds.add(y.kind));
      english.forEach((sentence, i) => {
        const own = told[i]!;
        expect(own, sentence).toMatch(script);
        expect(own.match(/[A-Za-z]+/g), own).toBeNull();
        for (const sign of SIGNS.filter((s) => sentence.includes(s))) expect(own, sentence).toContain(lexicon.signs[sign].name);
        expect((own.match(/\d+/g) ?? []).sort(), `${sentence} | ${own}`).toEqual((sentence.replace(/\d+(st|nd|rd|th)\b/g, "").match(/\d+/g) ?? []).sort());
      });
    }
    expect([...kinds].sort()).toEqual([...YOGA_KINDS].sort());
  });
});
