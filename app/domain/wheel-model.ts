/** Everything the chart wheel draws, computed from a chart (pure; the SVG component only renders it). */
import { formatDegreeMinute, PLANET_GLYPHS, SIGN_INFO, type Planet } from "~/astrology/constants";
import { GLYPH_SEPARATION, normalizeDegrees, polar, spreadLongitudes, WHEEL, type Point } from "./wheel-geometry";

import type { SignWheel, WheelAspect, WheelBody, WheelInput } from "~/domain/wheel";

export type { SignWheel, WheelAspect, WheelBody, WheelInput };

const ELEMENT_OF = ["fire", "earth", "air", "water"] as const;
export type ElementName = (typeof ELEMENT_OF)[number];

export type AngleName = "ASC" | "DSC" | "MC" | "IC";
const ANGLE_TITLES: Record<AngleName, string> = { ASC: "Ascendant", DSC: "Descendant", MC: "Midheaven", IC: "Imum Coeli" };

/** Where the label of a point outside the wheel goes, and how it is anchored, so it never covers the ring. */
function outsideLabel(point: Point, cx: number, cy: number) {
  const dx = point.x - cx;
  const dy = point.y - cy;
  const length = Math.hypot(dx, dy) || 1;
  const cos = dx / length;
  const sin = dy / length;
  const anchor = cos < -0.35 ? ("end" as const) : cos > 0.35 ? ("start" as const) : ("middle" as const);
  // Labels above or below the wheel sit on the far side of their baseline.
  const baseline = sin < -0.35 ? ("auto" as const) : sin > 0.35 ? ("hanging" as const) : ("central" as const);
  return { x: point.x, y: point.y, anchor, baseline };
}

/** A planet as the wheel draws it, on the inner ring (the chart's own) or the outer ring (a partner's). */
export type WheelMark = {
  name: Planet;
  glyph: string;
  /** Null for a planet placed by sign alone (signWheelModel): its degree is not shown, nor drawn. */
  longitude: number | null;
  /** Where the glyph is drawn (spread from crowded neighbours). */
  displayLongitude: number;
  sign: string;
  degree: number | null;
  degreeLabel: string | null;
  retrograde: boolean;
  house: number | null;
  /** The exact degree, marked on the edge of the zodiac ring (none for a planet placed by sign alone). */
  tickOuter: Point | null;
  tickInner: Point | null;
  /**
   * The glyph, spread apart from its neighbours; the centre of the R of a retrograde planet (drawn
   * exactly there, clear of every glyph: see RETROGRADE_GAP); the degree on hover.
   */
  glyphAt: Point;
  retrogradeAt: Point;
  degreeAt: Point;
  /** A thin line from the tick to a displaced glyph (inner ring only). */
  pointer: Point | null;
  /** Where aspect lines end. */
  aspectAt: Point;
};

/** A contact between the chart's planet `a` and a partner's planet `b` (drawn across the wheel). */
export type CrossAspect = { a: string; b: string; type: string };

/** From a glyph's centre to its R's: a glyph is about 17 units tall, an R 7, so 14 leaves a gap on every side. */
export const RETROGRADE_GAP = 14;
/** The length of an angle's mark outside the zodiac ring; a partner's ring starts beyond it. */
export const ANGLE_MARK = 5;

/** The width of a degree tick, as the stroke of a line would draw it. */
export const TICK_WIDTH = 0.8;

/**
 * The degree ticks on the inner edge of the zodiac ring — every degree, longer every 5° and 10° — as
 * three dashed circles instead of 360 lines: each circle's stroke is as wide as its ticks are long,
 * starts at the ring's edge, and is dashed once per 1°, 5° or 10° with dashes as wide as a tick
 * (`pathLength` 360: a unit of dash is a degree of arc). A circle's path starts at 3 o'clock and runs
 * clockwise on screen, where longitudes run counter-clockwise from the Ascendant at 9 o'clock:
 * longitude L sits at (rotation + 180 − L) degrees along it, so a dash is centred there by the offset.
 */
