// Each yoga of the set on constructed charts: one where its rule holds, one where it just fails
// (one planet or the lagna moved by a sign). Planets stand mid-sign; signs are 0 = Aries … 11 = Pisces.
import { describe, expect, it } from "vitest";
import { findYogas, type YogaKind, type YogaPlanet } from "./yogas";
import { repeatedSixWords } from "./texts/metrics";
import { banks } from "./texts/banks";

const { YOGA_MEANINGS, YOGA_RULES } = banks().yogas;

// Spread so that, alone, they make as few yogas as possible.
const BASE: Record<YogaPlanet, number> = { Sun: 2, Moon: 0, Mars: 2, Mercury: 2, Jupiter: 5, Venus: 7, Saturn: 8, Rahu: 4, Ketu: 10 };

function chart(signs: Partial<Record<YogaPlanet, number>>, lagna: number | null = null) {
  const all = { ...BASE, ...signs };
  const planets = Object.fromEntries(Object.entries(all).map(([p, s]) => [p, { longitude: s * 30 + 15 }])) as Record<YogaPlanet, { longitude: number }>;
  return findYogas({ planets, lagna: lagna === null ? null : lagna * 30 + 10 });
}
const of = (yogas: ReturnType<typeof findYogas>, kind: YogaKind) => yogas.filter((y) => y.kind === kind);

describe("yogas from the Moon and conjunctions (no birth time needed)", () => {
  it("Gajakesari: Jupiter 4th from the Moon holds, 5th fails", () => {
    expect(of(chart({ Jupiter: 3 }), "gajakesari")).toEqual([{ kind: "gajakesari", planets: ["Jupiter", "Moon"], detail: "Jupiter in Cancer is 4th from the Moon in Aries." }]);
    expect(of(chart({ Jupiter: 4 }), "gajakesari")).toEqual([]);
  });
  it("Budhaditya: the Sun and Mercury in one sign holds, Mercury a sign on fails", () => {
    expect(of(chart({ Sun: 5, Mercury: 5 }), "budhaditya")[0]?.detail).toBe("The Sun and Mercury are together in Virgo.");
    expect(of(chart({ Sun: 5, Mercury: 6 }), "budhaditya")).toEqual([]);
  });
  it("Chandra-Mangala: the Moon opposite Mars holds, Mars a sign past the opposition fails", () => {
    expect(of(chart({ Moon: 4, Mars: 10 }), "chandra-mangala")[0]?.planets).toEqual(["Moon", "Mars"]);
    expect(of(chart({ Moon: 4, Mars: 4 }), "chandra-mangala")[0]?.detail).toBe("The Moon and Mars meet in Leo.");
    expect(of(chart({ Moon: 4, Mars: 11 }), "chandra-mangala")).toEqual([]);
  });
});

describe("Kemadruma and its cancellations", () => {
  // Moon in Aries; Mars Gemini, Mercury Leo, Jupiter Virgo, Venus Scorpio, Saturn Sagittarius: nothing in Pisces or Taurus.
  const lonely = { Moon: 0, Mars: 2, Mercury: 4, Jupiter: 5, Venus: 7, Saturn: 8 };
  it("holds with nothing either side of the Moon and no cancellation", () => {
    const [k] = of(chart(lonely), "kemadruma");
    expect(k?.cancellations).toEqual([]);
    expect(k?.detail).toContain("(Pisces and Taurus)");
  });
  it("fails when one planet moves into the sign after the Moon", () => {
    expect(of(chart({ ...lonely, Mars: 1 }), "kemadruma")).toEqual([]);
  });
  it("stands cancelled by a planet with the Moon, in a kendra from the Moon or the lagna, or Jupiter's aspect", () => {
    expect(of(chart({ ...lonely, Saturn: 0 }), "kemadruma")[0]?.cancellations).toEqual(["Saturn shares the Moon's sign."]);
    expect(of(chart({ ...lonely, Venus: 6 }), "kemadruma")[0]?.cancellations).toEqual(["Venus stands in a kendra from the Moon."]);
    expect(of(chart(lonely, 1), "kemadruma")[0]?.cancellations).toEqual(["Mercury and Venus occupy a kendra from the lagna."]);
    expect(of(chart({ ...lonely, Jupiter: 4 }), "kemadruma")[0]?.cancellations).toEqual(["Jupiter aspects the Moon (the Moon is 9th from Jupiter)."]);
  });
});

