import { describe, expect, it } from "vitest";
import { angularDifference, normalizeDegrees, polar, spreadLongitudes } from "~/domain/wheel-geometry";
import { signPlacements, signWheelModel, TICK_WIDTH, tickRings, wheelModel } from "~/domain/wheel-model";

function minGap(values: number[]) {
  const sorted = [...values].map(normalizeDegrees).sort((a, b) => a - b);
  let gap = 360;
  for (let i = 0; i < sorted.length; i++) {
    const next = i === sorted.length - 1 ? sorted[0]! + 360 : sorted[i + 1]!;
    gap = Math.min(gap, next - sorted[i]!);
  }
  return gap;
}

describe("polar", () => {
  it("puts the Ascendant at 9 o'clock and runs the zodiac counter-clockwise", () => {
    const asc = 123.4;
    expect(polar(asc, 100, asc, 200, 200)).toEqual({ x: 100, y: 200 });
    // 90 degrees further along the zodiac is the bottom of the wheel (the IC side)
    expect(polar(asc + 90, 100, asc, 200, 200)).toEqual({ x: 200, y: 300 });
    expect(polar(asc + 180, 100, asc, 200, 200)).toEqual({ x: 300, y: 200 });
    expect(polar(asc + 270, 100, asc, 200, 200)).toEqual({ x: 200, y: 100 });
  });

  it("without an Ascendant puts 0° Aries on the left", () => {
    expect(polar(0, 50, 0, 0, 0)).toEqual({ x: -50, y: 0 });
    expect(polar(360, 50, 0, 0, 0)).toEqual({ x: -50, y: 0 });
  });
});

describe("spreadLongitudes", () => {
  it("leaves well separated bodies where they are", () => {
    const input = [10, 40, 100, 200, 300];
    expect(spreadLongitudes(input, 7)).toEqual(input);
  });

  it("separates a tight stellium by the minimum, around its centre, keeping the order", () => {
    const input = [100, 101, 102, 103];
    const out = spreadLongitudes(input, 6);
    expect(minGap(out)).toBeCloseTo(6, 6);
    expect(out.reduce((s, v) => s + v, 0) / 4).toBeCloseTo(101.5, 6);
    expect([...out].sort((a, b) => a - b)).toEqual(out);
  });

  it("handles clusters across 0° Aries", () => {
    const out = spreadLongitudes([359, 1, 180], 8);
    expect(minGap(out)).toBeGreaterThanOrEqual(8 - 1e-9);
    expect(angularDifference(out[0]!, out[1]!)).toBeCloseTo(8, 6);
    expect(out[2]).toBe(180);
  });

  it("merges clusters that run into each other and fits ten bodies in a small arc", () => {
    const input = [50, 51, 52, 53, 54, 55, 56, 57, 58, 59];
    const out = spreadLongitudes(input, 7);
    expect(minGap(out)).toBeCloseTo(7, 6);
    for (let i = 1; i < out.length; i++) expect(angularDifference(out[i - 1]!, out[i]!)).toBeGreaterThan(0);
  });

  it("shrinks the spacing when the circle is too small for the minimum", () => {
    const out = spreadLongitudes(Array.from({ length: 10 }, () => 0), 50);
    expect(minGap(out)).toBeCloseTo(36, 6);
  });
});

