/** The built-in writer's subjects of the natal chart: a planet in a sign or house, a sign, a pair of signs. */
import { fill } from "~/astrology/texts/template";
import { PLANET_MEANINGS, SIGN_INFO, SIGNS, signIndex, skyEvents, type Planet, type Sign } from "~/astrology";
import { type RecognisedSubject } from "~/services/blog-subject";
import { DIGNITY_NOTES, ELEMENT_NOTES, EXALTED, HOUSE_NOTES, MODALITY_NOTES, ORBIT_NOTES, ORDINAL_WORDS, PLANET_BY_ELEMENT, PLANET_NOTES, RULES, SIGN_THEMES } from "~/services/blog-writer-texts";
import { DAY, firstSentences, fmt, info, listJoin, yearRange, type Plan } from "~/services/blog-plan";
import { lastAndNextPassage, stayDays, staysIn, sunSeason, wholeStays, type Stay } from "~/services/blog-stays";
import { banks } from "~/astrology/texts/banks";

const { ASCENDANT_IN_SIGN } = banks().ascendant;
const { MOON_IN_SIGN } = banks().moon;
const { PLANET_IN_SIGN } = banks().planets;
const { SUN_IN_SIGN } = banks().sun;

function dignityOf(planet: Planet, sign: Sign): keyof typeof DIGNITY_NOTES {
  const opposite = SIGNS[(signIndex(sign) + 6) % 12]!;
  if (RULES[planet]?.includes(sign)) return "rules";
  if (EXALTED[planet] === sign) return "exalted";
  if (RULES[planet]?.includes(opposite)) return "detriment";
  if (EXALTED[planet] === opposite) return "fall";
  return "peregrine";
}

/**
 * The stays a planet-in-sign article dates: for a title that names a year, the whole stays that touch
 * it (or, if none, the next passage); otherwise the last passage that began by `nowMs` and the next.
 */
function datedStays(planet: Planet, sign: Sign, year: number, dated: boolean, nowMs: number) {
  if (dated) {
    const { from, to } = yearRange(year);
    const inYear = staysIn(planet, sign, from, to);
    if (inYear.length) return { last: null, inYear, next: null };
    return { last: null, inYear: [], next: lastAndNextPassage(planet, sign, to).next };
  }
  const { last, next } = lastAndNextPassage(planet, sign, nowMs);
  return { last, inYear: [], next };
}

const span = (s: Stay) => `from ${fmt(s.start, true)} to ${fmt(s.end, true)}`;

/** "entered Aries on May 25, 2025, went back to Pisces on September 1, 2025, returned on February 14, 2026 and leaves on April 13, 2028". */
export function passageInWords(planet: Planet, stays: Stay[], nowMs: number): string {
  const first = stays[0]!;
  const last = stays.at(-1)!;
  const past = Date.parse(first.start) <= nowMs;
  const parts = [`${past ? "entered" : "enters"} ${first.sign} on ${fmt(first.start, true)}`];
  for (let i = 1; i < stays.length; i++) {
    const back = Date.parse(stays[i - 1]!.end) <= nowMs;
    parts.push(`${back ? "went" : "goes"} back into ${SIGNS[(signIndex(first.sign) + 11) % 12]} on ${fmt(stays[i - 1]!.end, true)}, retrograde`);
    parts.push(`${Date.parse(stays[i]!.start) <= nowMs ? "returned" : "returns"} on ${fmt(stays[i]!.start, true)}`);
  }
  parts.push(`${Date.parse(last.end) <= nowMs ? "left" : "leaves"} on ${fmt(last.end, true)}`);
  return `${planet} ${listJoin(parts)}`;
}

