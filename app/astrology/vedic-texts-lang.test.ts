// The Vedic readings in Brazilian Portuguese and Chinese: each nakshatra's love reading under the insights' head,
// the yogas, the dasha themes and Saturn's phases, checked as the writers hand them out.
import { describe, expect, it } from "vitest";
import { translator } from "~/i18n/messages.server";
import { NAKSHATRAS, type Nakshatra } from "./constants";
import { computeChart } from "./index";
import { nakshatraInsights, nakshatraLoveReadings, type NameOf } from "./insights";
import { banks } from "./texts/banks";
import { repeatedSixWords, sharedInBank } from "./texts/metrics";
import { wordsOf } from "./texts/pick";

const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;
/** Paragraphs: at least 40 words (Han characters in Chinese). Names: short by nature. Other entries: phrases as full as English's. */
const PARAGRAPH = new Set(["NAKSHATRA_LOVE", "SATURN_PHASE_READINGS"]);
const NAMES = new Set(["YOGA_NAMES", "SATURN_PHASE_NAMES"]);
/** Jyotish's own words, which Portuguese borrows as English does. */
const TERMS = new Set(["yoga", "yogas", "dasha", "dashas", "panoti", "panotis", "natal", "kendra", "lagna"]);
/** The 二十七宿 mansion of each nakshatra, in the order of NAKSHATRAS (Ashwini 娄宿 … Revati 奎宿). */
const MANSIONS = "娄胃昴毕觜参井鬼柳星张翼轸角亢氐房心尾箕斗女虚危室壁奎";
const han = (text: string) => text.match(/\p{Script=Han}/gu)?.length ?? 0;

type Entries = Readonly<Record<string, string>>;
function vedicBanks(locale: "en" | "pt-BR" | "zh-Hans"): [string, Entries][] {
  const b = banks(locale);
  // The yogas' sentence templates and ordinals are the writer's parts, checked where the reasons are written (yogas-language.test.ts).
  const prose = ([bank]: [string, unknown]) => bank !== "DETAILS" && bank !== "ORDINALS";
  return [b.nakshatras, b.yogas, b.dasha, b.sadeSati].flatMap((file) => Object.entries(file as Record<string, Entries>).filter(prose));
}

/** Share of a Portuguese text's words (3+ letters) that its English original also uses in lower case: names and Jyotish terms aside. */
function englishShare(text: string, english: string): number {
  const englishWords = new Set(english.match(/(?<![\p{L}])\p{Ll}+/gu) ?? []);
  const words = wordsOf(text, "pt-BR").filter((w) => w.length >= 3 && !TERMS.has(w));
  return words.filter((w) => englishWords.has(w)).length / words.length;
}

/** 27 births a day apart: the Moon crosses about one nakshatra a day. */
const BIRTHS = Array.from({ length: 27 }, (_, i) => ({
  birthDate: new Date(Date.UTC(1988, 2, 1 + i)).toISOString().slice(0, 10),
  birthTime: `${String((i * 5) % 24).padStart(2, "0")}:40`,
  latitude: -23.55 + i * 2.5,
  longitude: -46.63 + i * 7,
}));

describe.each([
  { locale: "pt-BR", language: "Brazilian Portuguese", size: (t: string) => wordsOf(t, "pt-BR").length, mansion: (n: Nakshatra) => banks("pt-BR").lexicon.nakshatras[n], yoga: / yoga( \(|$)/, sati: "Sade Sati, fase " },
  { locale: "zh-Hans", language: "Chinese", size: han, mansion: (n: Nakshatra) => `${MANSIONS[NAKSHATRAS.indexOf(n)]}宿`, yoga: /瑜伽(（|$)/, sati: "土星七年半·" },
] as const)("the Vedic readings in $language", ({ locale, size, mansion, yoga, sati }) => {
  const en = vedicBanks("en");
  const mine = vedicBanks(locale);
  const t = translator(locale);
  const name: NameOf = (kind, key) => (kind === "nakshatra" ? mansion(key as Nakshatra) : t(`astro.${kind}.${key}`));

  it("has every English entry, each written in the language, filled and long enough", () => {
    expect(mine.map(([bank, entries]) => [bank, Object.keys(entries)])).toEqual(en.map(([bank, entries]) => [bank, Object.keys(entries)]));
    mine.forEach(([bank, entries], i) => {
      for (const [key, text] of Object.entries(entries)) {
        const where = `${bank}.${key}`;
        const english = en[i]![1][key]!;
        expect(text.match(ENGLISH), where).toBeNull();
        expect(text, where).not.toContain("{");
        // A rule reads shorter where the language contracts ("no mesmo signo"); as exact, about as full.
        const full = wordsOf(english, "en").length * (bank === "YOGA_RULES" ? 0.8 : 1);
        expect(size(text), where).toBeGreaterThanOrEqual(PARAGRAPH.has(bank) ? 40 : NAMES.has(bank) ? 2 : full);
        expect(repeatedSixWords(text, locale), where).toBeNull();
        if (locale === "zh-Hans") expect(text.match(/[A-Za-z]+/g), where).toBeNull();
        // A rule shares the craft's terms with English (kendra, trikona, angular); the prose must not.
        else if (!NAMES.has(bank) && bank !== "YOGA_RULES") expect(englishShare(text, english), where).toBeLessThan(0.05);
      }
    });
  });

  it("shares no sentence between two keys of a bank, as English shares none", () => {
    for (const [bank, entries] of en) expect(sharedInBank(entries, "en"), `en ${bank}`).toBe(0);
    for (const [bank, entries] of mine) expect(sharedInBank(entries, locale), `${locale} ${bank}`).toBe(0);
  });

  it("names every yoga a yoga, and the three phases of Sade Sati as one period", () => {
    const { yogas, sadeSati } = banks(locale);
    for (const name of Object.values(yogas.YOGA_NAMES)) expect(name).toMatch(yoga);
    const { rising, peak, setting } = sadeSati.SATURN_PHASE_NAMES;
    expect([rising, peak, setting].every((phase) => phase.startsWith(sati))).toBe(true);
  });

  it("opens each nakshatra's reading with its name, and the insights put it under the head", () => {
    const love = nakshatraLoveReadings(NAKSHATRAS, locale);
    for (const { nakshatra, text } of love) expect(text.startsWith(mansion(nakshatra)), nakshatra).toBe(true);
    const seen = new Set<string>();
    for (const birth of BIRTHS) {
      const chart = computeChart(birth);
      const text = nakshatraInsights(chart, locale, name)!;
      const [head, reading] = text.split("\n\n");
      seen.add(chart.vedic.nakshatra!);
      expect(reading).toBe(love.find((r) => r.nakshatra === chart.vedic.nakshatra)!.text);
      expect(head, birth.birthDate).toContain(mansion(chart.vedic.nakshatra!));
      expect(head!.match(ENGLISH), head).toBeNull();
      expect(head, head).not.toContain("{");
      if (locale === "zh-Hans") expect(head!.match(/[A-Za-z]+/g), head).toBeNull();
    }
    expect(seen.size).toBeGreaterThanOrEqual(20);
  });
});
