/** Short texts of the year-ahead forecast (transits, stations, ingresses, lunations). */
import type { Planet, Sign } from "../constants";

type Slow = "Jupiter" | "Saturn" | "Uranus" | "Neptune" | "Pluto";

const TRANSITER: Record<Slow, string> = {
  Jupiter: "room to grow, a wider view and a generous helping of confidence",
  Saturn: "a test of structure: what is solid stays, what is hollow asks to be rebuilt",
  Uranus: "a jolt of change, sudden openings and a wish to break a pattern",
  Neptune: "softer edges, inspiration and a need to check what is real",
  Pluto: "a slow, deep reshaping of where your power and your attachments lie",
};

const NATAL: Record<string, string> = {
  Sun: "your sense of self and direction",
  Moon: "your moods, home and private needs",
  Mercury: "how you think, speak and decide",
  Venus: "love, money and what you enjoy",
  Mars: "your drive, anger and appetite for action",
  Ascendant: "how you meet the world and how it sees you",
  Midheaven: "your work, reputation and public aims",
};

const ASPECT_TONE: Record<string, string> = {
  conjunction: "It lands right on the point, so the theme is loud and personal.",
  opposition: "It pulls from the far side of the chart: other people bring the theme to you.",
  square: "The angle is tense; friction here is the push to act.",
  trine: "The angle is easy; use the tailwind instead of coasting on it.",
  sextile: "A gentle opening: it rewards a small, deliberate step.",
};

const ASPECT_VERB: Record<string, string> = {
  conjunction: "meets",
  opposition: "opposes",
  square: "squares",
  trine: "trines",
  sextile: "sextiles",
};

export function transitText(planet: Planet, aspect: string, target: string): string {
  const theme = TRANSITER[planet as Slow] ?? "a change of pace";
  return `${planet} ${ASPECT_VERB[aspect] ?? aspect} your natal ${target}: ${theme}, touching ${NATAL[target] ?? target}. ${ASPECT_TONE[aspect] ?? ""}`.trim();
}

const STATION: Record<string, string> = {
  Mercury: "messages, plans and travel",
  Venus: "relationships and spending",
  Mars: "effort, conflict and physical energy",
  Jupiter: "growth and belief",
  Saturn: "duties and long-term commitments",
  Uranus: "the urge for freedom and change",
  Neptune: "dreams, ideals and illusions",
  Pluto: "power, control and what you are ready to release",
};

export function stationText(planet: Planet, direction: "retrograde" | "direct"): string {
  const area = STATION[planet] ?? "its themes";
  return direction === "retrograde"
    ? `${planet} stands still and turns retrograde: a season to review ${area} rather than push them forward.`
    : `${planet} stands still and turns direct: what was reviewed in ${area} can move ahead again.`;
}

const SIGN_TONE: Record<Sign, string> = {
  Aries: "bold starts and quick decisions",
  Taurus: "patience, comfort and steady value",
  Gemini: "curiosity, talk and many small connections",
  Cancer: "home, family and emotional safety",
  Leo: "pride, play and being seen",
  Virgo: "craft, health and useful detail",
  Libra: "partnership, fairness and balance",
  Scorpio: "intensity, trust and shared resources",
  Sagittarius: "travel, learning and big ideas",
  Capricorn: "ambition, structure and the long game",
  Aquarius: "friends, causes and the future",
  Pisces: "imagination, compassion and letting go",
};

export function ingressText(planet: Planet, sign: Sign, backwards: boolean): string {
  const verb = backwards ? "steps back into" : "enters";
  return `${planet} ${verb} ${sign}: for the collective, a change of weather towards ${SIGN_TONE[sign]}.`;
}

export function lunationText(phase: "new" | "full", sign: Sign, eclipse: "solar" | "lunar" | null, type: string | null = null): string {
  const kind = type ? `${type.charAt(0).toUpperCase()}${type.slice(1)} ${eclipse}` : `${eclipse === "solar" ? "Solar" : "Lunar"}`;
  if (phase === "new") {
    const base = `New Moon in ${sign}: plant an intention about ${SIGN_TONE[sign]}.`;
    return eclipse ? `${kind} eclipse. ${base} Eclipses speed things up; beginnings now tend to stick.` : base;
  }
  const base = `Full Moon in ${sign}: something around ${SIGN_TONE[sign]} comes to a head or into view.`;
  return eclipse ? `${kind} eclipse. ${base} Expect an ending or a release that clears space.` : base;
}
