/**
 * The paragraph of /sky: a few sentences written from one day's facts (the Moon's phase, sign and
 * changes, its void-of-course stretch, the Sun, what turns or enters that day, the retrograde planets
 * and the tightest contact between two planets). Every figure comes from the facts; the wording
 * rotates with the date so neighbouring days do not read alike.
 */
import type { Planet, Sign } from "../constants";
import type { AspectType } from "../western";
import type { EclipseType } from "../forecast";
import { article, pick, hash32 } from "./pick";

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

const ASPECT_NOUN: Record<AspectType, string> = { conjunction: "conjunction", sextile: "sextile", square: "square", trine: "trine", opposition: "opposition" };

function list(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function moonSentence(f: SkyDayFacts, seed: number): string {
  const { sign, percent, waxing } = f.moon;
  const trend = waxing ? "waxing" : "waning";
  // "Waxing Crescent" → "waxing crescent", "Full Moon" → "full Moon".
  const phase = f.moon.phase.toLowerCase().replace("moon", "Moon");
  return pick(
    [
      `The Moon is in ${sign} in its ${phase} phase, ${percent}% lit and ${trend}.`,
      `${sign} holds the Moon, ${percent}% lit and ${trend}: its ${phase} phase.`,
      `${percent}% of the Moon's disc is lit as it crosses ${sign}, ${trend}, in its ${phase} phase.`,
    ],
    seed,
    1,
  );
}

function ingressSentence(f: SkyDayFacts, seed: number): string | null {
  const m = f.moonIngress;
  if (!m) return null;
  return pick(
    [`At ${m.time} it leaves ${m.from} for ${m.to}.`, `It crosses from ${m.from} into ${m.to} at ${m.time}.`, `${m.to} takes the Moon over from ${m.from} at ${m.time}.`],
    seed,
    2,
  );
}

function voidSentence(f: SkyDayFacts, seed: number): string {
  if (f.voids.length === 0) {
    return pick(["No void-of-course stretch touches this day: the Moon keeps aspecting the planets from midnight to midnight.", "The Moon is never void of course on this day."], seed, 3);
  }
  return f.voids
    .map((v) => {
      const aspect = `a ${ASPECT_NOUN[v.type]} to ${v.planet}`;
      return pick(
        [`It is void of course from ${v.start} to ${v.end}, after ${aspect}.`, `After ${aspect}, the Moon runs void of course from ${v.start} until ${v.end}.`],
        seed,
        4,
      );
    })
    .join(" ");
}

function sunSentence(f: SkyDayFacts, seed: number): string {
  return pick([`The Sun stands at ${f.sun.degree} ${f.sun.sign}.`, `The Sun is ${f.sun.degree} into ${f.sun.sign}.`], seed, 5);
}

function eventSentences(f: SkyDayFacts): string[] {
  const out: string[] = [];
  if (f.lunation) {
    const l = f.lunation;
    const kind = l.eclipseType ? `${l.eclipseType} ` : "";
    const name = l.eclipse === "solar" ? `${article(kind || "s")} ${kind}solar eclipse at the New Moon` : l.eclipse === "lunar" ? `${article(kind || "l")} ${kind}lunar eclipse at the Full Moon` : `the ${l.phase}`;
    out.push(`The day holds ${name} in ${l.sign}, exact at ${l.time}.`);
  }
  for (const s of f.stations) out.push(`${s.planet} stations ${s.direction} at ${s.time}.`);
  for (const i of f.ingresses) out.push(`${i.planet} ${i.backwards ? "steps back into" : "enters"} ${i.to} at ${i.time}.`);
  return out;
}

function retroSentence(f: SkyDayFacts, seed: number): string {
  const r = f.retrograde;
  if (r.length === 0) return pick(["Every planet moves forward through the zodiac.", "No planet is retrograde."], seed, 6);
  if (r.length === 1) return `${r[0]} is the only planet retrograde.`;
  return pick([`${list(r)} are retrograde.`, `Retrograde: ${list(r)}.`], seed, 7);
}

function closestSentence(f: SkyDayFacts, seed: number): string | null {
  const c = f.closest;
  if (!c) return null;
  const orb = c.orb < 0.1 ? "all but exact" : `${c.orb.toFixed(1)}° from exact`;
  return pick([`The tightest contact among the planets is ${c.a}'s ${ASPECT_NOUN[c.type]} to ${c.b}, ${orb}.`, `${c.a} and ${c.b} form the day's closest aspect, a ${ASPECT_NOUN[c.type]} ${orb}.`], seed, 8);
}

/** The day's paragraph, as sentences. */
export function writeSkyDay(f: SkyDayFacts): string[] {
  const seed = hash32(`sky|${f.date}`);
  return [moonSentence(f, seed), ingressSentence(f, seed), voidSentence(f, seed), sunSentence(f, seed), ...eventSentences(f), retroSentence(f, seed), closestSentence(f, seed)].filter(
    (s): s is string => s !== null,
  );
}
