// The one reading of a position: degrees and minutes cut, never rounded up.
import { describe, expect, it } from "vitest";
import { degreeMinute, formatDegreeMinute, wholeDegree } from "./constants";

describe("degree and minute", () => {
  it("cuts the minutes instead of rounding them", () => {
    expect(formatDegreeMinute(21.6)).toBe("21°36′");
    // 21°36.9′ is still 21°36′ (rounding would say 21°37′ on one screen and 21°36′ on another).
    expect(formatDegreeMinute(21 + 36.9 / 60)).toBe("21°36′");
    expect(formatDegreeMinute(0.004)).toBe("0°00′");
  });

  it("never carries a body into the next degree or sign", () => {
    expect(formatDegreeMinute(29.99999)).toBe("29°59′");
    expect(degreeMinute(29.999999)).toEqual({ degree: 29, minute: 59 });
    expect(wholeDegree(29.999999)).toBe(29);
  });

  it("reads a stored six-decimal value at its minute", () => {
    expect(formatDegreeMinute(12.499999)).toBe("12°29′");
    expect(formatDegreeMinute(12.5)).toBe("12°30′");
    expect(formatDegreeMinute(10 + 7 / 60)).toBe("10°07′");
  });
});

describe("an orb as shown", () => {
  it("is the raw value rounded once to the tenth: 0.745° is 0.7°, never 0.75° then 0.8°", async () => {
    const { orbTenths } = await import("./western");
    expect(orbTenths(0.745)).toBe(0.7);
    expect(orbTenths(0.749999)).toBe(0.7);
    expect(orbTenths(0.75)).toBe(0.8);
    expect(orbTenths(0.04)).toBe(0);
    expect(orbTenths(7.96)).toBe(8);
  });
});