export function planetSign(planet: Planet, sign: Sign, year: number, focus: RecognisedSubject["focus"], dated: boolean, nowMs: number): Plan {
  const i = info(sign);
  const note = PLANET_NOTES[planet];
  const vars = { p: planet, s: sign, r: i.ruler };
  const reading = planet === "Sun" ? SUN_IN_SIGN[sign] : planet === "Moon" ? MOON_IN_SIGN[sign] : PLANET_IN_SIGN[planet][sign];
  const found = planet === "Moon" ? { last: null, inYear: [], next: null } : datedStays(planet, sign, year, dated, nowMs);
  const stays = [...(found.last ?? []), ...found.inYear, ...(found.next ?? [])];
  // Stations while the planet is in the sign, over the stays the article dates (at most the two years around each).
  const stations = stays.flatMap((stay) => {
    const from = Date.parse(stay.start);
    const to = Math.min(Date.parse(stay.end), from + 2 * 365 * DAY);
    return skyEvents(from, to).filter((e) => e.kind === "station" && e.body === planet && e.sign === sign);
  });
  const facts = [
    ...stays.map((s) => `${planet} is in ${sign} ${span(s)}`),
    ...stations.map((e) => `${planet} stations ${e.aspect} in ${sign} on ${fmt(e.date, true)}`),
  ];
  const focusLine = focus === "love" ? note.love : focus === "work" ? note.work : focus === "money" ? note.money : `${planet} completes a circuit of the zodiac in ${ORBIT_NOTES[planet]}.`;
  const focusHeading = {
    love: `${planet} in ${sign} and your love life`,
    work: `${planet} in ${sign} at work`,
    money: `${planet} in ${sign} and money`,
    general: `${planet} in ${sign} in everyday life`,
  }[focus];
  const focusText = {
    love: `Someone with ${planet} in ${sign} tends to love in ${sign}'s key: ${SIGN_THEMES[sign]} are never far from the conversation. ${fill(ELEMENT_NOTES[i.element][1], vars)} When a relationship stalls, the ${sign} answer is to return to those themes rather than to push harder.`,
    work: `At work, ${planet} in ${sign} looks for tasks that involve ${SIGN_THEMES[sign]}. ${fill(ELEMENT_NOTES[i.element][1], vars)} A job that ignores ${sign}'s pace will feel like swimming upstream for this ${planet}.`,
    money: `With money, ${planet} in ${sign} weighs every choice against ${SIGN_THEMES[sign]}. ${fill(ELEMENT_NOTES[i.element][1], vars)} Budgets that respect ${sign}'s habits last longer than ones that fight them.`,
    general: `Day to day, ${planet} in ${sign} keeps returning to ${SIGN_THEMES[sign]}. ${fill(ELEMENT_NOTES[i.element][1], vars)} Knowing this, you can give this ${planet} what it needs before it has to ask.`,
  }[focus];
  const whenLines: string[] = [];
  if (planet === "Moon") whenLines.push(`The Moon passes through ${sign} for about two and a half days every month, so ${sign} Moon days come round thirteen times a year.`);
  else {
    if (found.inYear.length) whenLines.push(`In ${year}, ${planet} is in ${sign} ${found.inYear.map(span).join(", and again ")}.`);
    if (found.last?.length) whenLines.push(`Most recently, ${passageInWords(planet, found.last, nowMs)}.`);
    if (found.next?.length) whenLines.push(`${found.last || found.inYear.length ? "Next" : `${planet} does not enter ${sign} during ${year}; next`}, ${passageInWords(planet, found.next, nowMs).replace(/^\S+ /, `${planet} `)}.`);
    else if (!found.inYear.length) whenLines.push(`${planet} does not come back to ${sign} within the next century, so in the sky this placement belongs to the birth charts of those born under it.`);
  }
  const when = whenLines.join(" ");
  return {
    label: `${planet} in ${sign}`,
    intro: [
      `${planet} in ${sign} puts ${planet}, the planet of ${PLANET_MEANINGS[planet]}, into a ${i.modality.toLowerCase()} ${i.element.toLowerCase()} sign that cares about ${SIGN_THEMES[sign]}.`,
      `This article reads the placement in a birth chart, looks at what it means ${focus === "general" ? "in practice" : `for ${focus === "love" ? "love and attraction" : focus}`}, and gives the dates when ${planet} actually moves through ${sign}, calculated from the ephemeris.`,
    ],
    sections: [
      {
        heading: `What ${planet} brings to a chart`,
        text: [note.essence, focusLine],
      },
      {
        heading: `${sign}: the sign ${planet} works through`,
        text: [
          `${sign} is ${SIGN_INFO[signIndex(sign)]!.element === "Air" || SIGN_INFO[signIndex(sign)]!.element === "Earth" ? "an" : "a"} ${i.element.toLowerCase()} sign ruled by ${i.ruler}, and its season puts ${SIGN_THEMES[sign]} first.`,
          fill(ELEMENT_NOTES[i.element][0], vars),
          fill(MODALITY_NOTES[i.modality], vars),
          fill(DIGNITY_NOTES[dignityOf(planet, sign)], vars),
        ],
      },
      {
        heading: `Reading ${planet} in ${sign} in a birth chart`,
        text: [reading],
      },
      { heading: focusHeading, text: [focusText] },
      {
        heading: `When ${planet} is in ${sign}`,
        text: [
          when,
          stations.length
            ? `${planet} also turns ${listJoin(stations.map((e) => `${e.aspect} on ${fmt(e.date, true)}`))} while in ${sign}, which slows its passage and makes the ${sign} themes linger.`
            : "",
        ],
        table: stays.length
          ? {
              head: ["Enters " + sign, "Leaves " + sign, "Days"],
              rows: stays.map((s) => [fmt(s.start, true), fmt(s.end, true), String(stayDays(s))]),
            }
          : undefined,
      },
      {
        heading: `${planet} in ${sign} compared with the other elements`,
        text: [
          (["Fire", "Earth", "Air", "Water"] as const).map((e) => fill(PLANET_BY_ELEMENT[e], { p: planet })).join(" "),
          `${sign} places ${planet} in the ${i.element.toLowerCase()} group, which is why the ${i.element.toLowerCase()} description fits ${planet} in ${sign} best, tempered by ${sign}'s ${i.modality.toLowerCase()} mode.`,
        ],
      },
      {
        heading: `Working with ${planet} in ${sign}`,
        list: [...note.tips.map((tip) => `${tip}.`), `Look for ${sign} in your chart's houses: where it falls is where ${planet} in ${sign} shows up for you.`],
      },
    ],
    facts,
    questions: [
      [
        `Is ${planet} in ${sign} a strong placement?`,
        `${fill(DIGNITY_NOTES[dignityOf(planet, sign)], vars)} Strength also depends on the aspects ${planet} makes and the house it occupies, so two people with ${planet} in ${sign} can express it very differently.`,
      ],
      [
        `How often is ${planet} in ${sign}?`,
        `${planet} circles the zodiac in ${ORBIT_NOTES[planet]}. ${stays.length ? `The dates above give ${found.inYear.length ? `its stays in ${sign} in ${year}` : found.last?.length && found.next?.length ? `its last and next passages through ${sign}` : `its next passage through ${sign}`}.` : ""}`,
      ],
      [
        `Do I need my birth time to know my ${planet} sign?`,
        planet === "Moon"
          ? `Often, yes: the Moon changes sign every two to three days, so a birth on a day the Moon moved into or out of ${sign} needs the time to settle it.`
          : `Usually not: ${planet} only changes sign every few weeks or more, so the birth date settles whether ${planet} was in ${sign}, except on the day ${planet} crossed into or out of ${sign}.`,
      ],
    ],
    description: `What ${planet} in ${sign} means${focus === "general" ? "" : ` for ${focus === "love" ? "your love life" : focus}`}: the ${i.element.toLowerCase()} sign's style, ${planet}'s dignity there and the dates ${planet} moves through ${sign}.`,
    keywords: [`${planet} in ${sign}`.toLowerCase(), `${planet} ${focus === "general" ? "placement" : focus}`.toLowerCase(), `${sign} ${i.element}`.toLowerCase(), "natal chart"],
  };
}

