import { describe, expect, it } from "vitest";
import { natalChart } from "./index";
import { ANIMALS, formatDegreeMinute, SIGN_INFO, SIGNS, signOf, type Planet } from "./constants";
import { loveReading } from "./love";
import { SAMPLE_CHARTS } from "./texts/samples";
import { banks } from "./texts/banks";

const T = banks().love;
import { ASPECTS } from "./western";

const read = (birth: (typeof SAMPLE_CHARTS)[number]["birth"]) => {
  const natal = natalChart(birth);
  return { natal, love: loveReading(natal.chart, natal.vedic, natal.chinese.animal) };
};

describe("the Love tab's reading", () => {
  it("reads a well-known chart as astrologers do (1961-07-01 19:45, Sandringham)", () => {
    const { love } = read(SAMPLE_CHARTS[0]!.birth);
    expect(love.venus).toMatchObject({ sign: "Taurus", house: 5, signText: T.VENUS_SIGN.Taurus, houseText: T.VENUS_HOUSE[5] });
    expect(love.mars).toMatchObject({ sign: "Virgo", signText: T.MARS_SIGN.Virgo });
    // Sagittarius rising: Gemini on the 7th, ruled by Mercury, which stands in Cancer in the 7th.
    const seventh = love.houses.find((h) => h.house === 7)!;
    expect(seventh).toMatchObject({ sign: "Gemini", ruler: "Mercury", rulerSign: "Cancer", rulerHouse: 7, text: T.SEVENTH_CUSP.Gemini });
    expect(seventh.rulerText).toBe("Mercury, the ruler of your 7th house, stands in that house itself, in Cancer: partnership is a subject you live directly.");
    // Born after the lunar new year of 1961: an Ox, whose allies are the Snake and the Rooster, whose secret friend is the Rat.
    expect(love.animal).toMatchObject({ animal: "Ox", harmonies: ["Snake", "Rooster"], secretFriend: "Rat", clash: "Goat", text: T.ANIMAL_LOVE.Ox });
  });

  it("states every fact as the chart holds it, with one rounding rule, for every sample chart", () => {
    for (const sample of SAMPLE_CHARTS) {
      const { natal, love } = read(sample.birth);
      for (const body of [love.venus, love.mars]) {
        const at = natal.chart.bodies[body.planet];
        expect(body.sign).toBe(at.sign);
        expect(body.degree).toBe(formatDegreeMinute(at.degree));
        expect(body.retrograde).toBe(at.retrograde);
        expect(body.house).toBe(natal.chart.timeKnown ? at.house : null);
        // The aspects are the chart's own, closest first, each within its orb.
        const orbs = body.aspects.map((a) => a.orb);
        expect(orbs).toEqual([...orbs].sort((x, y) => x - y));
        for (const aspect of body.aspects) {
          const stored = natal.chart.aspects.find((a) => [a.a, a.b].includes(body.planet) && [a.a, a.b].includes(aspect.with) && a.type === aspect.type);
          expect(stored, `${sample.id} ${body.planet} ${aspect.type} ${aspect.with}`).toBeDefined();
          expect(aspect.orb).toBeLessThanOrEqual(ASPECTS.find((a) => a.type === aspect.type)!.orb);
          expect(aspect.text.startsWith(`${body.planet} ${T.ASPECT_TIE[aspect.type]} ${T.BODY_IN_LOVE[aspect.with]}`)).toBe(true);
        }
      }
      if (natal.chart.timeKnown) {
        expect(love.houses.map((h) => h.house)).toEqual([5, 7]);
        for (const h of love.houses) {
          const sign = signOf(natal.chart.houses![h.house - 1]!);
          const ruler = SIGN_INFO.find((s) => s.name === sign)!.ruler as Planet;
          expect(h).toMatchObject({ sign, ruler, rulerSign: natal.chart.bodies[ruler].sign, rulerHouse: natal.chart.bodies[ruler].house });
          expect(h.rulerText).toContain(`${ruler}, the ruler of your ${h.house}th house, stands in`);
        }
      } else {
        // No birth time: no houses, so no house readings at all.
        expect(love.houses).toEqual([]);
        expect([love.venus.houseText, love.mars.houseText]).toEqual([null, null]);
      }
      expect(love.navamsaVenus).toEqual({ sign: natal.vedic.navamsa.Venus, text: T.NAVAMSA_VENUS[natal.vedic.navamsa.Venus] });
      expect(love.animal?.animal).toBe(natal.chinese.animal);
    }
  });

  it("gives every animal two allies, one secret friend and the opposite sign as its clash", () => {
    ANIMALS.forEach((animal, i) => {
      const { animal: reading } = loveReading(read(SAMPLE_CHARTS[0]!.birth).natal.chart, { navamsa: { Venus: "Libra" } as never }, animal);
      expect(reading!.harmonies).toEqual([ANIMALS[(i + 4) % 12], ANIMALS[(i + 8) % 12]].sort((a, b) => ANIMALS.indexOf(a!) - ANIMALS.indexOf(b!)));
      expect(reading!.clash).toBe(ANIMALS[(i + 6) % 12]);
      expect((ANIMALS.indexOf(reading!.secretFriend) + i) % 12).toBe(1);
    });
    expect(loveReading(read(SAMPLE_CHARTS[0]!.birth).natal.chart, { navamsa: { Venus: "Libra" } as never }, "Cat").animal).toBeNull();
  });

  it("has a reading for every sign, house and animal, none repeated", () => {
    for (const table of [T.VENUS_SIGN, T.MARS_SIGN, T.FIFTH_CUSP, T.SEVENTH_CUSP, T.NAVAMSA_VENUS]) expect(Object.keys(table)).toEqual([...SIGNS]);
    for (const table of [T.VENUS_HOUSE, T.MARS_HOUSE, T.HOUSE_FIELD]) expect(Object.keys(table).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(Object.keys(T.ANIMAL_LOVE)).toEqual([...ANIMALS]);
    const all = [T.VENUS_SIGN, T.MARS_SIGN, T.FIFTH_CUSP, T.SEVENTH_CUSP, T.NAVAMSA_VENUS, T.VENUS_HOUSE, T.MARS_HOUSE, T.ANIMAL_LOVE].flatMap((t) => Object.values(t));
    expect(new Set(all).size).toBe(all.length);
    for (const text of all) expect(text).toMatch(/^[A-Z].{30,}[.]$/);
  });
});
