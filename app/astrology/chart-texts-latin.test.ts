// The chart's readings in Spanish and Brazilian Portuguese: Sun, Moon and Ascendant in each sign, Mercury to
// Pluto in each sign; and in Spanish the Chinese and Vedic readings.
import { describe, expect, it } from "vitest";
import { NAKSHATRAS, SIGNS, type Sign } from "./constants";
import { computeChart } from "./index";
import { ascendantInsights, moonInsights, moonSignReadings, nakshatraLoveReadings, planetaryInsights, sunInsights } from "./insights";
import { banks } from "./texts/banks";
import { sentencesOf, wordsOf } from "./texts/pick";
import { repeatedSixWords } from "./texts/metrics";

const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;
const en = banks("en");
const es = banks("es");

/** Each bank as its paragraphs by key ("Venus.Taurus" for a planet), with the words that must open its sign's placement ("Venus en Tauro"). */
function paragraphs(b: typeof es, names: typeof es.lexicon, inSign: string): Record<string, Record<string, { text: string; names: string }>> {
  const at = (lead: string, s: Sign) => `${lead} ${inSign} ${names.signs[s].name}`;
  const bySign = (table: Record<string, string>, lead: string) => Object.fromEntries(SIGNS.map((s) => [s, { text: table[s]!, names: at(lead, s) }]));
  return {
    sun: bySign(b.sun.SUN_IN_SIGN, names.planets.Sun.name),
    moon: bySign(b.moon.MOON_IN_SIGN, names.planets.Moon.name),
    ascendant: bySign(b.ascendant.ASCENDANT_IN_SIGN, "Ascendente"),
    planets: Object.fromEntries(
      Object.entries(b.planets.PLANET_IN_SIGN).flatMap(([p, table]) => SIGNS.map((s) => [`${p}.${s}`, { text: table[s], names: at(names.planets[p as keyof typeof names.planets].name, s) }])),
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

describe.each([
  { locale: "es", language: "Spanish", inSign: "en" },
  { locale: "pt-BR", language: "Brazilian Portuguese", inSign: "em" },
] as const)("the chart's Western readings in $language", ({ locale, inSign }) => {
  const mine = banks(locale);
  const MINE = paragraphs(mine, mine.lexicon, inSign);
  const EN = paragraphs(en, mine.lexicon, inSign);

  it("has every English key, each paragraph in the language, filled, at least 25 words and naming its placement", () => {
    for (const [bank, entries] of Object.entries(MINE)) {
      expect(Object.keys(entries), bank).toEqual(Object.keys(EN[bank]!));
      for (const [key, { text, names }] of Object.entries(entries)) {
        const where = `${bank} ${key}`;
        expect(text, where).not.toBe(EN[bank]![key]!.text);
        expect(text.match(ENGLISH), where).toBeNull();
        expect(text, where).not.toContain("{");
        expect(wordsOf(text, locale).length, where).toBeGreaterThanOrEqual(25);
        expect(text, where).toContain(names);
        expect(repeatedSixWords(text, locale), where).toBeNull();
      }
    }
  });

  it("shares no sentence between two paragraphs of a bank, as in English", () => {
    for (const bank of Object.keys(MINE)) {
      expect(sharedWithin(EN[bank]!, "en"), bank).toEqual([]);
      expect(sharedWithin(MINE[bank]!, locale), bank).toEqual([]);
    }
  });

  it("is what the chart's panels write for a reader of the language", () => {
    const c = computeChart({ birthDate: "1961-07-01", birthTime: "19:45", latitude: 52.8333, longitude: 0.5 });
    const texts = [sunInsights(c, locale), moonInsights(c, locale)!, ascendantInsights(c, locale)!, planetaryInsights(c, locale)];
    for (const text of texts) expect(text).not.toContain("{");
    expect(texts[0]).toContain(MINE.sun!.Cancer!.text);
    expect(texts[1]).toContain(MINE.moon!.Aquarius!.text);
    expect(texts[2]).toContain(MINE.ascendant!.Sagittarius!.text);
    expect(texts[3]).toContain(MINE.planets!["Venus.Taurus"]!.text);
    expect(moonSignReadings(["Aries", "Taurus"], locale).map((r) => r.text)).toEqual([MINE.moon!.Aries!.text, MINE.moon!.Taurus!.text]);
  });
});

/** The chart's Chinese and Vedic readings: each bank of these files with its texts by path ("ANIMAL_READINGS.Rat.elements.Wood"). */
const EAST_FILES = ["animals", "bazi", "nakshatras", "yogas", "dasha", "sadeSati"] as const;
/** Whole paragraphs: at least 25 words. Names: at least one. Every other entry is a line or a phrase, as full as English's. */
const LONG = /^(ANIMAL_READINGS\.\w+\.reading|NAKSHATRA_LOVE\.|SATURN_PHASE_READINGS\.)/;
const NAMED = /^(YOGA_NAMES|SATURN_PHASE_NAMES)\./;
/** A yoga's rule: as exact as English's, Spanish needing about as many words (numbered signs read shorter). */
const RULE = /^YOGA_RULES\./;

function eastBanks(b: typeof es): [string, Record<string, { text: string }>][] {
  const leaves = (value: unknown, path: string): [string, { text: string }][] =>
    typeof value === "string" ? [[path, { text: value }]] : Object.entries(value as object).flatMap(([key, inner]) => leaves(inner, `${path}.${key}`));
  // The yogas' sentence templates and ordinals are the writer's parts, checked where the reasons are written (yogas-language.test.ts).
  const prose = ([bank]: [string, unknown]) => bank !== "DETAILS" && bank !== "ORDINALS";
  return EAST_FILES.flatMap((file) => Object.entries(b[file]).filter(prose).map(([bank, value]) => [bank, Object.fromEntries(leaves(value, bank))] as [string, Record<string, { text: string }>]));
}

describe("the chart's Chinese and Vedic readings in Spanish", () => {
  const EAST_EN = eastBanks(en);
  const EAST_ES = eastBanks(es);

  it("has every English entry in every bank, each written in Spanish, filled and long enough", () => {
    expect(EAST_ES.map(([, texts]) => Object.keys(texts))).toEqual(EAST_EN.map(([, texts]) => Object.keys(texts)));
    const english = Object.assign({}, ...EAST_EN.map(([, texts]) => texts)) as Record<string, { text: string }>;
    for (const [, texts] of EAST_ES)
      for (const [path, { text }] of Object.entries(texts)) {
        const words = wordsOf(text, "es").length;
        expect(text, path).not.toBe(english[path]!.text);
        expect(text.match(ENGLISH), path).toBeNull();
        expect(text, path).not.toContain("{");
        if (LONG.test(path)) expect(words, path).toBeGreaterThanOrEqual(25);
        else if (NAMED.test(path)) expect(words, path).toBeGreaterThanOrEqual(1);
        else if (RULE.test(path)) expect(words, path).toBeGreaterThanOrEqual(0.8 * wordsOf(english[path]!.text, "en").length);
        else expect(words, path).toBeGreaterThanOrEqual(wordsOf(english[path]!.text, "en").length);
        expect(repeatedSixWords(text, "es"), path).toBeNull();
      }
  });

  it("shares no sentence between two entries of a bank, as English shares none", () => {
    for (const [bank, texts] of EAST_EN) expect(sharedWithin(texts, "en"), `en ${bank}`).toEqual([]);
    for (const [bank, texts] of EAST_ES) expect(sharedWithin(texts, "es"), `es ${bank}`).toEqual([]);
  });

  it("names the animals, elements, nakshatras, yogas and Saturn's phases as Spanish-speaking astrologers do", () => {
    const animals = ["Rata", "Buey", "Tigre", "Conejo", "Dragón", "Serpiente", "Caballo", "Cabra", "Mono", "Gallo", "Perro", "Cerdo"];
    Object.values(es.animals.ANIMAL_READINGS).forEach((r, i) => {
      expect(r.reading).toContain(animals[i]);
      expect(r.elements.Wood).toContain(`${animals[i]} de Madera`);
      expect(r.elements.Water).toContain(`${animals[i]} de Agua`);
    });
    expect(es.bazi.DAY_MASTER_TEXTS.Jia).toMatch(/^Madera yang/);
    expect(es.bazi.ELEMENT_NOTES.Metal.missing).toMatch(/^Sin Metal/);
    for (const n of NAKSHATRAS) expect(es.nakshatras.NAKSHATRA_LOVE[n].startsWith(es.lexicon.nakshatras[n]), n).toBe(true);
    for (const name of Object.values(es.yogas.YOGA_NAMES)) expect(name).toMatch(/ Yoga( \(|$)/);
    const { rising, peak, setting, kantaka } = es.sadeSati.SATURN_PHASE_NAMES;
    expect([rising, peak, setting].every((n) => n.startsWith("Sade Sati, fase"))).toBe(true);
    expect(kantaka).toBe("Kantaka Shani (pequeño panoti)");
  });

  it("is what the insights hand a Spanish reader", () => {
    expect(nakshatraLoveReadings(NAKSHATRAS, "es").map((r) => r.text)).toEqual(NAKSHATRAS.map((n) => es.nakshatras.NAKSHATRA_LOVE[n]));
    expect(nakshatraLoveReadings(["Rohini"])[0]!.text).toMatch(/^Rohini, the Moon's favourite mansion/);
  });
});