export function planetHouse(planet: Planet, house: number, year: number): Plan {
  const ord = ORDINAL_WORDS[house - 1]!;
  const natural = SIGNS[house - 1]!;
  const note = PLANET_NOTES[planet];
  const spans = planet === "Moon" ? [] : wholeStays(planet, yearRange(year).from, yearRange(year).to);
  return {
    label: `${planet} in the ${ord} house`,
    intro: [
      `${planet} in the ${ord} house brings ${planet}'s concerns into ${HOUSE_NOTES[house - 1]!.split(":")[1]?.trim().replace(/\.$/, "") ?? "one area of life"}.`,
      `Houses depend on the birth time and place, so this placement is personal in a way signs are not; here is how to read it, and which signs ${planet} crosses in ${year}.`,
    ],
    sections: [
      {
        heading: `The ${ord} house`,
        text: [HOUSE_NOTES[house - 1]!, `Its natural sign is ${natural}, so the ${ord} house carries a flavour of ${SIGN_THEMES[natural]} whichever sign is on its cusp in your chart.`],
      },
      {
        heading: `${planet} as a guest of the ${ord} house`,
        text: [note.essence, `Placed in the ${ord} house, ${planet} makes that area of life a stage for ${planet}'s energy, and the sign ${planet} is in says how the ${ord}-house story is told.`],
      },
      {
        heading: `${planet} in the ${ord} house: love, work and money`,
        list: [`${note.love}`, `${note.work}`, `${note.money}`].map(
          (line) => `${line.replace(/^(In|At|With) (love|work|money) /, (m) => m)} In the ${ord} house this plays out through ${SIGN_THEMES[natural]}.`,
        ),
      },
      {
        heading: `${planet}'s signs in ${year}`,
        text: [
          spans.length
            ? `Transiting ${planet} moves through ${listJoin([...new Set(spans.map((s) => s.sign))])} in ${year}; when it crosses the sign on your ${ord}-house cusp, this house is lit up for you.`
            : `The Moon crosses every house of your chart in under a month, so a ${planet}-in-the-${ord}-house day comes round monthly.`,
        ],
        table: spans.length
          ? {
              head: ["Sign", "From", "To"],
              rows: spans.map((s) => [s.sign, fmt(s.start, true), fmt(s.end, true)]),
            }
          : undefined,
      },
    ],
    facts: spans.map((s) => `${planet} in ${s.sign} from ${fmt(s.start, true)} to ${fmt(s.end, true)}`),
    questions: [
      [
        `Do I need my birth time for ${planet} in the ${ord} house?`,
        `Yes: the houses turn once a day, so without the birth time it is impossible to say whether ${planet} sits in the ${ord} house or a neighbouring one.`,
      ],
      [
        `Which house system puts ${planet} in the ${ord} house?`,
        `Systems differ at the edges: a ${planet} near a cusp can fall in the ${ord} house in Placidus and the next house in whole signs, so check both if the placement feels wrong.`,
      ],
      [
        `Is ${planet} in the ${ord} house good?`,
        `${planet} in the ${ord} house is neither lucky nor unlucky by itself; it marks the ${ord}-house matters as the place where ${planet}'s lessons and gifts arrive.`,
      ],
    ],
    description: `${planet} in the ${ord} house: what it means in a birth chart for love, work and money, and where ${planet} travels in ${year}.`,
    keywords: [`${planet} in ${ord} house`.toLowerCase(), `${ord} house astrology`, `${planet} house placement`.toLowerCase()],
  };
}

