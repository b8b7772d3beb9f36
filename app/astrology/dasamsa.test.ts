// The D10 (Dasamsa) rule for every sign and each of its ten 3° parts, written out as the classical
// table reads (odd signs counted from themselves, even signs from their 9th), first three letters.
import { describe, expect, it } from "vitest";
import { SIGNS } from "./constants";
import { dasamsa, dasamsaSign } from "./dasamsa";

const TABLE: Record<string, string[]> = {
  Aries: ["Ari", "Tau", "Gem", "Can", "Leo", "Vir", "Lib", "Sco", "Sag", "Cap"],
  Taurus: ["Cap", "Aqu", "Pis", "Ari", "Tau", "Gem", "Can", "Leo", "Vir", "Lib"],
  Gemini: ["Gem", "Can", "Leo", "Vir", "Lib", "Sco", "Sag", "Cap", "Aqu", "Pis"],
  Cancer: ["Pis", "Ari", "Tau", "Gem", "Can", "Leo", "Vir", "Lib", "Sco", "Sag"],
  Leo: ["Leo", "Vir", "Lib", "Sco", "Sag", "Cap", "Aqu", "Pis", "Ari", "Tau"],
  Virgo: ["Tau", "Gem", "Can", "Leo", "Vir", "Lib", "Sco", "Sag", "Cap", "Aqu"],
  Libra: ["Lib", "Sco", "Sag", "Cap", "Aqu", "Pis", "Ari", "Tau", "Gem", "Can"],
  Scorpio: ["Can", "Leo", "Vir", "Lib", "Sco", "Sag", "Cap", "Aqu", "Pis", "Ari"],
  Sagittarius: ["Sag", "Cap", "Aqu", "Pis", "Ari", "Tau", "Gem", "Can", "Leo", "Vir"],
  Capricorn: ["Vir", "Lib", "Sco", "Sag", "Cap", "Aqu", "Pis", "Ari", "Tau", "Gem"],
  Aquarius: ["Aqu", "Pis", "Ari", "Tau", "Gem", "Can", "Leo", "Vir", "Lib", "Sco"],
  Pisces: ["Sco", "Sag", "Cap", "Aqu", "Pis", "Ari", "Tau", "Gem", "Can", "Leo"],
};

describe("Dasamsa (D10)", () => {
  for (const [index, sign] of SIGNS.entries()) {
    it(`${sign}: the ten parts in order`, () => {
      for (let part = 0; part < 10; part++) {
        // The middle of the part and both of its edges (start inclusive, end just before the next part).
        for (const offset of [0, 1.5, 2.999999]) {
          expect(dasamsaSign(index * 30 + part * 3 + offset).slice(0, 3)).toBe(TABLE[sign]![part]);
        }
      }
    });
  }
  it("places the grahas and the lagna; no lagna without a birth time", () => {
    expect(dasamsa({ Sun: { longitude: 34 }, Moon: { longitude: 359.99 } }, 0.5)).toEqual({ lagna: "Aries", Sun: "Aquarius", Moon: "Leo" });
    expect(dasamsa({ Sun: { longitude: 34 } }, null).lagna).toBeNull();
  });
});
