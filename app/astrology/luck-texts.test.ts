// The luck and year readings: specific to the pillar (its stem, branch and god) and never repeating a
// six-word run within the Chinese tab, measured over 1,000 random tabs (every god and branch many times).
import { describe, expect, it } from "vitest";
import { BRANCHES, pillar, type Stem } from "./bazi";
import { annualPillars, hiddenStems, tenGod, TEN_GODS, type LuckPillar } from "./luck";
import { banks } from "./texts/banks";
import { longDate, luckReading, yearMeetsDay, yearReading } from "./texts/luck";
import { repeatedSixWords } from "./texts/metrics";

function rng(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

/** The pillar at place `cycle` of the sixty. */
function luck(cycle: number, dm: Stem): LuckPillar {
  const p = pillar(cycle, cycle);
  return { ...p, start: "2021-03-14", age: 31, tenGod: tenGod(dm, p.stem), current: true };
}

describe("luck and year readings", () => {
  it("never repeat a six-word run within a tab (1,000 tabs)", () => {
    const random = rng(29);
    const years = annualPillars("Jia", Date.UTC(2026, 10, 25), 60);
    const repeats: string[] = [];
    for (let i = 0; i < 1_000; i++) {
      const dmIndex = Math.floor(random() * 10);
      const dm = pillar(dmIndex, 0);
      const l = luck(Math.floor(random() * 60), dm.stem);
      const y = years[Math.floor(random() * 59)]!;
      const year = { ...y, tenGod: tenGod(dm.stem, y.stem) };
      const dayBranch = BRANCHES[Math.floor(random() * 12)]!;
      const facts = { stem: dm.stem, element: dm.element, yinYang: dm.yinYang };
      const tab = `${luckReading(l, "2031-03-14", facts)}\n\n${yearReading(year, years[59], facts, dayBranch)}`;
      const repeated = repeatedSixWords(tab);
      if (repeated) repeats.push(repeated);
    }
    expect(repeats).toEqual([]);
  });

  it("has one decade text and one year text for every god and every branch, all different", () => {
    const { DECADE_GODS, YEAR_GODS, DECADE_BRANCHES, YEAR_BRANCHES } = banks().luck;
    for (const pool of [DECADE_GODS, YEAR_GODS]) expect(Object.keys(pool).sort()).toEqual([...TEN_GODS].sort());
    for (const pool of [DECADE_BRANCHES, YEAR_BRANCHES]) expect(Object.keys(pool).sort()).toEqual([...BRANCHES].sort());
    const all = [DECADE_GODS, YEAR_GODS, DECADE_BRANCHES, YEAR_BRANCHES].flatMap((pool) => Object.values(pool));
    expect(new Set(all).size).toBe(all.length);
  });

  it("names each branch's hidden stems as the table holds them", () => {
    for (const branch of BRANCHES) {
      const names = hiddenStems(branch).map((h) => h.stem);
      const text = banks().luck.DECADE_BRANCHES[branch];
      for (const name of names) expect(text, branch).toMatch(new RegExp(`\\b${name}\\b`));
    }
  });

  it("names the pillar, its god in pinyin, its dates and the Lichun boundary", () => {
    const facts = { stem: "Ding", element: "Fire", yinYang: "Yin" } as const;
    const text = luckReading(luck(4, "Ding"), "2031-03-14", facts);
    expect(text).toContain("Wu Chen, your luck pillar from age 31: a Hurting Officer decade");
    expect(text).toContain("Shang Guan");
    expect(text).toContain("from March 14, 2021 until March 14, 2031");
    const [y, next] = annualPillars("Ding", Date.UTC(2026, 10, 25), 2);
    const year = yearReading(y!, next, facts, "Zi");
    expect(year).toContain("The Fire Horse year (Bing Wu) for you: Rob Wealth");
    expect(year).toContain("Wu clashes with Zi, your day branch");
    expect(year).toContain(`at Lichun, ${longDate(y!.start)}, not on January 1`);
  });

  it("tells a clash, a harmony and a repetition of the day branch apart", () => {
    expect([yearMeetsDay("Wu", "Zi"), yearMeetsDay("Hai", "Yin"), yearMeetsDay("Mao", "Mao"), yearMeetsDay("Chen", "Zi")]).toEqual(["clash", "harmony", "repeat", null]);
    const harmonies = ["Zi Chou", "Yin Hai", "Mao Xu", "Chen You", "Si Shen", "Wu Wei"];
    for (const a of BRANCHES) for (const b of BRANCHES) expect(yearMeetsDay(a, b) === "harmony", `${a} ${b}`).toBe(harmonies.includes(`${a} ${b}`) || harmonies.includes(`${b} ${a}`));
  });

  it("annual pillars change at Lichun: in January the pillar in force is the previous year's", () => {
    expect(annualPillars("Jia", Date.UTC(2027, 0, 20), 1)[0]).toMatchObject({ year: 2026, stem: "Bing", branch: "Wu" });
    const after = annualPillars("Jia", Date.UTC(2027, 1, 10), 10);
    expect(after.map((p) => p.year)).toEqual([2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035, 2036]);
    expect(after[0]).toMatchObject({ stem: "Ding", branch: "Wei", animal: "Goat", current: true });
    expect(after[0]!.start.slice(0, 10)).toBe("2027-02-04");
    expect(after.filter((p) => p.current)).toHaveLength(1);
  });
});