export function tickRings(rotation: number, inner: number) {
  return ([
    [1, 2.5],
    [5, 5],
    [10, 7],
  ] as const).map(([every, length]) => {
    const radius = inner + length / 2;
    const dash = (TICK_WIDTH * 360) / (2 * Math.PI * radius);
    const centre = normalizeDegrees(rotation + 180) % every;
    return { every, radius, width: length, dashArray: `${round3(dash)} ${round3(every - dash)}`, dashOffset: round3(dash / 2 - centre) };
  });
}

function round3(value: number) {
  return Math.round(value * 1000) / 1000 + 0;
}

type Drawn = Pick<WheelInput, "ascendant" | "midheaven" | "houses" | "aspects">;
const kept = new WeakMap<object, { drawn: Drawn; model: WheelModel }>();

/**
 * Everything the wheel draws. A single chart's model is kept with its chart: pages draw the same
 * stored chart again and again (the profile view is kept per version), and building the model —
 * positions, spread glyphs, 360 degree ticks — cost as much as rendering it (decision record 008).
 * Kept per bodies object, checked against the other parts it is drawn from; models are shared, so
 * read them, never change them. Bi-wheels are built each time.
 */
export function wheelModel(chart: WheelInput, partner?: Pick<WheelInput, "bodies"> | null, crossAspects: readonly CrossAspect[] = []): WheelModel {
  if (partner || crossAspects.length) return buildWheelModel(chart, partner, crossAspects);
  const hit = kept.get(chart.bodies);
  const d = hit?.drawn;
  if (hit && d!.ascendant === chart.ascendant && d!.midheaven === chart.midheaven && d!.houses === chart.houses && d!.aspects === chart.aspects) return hit.model;
  const model = buildWheelModel(chart);
  kept.set(chart.bodies, { drawn: { ascendant: chart.ascendant, midheaven: chart.midheaven, houses: chart.houses, aspects: chart.aspects }, model });
  return model;
}

/** The twelve signs of the zodiac ring, tinted by element, with their symbols' places. */
function signRing(at: (longitude: number, radius: number) => Point) {
  const { outer, zodiacInner } = WHEEL;
  return SIGN_INFO.map((info, i) => {
    const start = i * 30;
    return {
      name: info.name,
      symbol: info.symbol,
      element: ELEMENT_OF[i % 4]!,
      boundaryOuter: at(start, outer),
      boundaryInner: at(start, zodiacInner),
      label: at(start + 15, (outer + zodiacInner) / 2),
    };
  });
}

/** What differs between the chart's own ring of planets and a partner's. */
type RingPart = "house" | "degreeAt" | "tickOuter" | "tickInner" | "glyphAt" | "retrogradeAt" | "pointer";

