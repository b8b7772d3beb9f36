/**
 * Readings of the solar return (Birth tab, Premium). Original: the return's rising sign sets the
 * year's manner, the house the Sun falls in its main arena, and the Sun's closest contact its
 * strongest push; each table in its own words.
 */
import type { Locale } from "~/i18n/locales";
import type { Planet } from "../constants";
import type { SolarReturn } from "../solar-return";
import { banks, longDate } from "./banks";
import { fill } from "./template";

/** The return's reading: when and where, the rising sign and the Sun's house (with a time), the Sun's closest contact. */
export function solarReturnReading(r: Pick<SolarReturn, "instant" | "place" | "timeKnown" | "chart">, locale: Locale = "en"): string {
  const { solarReturn: W, lexicon: L } = banks(locale);
  const parts = [fill(W.OPENING, { date: longDate(r.instant, locale), place: r.place.name })];
  const { chart } = r;
  if (r.timeKnown && chart.ascendant) {
    parts.push(W.RETURN_RISING[chart.ascendant.sign]);
    const house = chart.bodies.Sun.house;
    if (house) parts.push(W.RETURN_SUN_HOUSE[String(house) as keyof typeof W.RETURN_SUN_HOUSE]);
  } else {
    parts.push(W.UNTIMED);
  }
  const contact = chart.aspects.find((a) => a.a === "Sun" || a.b === "Sun");
  if (contact) {
    const other = (contact.a === "Sun" ? contact.b : contact.a) as Exclude<Planet, "Sun">;
    parts.push(fill(W.CONTACT, { aspect: W.ASPECT_WORDS[contact.type], other: L.planets[other].name, meaning: W.RETURN_SUN_CONTACT[other] }));
  } else {
    parts.push(W.NO_CONTACT);
  }
  return parts.join(L.gap);
}
