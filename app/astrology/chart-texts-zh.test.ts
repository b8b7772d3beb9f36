// The chart's readings in Simplified Chinese: the animals, the day masters, the luck and year pillars and
// the Sun, Moon and rising signs. Each bank has English's keys, is written in Chinese throughout, and is
// as original as English: no sentence shared between two of its entries, no six words said twice in one.
import { describe, expect, it } from "vitest";
import { ANIMALS } from "./constants";
import { BRANCHES, STEM_HANZI, STEMS, pillar } from "./bazi";
import { chineseLife, natalChart } from "./index";
import { annualPillars, hiddenStems, tenGod } from "./luck";
import { banks } from "./texts/banks";
import { luckReading, yearReading } from "./texts/luck";
import { repeatedSixWords } from "./texts/metrics";
import { sentencesOf, wordsOf } from "./texts/pick";
import { SAMPLE_CHARTS } from "./texts/samples";

const ZH = "zh-Hans";
const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;
const han = (text: string) => text.match(/\p{Script=Han}/gu)?.length ?? 0;
const BANKS = ["animals", "bazi", "luck", "sun", "moon", "ascendant"] as const;

/** Every sentence of a bank with where it sits ("ANIMAL_READINGS.Rat.reading"). */
function entries(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  return Object.entries(value as object).flatMap(([key, inner]) => entries(inner, path ? `${path}.${key}` : key));
}

/** The sentences (of four words or more: names aside) that occur in two entries of a bank. */
function sharedBetweenEntries(bank: unknown, locale: string): number {
  const where = new Map<string, Set<string>>();
  for (const [path, text] of entries(bank))
    for (const sentence of sentencesOf(text)) {
      const words = wordsOf(sentence, locale);
      const key = words.join(" ");
      if (words.length < 4) continue;
      if (!where.has(key)) where.set(key, new Set());
      where.get(key)!.add(path);
    }
  return [...where.values()].filter((paths) => paths.size > 1).length;
}

describe("the chart's banks in Simplified Chinese", () => {
  const en = banks("en");
  const zh = banks(ZH);

  it.each(BANKS)("%s has English's entries, each written in Chinese", (name) => {
    const english = new Map(entries(en[name]));
    const chinese = entries(zh[name]);
    expect(chinese.map(([path]) => path).sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of chinese) {
      expect(text.match(ENGLISH), path).toBeNull();
      expect(text.replace(/\{\w+\}/g, ""), path).not.toMatch(/[A-Za-z]/);
      // A paragraph (25 English words or more) has at least 40 characters, a shorter line at least one per English word, a name one.
      const words = wordsOf(english.get(path)!.replace(/\{\w+\}/g, "")).length;
      expect(han(text), path).toBeGreaterThanOrEqual(words >= 25 ? 40 : words >= 5 ? words : 1);
      expect(repeatedSixWords(text, ZH), path).toBeNull();
    }
  });

  it.each(BANKS)("%s shares no more sentences between its entries than English (none)", (name) => {
    expect(sharedBetweenEntries(en[name], "en")).toBe(0);
    expect(sharedBetweenEntries(zh[name], ZH)).toBe(0);
  });

  it("names each branch's animal and hidden stems in characters", () => {
    const { DECADE_BRANCHES, YEAR_BRANCHES, NAMES } = zh.luck;
    BRANCHES.forEach((branch, i) => {
      for (const h of hiddenStems(branch)) expect(DECADE_BRANCHES[branch], branch).toContain(STEM_HANZI[STEMS.indexOf(h.stem)]);
      for (const text of [DECADE_BRANCHES[branch], YEAR_BRANCHES[branch]]) expect(text, branch).toContain(NAMES.animals[ANIMALS[i]!]);
    });
  });
});

describe("the luck and year readings in Simplified Chinese", () => {
  const now = Date.UTC(2026, 10, 28);
  const tabs = SAMPLE_CHARTS.map(({ birth }, i) => {
    const { chinese, chart } = natalChart(birth);
    const life = chineseLife({ ...chinese, utcMs: Date.parse(chart.utc), utcOffsetMinutes: chart.utcOffsetMinutes, sex: i % 2 ? "female" : "male", monthSettled: true, nowMs: now, locale: ZH });
    return [life.readings.luck ?? "", life.readings.year];
  });

  it("writes five births' luck and year pillars in Chinese: paragraphs of 40 characters or more, slots filled", () => {
    for (const tab of tabs) {
      expect(tab[0], "every sample birth has a luck pillar running").not.toBe("");
      const text = tab.join("\n\n");
      expect(text.match(ENGLISH)).toBeNull();
      expect(text).not.toContain("{");
      expect(repeatedSixWords(text, ZH)).toBeNull();
      const [luckHead, ...paragraphs] = tab[0]!.split("\n\n");
      const [yearHead, ...more] = tab[1]!.split("\n\n");
      for (const head of [luckHead!, yearHead!]) expect(han(head)).toBeGreaterThanOrEqual(8);
      for (const p of [...paragraphs, ...more]) expect(han(p), p).toBeGreaterThanOrEqual(40);
    }
  });

  it("names the pillar, its god and the Lichun boundary in characters, sentences joined without spaces", () => {
    const facts = { stem: "Ding", element: "Fire", yinYang: "Yin" } as const;
    const p = pillar(4, 4);
    const text = luckReading({ ...p, start: "2021-03-14", age: 31, tenGod: tenGod("Ding", p.stem), current: true }, "2031-03-14", facts, ZH);
    expect(text).toContain("戊辰大运，自你31岁起：伤官当令的十年");
    expect(text).toContain("戊为阳土；对你这位丁日主（阴火）而言，它是伤官。");
    expect(text).toContain("内藏戊、癸、乙");
    expect(text).toContain("此运自2021年3月14日起，至2031年3月14日止");
    const [y, next] = annualPillars("Ding", Date.UTC(2026, 10, 25), 2);
    const year = yearReading(y!, next, facts, "Zi", ZH);
    expect(year).toContain("火马年（丙午）于你而言：劫财");
    expect(year).toContain("同时要当心脾气。午与你的日支「子」相冲，属六冲之一。");
    expect(year).toContain(`自2026年2月3日立春起生效，而非从一月一日算起，并将在下一个立春（2027年2月4日）交接。`);
    expect(year).not.toMatch(/[。；] /);
  });

  it("never repeats six words within a tab (1,000 random tabs)", () => {
    let seed = 44;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const years = annualPillars("Jia", Date.UTC(2026, 10, 25), 60);
    const repeats: string[] = [];
    for (let i = 0; i < 1_000; i++) {
      const dm = pillar(Math.floor(random() * 10), 0);
      const facts = { stem: dm.stem, element: dm.element, yinYang: dm.yinYang };
      const cycle = Math.floor(random() * 60);
      const l = pillar(cycle, cycle);
      const y = years[Math.floor(random() * 59)]!;
      const tab = `${luckReading({ ...l, start: "2021-03-14", age: 31, tenGod: tenGod(dm.stem, l.stem), current: true }, "2031-03-14", facts, ZH)}\n\n${yearReading({ ...y, tenGod: tenGod(dm.stem, y.stem) }, years[59], facts, BRANCHES[Math.floor(random() * 12)]!, ZH)}`;
      const repeated = repeatedSixWords(tab, ZH);
      if (repeated) repeats.push(repeated);
    }
    expect(repeats).toEqual([]);
  });
});