function buildWheelModel(chart: WheelInput, partner?: Pick<WheelInput, "bodies"> | null, crossAspects: readonly CrossAspect[] = []) {
  const { cx, cy, outer, zodiacInner, glyph, houseNumber, aspect } = WHEEL;
  const rotation = chart.ascendant?.longitude ?? 0;
  const at = (longitude: number, radius: number): Point => polar(longitude, radius, rotation, cx, cy);

  const houses = (chart.houses ?? []).map((cusp, i) => {
    const next = chart.houses![(i + 1) % 12]!;
    const span = (next - cusp + 360) % 360;
    return {
      number: i + 1,
      isAngle: i % 3 === 0,
      from: at(cusp, aspect),
      to: at(cusp, zodiacInner),
      label: at(cusp + span / 2, houseNumber),
    };
  });

  /** One ring of planet marks, glyphs spread apart; `place` says where a mark's parts are drawn. */
  const ring = (bodies: WheelInput["bodies"], place: (body: WheelBody, shown: number) => Pick<WheelMark, RingPart>) => {
    const names = Object.keys(bodies).filter((name): name is Planet => name in PLANET_GLYPHS && Boolean(bodies[name]));
    const spread = spreadLongitudes(
      names.map((name) => bodies[name]!.longitude),
      GLYPH_SEPARATION,
    );
    return names.map((name, i): WheelMark => {
      const body = bodies[name]!;
      return {
        name,
        glyph: PLANET_GLYPHS[name],
        longitude: body.longitude,
        displayLongitude: spread[i]!,
        sign: body.sign,
        degree: body.degree,
        retrograde: body.retrograde,
        ...place(body, spread[i]!),
        degreeLabel: formatDegreeMinute(body.degree),
        aspectAt: at(body.longitude, aspect),
      };
    });
  };
  const bodies = ring(chart.bodies, (body, shown) => ({
    house: body.house,
    degreeAt: at(shown, glyph - 27),
    tickOuter: at(body.longitude, zodiacInner),
    tickInner: at(body.longitude, zodiacInner - 8),
    glyphAt: at(shown, glyph),
    // Straight in from the glyph, towards the centre: clear of it and of its neighbours on the ring.
    retrogradeAt: at(shown, glyph - RETROGRADE_GAP),
    pointer: at(shown, glyph + 12),
  }));
  const position = new Map(bodies.map((b) => [b.name as string, b.aspectAt]));

  // A partner's planets (a bi-wheel) sit on a ring outside the zodiac; the angle labels beyond them.
  const partnerRing = outer + 20;
  const labelRadius = partner ? outer + 40 : outer + 8;
  const partnerBodies = partner
    ? ring(partner.bodies, (body, shown) => ({
        house: null,
        degreeAt: at(shown, partnerRing + 19),
        tickOuter: at(body.longitude, outer + 6),
        tickInner: at(body.longitude, outer),
        glyphAt: at(shown, partnerRing),
        // The outer ring is one glyph deep: the R sits beside the glyph, along the ring.
        retrogradeAt: at(shown + (RETROGRADE_GAP / partnerRing) * (180 / Math.PI), partnerRing),
        pointer: null,
      }))
    : [];

  const angle = (name: AngleName, longitude: number) => ({
    name,
    title: ANGLE_TITLES[name],
    sign: SIGN_INFO[Math.floor(normalizeDegrees(longitude) / 30) % 12]!.name,
    degreeLabel: formatDegreeMinute(normalizeDegrees(longitude) % 30),
    from: at(longitude, aspect),
    to: at(longitude, zodiacInner),
    // A short mark outside the ring points at the label; it never crosses the sign glyphs, nor a
    // partner's planets on the ring beyond (their glyphs may stand at the angle's very degree).
    markFrom: at(longitude, outer),
    markTo: at(longitude, outer + ANGLE_MARK),
    label: outsideLabel(at(longitude, labelRadius), cx, cy),
  });
  const angles = [
    ...(chart.ascendant ? [angle("ASC", chart.ascendant.longitude), angle("DSC", chart.ascendant.longitude + 180)] : []),
    ...(chart.midheaven ? [angle("MC", chart.midheaven.longitude), angle("IC", chart.midheaven.longitude + 180)] : []),
  ];

  const kindOf = (type: string) => (type === "trine" || type === "sextile" ? ("soft" as const) : ("hard" as const));
  const aspects = chart.aspects
    .filter((a) => a.type !== "conjunction" && position.has(a.a) && position.has(a.b))
    .map((a) => ({ key: `${a.a}-${a.b}-${a.type}`, type: a.type, kind: kindOf(a.type), cross: false, from: position.get(a.a)!, to: position.get(a.b)! }));
  // A bi-wheel's contacts run from the chart's planet to the partner's (a conjunction would be a dot).
  const partnerPosition = new Map(partnerBodies.map((b) => [b.name as string, b.aspectAt]));
  for (const c of crossAspects) {
    const from = position.get(c.a);
    const to = partnerPosition.get(c.b);
    if (from && to && c.type !== "conjunction") aspects.push({ key: `${c.a}-x-${c.b}-${c.type}`, type: c.type, kind: kindOf(c.type), cross: true, from, to });
  }

  return {
    size: WHEEL.size,
    cx,
    cy,
    radii: { outer, zodiacInner, glyph, aspect, partner: partner ? partnerRing : null },
    rotation,
    signs: signRing(at),
    houses,
    bodies,
    aspects,
    ascendant: chart.ascendant ? at(chart.ascendant.longitude, outer + 2) : null,
    ticks: tickRings(rotation, zodiacInner),
    angles,
    partnerBodies,
    /** Room around the wheel for the angle labels (and a partner's ring). */
    margin: partner ? 64 : 34,
    midheaven: chart.midheaven ? { from: at(chart.midheaven.longitude, aspect), to: at(chart.midheaven.longitude, zodiacInner) } : null,
    /** "sign" for a chart placed by sign alone (signWheelModel), with its rising sign. */
    precision: "degree" as "degree" | "sign",
    rising: chart.ascendant ? SIGN_INFO[Math.floor(normalizeDegrees(chart.ascendant.longitude) / 30) % 12]!.name : (null as string | null),
  };
}
export type WheelModel = ReturnType<typeof buildWheelModel>;

