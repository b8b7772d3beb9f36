// Luck pillars against lunar-javascript's EightChar.getYun for 20 births of both sexes, and the
// calendar and minute arithmetic of the start count. lunar-javascript reckons in Beijing time, so the
// births are given to both in Beijing time (utcOffsetMinutes 480) and compared as dates there.
//
// lunar-javascript has two counts (decision 015): sect 2 counts the minutes from birth to the jie,
// 4320 to a year, 360 to a month, 12 to a day (ours); its default sect 1 counts whole days and
// two-hour periods (a day is 4 months, a two-hour period 10 days), so it lands up to 10 days (one
// period) plus the minutes dropped within a period from the exact count. Both are asserted below.
import { Solar } from "lunar-javascript";
import { describe, expect, it } from "vitest";
import { fourPillars } from "./bazi";
import { tropicalPosition } from "./ephemeris";
import { addCalendar, jieAround, luckForward, luckPillars, luckStart, type Sex } from "./luck";
import { julianDayFromMs } from "./time";

const BEIJING = 480;

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

function beijing(ms: number) {
  const d = new Date(ms + BEIJING * 60_000);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()] as const;
}

function ours(utcMs: number, sex: Sex, nowMs = Date.UTC(2026, 10, 25)) {
  const sun = tropicalPosition(julianDayFromMs(utcMs), "Sun").longitude;
  const { pillars } = fourPillars({ utcMs, sunLongitude: sun, utcOffsetMinutes: BEIJING, timeKnown: true });
  return luckPillars({ utcMs, utcOffsetMinutes: BEIJING, pillars, sex, jie: jieAround(utcMs), nowMs });
}

function reference(utcMs: number, sex: Sex, sect: 1 | 2) {
  const [y, mo, d, h, mi, s] = beijing(utcMs);
  const yun = Solar.fromYmdHms(y, mo, d, h, mi, s).getLunar().getEightChar().getYun(sex === "male" ? 1 : 0, sect);
  const first = yun.getStartSolar();
  return {
    forward: yun.isForward(),
    // Index 0 is the childhood period before the first pillar.
    pillars: yun.getDaYun(11).slice(1).map((p) => ({ ganZhi: p.getGanZhi(), startYear: p.getStartYear(), startAge: p.getStartAge() })),
    firstStart: first,
    count: { years: yun.getStartYear(), months: yun.getStartMonth(), days: yun.getStartDay(), hours: yun.getStartHour() },
  };
}

const dayDiff = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;
const ymd = (s: { getYear(): number; getMonth(): number; getDay(): number }) =>
  `${s.getYear()}-${String(s.getMonth()).padStart(2, "0")}-${String(s.getDay()).padStart(2, "0")}`;

/** 20 births from 1901 to 2049, alternately male and female, a few of them within hours of a jie. */
function births(): { utcMs: number; sex: Sex }[] {
  const random = rng(29_2026);
  return Array.from({ length: 20 }, (_, i) => {
    const year = 1901 + Math.floor(random() * 149);
    let utcMs = Date.UTC(year, Math.floor(random() * 12), 1 + Math.floor(random() * 28), Math.floor(random() * 24), Math.floor(random() * 60));
    // Every fourth birth: 1 to 12 hours after the jie before it (a start under two months for a backward count).
    if (i % 4 === 3) utcMs = jieAround(utcMs).previousMs + (1 + random() * 11) * 3_600_000;
    return { utcMs, sex: i % 2 === 0 ? "male" : "female" };
  });
}

