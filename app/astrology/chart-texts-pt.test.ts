// The chart's readings in Brazilian Portuguese: Sun, Moon and Ascendant in each sign, Mercury to Pluto in each sign.
import { describe, expect, it } from "vitest";
import { SIGNS } from "./constants";
import { computeChart } from "./index";
import { ascendantInsights, moonInsights, moonSignReadings, planetaryInsights, sunInsights } from "./insights";
import { banks } from "./texts/banks";
import { sentencesOf, wordsOf } from "./texts/pick";
import { repeatedSixWords } from "./texts/metrics";

const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;
const en = banks("en");
const pt = banks("pt-BR");
const L = pt.lexicon;

/** Each bank as its paragraphs by key ("Venus.Taurus" for a planet), with the words that must open its sign's placement. */
function paragraphs(b: typeof pt): Record<string, Record<string, { text: string; names: string }>> {
  const bySign = (table: Record<string, string>, lead: string) =>
    Object.fromEntries(SIGNS.map((s) => [s, { text: table[s]!, names: `${lead} em ${L.signs[s].name}` }]));
  return {
    sun: bySign(b.sun.SUN_IN_SIGN, L.planets.Sun.name),
    moon: bySign(b.moon.MOON_IN_SIGN, L.planets.Moon.name),
    ascendant: bySign(b.ascendant.ASCENDANT_IN_SIGN, "Ascendente"),
    planets: Object.fromEntries(
      Object.entries(b.planets.PLANET_IN_SIGN).flatMap(([p, table]) =>
        SIGNS.map((s) => [`${p}.${s}`, { text: table[s], names: `${L.planets[p as keyof typeof L.planets].name} em ${L.signs[s].name}` }]),
      ),
    ),
  };
}

/** Sentences said in more than one paragraph of a bank. */
function sharedWithin(bank: Record<string, { text: string }>, locale: string): string[] {
  const owners = new Map<string, Set<string>>();
  for (const [key, { text }] of Object.entries(bank))
    for (const s of sentencesOf(text)) {
      const norm = wordsOf(s, locale).join(" ");
      owners.set(norm, (owners.get(norm) ?? new Set()).add(key));
    }
  return [...owners].filter(([, keys]) => keys.size > 1).map(([s]) => s);
}

const PT = paragraphs(pt);
const EN = paragraphs(en);

describe("the chart's readings in Brazilian Portuguese", () => {
  it("has every English key, each paragraph Portuguese, filled, at least 25 words and naming its placement", () => {
    for (const [bank, entries] of Object.entries(PT)) {
      expect(Object.keys(entries), bank).toEqual(Object.keys(EN[bank]!));
      for (const [key, { text, names }] of Object.entries(entries)) {
        const where = `${bank} ${key}`;
        expect(text, where).not.toBe(EN[bank]![key]!.text);
        expect(text.match(ENGLISH), where).toBeNull();
        expect(text, where).not.toContain("{");
        expect(wordsOf(text, "pt-BR").length, where).toBeGreaterThanOrEqual(25);
        expect(text, where).toContain(names);
        expect(repeatedSixWords(text, "pt-BR"), where).toBeNull();
      }
    }
  });

  it("shares no sentence between two paragraphs of a bank, as in English", () => {
    for (const bank of Object.keys(PT)) {
      expect(sharedWithin(EN[bank]!, "en"), bank).toEqual([]);
      expect(sharedWithin(PT[bank]!, "pt-BR"), bank).toEqual([]);
    }
  });

  it("is what the chart's panels write for a Brazilian Portuguese reader", () => {
    const c = computeChart({ birthDate: "1961-07-01", birthTime: "19:45", latitude: 52.8333, longitude: 0.5 });
    const texts = [sunInsights(c, "pt-BR"), moonInsights(c, "pt-BR")!, ascendantInsights(c, "pt-BR")!, planetaryInsights(c, "pt-BR")];
    for (const text of texts) expect(text).not.toContain("{");
    expect(texts[0]).toContain(PT.sun!.Cancer!.text);
    expect(texts[1]).toContain(PT.moon!.Aquarius!.text);
    expect(texts[2]).toContain(PT.ascendant!.Sagittarius!.text);
    expect(texts[3]).toContain(PT.planets!["Venus.Taurus"]!.text);
    expect(moonSignReadings(["Aries", "Taurus"], "pt-BR").map((r) => r.text)).toEqual([PT.moon!.Aries!.text, PT.moon!.Taurus!.text]);
  });
});
