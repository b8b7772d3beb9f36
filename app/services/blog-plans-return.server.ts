/** The built-in writer's planetary return for a birth year: "Saturn Return for People Born in 1997". */
import { formatDegreeMinute, SIGNS, type Sign } from "~/astrology/constants";
import { fmt, listJoin, type Plan } from "~/services/blog-plan";
import { passageInWords } from "~/services/blog-plans-west.server";
import { longitudeAt, returnWindow, stayDays, staysIn } from "~/services/blog-stays";
import texts from "~/services/blog-writer-texts.json" with { type: "json" };

export type ReturningPlanet = "Saturn" | "Jupiter";

const CYCLE: Record<ReturningPlanet, { years: number; words: string; age: number }> = {
  Saturn: { years: 29, words: "about twenty-nine and a half years", age: 29 },
  Jupiter: { years: 12, words: "about twelve years", age: 12 },
};

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

const signOf = (longitude: number): Sign => SIGNS[Math.floor((((longitude % 360) + 360) % 360) / 30)]!;
/** "13°44′ Aries". */
const place = (longitude: number) => `${formatDegreeMinute((((longitude % 360) + 360) % 360) % 30)} ${signOf(longitude)}`;

/** What each return is read as, and what to do with it (./blog-writer-texts.json). */
const MEANING = texts.returnMeaning satisfies Record<ReturningPlanet, { what: string[]; tips: string[] }>;

/** The first return of `planet` for people born in `birthYear`, dated from the ephemeris. */
export function returnPlan(planet: ReturningPlanet, birthYear: number, nowMs: number): Plan {
  const cycle = CYCLE[planet];
  const afterYears = cycle.years - 3;
  const from = Date.UTC(birthYear + afterYears, 0, 1);
  const to = Date.UTC(birthYear + afterYears + 6, 0, 1);
  const natalSign = signOf(longitudeAt(planet, Date.UTC(birthYear, 0, 1)));
  const passage = staysIn(planet, natalSign, from, to);
  const passageEnd = passage.length ? Date.parse(passage.at(-1)!.end) : to;
  const window = returnWindow(planet, birthYear, afterYears, passage.length ? Date.parse(passage[0]!.start) : undefined, passageEnd);
  const { natal, spans, stations, byMonth } = window;
  const label = `the ${birthYear} ${planet} return`;
  const firstExact = byMonth.flatMap((m) => m.exact).sort()[0];
  const lastExact = byMonth.flatMap((m) => m.exact).sort().at(-1);
  const ages = [...new Set([firstExact, lastExact].filter(Boolean).map((d) => new Date(d!).getUTCFullYear() - birthYear))];
  const range = `between ${place(natal.low)} and ${place(natal.high)}`;

  return {
    label,
    intro: [
      `${planet} takes ${cycle.words} to come round the zodiac, so everyone born in ${birthYear} meets ${planet} again where it stood at their birth: ${range}.`,
      `This article dates that return from the ephemeris for ${birthYear} births: when ${planet} comes back to those degrees, the exact dates for each birth month, and the stations that make it cross some of them three times.`,
    ],
    sections: [
      {
        heading: `Where ${planet} stood in ${birthYear}`,
        text: [
          `${planet} began ${birthYear} at ${place(natal.first)} and ended it at ${place(natal.last)}; over the year it ranged ${range}. Your own natal ${planet} is the degree it held on your birthday, given month by month in the table below.`,
        ],
      },
      {
        heading: `${planet} back in ${natalSign}`,
        text: [
          passage.length
            ? `${passageInWords(planet, passage, nowMs).replace(/^(\S+) entered/, "$1 came back into").replace(/^(\S+) enters/, "$1 comes back into")}.`
            : `${planet} does not come back to ${natalSign} between ${birthYear + afterYears} and ${birthYear + afterYears + 6}.`,
          spans.length
            ? `It is within the ${birthYear} degrees ${listJoin(spans.map((s) => `from ${fmt(s.start, true)} to ${fmt(s.end, true)}`))}: that is the return season for everyone born in ${birthYear}, at ages ${listJoin(ages.map(String))}.`
            : "",
        ],
        table: passage.length ? { head: [`In ${natalSign} from`, "Until", "Days"], rows: passage.map((s) => [fmt(s.start, true), fmt(s.end, true), String(stayDays(s))]) } : undefined,
      },
      {
        heading: `The exact ${planet} return by birth month, ${birthYear}`,
        text: [
          `For a birth on the 15th of each month of ${birthYear}, here is natal ${planet} and every date transiting ${planet} crosses that exact degree. A birth early or late in the month is a few days earlier or later along the same track.`,
        ],
        table: {
          head: ["Born", `Natal ${planet}`, "Exact return"],
          rows: byMonth.map((m) => [`${MONTHS[m.month - 1]} ${birthYear}`, place(m.natal), m.exact.map((d) => fmt(d, true)).join("; ") || "outside these years"]),
        },
      },
      {
        heading: `${planet}'s stations during the return`,
        text: [
          stations.length
            ? `${planet} stands still and turns ${listJoin(stations.map((s) => `${s.turn} on ${fmt(s.date, true)} at ${place(s.longitude)}`))}. A station on or near your own natal degree makes that date the centre of your return.`
            : `${planet} makes no station while it is within the ${birthYear} degrees, so the return passes in one crossing.`,
        ],
      },
      { heading: `What the ${planet} return asks`, text: MEANING[planet].what },
      { heading: `Working with the ${birthYear} ${planet} return`, list: MEANING[planet].tips.map((tip) => `${tip}.`) },
    ],
    facts: [
      `Natal ${planet} for ${birthYear} births: ${range}`,
      ...passage.map((s) => `${planet} in ${natalSign} from ${fmt(s.start, true)} to ${fmt(s.end, true)}`),
      ...stations.map((s) => `${planet} stations ${s.turn} on ${fmt(s.date, true)} at ${place(s.longitude)}`),
      ...byMonth.map((m) => `Born ${MONTHS[m.month - 1]} 15, ${birthYear} (natal ${planet} ${place(m.natal)}): exact return ${m.exact.map((d) => fmt(d, true)).join(", ")}`),
    ],
    questions: [
      [
        `When is my ${planet} return if I was born in ${birthYear}?`,
        `Between ${firstExact ? fmt(firstExact, true) : "the dates above"} and ${lastExact ? fmt(lastExact, true) : "the dates above"}, depending on your birthday: find your birth month in the table and read the dates beside it. A birth chart gives your natal ${planet} to the minute.`,
      ],
      [
        `How long does the ${planet} return last?`,
        spans.length
          ? `${planet} is within the ${birthYear} degrees from ${fmt(spans[0]!.start, true)} to ${fmt(spans.at(-1)!.end, true)}; for one person it is felt most in the months around their own exact dates.`
          : `${planet} passes the ${birthYear} degrees in one crossing, so the return is brief.`,
      ],
    ],
    description: `The ${planet} return of people born in ${birthYear}: natal ${planet} ${range}, the exact return dates for each birth month and ${planet}'s stations, from the ephemeris.`,
    keywords: [`${planet} return ${birthYear}`.toLowerCase(), `${planet} return`.toLowerCase(), `born in ${birthYear}`],
  };
}
