import { describe, expect, it } from "vitest";
import { CURRENT_CHART_VERSION, readStoredChart, writeStoredChart } from "./stored-chart";

const v1 = { utc: "1990-05-01T12:00:00.000Z", ianaZone: "Europe/London", bodies: { Sun: { longitude: 40.1 } } };
const v2 = { ...v1, chinese: { pillars: { year: {} } }, vedic: { planets: [] } };

describe("the stored chart", () => {
  it("reads an old row (no version, no pillars) as version 1", () => {
    expect(readStoredChart(JSON.stringify(v1))).toEqual({ version: 1, chart: v1 });
  });

  it("reads what it writes as the current version, unknown fields kept", () => {
    const read = readStoredChart<typeof v2 & { extra: string }>(writeStoredChart({ ...v2, extra: "kept" }));
    expect(read?.version).toBe(CURRENT_CHART_VERSION);
    expect(read?.chart.extra).toBe("kept");
  });

  it("refuses empty, broken or bodiless JSON", () => {
    expect(readStoredChart("")).toBeNull();
    expect(readStoredChart("{")).toBeNull();
    expect(readStoredChart("{}")).toBeNull();
    expect(readStoredChart(JSON.stringify({ utc: "x", bodies: {} }))).toBeNull();
  });
});
