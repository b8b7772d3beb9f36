// The progressions' readings: one per sign for the progressed Moon and for the progressed Sun, all
// different, naming their sign, and never repeating a six-word run within a reading (every sign, with
// and without dated sign changes).
import { describe, expect, it } from "vitest";
import { SIGNS } from "./constants";
import { banks } from "./texts/banks";
import { progressedMoonReading } from "./texts/progressions";

const { PROGRESSED_MOON, PROGRESSED_SUN } = banks().progressions;
import { repeatedSixWords } from "./texts/metrics";

describe("progression readings", () => {
  it("have one text per sign, each naming its sign, all different", () => {
    for (const pool of [PROGRESSED_MOON, PROGRESSED_SUN]) {
      expect(Object.keys(pool)).toEqual([...SIGNS]);
      for (const sign of SIGNS) expect(pool[sign]).toContain(sign);
    }
    const all = [...Object.values(PROGRESSED_MOON), ...Object.values(PROGRESSED_SUN)];
    expect(new Set(all).size).toBe(all.length);
  });

  it("never repeat a six-word run, within a reading or between two signs' Moon texts", () => {
    for (const [i, sign] of SIGNS.entries()) {
      const next = SIGNS[(i + 1) % 12]!;
      const moon = { longitude: i * 30 + 29.5, sign };
      const reading = progressedMoonReading({
        bodies: { Moon: moon },
        moonIngresses: [{ date: "2027-03-01T10:00:00.000Z", sign: next }],
        timeKnown: true,
        moonSpan: null,
      });
      expect(repeatedSixWords(`${reading} ${PROGRESSED_SUN[sign]}`), sign).toBeNull();
      expect(reading).toContain(`29°30′ ${sign}`);
      expect(reading).toContain(`enters ${next} on 1 March 2027`);
    }
    expect(repeatedSixWords(Object.values(PROGRESSED_MOON).join(" "))).toBeNull();
  });
});
