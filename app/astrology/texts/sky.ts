/**
 * The paragraph of /sky: a few sentences written from one day's facts (the Moon's phase, sign and
 * changes, its void-of-course stretch, the Sun, what turns or enters that day, the retrograde planets
 * and the tightest contact between two planets). Every figure comes from the facts; the wording
 * rotates with the date so neighbouring days do not read alike.
 */
import type { Planet, Sign } from "../constants";
import type { AspectType } from "../western";
import type { EclipseType } from "../forecast";
import type { Locale } from "~/i18n/locales";
import { banks, listJoin, type Banks } from "./banks";
import { article, pick, hash32 } from "./pick";
import { fill } from "./template";

export interface SkyDayFacts {
  date: string;
  moon: { phase: string; sign: Sign; percent: number; waxing: boolean };
  /** The Moon's change of sign that day, with its time on the day's clock. */
  moonIngress: { from: Sign; to: Sign; time: string } | null;
  /** Void-of-course stretches touching the day, their ends in words ("3:10 PM UTC", "Thursday 9:02 AM UTC"). */
  voids: { start: string; end: string; planet: Planet; type: AspectType }[];
  sun: { sign: Sign; degree: string };
  /** That day's own events, with times. */
  ingresses: { planet: Planet; to: Sign; time: string; backwards: boolean }[];
  stations: { planet: Planet; direction: "retrograde" | "direct"; time: string }[];
  lunation: { phase: string; sign: Sign; time: string; eclipse: "solar" | "lunar" | null; eclipseType: EclipseType | null } | null;
  retrograde: Planet[];
  /** The closest aspect between two planets other than the Moon at noon. */
  closest: { a: Planet; b: Planet; type: AspectType; orb: number } | null;
}

type Words = Banks["sky"];
type Lexicon = Banks["lexicon"];

function moonSentence(f: SkyDayFacts, seed: number, W: Words, L: Lexicon): string {
  const { sign, percent, waxing } = f.moon;
  const phase = W.PHASES[f.moon.phase as keyof Words["PHASES"]];
  return fill(pick(W.MOON, seed, 1), { sign: L.signs[sign].name, phase, percent: String(percent), trend: L.trend[waxing ? "waxing" : "waning"] });
}

function ingressSentence(f: SkyDayFacts, seed: number, W: Words, L: Lexicon): string | null {
  const m = f.moonIngress;
  return m ? fill(pick(W.INGRESS, seed, 2), { time: m.time, from: L.signs[m.from].name, to: L.signs[m.to].name }) : null;
}

function voidSentence(f: SkyDayFacts, seed: number, W: Words, L: Lexicon): string {
  if (f.voids.length === 0) return pick(W.NO_VOID, seed, 3);
  return f.voids
    .map((v) => fill(pick(W.VOID, seed, 4), { start: v.start, end: v.end, aspect: fill(W.VOID_ASPECT, { noun: W.ASPECT_NOUN[v.type], planet: L.planets[v.planet].name }) }))
    .join(" ");
}

function eventSentences(f: SkyDayFacts, W: Words, L: Lexicon): string[] {
  const out: string[] = [];
  if (f.lunation) {
    const l = f.lunation;
    const kind = l.eclipseType ? W.ECLIPSE_TYPES[l.eclipseType] : "";
    const name = fill(W.LUNATION_NAMES[l.eclipse ?? "none"], { a: article(kind || (l.eclipse ?? "")), kind, phase: L.phases[l.phase as keyof Lexicon["phases"]] });
    out.push(fill(W.LUNATION, { name, sign: L.signs[l.sign].name, time: l.time }));
  }
  for (const s of f.stations) out.push(fill(W.STATION, { planet: L.planets[s.planet].name, dir: L.directions[s.direction], time: s.time }));
  for (const i of f.ingresses) out.push(fill(W.PLANET_INGRESS[i.backwards ? "back" : "forward"], { planet: L.planets[i.planet].name, to: L.signs[i.to].name, time: i.time }));
  return out;
}

function retroSentence(f: SkyDayFacts, seed: number, W: Words, L: Lexicon): string {
  const r = f.retrograde.map((p) => L.planets[p].name);
  if (r.length === 0) return pick(W.NO_RETRO, seed, 6);
  if (r.length === 1) return fill(W.ONE_RETRO, { planet: r[0]! });
  return fill(pick(W.RETRO, seed, 7), { list: listJoin(r, L.list) });
}

function closestSentence(f: SkyDayFacts, seed: number, W: Words, L: Lexicon): string | null {
  const c = f.closest;
  if (!c) return null;
  const orb = c.orb < 0.1 ? W.ORB.exact : fill(W.ORB.near, { orb: c.orb.toFixed(1) });
  return fill(pick(W.CLOSEST, seed, 8), { a: L.planets[c.a].name, b: L.planets[c.b].name, noun: W.ASPECT_NOUN[c.type], orb });
}

/** The day's paragraph, as sentences. */
export function writeSkyDay(f: SkyDayFacts, locale: Locale = "en"): string[] {
  const { sky: W, lexicon: L } = banks(locale);
  const seed = hash32(`sky|${f.date}`);
  const sun = fill(pick(W.SUN, seed, 5), { deg: f.sun.degree, sign: L.signs[f.sun.sign].name });
  return [
    moonSentence(f, seed, W, L),
    ingressSentence(f, seed, W, L),
    voidSentence(f, seed, W, L),
    sun,
    ...eventSentences(f, W, L),
    retroSentence(f, seed, W, L),
    closestSentence(f, seed, W, L),
  ].filter((s): s is string => s !== null);
}