const signIndex = (sign: string) => SIGN_INFO.findIndex((info) => info.name === sign);

/**
 * Where planets placed by sign alone stand on the ring: spaced evenly inside their sign, in the order
 * given (the chart's fixed order of planets, never their degrees), so the drawing tells no more than
 * the signs. Longitudes in the order of the input; a body of no known sign is left out (NaN).
 */
export function signPlacements(bodies: readonly { sign: string }[]): number[] {
  const counts = new Map<string, number>();
  for (const body of bodies) counts.set(body.sign, (counts.get(body.sign) ?? 0) + 1);
  const placed = new Map<string, number>();
  return bodies.map((body) => {
    const index = signIndex(body.sign);
    const nth = placed.get(body.sign) ?? 0;
    placed.set(body.sign, nth + 1);
    return index < 0 ? Number.NaN : index * 30 + (30 * (nth + 0.5)) / counts.get(body.sign)!;
  });
}

/**
 * The wheel of a chart placed by sign alone (a shared card with private birth details): the zodiac
 * ring turned so the rising sign begins at the left (Aries without one), each planet's glyph inside
 * its sign — no degree ticks, houses, angles or aspects. A crowded sign staggers its glyphs inwards.
 */
export function signWheelModel(chart: SignWheel): WheelModel {
  const { cx, cy, outer, zodiacInner, glyph, aspect } = WHEEL;
  const rising = chart.rising !== null && signIndex(chart.rising) >= 0 ? chart.rising : null;
  const rotation = rising ? signIndex(rising) * 30 : 0;
  const at = (longitude: number, radius: number): Point => polar(longitude, radius, rotation, cx, cy);
  const shown = chart.bodies.filter((body): body is { name: Planet; sign: string } => body.name in PLANET_GLYPHS && signIndex(body.sign) >= 0);
  const longitudes = signPlacements(shown);
  const counts = new Map<string, number>();
  for (const body of shown) counts.set(body.sign, (counts.get(body.sign) ?? 0) + 1);
  const nth = new Map<string, number>();
  const bodies = shown.map((body, i): WheelMark => {
    const longitude = longitudes[i]!;
    const k = nth.get(body.sign) ?? 0;
    nth.set(body.sign, k + 1);
    const radius = counts.get(body.sign)! > 3 && k % 2 === 1 ? glyph - 24 : glyph;
    return {
      name: body.name,
      glyph: PLANET_GLYPHS[body.name],
      longitude: null,
      displayLongitude: longitude,
      sign: body.sign,
      degree: null,
      degreeLabel: null,
      retrograde: false,
      house: null,
      degreeAt: at(longitude, radius - 27),
      tickOuter: null,
      tickInner: null,
      glyphAt: at(longitude, radius),
      retrogradeAt: at(longitude, radius - RETROGRADE_GAP),
      pointer: null,
      aspectAt: at(longitude, aspect),
    };
  });
  return {
    size: WHEEL.size,
    cx,
    cy,
    radii: { outer, zodiacInner, glyph, aspect, partner: null },
    rotation,
    signs: signRing(at),
    houses: [],
    bodies,
    aspects: [],
    ascendant: null,
    ticks: [],
    angles: [],
    partnerBodies: [],
    margin: 34,
    midheaven: null,
    precision: "sign",
    rising,
  };
}
