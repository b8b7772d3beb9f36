// The ten gods and the hidden stems against the standard tables, written here from their sources and
// not from the code: the ten gods (十神) table of the Ziping school as printed in 渊海子平 (Yuanhai
// Ziping), one row per day master; the hidden stems (地支藏干) of the verse in 三命通会 (Sanming
// Tonghui), with the main, middle and residual qi as the month commanders (人元司令分野) of the same
// books give them. Decision 015.
import { describe, expect, it } from "vitest";
import { BRANCH_HANZI, BRANCHES, pillar, STEM_HANZI, STEMS, type FourPillars } from "./bazi";
import { chartHiddenStems, chartTenGods, hiddenStems, TEN_GOD_NAMES, tenGod } from "./luck";

/** Row: the day master; columns: 甲 乙 丙 丁 戊 己 庚 辛 壬 癸. */
const TEN_GODS: Record<string, string> = {
  甲: "比肩 劫财 食神 伤官 偏财 正财 七杀 正官 偏印 正印",
  乙: "劫财 比肩 伤官 食神 正财 偏财 正官 七杀 正印 偏印",
  丙: "偏印 正印 比肩 劫财 食神 伤官 偏财 正财 七杀 正官",
  丁: "正印 偏印 劫财 比肩 伤官 食神 正财 偏财 正官 七杀",
  戊: "七杀 正官 偏印 正印 比肩 劫财 食神 伤官 偏财 正财",
  己: "正官 七杀 正印 偏印 劫财 比肩 伤官 食神 正财 偏财",
  庚: "偏财 正财 七杀 正官 偏印 正印 比肩 劫财 食神 伤官",
  辛: "正财 偏财 正官 七杀 正印 偏印 劫财 比肩 伤官 食神",
  壬: "食神 伤官 偏财 正财 七杀 正官 偏印 正印 比肩 劫财",
  癸: "伤官 食神 正财 偏财 正官 七杀 正印 偏印 劫财 比肩",
};

/** Branch: main qi, middle qi, residual qi (子 卯 酉 hold one stem, 午 and 亥 two). */
const HIDDEN: Record<string, string> = {
  子: "癸",
  丑: "己 辛 癸",
  寅: "甲 丙 戊",
  卯: "乙",
  辰: "戊 癸 乙",
  巳: "丙 庚 戊",
  午: "丁 己",
  未: "己 乙 丁",
  申: "庚 壬 戊",
  酉: "辛",
  戌: "戊 丁 辛",
  亥: "壬 甲",
};

describe("ten gods", () => {
  it.each(STEMS.map((s, i) => [s, STEM_HANZI[i]!] as const))("day master %s (%s): all ten stems", (dm, hanzi) => {
    const expected = TEN_GODS[hanzi]!.split(" ");
    expect(STEMS.map((s) => TEN_GOD_NAMES[tenGod(dm, s)].hanzi)).toEqual(expected);
  });

  it("every god appears exactly once in each day master's row", () => {
    for (const dm of STEMS) expect(new Set(STEMS.map((s) => tenGod(dm, s))).size).toBe(10);
  });
});

describe("hidden stems", () => {
  it.each(BRANCHES.map((b, i) => [b, BRANCH_HANZI[i]!] as const))("%s (%s)", (branch, hanzi) => {
    const stems = hiddenStems(branch);
    expect(stems.map((h) => h.stemHanzi).join(" ")).toBe(HIDDEN[hanzi]);
    expect(stems.map((h) => h.qi)).toEqual(["main", "middle", "residual"].slice(0, stems.length));
  });

  it("a chart's hidden stems and their gods follow its pillars; the day stem is the day master, no god", () => {
    // 甲子 year, 丁卯 month, 丁酉 day (day master Ding), no hour.
    const pillars: FourPillars["pillars"] = { year: pillar(0, 0), month: pillar(3, 3), day: pillar(3, 9), hour: null };
    const hidden = chartHiddenStems(pillars);
    expect([hidden.year, hidden.month, hidden.day].map((list) => list.map((h) => h.stemHanzi).join(""))).toEqual(["癸", "乙", "辛"]);
    expect(hidden.hour).toBeNull();
    const gods = chartTenGods(pillars);
    expect(gods.year).toEqual({ stem: "Direct Resource", hidden: ["Seven Killings"] });
    expect(gods.month).toEqual({ stem: "Friend", hidden: ["Indirect Resource"] });
    expect(gods.day).toEqual({ stem: null, hidden: ["Indirect Wealth"] });
    expect(gods.hour).toBeNull();
  });
});
