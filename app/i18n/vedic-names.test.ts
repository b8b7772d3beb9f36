import { describe, expect, it } from "vitest";
import { NAKSHATRAS } from "~/astrology/constants";
import { MASAS, TITHIS, VARAS, YOGAS } from "~/astrology/panchang";
import { CATALOGS } from "./catalogs";

const hindi = CATALOGS.hi.vedic!;
const devanagari = /^[\u0900-\u097F ]+$/;
const names = (kind: string, list: readonly string[]) => list.map((name) => hindi[`${kind}.${name}`]);

describe("the panchang's names in Hindi", () => {
  it.each([
    ["tithi", [...TITHIS, "Purnima", "Amavasya"], 16],
    ["nakshatra", NAKSHATRAS, 27],
    ["yoga", YOGAS, 27],
    ["masa", MASAS, 12],
    ["vara", VARAS, 7],
    ["paksha", ["Shukla", "Krishna"], 2],
  ] as const)("every %s is written in Devanagari, each its own", (kind, list, count) => {
    const written = names(kind, list);
    expect(written).toHaveLength(count);
    for (const name of written) expect(name).toMatch(devanagari);
    expect(new Set(written).size).toBe(count);
  });

  it("the 30 tithis of a month are 15 in each paksha, Purnima closing the bright half and Amavasya the dark", () => {
    const inPaksha = (n: number) => (n % 15 === 0 ? (n === 15 ? "Purnima" : "Amavasya") : TITHIS[(n % 15) - 1]!);
    const month = Array.from({ length: 30 }, (_, i) => `${hindi[`paksha.${i < 15 ? "Shukla" : "Krishna"}`]} ${hindi[`tithi.${inPaksha(i + 1)}`]}`);
    expect(new Set(month).size).toBe(30);
    expect([month[0], month[2], month[14], month[17], month[18], month[29]]).toEqual([
      "शुक्ल प्रतिपदा", "शुक्ल तृतीया", "शुक्ल पूर्णिमा", "कृष्ण तृतीया", "कृष्ण चतुर्थी", "कृष्ण अमावस्या",
    ]);
  });

  it("names the 11 karanas: the 7 that repeat and the 4 fixed ones", () => {
    const karanas = Object.keys(hindi).filter((key) => key.startsWith("karana."));
    expect(karanas).toHaveLength(11);
    for (const key of karanas) expect(hindi[key]).toMatch(devanagari);
    expect(names("karana", ["Bava", "Vishti", "Shakuni", "Chatushpada", "Naga", "Kimstughna"])).toEqual(["बव", "विष्टि", "शकुनि", "चतुष्पाद", "नाग", "किंस्तुघ्न"]);
  });
});
