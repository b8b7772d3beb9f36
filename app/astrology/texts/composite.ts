/**
 * Readings of the composite chart (Match report). Original: the composite Sun's sign is the couple's
 * shared purpose, its closest aspect the pair's strongest current.
 */
import type { Locale } from "~/i18n/locales";
import type { Planet } from "../constants";
import type { CompositeChart } from "../composite";
import { banks } from "./banks";
import { fill } from "./template";

/** The composite reading: the Sun's sign, its closest aspect, and the angles (or why they are missing). */
export function compositeReading(c: CompositeChart, names: { a: string; b: string }, locale: Locale = "en"): string {
  const { composite: W, lexicon: L } = banks(locale);
  const parts = [W.COMPOSITE_SUN[c.bodies.Sun.sign]];
  const contact = c.aspects.find((x) => x.a === "Sun" || x.b === "Sun");
  if (contact) {
    const other = contact.a === "Sun" ? contact.b : contact.a;
    parts.push(fill(W.CONTACT, { ...names, current: W.CURRENT[contact.type], other: L.planets[other as Planet].name, orb: contact.orb.toFixed(1) }));
  }
  if (c.ascendant) parts.push(fill(W.RISING, { sign: L.signs[c.ascendant.sign].name }));
  else if (c.anglesNote) parts.push(c.anglesNote);
  return parts.join(L.gap);
}
