/**
 * Readings of the composite chart (Match report). Original: the composite Sun's sign is the couple's
 * shared purpose, its closest aspect the pair's strongest current.
 */
import type { Sign } from "../constants";
import type { CompositeChart } from "../composite";

export const COMPOSITE_SUN: Record<Sign, string> = {
  Aries: "A composite Sun in Aries makes this a pair that starts things: you push each other to act first and argue later.",
  Taurus: "A composite Sun in Taurus gives the pair a taste for steady comforts; shared money, a home and routines hold you together.",
  Gemini: "A composite Sun in Gemini makes conversation the glue; you are at your best swapping ideas, plans and jokes.",
  Cancer: "A composite Sun in Cancer turns the pair toward shelter: a household, family rituals and looking after each other.",
  Leo: "A composite Sun in Leo wants the relationship seen and celebrated; generosity and shared creative projects warm it.",
  Virgo: "A composite Sun in Virgo builds the bond through useful work: practical help, shared tasks and careful improvement.",
  Libra: "A composite Sun in Libra puts partnership itself at the centre; fairness, courtesy and beauty keep you in step.",
  Scorpio: "A composite Sun in Scorpio makes an intense, loyal pair that trusts slowly and changes each other deeply.",
  Sagittarius: "A composite Sun in Sagittarius sends the pair travelling, studying or believing together; room to roam keeps it alive.",
  Capricorn: "A composite Sun in Capricorn makes the relationship a long project with goals, standards and a shared reputation.",
  Aquarius: "A composite Sun in Aquarius is a friendship first: independent lives, a common cause and respect for each other's oddities.",
  Pisces: "A composite Sun in Pisces gives the pair a gentle, imaginative bond where empathy matters more than rules.",
};

const CURRENT: Record<string, string> = {
  conjunction: "fuses with",
  sextile: "cooperates with",
  square: "pushes against",
  trine: "flows with",
  opposition: "pulls against",
};

/** The composite reading: the Sun's sign, its closest aspect, and the angles (or why they are missing). */
export function compositeReading(c: CompositeChart, names: { a: string; b: string }): string {
  const parts = [COMPOSITE_SUN[c.bodies.Sun.sign]];
  const contact = c.aspects.find((x) => x.a === "Sun" || x.b === "Sun");
  if (contact) {
    const other = contact.a === "Sun" ? contact.b : contact.a;
    parts.push(`In the chart of ${names.a} and ${names.b} together the Sun ${CURRENT[contact.type]} ${other}, within ${contact.orb.toFixed(1)}°, the strongest current in the relationship.`);
  }
  if (c.ascendant) parts.push(`With ${c.ascendant.sign} rising, others first meet the two of you as a ${c.ascendant.sign} couple.`);
  else if (c.anglesNote) parts.push(c.anglesNote);
  return parts.join(" ");
}
