import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locales";
import { NAKSHATRAS, SIGNS } from "./constants";
import { moonSignReadings, nakshatraLoveReadings } from "./insights";
import { banks } from "./texts/banks";
import { sharedInBank } from "./texts/metrics";
import { repeatedNgram } from "./texts/pick";

/** The chart's readings written in Hindi: the files of data/hi/ that the chart panels and insights read. */
const CHART_BANKS = ["nakshatras", "yogas", "dasha", "sadeSati", "sun", "moon", "ascendant"] as const;
/** Names, the phrase a sentence puts Saturn's place in, and the yogas' one-line rules: short by nature. */
const SHORT = new Set(["YOGA_NAMES", "SATURN_PHASE_NAMES", "SATURN_PHASE_HOUSE", "YOGA_RULES"]);

const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;
const devanagari = (text: string) => text.match(/\p{Script=Devanagari}/gu)?.length ?? 0;

type Record_ = Readonly<Record<string, string>>;
/** Each bank of the chart's files: its name and its entries by key. */
function chartBanks(locale: Locale): [string, Record_][] {
  const b = banks(locale) as unknown as Record<string, Record<string, Record_>>;
  // The yogas' sentence templates and ordinals are the writer's parts, checked where the reasons are written (yogas-language.test.ts).
  return CHART_BANKS.flatMap((file) => Object.entries(b[file]!).filter(([bank]) => bank !== "DETAILS" && bank !== "ORDINALS"));
}

describe("the chart's readings in Hindi", () => {
  const en = chartBanks("en");
  const hi = chartBanks("hi");

  it("has every English key in every bank, each entry written in Devanagari without an English word", () => {
    expect(hi.map(([bank, entries]) => [bank, Object.keys(entries)])).toEqual(en.map(([bank, entries]) => [bank, Object.keys(entries)]));
    for (const [bank, entries] of hi)
      for (const [key, text] of Object.entries(entries)) {
        const where = `${bank}.${key}`;
        expect(text, where).not.toBe(en.find(([b]) => b === bank)![1][key]);
        expect(text.match(ENGLISH), where).toBeNull();
        expect(text.match(/[A-Za-z]+/g), where).toBeNull();
        expect(text, where).not.toContain("{");
        expect(devanagari(text), where).toBeGreaterThanOrEqual(SHORT.has(bank) ? 2 : 60);
        expect(repeatedNgram(text, 6, "hi"), where).toBeNull();
      }
  });

  it("shares no sentence between two keys of a bank, as English shares none", () => {
    for (const [bank, entries] of en) expect(sharedInBank(entries, "en"), `en ${bank}`).toBe(0);
    for (const [bank, entries] of hi) expect(sharedInBank(entries, "hi"), `hi ${bank}`).toBe(0);
  });

  it("names the 27 nakshatras as the panchang does, and the signs, yogas and phases in Jyotish's words", () => {
    const { NAKSHATRA_LOVE } = banks("hi").nakshatras;
    for (const n of NAKSHATRAS) expect(NAKSHATRA_LOVE[n].startsWith(banks("hi").lexicon.nakshatras[n]), n).toBe(true);
    const { lexicon, sun, moon, ascendant } = banks("hi");
    for (const s of SIGNS) {
      expect(sun.SUN_IN_SIGN[s], s).toContain(`${lexicon.signs[s].name}`);
      expect(moon.MOON_IN_SIGN[s], s).toContain(lexicon.signs[s].name);
      expect(ascendant.ASCENDANT_IN_SIGN[s], s).toContain(`${lexicon.signs[s].name} लग्न`);
    }
    for (const name of Object.values(banks("hi").yogas.YOGA_NAMES)) expect(name).toMatch(/योग/);
    const { SATURN_PHASE_NAMES } = banks("hi").sadeSati;
    expect([SATURN_PHASE_NAMES.rising, SATURN_PHASE_NAMES.peak, SATURN_PHASE_NAMES.setting].every((n) => n.startsWith("साढ़ेसाती"))).toBe(true);
    expect(SATURN_PHASE_NAMES.kantaka).toContain("कंटक शनि");
    expect(SATURN_PHASE_NAMES.ashtama).toContain("अष्टम शनि");
  });

  it("is what the insights hand a Hindi reader", () => {
    const love = nakshatraLoveReadings(NAKSHATRAS, "hi");
    expect(love.map((r) => r.text)).toEqual(NAKSHATRAS.map((n) => banks("hi").nakshatras.NAKSHATRA_LOVE[n]));
    expect(moonSignReadings(["Leo"], "hi")[0]!.text).toContain("सिंह का चंद्रमा");
    expect(moonSignReadings(["Leo"])[0]!.text).toMatch(/^With a Leo Moon/);
  });
});