const RELATIONS: Record<number, [string, string]> = {
  0: ["share a sign", "an instant recognition, with the risk of sharing the same blind spots"],
  1: ["sit side by side on the wheel", "a pairing of neighbours with little in common at first and much to teach each other"],
  2: ["sextile each other", "an easy friendship of compatible elements that grows with a little effort"],
  3: ["square each other", "a spark of friction that keeps things lively and asks both to adjust"],
  4: ["trine each other", "a natural harmony of the same element that feels easy from the first meeting"],
  5: ["form a quincunx", "an awkward angle between signs that share neither element nor mode, so the bond needs patience"],
  6: ["oppose each other", "the attraction of opposites, two halves of one axis that complete and challenge each other"],
};

export function signPair([a, b]: [Sign, Sign], year: number): Plan {
  const ia = info(a);
  const ib = info(b);
  const gap = Math.min((signIndex(b) - signIndex(a) + 12) % 12, (signIndex(a) - signIndex(b) + 12) % 12);
  const [relation, meaning] = RELATIONS[gap]!;
  const sunA = [sunSeason(a, year), sunSeason(b, year)].sort((x, y) => Date.parse(x.start) - Date.parse(y.start));
  return {
    label: `${a} and ${b}`,
    intro: [`${a} and ${b} ${relation}: ${meaning}.`, `Below, ${a} and ${b} are compared element by element, in love, friendship and work, with the ${year} dates of each sign's season.`],
    sections: [
      {
        heading: `${a} and ${b} side by side`,
        table: {
          head: ["", a, b],
          rows: [
            ["Element", ia.element, ib.element],
            ["Modality", ia.modality, ib.modality],
            ["Ruler", ia.ruler, ib.ruler],
            ["Focus", SIGN_THEMES[a], SIGN_THEMES[b]],
          ],
        },
      },
      {
        heading: `${a}: what they bring`,
        text: [firstSentences(SUN_IN_SIGN[a], 3)],
      },
      {
        heading: `${b}: what they bring`,
        text: [firstSentences(SUN_IN_SIGN[b], 3)],
      },
      {
        heading: `${a} and ${b} in love`,
        text: [
          `${ia.element === ib.element ? `Both ${a} and ${b} are ${ia.element.toLowerCase()} signs, so they understand each other's pace without explanation.` : `${a} brings ${ia.element.toLowerCase()} and ${b} brings ${ib.element.toLowerCase()}, so each has to learn a different emotional language.`} ${a}'s ruler ${ia.ruler} and ${b}'s ruler ${ib.ruler} describe what each wants from a partner.`,
          `A ${a}–${b} couple does best when ${SIGN_THEMES[a].split(",")[0]} and ${SIGN_THEMES[b].split(",")[0]} both have room in the relationship.`,
        ],
      },
      {
        heading: `${a} and ${b} as friends and colleagues`,
        text: [
          `${ia.modality === ib.modality ? `As two ${ia.modality.toLowerCase()} signs, ${a} and ${b} can compete for the same role.` : `${a} is ${ia.modality.toLowerCase()} and ${b} is ${ib.modality.toLowerCase()}, so they tend to split the work naturally between ${ia.modality === "Cardinal" ? "starting" : ia.modality === "Fixed" ? "sustaining" : "adapting"} and ${ib.modality === "Cardinal" ? "starting" : ib.modality === "Fixed" ? "sustaining" : "adapting"}.`}`,
        ],
      },
      {
        heading: `${a} and ${b} seasons in ${year}`,
        table: {
          head: ["Sign", "Sun enters", "Sun leaves"],
          rows: sunA.map((s) => [s.sign, fmt(s.start, true), fmt(s.end, true)]),
        },
      },
      {
        heading: `Beyond ${a} and ${b} Sun signs`,
        list: [
          `Compare the Moons of the ${a} and the ${b}: feelings matter as much as identity.`,
          `Look at Venus and Mars in both charts for the ${a}–${b} attraction itself.`,
          `Run a full synastry to see the aspects between a ${a} chart and a ${b} chart.`,
        ],
      },
    ],
    facts: sunA.map((s) => `Sun in ${s.sign} from ${fmt(s.start, true)} to ${fmt(s.end, true)}`),
    questions: [
      [`Are ${a} and ${b} compatible?`, `${a} and ${b} ${relation}, which astrologers read as ${meaning}; the full charts decide much more than the Sun signs alone.`],
      [`What do ${a} and ${b} argue about?`, `Usually about priorities: ${a} puts ${SIGN_THEMES[a]} first, while ${b} puts ${SIGN_THEMES[b]} first.`],
      [`Can a ${a} and a ${b} last?`, `Yes, when each respects the other's element: ${ia.element.toLowerCase()} and ${ib.element.toLowerCase()} can balance each other as easily as they can clash.`],
    ],
    description: `${a} and ${b} compatibility: ${ia.element.toLowerCase()} meets ${ib.element.toLowerCase()}, in love, friendship and work, with each sign's ${year} season.`,
    keywords: [`${a} and ${b}`.toLowerCase(), `${a} ${b} compatibility`.toLowerCase(), "zodiac compatibility"],
  };
}

