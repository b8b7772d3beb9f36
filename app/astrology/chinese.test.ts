// Chinese New Year table: __fixtures__/chinese-new-year.json (ICU4X east-asian traditional calendar data,
// unicode-org/icu4x china_data.rs / qing_data.rs, cross-checked against lunar-javascript).
import { describe, expect, it } from "vitest";
import fixture from "./__fixtures__/chinese-new-year.json" with { type: "json" };
import { chineseNewYear, chineseSignAt } from "./chinese";
import { computeChart } from "./natal";
import { zonedToUtcMs } from "./time";

interface Row { year: number; chinese_new_year: string; animal: string; element: string; yin_yang: string }
const rows = (fixture as unknown as { records: Row[] }).records;

describe("Chinese New Year boundaries (ICU4X table, 1900-2102)", () => {
  it("has the table", () => expect(rows.length).toBeGreaterThan(190));
  for (const r of rows) {
    if (r.year > 2100) continue;
    it(`${r.year}: New Year ${r.chinese_new_year} -> ${r.element} ${r.animal} (${r.yin_yang})`, () => {
      expect(chineseNewYear(r.year)).toBe(r.chinese_new_year);
      // 00:00 in China's legal time on New Year's day (16:00 UT the day before at UTC+8; UTC+8 before
      // China had a legal time in 1901).
      const start =
        r.year <= 1900 ? Date.parse(`${r.chinese_new_year}T00:00:00+08:00`) : zonedToUtcMs(r.chinese_new_year, "00:00", "Asia/Shanghai");
      const on = chineseSignAt(start);
      expect(on.animal).toBe(r.animal);
      expect(on.element).toBe(r.element);
      expect(on.yinYang).toBe(r.yin_yang);
      expect(on.lunarYear).toBe(r.year);
      const before = chineseSignAt(start - 1000);
      expect(before.lunarYear).toBe(r.year - 1);
      expect(before.animal).not.toBe(r.animal);
    });
  }
});

describe("boundary is reckoned at UTC+8", () => {
  it("New York, evening before 2025 New Year (29 Jan in China) is already the Snake", () => {
    // 28 Jan 2025 12:00 EST = 17:00 UT = 29 Jan 01:00 in Beijing.
    const c = computeChart({ birthDate: "2025-01-28", birthTime: "12:00", latitude: 40.7128, longitude: -74.006 });
    expect(c.chinese.animal).toBe("Snake");
    expect(c.chinese.label).toBe("Wood Snake");
    const before = computeChart({ birthDate: "2025-01-28", birthTime: "10:30", latitude: 40.7128, longitude: -74.006 });
    expect(before.chinese.animal).toBe("Dragon");
  });
  it("London, 2024-02-09 23:30 GMT (10 Feb 07:30 Beijing) is the Dragon", () => {
    expect(chineseSignAt(Date.parse("2024-02-09T23:30:00Z")).animal).toBe("Dragon");
    expect(chineseSignAt(Date.parse("2024-02-09T15:59:00Z")).animal).toBe("Rabbit");
  });
  it("reports the Li Chun (solar) year separately", () => {
    // 2025-02-01 is after New Year (Snake) but before Li Chun on 3 Feb (solar year still Dragon).
    const s = chineseSignAt(Date.parse("2025-02-01T12:00:00Z"));
    expect(s.animal).toBe("Snake");
    expect(s.solarYearAnimal).toBe("Dragon");
    expect(s.symbol).toBe("🐍");
    expect(chineseSignAt(Date.parse("2025-02-04T12:00:00Z")).solarYearAnimal).toBe("Snake");
  });
  it("Hendrix 1942-11-27 is a Water Horse", () => {
    const c = computeChart({ birthDate: "1942-11-27", birthTime: "10:15", latitude: 47.6062, longitude: -122.3321 });
    expect(c.chinese.label).toBe("Water Horse");
    expect(c.chinese.yinYang).toBe("Yang");
  });
});

describe("the year is read from the civil date in China's legal time of that day", () => {
  it("Beijing 1943-02-05 00:30, when China kept UTC+9 all year, is the Goat of its civil date", () => {
    // tz Asia/Shanghai: summer time (UTC+9) from 1942-01-31 to 1945-09-01 (Shanghai rules); New Year 1943-02-05.
    const c = computeChart({ birthDate: "1943-02-05", birthTime: "00:30", latitude: 39.9042, longitude: 116.4074 });
    expect(c.chart.utc).toBe("1943-02-04T15:30:00.000Z");
    expect(c.chinese.animal).toBe("Goat");
    expect(c.chinese.lunarYear).toBe(1943);
    // Read at UTC+8 the same instant would be 23:30 on 4 February (the Horse): the legal time decides.
    expect(chineseSignAt(Date.parse("1943-02-04T15:29:00Z")).animal).toBe("Goat");
    expect(chineseSignAt(Date.parse("1943-02-04T14:59:59Z")).animal).toBe("Horse");
  });
  it("before China had a legal time the boundary is midnight at UTC+8", () => {
    expect(chineseSignAt(Date.parse("1900-01-30T16:00:00Z")).lunarYear).toBe(1900);
    expect(chineseSignAt(Date.parse("1900-01-30T15:59:59Z")).lunarYear).toBe(1899);
  });
});