describe("Pancha Mahapurusha (need the lagna)", () => {
  const cases: [YogaKind, YogaPlanet, number, number, number][] = [
    // kind, planet, its sign, a lagna putting it in a kendra, a lagna one sign on (not a kendra)
    ["ruchaka", "Mars", 9, 0, 1],
    ["bhadra", "Mercury", 2, 11, 0],
    ["hamsa", "Jupiter", 3, 0, 1],
    ["malavya", "Venus", 6, 0, 1],
    ["sasa", "Saturn", 10, 1, 2],
  ];
  for (const [kind, planet, sign, kendraLagna, otherLagna] of cases) {
    it(`${kind}: ${planet} in dignity in a kendra holds; one house off, out of dignity, or without a lagna it fails`, () => {
      expect(of(chart({ [planet]: sign }, kendraLagna), kind)).toHaveLength(1);
      expect(of(chart({ [planet]: sign }, kendraLagna), kind)[0]!.planets).toEqual([planet]);
      expect(of(chart({ [planet]: sign }, otherLagna), kind)).toEqual([]);
      expect(of(chart({ [planet]: sign }, null), kind)).toEqual([]);
    });
  }
  it("malavya fails with Venus in a kendra but debilitated (Virgo)", () => {
    expect(of(chart({ Venus: 5 }, 2), "malavya")).toEqual([]);
  });
});

describe("Raja and Dhana yogas from house lords (need the lagna)", () => {
  const pair = (yogas: ReturnType<typeof findYogas>, kind: YogaKind, a: YogaPlanet, b: YogaPlanet) =>
    of(yogas, kind).filter((y) => y.planets.includes(a) && y.planets.includes(b));
  it("Raja: Aries rising, Saturn (10th lord) with Jupiter (9th lord) holds; a sign apart it fails", () => {
    expect(pair(chart({ Saturn: 5, Jupiter: 5 }, 0), "raja", "Saturn", "Jupiter")[0]?.detail).toBe(
      "Saturn (lord of 10) and Jupiter (lord of 9) are together in Virgo.",
    );
    expect(pair(chart({ Saturn: 5, Jupiter: 6 }, 0), "raja", "Saturn", "Jupiter")).toEqual([]);
    expect(pair(chart({ Saturn: 5, Jupiter: 5 }, null), "raja", "Saturn", "Jupiter")).toEqual([]);
  });
  it("Raja: by exchange of signs, and by opposition", () => {
    expect(pair(chart({ Saturn: 8, Jupiter: 9 }, 0), "raja", "Saturn", "Jupiter")[0]?.detail).toContain("each in the other's sign (Sagittarius, Capricorn)");
    expect(pair(chart({ Saturn: 2, Jupiter: 8 }, 0), "raja", "Saturn", "Jupiter")[0]?.detail).toContain("in opposite signs, Gemini and Sagittarius");
  });
  it("Raja: a yogakaraka (Saturn for Taurus rising, lord of 9 and 10) holds; Aries rising has none", () => {
    expect(of(chart({}, 1), "raja").filter((y) => y.planets.length === 1).map((y) => y.planets[0])).toEqual(["Saturn"]);
    expect(of(chart({}, 0), "raja").filter((y) => y.planets.length === 1)).toEqual([]);
  });
  it("Dhana: Aries rising, Venus (lord of 2) with Jupiter (lord of 9) holds; a sign apart it fails", () => {
    expect(pair(chart({ Venus: 10, Jupiter: 10 }, 0), "dhana", "Venus", "Jupiter")[0]?.detail).toBe("A wealth link: Venus, ruling 2, with Jupiter, ruling 9, together in Aquarius.");
    expect(pair(chart({ Venus: 10, Jupiter: 11 }, 0), "dhana", "Venus", "Jupiter")).toEqual([]);
  });
});

describe("Neecha Bhanga", () => {
  it("the Sun debilitated in Libra, Venus (its lord) in a kendra from the Moon, holds", () => {
    expect(of(chart({ Sun: 6, Venus: 3, Saturn: 4 }), "neecha-bhanga")[0]?.detail).toBe(
      "Sun is debilitated in Libra, and the fall is cancelled: Venus (lord of Libra) is angular to the Moon.",
    );
  });
  it("fails when neither Venus nor Saturn (exalted in Libra) is in a kendra; a lagna can restore it", () => {
    expect(of(chart({ Sun: 6, Venus: 4, Saturn: 4 }), "neecha-bhanga")).toEqual([]);
    expect(of(chart({ Sun: 6, Venus: 4, Saturn: 4 }, 1), "neecha-bhanga")[0]?.detail).toContain("Venus (lord of Libra) is angular to the lagna; Saturn (exalted in Libra) is angular to the lagna");
  });
  it("needs a debilitated planet: the Sun in Scorpio has no fall to cancel", () => {
    expect(of(chart({ Sun: 7, Venus: 3 }), "neecha-bhanga")).toEqual([]);
  });
});

describe("the yogas' texts", () => {
  it("repeat no six-word sequence across every rule and reading (all can show on one tab)", () => {
    expect(repeatedSixWords([...Object.values(YOGA_RULES), ...Object.values(YOGA_MEANINGS)].join("\n"))).toBeNull();
  });
});