describe("wheelModel", () => {
  const bodies = {
    Sun: { longitude: 15, sign: "Aries", degree: 15, retrograde: false, house: 10 },
    Moon: { longitude: 16, sign: "Aries", degree: 16, retrograde: false, house: 10 },
    Mercury: { longitude: 200, sign: "Libra", degree: 20, retrograde: true, house: 4 },
  } as const;

  it("draws the twelve signs, the bodies, and house cusps only when the time is known", () => {
    const timed = wheelModel({
      bodies,
      ascendant: { longitude: 100, sign: "Cancer" },
      midheaven: { longitude: 10, sign: "Aries" },
      houses: Array.from({ length: 12 }, (_, i) => (100 + i * 30) % 360),
      aspects: [{ a: "Sun", b: "Mercury", type: "opposition", angle: 180, orb: 5 }],
    });
    expect(timed.signs).toHaveLength(12);
    expect(timed.signs.map((s) => s.symbol).join("")).toBe("♈♉♊♋♌♍♎♏♐♑♒♓");
    expect(timed.houses).toHaveLength(12);
    expect(timed.houses[0]!.isAngle).toBe(true);
    expect(timed.bodies.map((b) => b.name)).toEqual(["Sun", "Moon", "Mercury"]);
    // Sun and Moon are 1° apart: their glyphs are pushed apart, their ticks stay exact.
    const [sun, moon] = timed.bodies;
    expect(Math.abs(angularDifference(sun!.displayLongitude, moon!.displayLongitude))).toBeGreaterThanOrEqual(6.9);
    expect(sun!.longitude).toBe(15);
    expect(timed.aspects).toHaveLength(1);
    expect(timed.aspects[0]!.kind).toBe("hard");
    // The ascendant is drawn at 9 o'clock.
    expect(timed.ascendant!.x).toBeLessThan(timed.cx);
    expect(timed.ascendant!.y).toBeCloseTo(timed.cy, 6);

    const untimed = wheelModel({ bodies, ascendant: null, midheaven: null, houses: null, aspects: [] });
    expect(untimed.houses).toEqual([]);
    expect(untimed.ascendant).toBeNull();
    expect(untimed.rotation).toBe(0);
  });

  it("keeps a chart's model while what it is drawn from stays the same", () => {
    const body = (longitude: number) => ({ longitude, sign: "Aries", degree: longitude % 30, retrograde: false, house: null });
    const bodies = { Sun: body(10), Moon: body(100) };
    const aspects = [{ a: "Sun", b: "Moon", type: "square", angle: 90, orb: 0 }];
    const first = wheelModel({ bodies, ascendant: null, midheaven: null, houses: null, aspects });
    // A new chart object holding the same parts (a page's data is built per request): the same model.
    expect(wheelModel({ bodies, ascendant: null, midheaven: null, houses: null, aspects })).toBe(first);
    // Another part: built again.
    const other = wheelModel({ bodies, ascendant: null, midheaven: null, houses: null, aspects: [] });
    expect(other).not.toBe(first);
    expect(other.aspects).toHaveLength(0);
    // A bi-wheel is never the single wheel's model.
    expect(wheelModel({ bodies, ascendant: null, midheaven: null, houses: null, aspects: [] }, { bodies })).not.toBe(other);
  });
});

describe("bi-wheel", () => {
  const body = (longitude: number) => ({ longitude, sign: "Aries", degree: longitude % 30, retrograde: false, house: null });
  const chart = { bodies: { Sun: body(10), Venus: body(100) }, ascendant: null, midheaven: null, houses: null, aspects: [] };
  it("puts the partner's planets on a ring outside the zodiac, with the same marks as the chart's own", () => {
    const m = wheelModel(chart, { bodies: { Sun: body(190), Moon: body(192), Mars: { ...body(40), retrograde: true } } });
    expect(m.partnerBodies.map((b) => b.name)).toEqual(["Sun", "Moon", "Mars"]);
    const r = (p: { x: number; y: number }) => Math.hypot(p.x - m.cx, p.y - m.cy);
    for (const b of m.partnerBodies) {
      expect(r(b.glyphAt)).toBeGreaterThan(m.radii.outer);
      expect(b.pointer).toBeNull();
      expect(Object.keys(b).sort()).toEqual(Object.keys(m.bodies[0]!).sort());
    }
    // Crowded partner planets are spread apart too.
    const [sun, moon] = m.partnerBodies;
    expect(Math.abs(angularDifference(sun!.displayLongitude, moon!.displayLongitude))).toBeGreaterThanOrEqual(7.9);
  });
  it("draws contacts across the rings, leaving out conjunctions and unknown points", () => {
    const m = wheelModel(chart, { bodies: { Sun: body(190), Mars: body(100) } }, [
      { a: "Sun", b: "Sun", type: "opposition" },
      { a: "Venus", b: "Mars", type: "conjunction" },
      { a: "Ascendant", b: "Sun", type: "trine" },
    ]);
    expect(m.aspects).toHaveLength(1);
    expect(m.aspects[0]).toMatchObject({ cross: true, kind: "hard", from: m.bodies[0]!.aspectAt, to: m.partnerBodies[0]!.aspectAt });
  });
});

describe("degree ticks", () => {
  it("dash each ring once per 1°, 5° and 10° of longitude, centred on the degree", () => {
    for (const rotation of [0, 123.456, 359.99, 17.5]) {
      const rings = tickRings(rotation, 200);
      expect(rings.map((r) => [r.every, r.width])).toEqual([
        [1, 2.5],
        [5, 5],
        [10, 7],
      ]);
      for (const ring of rings) {
        const [dash, gap] = ring.dashArray.split(" ").map(Number) as [number, number];
        expect(dash + gap).toBeCloseTo(ring.every, 2);
        // A dash is a tick's width of arc at the ring's radius (pathLength 360: units are degrees).
        expect((dash / 360) * 2 * Math.PI * ring.radius).toBeCloseTo(TICK_WIDTH, 2);
        // The ring starts at the zodiac's inner edge.
        expect(ring.radius - ring.width / 2).toBe(200);
        for (let k = 0; k < 360 / ring.every; k++) {
          // Where dash k's centre falls: along a circle drawn clockwise from 3 o'clock.
          const along = k * ring.every - ring.dashOffset + dash / 2;
          const angle = (along * Math.PI) / 180;
          const point = { x: 250 + ring.radius * Math.cos(angle), y: 250 + ring.radius * Math.sin(angle) };
          const longitude = normalizeDegrees(rotation + 180 - along);
          const nearest = Math.round(longitude / ring.every) * ring.every;
          expect(Math.abs(longitude - nearest)).toBeLessThan(0.002);
          const expected = polar(nearest, ring.radius, rotation, 250, 250);
          expect(point.x).toBeCloseTo(expected.x, 1);
          expect(point.y).toBeCloseTo(expected.y, 1);
        }
      }
    }
  });
});

