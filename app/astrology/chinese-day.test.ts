// The almanac day against independent sources: the day pillar, solar term and clash against
// lunar-javascript's own almanac (which the engine does not use for them), the clashes against
// __fixtures__/chinese-compatibility.json, the lunar day against new Moons found here with sweph, and
// the first day of the year against __fixtures__/chinese-new-year.json.
import { describe, expect, it } from "vitest";
import sweph from "sweph";
import { Solar } from "lunar-javascript";
import newYears from "./__fixtures__/chinese-new-year.json" with { type: "json" };
import compatibility from "./__fixtures__/chinese-compatibility.json" with { type: "json" };
import { chineseDay } from "./chinese-day";

const DAY = 86_400_000;
const HANZI_ANIMALS: Record<string, string> = { 鼠: "Rat", 牛: "Ox", 虎: "Tiger", 兔: "Rabbit", 龙: "Dragon", 蛇: "Snake", 马: "Horse", 羊: "Goat", 猴: "Monkey", 鸡: "Rooster", 狗: "Dog", 猪: "Pig" };

/** Every 61st day from 1901 to 2100 (every place in the 60-day cycle, every term), and the ends. */
const DAYS: string[] = ["1900-01-01", "2100-12-31"];
for (let ms = Date.UTC(1901, 0, 1); ms <= Date.UTC(2100, 11, 31); ms += 61 * DAY) DAYS.push(new Date(ms).toISOString().slice(0, 10));

describe("the almanac day against lunar-javascript", () => {
  it("day pillar, clash animal and solar term (its start within 2 minutes) agree on 1,200 days from 1900 to 2100", () => {
    for (const date of DAYS) {
      const [y, m, d] = date.split("-").map(Number) as [number, number, number];
      const ref = Solar.fromYmd(y, m, d).getLunar();
      const day = chineseDay(date);
      expect(day.dayPillar.stemHanzi + day.dayPillar.branchHanzi, date).toBe(ref.getDayInGanZhi());
      expect(day.clash.animal, date).toBe(HANZI_ANIMALS[ref.getDayChongShengXiao()]);
      const term = ref.getPrevJieQi(true);
      expect(day.solarTerm.hanzi, date).toBe(term.getName());
      const start = Date.parse(`${term.getSolar().toYmdHms().replace(" ", "T")}+08:00`);
      expect(Math.abs(day.solarTerm.startMs - start), date).toBeLessThan(2 * 60_000);
      expect(day.nextSolarTerm.startMs).toBeGreaterThan(Date.UTC(y, m - 1, d) - 8 * 3_600_000);
    }
  });
});

describe("the clash", () => {
  it("is the opposite branch, the six pairs of the published table", () => {
    const pairs = compatibility.liu_chong_six_clashes;
    // Twelve consecutive days run through the twelve branches.
    for (let i = 0; i < 12; i++) {
      const day = chineseDay(new Date(Date.UTC(2026, 10, 25 + i)).toISOString().slice(0, 10));
      expect(pairs.some((p) => (p.animals[0] === day.dayPillar.animal && p.animals[1] === day.clash.animal) || (p.animals[1] === day.dayPillar.animal && p.animals[0] === day.clash.animal))).toBe(true);
    }
  });
});

/** The last new Moon before an instant: Moon − Sun from sweph, bisected here. */
function newMoonBefore(ms: number): number {
  const elongation = (t: number) => {
    const jd = t / DAY + 2440587.5;
    const f = sweph.constants.SEFLG_MOSEPH;
    return (((sweph.calc_ut(jd, sweph.constants.SE_MOON, f).data[0]! - sweph.calc_ut(jd, sweph.constants.SE_SUN, f).data[0]!) % 360) + 360) % 360;
  };
  let lo = ms - elongation(ms) / 11 * DAY - 2 * DAY; // the Moon gains 11–15° a day on the Sun
  let hi = ms;
  if (elongation(lo) < 180) lo -= 3 * DAY;
  while (hi - lo > 1000) {
    const mid = (lo + hi) / 2;
    if (elongation(mid) > 180) lo = mid;
    else hi = mid;
  }
  return hi;
}

describe("the lunar date", () => {
  it("counts days from the new Moon's day in Beijing", () => {
    for (let i = 0; i < 120; i++) {
      const date = new Date(Date.UTC(2024, 0, 1) + i * 6 * DAY).toISOString().slice(0, 10);
      const endInBeijing = Date.parse(`${date}T23:59:59+08:00`);
      const newMoonDay = Date.parse(new Date(newMoonBefore(endInBeijing) + 8 * 3_600_000).toISOString().slice(0, 10));
      expect(chineseDay(date).lunar.day, date).toBe((Date.parse(date) - newMoonDay) / DAY + 1);
    }
  });

  it("is the first day of the first month on each New Year's day, 1901–2100", () => {
    for (const r of (newYears as { records: { year: number; chinese_new_year: string; animal: string }[] }).records) {
      if (r.year < 1901 || r.year > 2100) continue;
      const day = chineseDay(r.chinese_new_year);
      expect([day.lunar.month, day.lunar.day, day.lunar.leap, day.lunar.yearPillar.animal], r.chinese_new_year).toEqual([1, 1, false, r.animal]);
    }
  });

  it("names a leap month (the leap sixth month of 2025)", () => {
    expect(chineseDay("2025-07-30").lunar).toMatchObject({ year: 2025, month: 6, leap: true, day: 6, hanzi: "闰六月初六" });
  });
});
