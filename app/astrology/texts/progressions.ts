/**
 * Readings of the secondary progressions (Daily tab's year ahead, Birth tab). Original; one text per
 * sign for the progressed Moon (the two and a half years it spends there) and for the progressed Sun
 * (the three decades of a progressed Sun sign), each in its own words.
 */
import { longDate } from "./long-date";
import { formatDegreeMinute, type Sign } from "../constants";
import type { MoonIngress, ProgressedPoint, Progressions } from "../progressions";

export const PROGRESSED_MOON: Record<Sign, string> = {
  Aries:
    "A progressed Moon in Aries opens a fresh lunar cycle of about twenty-eight years in miniature: impatience with waiting rooms, a taste for starting things on Monday rather than next month, and feelings that flare and clear quickly. Projects begun now tend to be ones you pursue alone.",
  Taurus:
    "With the progressed Moon in Taurus, the emotional weather slows to the pace of a garden. Comfort, money that stays put, a body that is fed and rested: these become what steadies you. It is a good stretch for buying one well-made thing instead of five quick ones, and a poor one for being hurried.",
  Gemini:
    "The progressed Moon in Gemini fills these years with messages, short trips and a curiosity that hops between subjects. Siblings, neighbours and classmates come back into view. Moods follow conversations now, so choose the people you talk to with some care; a course or a notebook kept daily repays you.",
  Cancer:
    "Home moves to the centre while the progressed Moon crosses Cancer, the sign it rules. Kitchens, family rooms and the people who knew you young matter more than titles. Many people move house, renovate or take in a relative under this placement; tears come easier and so does tenderness.",
  Leo:
    "Under a progressed Moon in Leo the heart wants an audience, or at least applause from the people it loves. Creative work, children and romance ask for your time, and pride is easily bruised. Make something that carries your name; these are years when being seen feeds you rather than drains you.",
  Virgo:
    "The progressed Moon in Virgo turns feelings toward usefulness: tidying routines, fixing the diet, learning a craft properly. Work and health occupy the mind, sometimes to the point of worry. The cure is a short list kept honestly; small daily improvements add up to a visible change by the time the Moon leaves.",
  Libra:
    "A progressed Moon in Libra makes partnership the emotional theme. You feel most settled when someone is beside you and least when a disagreement hangs unresolved. Contracts, marriages and shared decisions cluster here; so does a wish for beauty in the rooms you live in.",
  Scorpio:
    "With the progressed Moon in Scorpio, feelings run deep and are not for public view. Shared money, inheritances, intimacy and endings come up, and so does the courage to look at what you have avoided. Therapy, research and a clean break from something stale all fit these thirty-odd months.",
  Sagittarius:
    "The progressed Moon in Sagittarius wants horizons: a degree, a long journey, a teacher or a faith that answers big questions. Restlessness is the signal, not the problem. Plans made now may be oversized, yet they widen your life, and a foreign place or language often becomes part of it.",
  Capricorn:
    "Under a progressed Moon in Capricorn the emotional tone cools and the ambitions firm up. You want results you can point to, a position with responsibility, and fewer distractions. It can feel lonely at times; the reward is a structure, at work or at home, that keeps standing long after these years pass.",
  Aquarius:
    "A progressed Moon in Aquarius brings friends, groups and causes forward. You may feel detached from old attachments and drawn to people who think differently. Technology, communities and experiments with how you live suit this stretch; give yourself permission to be the odd one for a while.",
  Pisces:
    "The progressed Moon in Pisces closes the cycle that began in Aries. Sensitivity rises, sleep and dreams carry messages, and retreats, music and quiet service help more than pushing. Let go of what has run its course; the next progressed New Moon or Aries ingress will ask for a clear slate.",
};

export const PROGRESSED_SUN: Record<Sign, string> = {
  Aries: "Your progressed Sun in Aries asks you to lead with initiative and to risk being first.",
  Taurus: "Your progressed Sun in Taurus points the decades toward building security and trusting your senses.",
  Gemini: "Your progressed Sun in Gemini makes learning, writing and connecting people the core of your purpose.",
  Cancer: "Your progressed Sun in Cancer centres your purpose on home, family and protecting what you care for.",
  Leo: "Your progressed Sun in Leo asks you to create, to be generous and to stand where you can be seen.",
  Virgo: "Your progressed Sun in Virgo turns your purpose toward skill, service and getting the details right.",
  Libra: "Your progressed Sun in Libra puts relationships, fairness and balance at the centre of these years.",
  Scorpio: "Your progressed Sun in Scorpio calls for depth, commitment and the nerve to transform what is stuck.",
  Sagittarius: "Your progressed Sun in Sagittarius widens your purpose toward travel, teaching and meaning.",
  Capricorn: "Your progressed Sun in Capricorn asks for mastery, patience and responsibility you can own.",
  Aquarius: "Your progressed Sun in Aquarius points your purpose at friends, reform and ideas ahead of their time.",
  Pisces: "Your progressed Sun in Pisces softens ambition into compassion, imagination and quiet faith.",
};


/** The progressed Moon's next sign changes in words, or why none is listed. */
export function moonIngressLine(p: Pick<Progressions, "moonIngresses" | "timeKnown">): string {
  if (!p.timeKnown) return "Without a birth time the progressed Moon's sign changes cannot be dated: the Moon's travel on your birth day widens each date into a window about a year long.";
  const list = p.moonIngresses;
  if (list.length === 0) return "The progressed Moon stays in this sign for the next 24 months.";
  const parts = list.map((i: MoonIngress) => `${i.sign} on ${longDate(i.date)}`);
  return `In the next 24 months the progressed Moon enters ${parts.join(", then ")}.`;
}

/** The progressed Moon's reading: its sign and degree, the sign's text and what comes next. */
export function progressedMoonReading(p: Pick<Progressions, "moonIngresses" | "timeKnown" | "moonSpan"> & { bodies: { Moon: ProgressedPoint } }): string {
  const moon = p.bodies.Moon;
  const head = p.moonSpan
    ? p.moonSpan.from.sign === p.moonSpan.to.sign
      ? `Your progressed Moon is in ${moon.sign}, between ${formatDegreeMinute(p.moonSpan.from.longitude % 30)} and ${formatDegreeMinute(p.moonSpan.to.longitude % 30)} depending on your birth hour.`
      : `Your progressed Moon is somewhere from ${formatDegreeMinute(p.moonSpan.from.longitude % 30)} ${p.moonSpan.from.sign} to ${formatDegreeMinute(p.moonSpan.to.longitude % 30)} ${p.moonSpan.to.sign}, depending on your birth hour; the reading below is for ${moon.sign}, where it stands for a noon birth.`
    : `Your progressed Moon is at ${formatDegreeMinute(moon.longitude % 30)} ${moon.sign}.`;
  return `${head} ${PROGRESSED_MOON[moon.sign]} ${moonIngressLine(p)}`;
}
