// Four pillars against lunar-javascript's EightChar (default sect: day at 00:00, late Zi hour takes the
// next day's stem) for 200 Beijing-time births placed around the jie of 1950-2049, on both sides of
// each boundary, plus 23:xx births for the day-boundary convention.
import { Lunar, Solar } from "lunar-javascript";
import { describe, expect, it } from "vitest";
import { fourPillars, type Pillar } from "./bazi";
import { tropicalPosition } from "./ephemeris";
import { julianDayFromMs } from "./time";

const JIE = ["立春", "惊蛰", "清明", "立夏", "芒种", "小暑", "立秋", "白露", "寒露", "立冬", "大雪", "小寒"];

/** Deterministic generator (mulberry32) so the births are the same on every run. */
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function beijingParts(ms: number) {
  const d = new Date(ms + 8 * 3_600_000);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()] as const;
}

function ours(ms: number) {
  const sun = tropicalPosition(julianDayFromMs(ms), "Sun").longitude;
  return fourPillars({ utcMs: ms, sunLongitude: sun, utcOffsetMinutes: 480, timeKnown: true });
}

const text = (p: Pillar | null) => (p ? p.stemHanzi + p.branchHanzi : "");

function births(): number[] {
  const random = rng(20261123);
  const out: number[] = [];
  while (out.length < 160) {
    const year = 1950 + Math.floor(random() * 100);
    const name = JIE[Math.floor(random() * JIE.length)]!;
    const jie = Lunar.fromYmd(year, 6, 1).getJieQiTable()[name]!;
    const at = Date.parse(jie.toYmdHms().replace(" ", "T") + "+08:00");
    // 5 minutes to 3 days either side of the boundary.
    const offset = (5 + random() * (3 * 24 * 60 - 5)) * 60_000 * (random() < 0.5 ? -1 : 1);
    out.push(at + offset);
  }
  while (out.length < 200) {
    const day = Date.UTC(1950 + Math.floor(random() * 100), Math.floor(random() * 12), 1 + Math.floor(random() * 28));
    // 23:00-23:59 and 00:00-00:59 Beijing time.
    const minute = random() < 0.5 ? 23 * 60 + Math.floor(random() * 60) : Math.floor(random() * 60);
    out.push(day - 8 * 3_600_000 + minute * 60_000);
  }
  return out;
}

describe("four pillars agree with lunar-javascript EightChar (200 Beijing-time births)", () => {
  const all = births();
  it("has 200 births, 160 of them within three days of a jie", () => {
    expect(all).toHaveLength(200);
  });
  for (const ms of all) {
    const parts = beijingParts(ms);
    const label = `${parts[0]}-${String(parts[1]).padStart(2, "0")}-${String(parts[2]).padStart(2, "0")} ${String(parts[3]).padStart(2, "0")}:${String(parts[4]).padStart(2, "0")} Beijing`;
    it(label, () => {
      const eight = Solar.fromYmdHms(...parts).getLunar().getEightChar();
      const p = ours(ms).pillars;
      expect([text(p.year), text(p.month), text(p.day), text(p.hour)]).toEqual([eight.getYear(), eight.getMonth(), eight.getDay(), eight.getTime()]);
    });
  }
});

describe("day master, elements and unknown time", () => {
  // Worked by hand: JDN of 1990-05-20 is 2448032, (2448032 + 49) mod 60 = 21 -> stem 1 Yi, branch 9 You.
  it("1990-05-20 12:00 Beijing: 庚午 辛巳 乙酉 壬午, day master Yin Wood", () => {
    const r = ours(Date.parse("1990-05-20T12:00:00+08:00"));
    const p = r.pillars;
    expect([p.year, p.month, p.day, p.hour!].map(text)).toEqual(["庚午", "辛巳", "乙酉", "壬午"]);
    expect(p.year.animal).toBe("Horse");
    expect(r.dayMaster).toEqual({ stem: "Yi", element: "Wood", yinYang: "Yin" });
    // 庚 Metal 午 Fire 辛 Metal 巳 Fire 乙 Wood 酉 Metal 壬 Water 午 Fire.
    expect(r.elements).toEqual({ Wood: 1, Fire: 3, Earth: 0, Metal: 3, Water: 1 });
  });
  it("without a birth time there is no hour pillar and six elements are counted", () => {
    const ms = Date.parse("1990-05-20T12:00:00+08:00");
    const r = fourPillars({ utcMs: ms, sunLongitude: tropicalPosition(julianDayFromMs(ms), "Sun").longitude, utcOffsetMinutes: 480, timeKnown: false });
    expect(r.pillars.hour).toBeNull();
    expect(Object.values(r.elements).reduce((a, b) => a + b, 0)).toBe(6);
  });
});
