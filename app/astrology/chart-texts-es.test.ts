import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locales";
import esVedic from "~/i18n/catalogs/es/vedic.json" with { type: "json" };
import { NAKSHATRAS } from "./constants";
import { nakshatraLoveReadings } from "./insights";
import { banks } from "./texts/banks";
import { repeatedNgram, sentencesOf, wordsOf } from "./texts/pick";

/** The chart's Chinese and Vedic readings written in Spanish: the files of data/es/ the chart panels and insights read. */
const CHART_BANKS = ["animals", "bazi", "nakshatras", "yogas", "dasha", "sadeSati"] as const;
/** Whole paragraphs: at least 25 words. Names: at least one. Every other entry is a line or a phrase, as full as English's. */
const PARAGRAPHS = /^(ANIMAL_READINGS\.\w+\.reading|NAKSHATRA_LOVE\.|SATURN_PHASE_READINGS\.)/;
const NAMES = /^(YOGA_NAMES|SATURN_PHASE_NAMES)\./;

const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;

/** Every text of a bank by its path ("ANIMAL_READINGS.Rat.elements.Wood"). */
function leaves(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === "string") out.push([path, value]);
  else for (const [key, inner] of Object.entries(value as object)) leaves(inner, `${path}.${key}`, out);
  return out;
}

/** Each bank of the chart's files with its texts. */
function chartBanks(locale: Locale): [string, [string, string][]][] {
  const b = banks(locale) as unknown as Record<string, Record<string, unknown>>;
  return CHART_BANKS.flatMap((file) => Object.entries(b[file]!).map(([bank, value]) => [bank, leaves(value, bank)] as [string, [string, string][]]));
}

/** How many sentences of a bank appear under two or more of its entries. */
function sharedInBank(texts: [string, string][], locale: Locale): number {
  const where = new Map<string, Set<string>>();
  for (const [path, text] of texts)
    for (const s of sentencesOf(text)) {
      const norm = wordsOf(s, locale).join(" ");
      where.set(norm, (where.get(norm) ?? new Set()).add(path));
    }
  return [...where.values()].filter((paths) => paths.size > 1).length;
}

describe("the chart's Chinese and Vedic readings in Spanish", () => {
  const en = chartBanks("en");
  const es = chartBanks("es");

  it("has every English entry in every bank, each written in Spanish, filled and long enough", () => {
    expect(es.map(([, texts]) => texts.map(([path]) => path))).toEqual(en.map(([, texts]) => texts.map(([path]) => path)));
    const english = new Map(en.flatMap(([, texts]) => texts));
    for (const [, texts] of es)
      for (const [path, text] of texts) {
        const words = wordsOf(text, "es").length;
        expect(text, path).not.toBe(english.get(path));
        expect(text.match(ENGLISH), path).toBeNull();
        expect(text, path).not.toContain("{");
        if (PARAGRAPHS.test(path)) expect(words, path).toBeGreaterThanOrEqual(25);
        else if (NAMES.test(path)) expect(words, path).toBeGreaterThanOrEqual(1);
        else expect(words, path).toBeGreaterThanOrEqual(wordsOf(english.get(path)!, "en").length);
        expect(repeatedNgram(text, 6, "es"), path).toBeNull();
      }
  });

  it("shares no sentence between two entries of a bank, as English shares none", () => {
    for (const [bank, texts] of en) expect(sharedInBank(texts, "en"), `en ${bank}`).toBe(0);
    for (const [bank, texts] of es) expect(sharedInBank(texts, "es"), `es ${bank}`).toBe(0);
  });

  it("names the animals, elements, nakshatras, yogas and Saturn's phases as Spanish-speaking astrologers do", () => {
    const { ANIMAL_READINGS } = banks("es").animals;
    const animals = ["Rata", "Buey", "Tigre", "Conejo", "Dragón", "Serpiente", "Caballo", "Cabra", "Mono", "Gallo", "Perro", "Cerdo"];
    Object.values(ANIMAL_READINGS).forEach((r, i) => {
      expect(r.reading).toContain(animals[i]);
      expect(r.elements.Wood).toContain(`${animals[i]} de Madera`);
      expect(r.elements.Water).toContain(`${animals[i]} de Agua`);
    });
    expect(banks("es").bazi.DAY_MASTER_TEXTS.Jia).toMatch(/^Madera yang/);
    expect(banks("es").bazi.ELEMENT_NOTES.Metal.missing).toMatch(/^Sin Metal/);
    for (const n of NAKSHATRAS) expect(banks("es").nakshatras.NAKSHATRA_LOVE[n].startsWith(esVedic[`nakshatra.${n}`]), n).toBe(true);
    for (const name of Object.values(banks("es").yogas.YOGA_NAMES)) expect(name).toMatch(/ Yoga( \(|$)/);
    const { SATURN_PHASE_NAMES } = banks("es").sadeSati;
    expect([SATURN_PHASE_NAMES.rising, SATURN_PHASE_NAMES.peak, SATURN_PHASE_NAMES.setting].every((n) => n.startsWith("Sade Sati, fase"))).toBe(true);
    expect(SATURN_PHASE_NAMES.kantaka).toBe("Kantaka Shani (pequeño panoti)");
  });

  it("is what the insights hand a Spanish reader", () => {
    expect(nakshatraLoveReadings(NAKSHATRAS, "es").map((r) => r.text)).toEqual(NAKSHATRAS.map((n) => banks("es").nakshatras.NAKSHATRA_LOVE[n]));
    expect(nakshatraLoveReadings(["Rohini"])[0]!.text).toMatch(/^Rohini, the Moon's favourite mansion/);
  });
});
