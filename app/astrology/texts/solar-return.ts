/**
 * Readings of the solar return (Birth tab, Premium). Original: the return's rising sign sets the
 * year's manner, the house the Sun falls in its main arena, and the Sun's closest contact its
 * strongest push; each table in its own words.
 */
import { longDate } from "./long-date";
import type { Planet, Sign } from "../constants";
import type { SolarReturn } from "../solar-return";

export const RETURN_RISING: Record<Sign, string> = {
  Aries: "Aries rising on the return makes this a year you meet head-on: quicker decisions, a body that wants exercise, and less patience for committees.",
  Taurus: "Taurus rising on the return slows the year to a steady walk; income, comfort and the things you own set the pace, and what you build lasts.",
  Gemini: "Gemini rising on the return fills the calendar with errands, letters and short journeys; you will be talking your way into most opportunities.",
  Cancer: "Cancer rising on the return turns the year homeward: family, the state of your rooms and whom you feed at your table carry more weight than usual.",
  Leo: "Leo rising on the return puts you on stage for twelve months; take the visible role, dress for it, and let creative work carry your name.",
  Virgo: "Virgo rising on the return asks for order: routines, health habits and a job done carefully are the year's quiet achievements.",
  Libra: "Libra rising on the return makes partners the lens of the year; agreements, courtship and mediation come to you whether or not you seek them.",
  Scorpio: "Scorpio rising on the return brings an intense, private year; what is hidden surfaces, and you are braver about money and intimacy than you expect.",
  Sagittarius: "Sagittarius rising on the return opens the map: study, travel and a wider circle of ideas pull you past last year's borders.",
  Capricorn: "Capricorn rising on the return sets a working year: a goal with a deadline, a title earned the hard way, and respect that follows.",
  Aquarius: "Aquarius rising on the return favours experiment; friends, networks and an unconventional plan shape the months more than tradition does.",
  Pisces: "Pisces rising on the return softens the edges of the year; intuition, art and retreat serve you better than force, and boundaries need watching.",
};

/** The house the return Sun occupies: the year's main arena. */
export const RETURN_SUN_HOUSE: Record<number, string> = {
  1: "With the return Sun in the 1st house the year is about you personally: appearance, health and a new start you lead yourself.",
  2: "The return Sun in the 2nd house points the year at earnings, savings and what you value enough to pay for.",
  3: "The return Sun in the 3rd house lights up learning, writing, siblings and the neighbourhood you move through daily.",
  4: "The return Sun in the 4th house roots the year at home: a move, a renovation or time given to parents and family.",
  5: "The return Sun in the 5th house favours romance, children, play and any work that lets you create for its own sake.",
  6: "The return Sun in the 6th house makes work habits and health the project; small daily changes bring the year's gains.",
  7: "The return Sun in the 7th house centres the year on one other person: a partner, a client, sometimes an opponent.",
  8: "The return Sun in the 8th house brings shared money, debts, inheritances and emotional depth to the front.",
  9: "The return Sun in the 9th house calls for a long journey, a course of study, a publication or a question of belief.",
  10: "The return Sun in the 10th house is the career year: promotion, public recognition and more responsibility.",
  11: "The return Sun in the 11th house grows your circle; friends, groups and long-range wishes move forward together.",
  12: "The return Sun in the 12th house asks for rest and reflection before the next cycle; work behind the scenes pays off.",
};

/** The planet the return Sun touches most closely: what presses on the year. */
export const RETURN_SUN_CONTACT: Record<Exclude<Planet, "Sun">, string> = {
  Moon: "feelings and family affairs are tied closely to your aims this year",
  Mercury: "plans, paperwork and conversations decide more than usual",
  Venus: "affection, pleasure and money come easily when you ask plainly",
  Mars: "energy runs high and needs a target, or it turns into friction",
  Jupiter: "doors open and generosity returns to you, if you avoid overreach",
  Saturn: "commitments harden into structure; slow work now pays for years",
  Uranus: "a sudden change of course is likely, and freedom matters more than safety",
  Neptune: "ideals and imagination lead, and details need a second look",
  Pluto: "something ends so that something stronger can begin",
};

const ASPECT_WORDS: Record<string, string> = {
  conjunction: "joins",
  sextile: "is sextile",
  square: "squares",
  trine: "is trine",
  opposition: "opposes",
};


/** The return's reading: when and where, the rising sign and the Sun's house (with a time), the Sun's closest contact. */
export function solarReturnReading(r: Pick<SolarReturn, "instant" | "place" | "timeKnown" | "chart">): string {
  const parts = [`The Sun came back to its birth degree on ${longDate(r.instant)} (UT), opening this birthday year; the return is cast for ${r.place.name}.`];
  const { chart } = r;
  if (r.timeKnown && chart.ascendant) {
    parts.push(RETURN_RISING[chart.ascendant.sign]);
    const house = chart.bodies.Sun.house;
    if (house) parts.push(RETURN_SUN_HOUSE[house]!);
  } else {
    parts.push("Without a birth time the return's hour is uncertain by up to half a day, so its rising sign and houses are not read; the planets' signs hold all the same.");
  }
  const contact = chart.aspects.find((a) => a.a === "Sun" || a.b === "Sun");
  if (contact) {
    const other = (contact.a === "Sun" ? contact.b : contact.a) as Exclude<Planet, "Sun">;
    parts.push(`In the return chart the Sun ${ASPECT_WORDS[contact.type]}${contact.type === "sextile" || contact.type === "trine" ? " to" : ""} ${other}: ${RETURN_SUN_CONTACT[other]}.`);
  } else {
    parts.push("The return Sun makes no close aspect, which leaves the year's direction to your own choices more than to any single pressure.");
  }
  return parts.join(" ");
}
