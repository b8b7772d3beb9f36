import { describe, expect, it } from "vitest";
import { normalise, searchPlaceIndex } from "./places";

describe("embedded gazetteer", () => {
  it("normalises accents and punctuation", () => {
    expect(normalise("Zürich")).toBe("zurich");
    expect(normalise("Saint-Étienne")).toBe("saint etienne");
    expect(normalise("Frankfurt (Oder)")).toBe("frankfurt oder");
  });
  it("finds by prefix and by words, ranked by population and match, max 5, labelled town, region, country", () => {
    const r = searchPlaceIndex("lon");
    expect(r.length).toBeLessThanOrEqual(5);
    expect(r[0]!.display_name).toBe("London, England, United Kingdom");
    expect(searchPlaceIndex("springfield mo")[0]!.display_name).toBe("Springfield, Missouri, United States");
    expect(searchPlaceIndex("new york")[0]!.display_name).toBe("New York City, New York, United States");
    expect(searchPlaceIndex("Sydney")[0]).toMatchObject({ display_name: "Sydney, New South Wales, Australia", timezone: "Australia/Sydney" });
    expect(searchPlaceIndex("bangalore")[0]!.display_name).toBe("Bengaluru, Karnataka, India");
    expect(searchPlaceIndex("Amsterdam")[0]!.display_name).toBe("Amsterdam, North Holland, Netherlands");
  });
  it("ignores queries under 3 characters", () => {
    expect(searchPlaceIndex("lo")).toEqual([]);
    expect(searchPlaceIndex("  a ")).toEqual([]);
  });
});

describe("the places a birth form must find first, with the right coordinates and zone", () => {
  const first = (q: string) => searchPlaceIndex(q)[0]!;
  it("Ciudad Juárez is the border city in Chihuahua, not Ciudad Benito Juárez in Nuevo León", () => {
    const r = first("Ciudad Juárez");
    expect(r.display_name).toBe("Ciudad Juárez, Chihuahua, Mexico");
    expect(Number(r.lat)).toBeCloseTo(31.72, 1);
    expect(Number(r.lon)).toBeCloseTo(-106.46, 1);
    expect(r.timezone).toBe("America/Ciudad_Juarez");
  });
  it("town, country: Valença, Portugal and Saint-Louis, Senegal (names, codes, without commas)", () => {
    for (const q of ["Valença, Portugal", "Valenca, PT", "valenca prt"]) {
      const r = first(q);
      expect(r.display_name).toMatch(/^Valença, .*, Portugal$/);
      expect(Number(r.lat)).toBeCloseTo(42.03, 1);
      expect(r.timezone).toBe("Europe/Lisbon");
    }
    for (const q of ["Saint-Louis, Senegal", "saint louis senegal", "St-Louis, SN"]) {
      const r = first(q);
      expect(r.display_name).toMatch(/^Saint-Louis, .*Senegal$/);
      expect(Number(r.lon)).toBeCloseTo(-16.49, 1);
      expect(r.timezone).toBe("Africa/Dakar");
    }
  });
  it("alternate and historical names: Frankfurt an der Oder, Bombay, Königsberg, Constantinople", () => {
    expect(first("Frankfurt an der Oder")).toMatchObject({ display_name: "Frankfurt (Oder), Brandenburg, Germany", timezone: "Europe/Berlin" });
    expect(first("Bombay").display_name).toBe("Mumbai, Maharashtra, India");
    expect(first("Königsberg").display_name).toMatch(/^Kaliningrad, /);
    expect(first("Constantinople").display_name).toMatch(/^Istanbul, /);
  });
  it("inhabited islands without a town of 500: Lord Howe Island", () => {
    expect(first("Lord Howe Island")).toMatchObject({ timezone: "Australia/Lord_Howe" });
    expect(Number(first("Lord Howe").lat)).toBeCloseTo(-31.55, 1);
  });
  it("town, region, country as the label reads finds the same place again", () => {
    expect(first("Amsterdam, North Holland, Netherlands")).toMatchObject({ display_name: "Amsterdam, North Holland, Netherlands", timezone: "Europe/Amsterdam" });
    expect(first("Springfield, Illinois, United States").display_name).toBe("Springfield, Illinois, United States");
    expect(first("Paris, Texas").display_name).toBe("Paris, Texas, United States");
    expect(first("Köln, Deutschland").display_name).toBe("Köln, North Rhine-Westphalia, Germany");
  });
  it("places of fewer than 1000 people are in (cities500)", () => {
    // Soldeu, Andorra: 602 inhabitants in GeoNames.
    expect(first("Soldeu").display_name).toMatch(/^Soldeu, .*Andorra$/);
  });
});
