/**
 * "You and {name} today": the day's strongest transit to the composite chart of two people (the
 * midpoints of their planets). The Moon's midpoint counts only when both birth times are known; the
 * positions are the sky's at local noon, like the rest of the day's reading.
 */
import { norm360, type Planet } from "./constants";
import type { DaySky } from "./daily";
import type { ChartData } from "./natal";
import { capitalise, hash32 } from "./texts/pick";
import { fill } from "./texts/template";
import { aspectBetween, orbTenths, type AspectType } from "./western";
import { banks } from "./texts/banks";
import type { Locale } from "~/i18n/locales";

const POINTS = ["Sun", "Moon", "Mercury", "Venus", "Mars", "Jupiter", "Saturn"] as const;
export type CompositePoint = (typeof POINTS)[number];

const ORB: Record<Planet, number> = { Sun: 2, Moon: 3, Mercury: 2, Venus: 2, Mars: 2, Jupiter: 1.5, Saturn: 1.5, Uranus: 1, Neptune: 1, Pluto: 1 };
const WEIGHT: Record<Planet, number> = { Sun: 1.2, Moon: 0.7, Mercury: 0.9, Venus: 1.2, Mars: 1.1, Jupiter: 1.1, Saturn: 1.1, Uranus: 1, Neptune: 1, Pluto: 1 };
const POINT_WEIGHT: Record<CompositePoint, number> = { Sun: 1.3, Moon: 1.3, Venus: 1.3, Mars: 1.1, Mercury: 0.9, Jupiter: 0.8, Saturn: 0.9 };

export interface TogetherToday {
  /** Null on a day when no planet is within orb of the composite chart. */
  transit: { planet: Planet; point: CompositePoint; type: AspectType; orb: number } | null;
  /** One or two sentences for the Daily tab. */
  text: string;
}

/** The midpoint on the shorter arc between two longitudes. */
export function midpoint(a: number, b: number): number {
  const d = norm360(b - a);
  return norm360(d <= 180 ? a + d / 2 : a + (d - 360) / 2);
}

export function togetherToday(you: ChartData, them: ChartData, sky: DaySky, name: string, locale: Locale = "en"): TogetherToday {
  const { together: W, lexicon: L } = banks(locale);
  let best: (TogetherToday["transit"] & { score: number }) | null = null;
  for (const point of POINTS) {
    if (point === "Moon" && !(you.timeKnown && them.timeKnown)) continue;
    const at = midpoint(you.bodies[point].longitude, them.bodies[point].longitude);
    for (const body of sky.bodies) {
      const aspect = aspectBetween(body.longitude, at, ORB[body.planet] / 8);
      if (!aspect || aspect.orb > ORB[body.planet]) continue;
      const score = (1 - aspect.orb / (ORB[body.planet] * 1.15)) * WEIGHT[body.planet] * POINT_WEIGHT[point];
      if (!best || score > best.score) best = { planet: body.planet, point, type: aspect.type, orb: orbTenths(aspect.orb), score };
    }
  }
  const seed = hash32(`${name}|${sky.date}`);
  if (!best) return { transit: null, text: fill(W.TOGETHER_QUIET[seed % W.TOGETHER_QUIET.length]!, { name }) };
  const { score: _score, ...transit } = best;
  const tone = transit.type === "conjunction" ? "strong" : transit.type === "trine" || transit.type === "sextile" ? "easy" : "tense";
  const fact = fill(W.FACT, {
    T: capitalise(L.planets[transit.planet].the),
    verb: W.VERB[transit.type],
    point: L.planets[transit.point].name,
    orb: transit.orb < 0.1 ? W.ORB_UNDER : transit.orb.toFixed(1),
    meaning: W.COMPOSITE_POINT[transit.point],
  });
  const lines = W.TOGETHER_LINES[tone];
  return { transit, text: `${fact}${L.gap}${fill(lines[seed % lines.length]!, { name })}` };
}
