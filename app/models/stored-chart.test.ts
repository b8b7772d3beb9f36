import { describe, expect, it } from "vitest";
import { CURRENT_CHART_VERSION, readStoredChart, writeStoredChart } from "./stored-chart";

const v1 = { utc: "1990-05-01T12:00:00.000Z", ianaZone: "Europe/London", bodies: { Sun: { longitude: 40.1 } } };
const v2 = { ...v1, chinese: { pillars: { year: {} } }, vedic: { planets: [] } };
const v3 = { ...v2, chinese: { ...v2.chinese, jie: { previous: "1990-04-05T02:13:00.000Z", next: "1990-05-05T19:35:00.000Z" } } };
const v4 = { ...v3, vedic: { planets: [], moon: { candidates: [{ sign: "Gemini" }] } } };
const v5 = { ...v4, conventions: { baziHour: "clock", dayStart: "00:00", ayanamsa: "lahiri", node: "mean", dashaYearDays: 365.25 } };

describe("the stored chart", () => {
  it("reads an old row (no version, no pillars) as version 1", () => {
    expect(readStoredChart(JSON.stringify(v1))).toEqual({ version: 1, chart: v1 });
  });

  it("reads a row with the pillars but without the jie as version 2", () => {
    expect(readStoredChart(JSON.stringify({ ...v2, version: 2 }))?.version).toBe(2);
  });

  it("reads what it writes as the current version, unknown fields kept", () => {
    const read = readStoredChart<typeof v5 & { extra: string }>(writeStoredChart({ ...v5, extra: "kept" }));
    expect(read?.version).toBe(CURRENT_CHART_VERSION);
    expect(read?.chart.extra).toBe("kept");
  });

  it("reads a row without the Vedic Moon's candidates as version 3, so it is recomputed", () => {
    expect(readStoredChart(JSON.stringify({ ...v3, version: 3 }))?.version).toBe(3);
  });

  it("reads a row without the conventions it was computed with as version 4, so it is recomputed", () => {
    expect(readStoredChart(JSON.stringify({ ...v4, version: 4 }))?.version).toBe(4);
  });

  it("refuses empty, broken or bodiless JSON", () => {
    expect(readStoredChart("")).toBeNull();
    expect(readStoredChart("{")).toBeNull();
    expect(readStoredChart("{}")).toBeNull();
    expect(readStoredChart(JSON.stringify({ utc: "x", bodies: {} }))).toBeNull();
  });
});