describe("no glyph collisions", () => {
  type P = { x: number; y: number };
  const distance = (a: P, b: P) => Math.hypot(a.x - b.x, a.y - b.y);
  /** Shortest distance from point p to the segment a–b. */
  const toSegment = (p: P, a: P, b: P) => {
    const length2 = (b.x - a.x) ** 2 + (b.y - a.y) ** 2;
    const t = length2 ? Math.max(0, Math.min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / length2)) : 0;
    return distance(p, { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) });
  };
  const body = (longitude: number, retrograde = false) => ({ longitude, sign: "Aries", degree: longitude % 30, retrograde, house: null });
  const names = ["Sun", "Moon", "Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"] as const;
  /** Ten planets, all retrograde, some crowded together, the whole set turned by `turn` degrees. */
  const sky = (turn: number, crowd: number) =>
    Object.fromEntries(names.map((name, i) => [name, body((turn + (i < 4 ? i * crowd : 40 + i * 33)) % 360, true)])) as Record<(typeof names)[number], ReturnType<typeof body>>;
  // A glyph is drawn about 17 units tall (15 on the partner ring) and an R 7: centres closer than 11 touch.
  const CLEAR = 11;

  it("puts every R clear of its own glyph and of every other glyph, all round the wheel and in crowds", () => {
    let checked = 0;
    for (let turn = 0; turn < 360; turn += 7) {
      for (const crowd of [0, 2, 5, 9]) {
        const m = wheelModel(
          { bodies: sky(turn, crowd), ascendant: { longitude: (turn * 3) % 360 }, midheaven: null, houses: null, aspects: [] } as never,
          { bodies: sky(turn + 180, crowd) },
        );
        for (const ring of [m.bodies, m.partnerBodies]) {
          for (const mark of ring) {
            for (const other of [...m.bodies, ...m.partnerBodies]) {
              expect(distance(mark.retrogradeAt, other.glyphAt), `${mark.name} R near ${other.name} (turn ${turn}, crowd ${crowd})`).toBeGreaterThanOrEqual(CLEAR);
              checked++;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it("keeps the angle marks off a partner's planets, even one standing on the IC's degree", () => {
    const houses = Array.from({ length: 12 }, (_, i) => (100 + i * 30) % 360);
    const chart = { bodies: { Sun: body(10) }, ascendant: { longitude: 100 }, midheaven: { longitude: 10 }, houses, aspects: [] } as never;
    // The IC is at 190°: the partner's Neptune right on it, and their Moon on the Descendant.
    const m = wheelModel(chart, { bodies: { Neptune: body(190, true), Moon: body(280), Sun: body(12) } });
    expect(m.angles.map((a) => a.name)).toEqual(["ASC", "DSC", "MC", "IC"]);
    for (const angle of m.angles) {
      for (const planet of m.partnerBodies) {
        // The partner ring's glyph halo is 11 units: the mark and the label stay outside it.
        expect(toSegment(planet.glyphAt, angle.markFrom, angle.markTo), `${angle.name} mark over ${planet.name}`).toBeGreaterThan(11);
        expect(distance(planet.glyphAt, angle.label), `${angle.name} label on ${planet.name}`).toBeGreaterThan(15);
        expect(distance(planet.retrogradeAt, angle.label)).toBeGreaterThan(11);
      }
    }
  });
});

describe("signWheelModel", () => {
  it("places planets by sign alone: evenly inside their sign in the order given, no degree, tick, house, angle or aspect", () => {
    expect(signPlacements([{ sign: "Aries" }, { sign: "Leo" }, { sign: "Aries" }])).toEqual([7.5, 135, 22.5]);
    const m = signWheelModel({
      precision: "sign",
      rising: "Virgo",
      bodies: [
        { name: "Sun", sign: "Gemini" },
        { name: "Moon", sign: "Gemini" },
        { name: "Mars", sign: "Pisces" },
      ],
    });
    expect(m.rotation).toBe(150);
    expect(m.bodies.map((b) => [b.name, b.displayLongitude, b.degreeLabel, b.tickOuter])).toEqual([
      ["Sun", 67.5, null, null],
      ["Moon", 82.5, null, null],
      ["Mars", 345, null, null],
    ]);
    expect([m.houses, m.angles, m.aspects, m.ticks]).toEqual([[], [], [], []]);
    expect(m.precision).toBe("sign");
  });
});