describe("luck pillars agree with lunar-javascript getYun (20 births)", () => {
  const all = births();

  it("has both sexes, both directions and births on both sides of 1950", () => {
    expect(new Set(all.map((b) => b.sex)).size).toBe(2);
    expect(new Set(all.map((b) => ours(b.utcMs, b.sex).start.forward)).size).toBe(2);
    expect(all.some((b) => b.utcMs < Date.UTC(1950, 0)) && all.some((b) => b.utcMs > Date.UTC(1950, 0))).toBe(true);
  });

  it.each(all.map((b, i) => [i, b] as const))("birth %i: same direction and pillars; start dates within a day of sect 2", (_, { utcMs, sex }) => {
    const mine = ours(utcMs, sex);
    const ref = reference(utcMs, sex, 2);
    expect(mine.start.forward).toBe(ref.forward);
    expect(mine.pillars.map((p) => p.stemHanzi + p.branchHanzi)).toEqual(ref.pillars.map((p) => p.ganZhi));
    // The first pillar's date: lunar-javascript gives it to the hour; the later ones by year only
    // (its convention), which are compared as its first date plus ten years each.
    expect(dayDiff(mine.pillars[0]!.start, ymd(ref.firstStart))).toBeLessThanOrEqual(1);
    mine.pillars.forEach((p, i) => {
      expect(dayDiff(p.start, ymd(ref.firstStart.nextYear(10 * i)))).toBeLessThanOrEqual(1);
      expect(Number(p.start.slice(0, 4))).toBe(ref.pillars[i]!.startYear);
      // Its age is the nominal age (sui: 1 in the year of birth); ours the completed years.
      expect(ref.pillars[i]!.startAge).toBe(Number(p.start.slice(0, 4)) - beijing(utcMs)[0] + 1);
    });
  });

  it("the default sect 1 count differs from the exact one by at most one two-hour period (10 days)", () => {
    for (const { utcMs, sex } of all) {
      const exact = ours(utcMs, sex).pillars[0]!.start;
      const coarse = ymd(reference(utcMs, sex, 1).firstStart);
      expect(dayDiff(exact, coarse)).toBeLessThanOrEqual(11);
    }
  });
});

describe("the start count", () => {
  const pillars = (yearStem: "Jia" | "Yi") => ({ year: { stem: yearStem } }) as Parameters<typeof luckStart>[0]["pillars"];
  const birth = Date.UTC(2000, 0, 1);

  it("runs forward for yang year stems and men, yin and women; backward otherwise", () => {
    expect([luckForward("Jia", "male"), luckForward("Jia", "female"), luckForward("Yi", "male"), luckForward("Yi", "female")]).toEqual([true, false, false, true]);
  });

  it("counts three days as a year, six hours as a month, twelve minutes as a day, towards the next jie going forward", () => {
    // 7 days 7 hours 25 minutes = 10525 minutes: 2 years (8640), 5 months (1800), 7 days (84), 1 minute = 2 hours.
    const jie = { previousMs: birth - 86_400_000, nextMs: birth + 10_525 * 60_000 };
    expect(luckStart({ utcMs: birth, pillars: pillars("Jia"), sex: "male", jie })).toEqual({ forward: true, years: 2, months: 5, days: 7, hours: 2 });
  });

  it("counts back to the previous jie going backward", () => {
    const jie = { previousMs: birth - 4320 * 60_000 * 9, nextMs: birth + 60_000 };
    expect(luckStart({ utcMs: birth, pillars: pillars("Jia"), sex: "female", jie })).toEqual({ forward: false, years: 9, months: 0, days: 0, hours: 0 });
  });

  it("adds calendar months to the month's last day when the day does not exist", () => {
    expect(new Date(addCalendar(Date.UTC(2001, 0, 31, 10), { years: 3, months: 1, days: 0, hours: 0 })).toISOString()).toBe("2004-02-29T10:00:00.000Z");
    expect(new Date(addCalendar(Date.UTC(2001, 10, 30, 22), { years: 0, months: 2, days: 1, hours: 3 })).toISOString()).toBe("2002-02-01T01:00:00.000Z");
  });

  it("finds the jie on both sides of a birth: Lichun 2024 (4 Feb 08:27 UT) and Jingzhe (5 Mar 02:23 UT)", () => {
    const { previousMs, nextMs } = jieAround(Date.UTC(2024, 1, 20));
    expect(Math.abs(previousMs - Date.parse("2024-02-04T08:27:00Z"))).toBeLessThan(60_000);
    expect(Math.abs(nextMs - Date.parse("2024-03-05T02:23:00Z"))).toBeLessThan(60_000);
  });

  it("marks the pillar running now, and none before the first begins", () => {
    const utcMs = Date.UTC(1990, 5, 15, 6);
    const { pillars: list } = ours(utcMs, "male", Date.UTC(2026, 10, 25));
    const running = list.filter((p) => p.current);
    expect(running).toHaveLength(1);
    expect(running[0]!.start <= "2026-11-25").toBe(true);
    expect(ours(utcMs, "male", utcMs + 86_400_000).pillars.some((p) => p.current)).toBe(false);
  });
});
