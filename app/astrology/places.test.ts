import { describe, expect, it } from "vitest";
import { clearPlaceCache, normalise, searchPlaceIndex, warmPlaceIndex } from "./places";

describe("embedded gazetteer", () => {
  it("normalises accents and punctuation", () => {
    expect(normalise("Zürich")).toBe("zurich");
    expect(normalise("Saint-Étienne")).toBe("saint etienne");
  });
  it("finds by prefix and by words, ranked by population, max 5", () => {
    const r = searchPlaceIndex("lon");
    expect(r.length).toBeLessThanOrEqual(5);
    expect(r[0]!.display_name).toBe("London, England, GB");
    expect(searchPlaceIndex("springfield mo")[0]!.display_name).toBe("Springfield, Missouri, US");
    expect(searchPlaceIndex("new york")[0]!.display_name).toBe("New York City, New York, US");
    expect(searchPlaceIndex("Sydney")[0]).toMatchObject({ display_name: "Sydney, New South Wales, AU", timezone: "Australia/Sydney" });
    expect(searchPlaceIndex("bangalore")[0]!.display_name).toBe("Bengaluru, Karnataka, IN");
  });
  it("ignores queries under 3 characters", () => {
    expect(searchPlaceIndex("lo")).toEqual([]);
    expect(searchPlaceIndex("  a ")).toEqual([]);
  });
  it("answers quickly once the index is built (sanity bound; npm run bench measures the 2 ms target)", () => {
    warmPlaceIndex();
    const queries = ["san", "ber", "mel", "tok", "springfield", "zurich", "par", "new", "mun", "lag"];
    const times: number[] = [];
    for (const q of queries) {
      clearPlaceCache();
      const t = performance.now();
      searchPlaceIndex(q);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]!).toBeLessThan(5);
  });
});
