/** Everything the chart wheel draws, computed from a chart (pure; the SVG component only renders it). */
import { PLANET_GLYPHS, SIGN_INFO, type Planet } from "~/astrology/constants";
import { GLYPH_SEPARATION, polar, spreadLongitudes, WHEEL, type Point } from "./geometry";

export type WheelBody = { longitude: number; sign: string; degree: number; retrograde: boolean; house: number | null };
export type WheelAspect = { a: string; b: string; type: string; angle: number; orb: number };
export type WheelInput = {
  bodies: Partial<Record<string, WheelBody>>;
  ascendant: { longitude: number; sign: string } | null;
  midheaven: { longitude: number; sign: string } | null;
  houses: number[] | null;
  aspects: WheelAspect[];
};

const ELEMENT_OF = ["fire", "earth", "air", "water"] as const;
export type ElementName = (typeof ELEMENT_OF)[number];

export function wheelModel(chart: WheelInput) {
  const { cx, cy, outer, zodiacInner, glyph, houseNumber, aspect } = WHEEL;
  const rotation = chart.ascendant?.longitude ?? 0;
  const at = (longitude: number, radius: number): Point => polar(longitude, radius, rotation, cx, cy);

  const signs = SIGN_INFO.map((info, i) => {
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

  const names = Object.keys(chart.bodies).filter((name): name is Planet => name in PLANET_GLYPHS && Boolean(chart.bodies[name]));
  const spread = spreadLongitudes(
    names.map((name) => chart.bodies[name]!.longitude),
    GLYPH_SEPARATION,
  );
  const bodies = names.map((name, i) => {
    const body = chart.bodies[name]!;
    return {
      name,
      glyph: PLANET_GLYPHS[name],
      longitude: body.longitude,
      displayLongitude: spread[i]!,
      sign: body.sign,
      degree: body.degree,
      retrograde: body.retrograde,
      tickOuter: at(body.longitude, zodiacInner),
      tickInner: at(body.longitude, zodiacInner - 8),
      glyphAt: at(spread[i]!, glyph),
      retrogradeAt: at(spread[i]!, glyph - 15),
      pointer: at(spread[i]!, glyph + 12),
      aspectAt: at(body.longitude, aspect),
    };
  });
  const position = new Map(bodies.map((b) => [b.name as string, b.aspectAt]));

  const aspects = chart.aspects
    .filter((a) => a.type !== "conjunction" && position.has(a.a) && position.has(a.b))
    .map((a) => ({
      ...a,
      kind: a.type === "trine" || a.type === "sextile" ? ("soft" as const) : ("hard" as const),
      from: position.get(a.a)!,
      to: position.get(a.b)!,
    }));

  return {
    size: WHEEL.size,
    cx,
    cy,
    radii: { outer, zodiacInner, glyph, aspect },
    rotation,
    signs,
    houses,
    bodies,
    aspects,
    ascendant: chart.ascendant ? at(chart.ascendant.longitude, outer + 2) : null,
    midheaven: chart.midheaven ? { from: at(chart.midheaven.longitude, aspect), to: at(chart.midheaven.longitude, zodiacInner) } : null,
  };
}
export type WheelModel = ReturnType<typeof wheelModel>;
