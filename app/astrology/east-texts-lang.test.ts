// The Chinese tab's readings written in Spanish, Brazilian Portuguese and Hindi: the animal readings
// (chineseInsights), the Four Pillars' day master and element notes, and the luck and year pillars
// (luckReading, yearReading), run through their writers over the sixty years of a cycle (every animal in every element), pillars and gods.
import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locales";
import { BRANCHES, pillar } from "./bazi";
import { TEN_GOD_NAMES } from "./constants";
import { computeChart } from "./index";
import { chineseInsights } from "./insights";
import { annualPillars, hiddenStems, tenGod } from "./luck";
import { banks, type LanguageData } from "./texts/banks";
import { luckReading, yearReading } from "./texts/luck";
import { sharedInBank } from "./texts/metrics";
import { repeatedNgram, wordsOf } from "./texts/pick";

const ENGLISH = /^(the|and|your|with|today|you|this|for|from|into)$/;
/** The English words in a text, by whole words (so "força" is not "for"); the Rooster's branch You is a name. */
const englishIn = (text: string) => wordsOf(text.replace(/\bYou\b/g, "")).filter((w) => ENGLISH.test(w));
const devanagari = (text: string) => text.match(/\p{Script=Devanagari}/gu)?.length ?? 0;
type File = "animals" | "bazi" | "luck";

/** A file's banks, each as its texts by path ("Rat.elements.Wood"); the NAMES table is names, not sentences. */
function leaves(locale: Locale, file: File): [string, Record<string, string>][] {
  const flat = (value: unknown, path: string): [string, string][] =>
    typeof value === "string" ? [[path, value]] : Object.entries(value as object).flatMap(([key, inner]) => flat(inner, path ? `${path}.${key}` : key));
  return Object.entries(banks(locale)[file] as LanguageData[File])
    .filter(([bank]) => bank !== "NAMES")
    .map(([bank, value]) => [bank, Object.fromEntries(flat(value, ""))]);
}

/** What the writers write for a spread of inputs: [English, the locale's] paragraph lists, in the same order. */
function written(locale: Locale, file: File): [string[], string[]] {
  const run = (l: Locale) => {
    if (file === "bazi") return leaves(l, "bazi").flatMap(([, texts]) => Object.values(texts));
    if (file === "animals")
      return Array.from({ length: 60 }, (_, i) => {
        const c = computeChart({ birthDate: `${1924 + i}-07-01`, birthTime: "12:00", latitude: 19.07, longitude: 72.88 });
        return chineseInsights(c, l).split("\n\n").slice(1, 3);
      }).flat();
    const years = annualPillars("Jia", Date.UTC(2026, 10, 25), 60);
    return Array.from({ length: 60 }, (_, i) => {
      const dm = pillar(i % 10, 0);
      const facts = { stem: dm.stem, element: dm.element, yinYang: dm.yinYang };
      const p = pillar(i % 10, i % 12);
      const luck = luckReading({ ...p, start: "2021-03-14", age: 31, tenGod: tenGod(dm.stem, p.stem), current: true }, "2031-03-14", facts, l);
      const y = years[i]!;
      const year = yearReading({ ...y, tenGod: tenGod(dm.stem, y.stem) }, years[i + 1], facts, BRANCHES[(i * 7) % 12]!, l);
      return `${luck}\n\n${year}`.split("\n\n");
    }).flat();
  };
  return [run("en"), run(locale)];
}

/** Whole paragraphs: the animal readings and the luck tab's bodies. The rest are lines and headings. */
const isHead = (file: File, i: number) => file === "luck" && i % 3 === 0;
const isLong = (file: File, i: number) => (file === "animals" ? i % 2 === 0 : file === "luck" && !isHead(file, i));

/** What a Latin paragraph may share with English: names (stems, branches, pinyin, yin and yang, Lichun), numbers, words of one or two letters ("a", "no"). */
const NAMES = new Set(["yin", "yang", "lichun", "metal", ...Object.values(banks("en").luck.NAMES.stems), ...Object.values(banks("en").luck.NAMES.branches)].map((n) => n.toLowerCase()));
for (const { pinyin } of Object.values(TEN_GOD_NAMES)) for (const w of wordsOf(pinyin)) NAMES.add(w);

describe.each([
  { locale: "es", file: "luck" },
  { locale: "pt-BR", file: "animals" },
  { locale: "pt-BR", file: "bazi" },
  { locale: "pt-BR", file: "luck" },
  { locale: "hi", file: "animals" },
  { locale: "hi", file: "bazi" },
  { locale: "hi", file: "luck" },
] as const)("$file written in $locale", ({ locale, file }) => {
  const [en, mine] = written(locale, file);
  const latin = locale !== "hi";

  it("writes every paragraph in the language: slots filled, no English word, long enough", () => {
    expect(mine).toHaveLength(en.length);
    mine.forEach((text, i) => {
      expect(text, text).not.toContain("{");
      expect(englishIn(text), text).toEqual([]);
      const englishWords = wordsOf(en[i]!).length;
      if (latin) {
        const words = wordsOf(text, locale).filter((w) => w.length > 2 && !NAMES.has(w) && !/^\d/.test(w));
        const english = new Set(wordsOf(en[i]!));
        if (!isHead(file, i)) expect(words.filter((w) => english.has(w)).length / words.length, text).toBeLessThan(0.05);
        if (isLong(file, i)) expect(wordsOf(text, locale).length, text).toBeGreaterThanOrEqual(40);
        else expect(wordsOf(text, locale).length, text).toBeGreaterThanOrEqual(englishWords * 0.8);
      } else {
        expect(text.match(/[A-Za-z]+/g), text).toBeNull();
        expect(devanagari(text), text).toBeGreaterThanOrEqual(isLong(file, i) ? 40 : 2 * englishWords);
      }
      expect(repeatedNgram(text, 6, locale), text).toBeNull();
    });
  });

  it("shares no more sentences between two keys of a bank than English does", () => {
    const english = new Map(leaves("en", file).map(([bank, texts]) => [bank, sharedInBank(texts, "en")]));
    for (const [bank, texts] of leaves(locale, file)) expect(sharedInBank(texts, locale), bank).toBeLessThanOrEqual(english.get(bank)!);
  });
});

describe.each(["es", "pt-BR", "hi"] as const)("the luck pillars in %s", (locale) => {
  it("name each branch's hidden stems, as English does, in the language's names", () => {
    const { DECADE_BRANCHES, NAMES } = banks(locale).luck;
    for (const branch of BRANCHES) {
      for (const { stem } of hiddenStems(branch)) expect(DECADE_BRANCHES[branch], branch).toContain(NAMES.stems[stem]);
      expect(DECADE_BRANCHES[branch], branch).toContain(NAMES.branches[branch]);
    }
  });
});

describe.each([
  { locale: "pt-BR", named: (animal: string, element: string) => `${animal} de ${element}` },
  { locale: "hi", named: (animal: string, element: string) => `${element} ${animal}` },
] as const)("the animal readings in $locale", ({ locale, named }) => {
  it("name each animal, and each element line its element and animal, as the luck pillars do", () => {
    const { animals, luck } = banks(locale);
    for (const [animal, { reading, elements }] of Object.entries(animals.ANIMAL_READINGS)) {
      const name = luck.NAMES.animals[animal as keyof typeof luck.NAMES.animals];
      expect(reading, animal).toContain(name);
      for (const [element, line] of Object.entries(elements)) expect(line, `${animal} ${element}`).toContain(named(name, luck.NAMES.elements[element as keyof typeof luck.NAMES.elements]));
    }
  });
});