export function signPlan(sign: Sign, year: number): Plan {
  const i = info(sign);
  // The season that begins in the year (Capricorn's begins in December), and each whole visit that touches the year.
  const season = sunSeason(sign, year);
  const visitors = (["Mercury", "Venus", "Mars"] as const).flatMap((p) => staysIn(p, sign, yearRange(year).from, yearRange(year).to).map((s) => ({ p, ...s })));
  return {
    label: sign,
    intro: [
      `${sign} is the ${ORDINAL_WORDS[signIndex(sign)]} sign of the zodiac, a ${i.modality.toLowerCase()} ${i.element.toLowerCase()} sign ruled by ${i.ruler}, and in ${year} the Sun passes through ${sign} from ${fmt(season.start, true)} to ${fmt(season.end, true)}.`,
      `This guide covers the ${sign} Sun, Moon and rising sign, and the ${year} dates when Mercury, Venus and Mars visit ${sign}.`,
    ],
    sections: [
      { heading: `The ${sign} Sun`, text: [SUN_IN_SIGN[sign]] },
      { heading: `The Moon in ${sign}`, text: [MOON_IN_SIGN[sign]] },
      { heading: `${sign} rising`, text: [ASCENDANT_IN_SIGN[sign]] },
      {
        heading: `Planets in ${sign} in ${year}`,
        text: [`Besides the Sun's ${sign} season, these visits of the personal planets to ${sign} in ${year} bring ${SIGN_THEMES[sign]} to the fore for everyone.`],
        table: {
          head: ["Planet", "Enters", "Leaves"],
          rows: visitors.map((v) => [v.p, fmt(v.start, true), fmt(v.end, true)]),
        },
      },
    ],
    facts: [`Sun in ${sign} from ${fmt(season.start, true)} to ${fmt(season.end, true)}`, ...visitors.map((v) => `${v.p} in ${sign} from ${fmt(v.start, true)} to ${fmt(v.end, true)}`)],
    questions: [
      [
        `What are the ${sign} dates in ${year}?`,
        `The Sun is in ${sign} from ${fmt(season.start, true)} to ${fmt(season.end, true)} (UTC); people born on the first or last day should check the time.`,
      ],
      [`What is ${sign}'s element and ruler?`, `${sign} is a ${i.modality.toLowerCase()} ${i.element.toLowerCase()} sign ruled by ${i.ruler}.`],
      [`Why don't I feel like a typical ${sign}?`, `Your Moon sign, rising sign and the other planets often pull against the ${sign} Sun, and a full birth chart shows where.`],
    ],
    description: `${sign}: the ${i.element.toLowerCase()} sign ruled by ${i.ruler} as Sun, Moon and rising, with the ${year} dates of its season and planetary visits.`,
    keywords: [`${sign} zodiac sign`.toLowerCase(), `${sign} traits`.toLowerCase(), `${sign} ${year}`.toLowerCase()],
  };
}
