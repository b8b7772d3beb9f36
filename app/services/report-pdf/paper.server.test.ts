import { describe, expect, it } from "vitest";
import { paperFor } from "./paper.server";

describe("the paper of a member's PDFs", () => {
  it("is Letter in the Letter countries, A4 elsewhere, by the member's own zone before the birth place's", () => {
    for (const zone of ["America/New_York", "America/Los_Angeles", "US/Eastern", "Pacific/Honolulu", "America/Toronto", "America/Mexico_City", "Asia/Manila", "America/Puerto_Rico", "America/Santiago", "America/Bogota"]) {
      expect([zone, paperFor(zone, "Europe/Paris")]).toEqual([zone, "LETTER"]);
    }
    for (const zone of ["Europe/London", "Africa/Lagos", "Asia/Kolkata", "Australia/Sydney", "America/Sao_Paulo", "Asia/Tokyo"]) {
      expect([zone, paperFor(zone, "America/Chicago")]).toEqual([zone, "A4"]);
    }
  });

  it("falls back to the birth place's zone when the member's names no country or is unknown, and to A4 without either", () => {
    expect(paperFor(null, "America/Chicago")).toBe("LETTER");
    expect(paperFor("UTC", "Asia/Manila")).toBe("LETTER");
    expect(paperFor("Etc/GMT+5", "Europe/Berlin")).toBe("A4");
    expect(paperFor("Not/A_Zone", "America/Vancouver")).toBe("LETTER");
    expect(paperFor(null, null)).toBe("A4");
    expect(paperFor("UTC", undefined)).toBe("A4");
  });
});
