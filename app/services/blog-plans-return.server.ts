/** The built-in writer's planetary return for a birth year: "Saturn Return for People Born in 1997". */
import { formatDegreeMinute, SIGNS, type Sign } from "~/astrology/constants";
import { expand, fmt, listJoin, planFrom, type Plan } from "~/services/blog-plan";
import { passageInWords } from "~/services/blog-plans-west.server";
import { longitudeAt, returnWindow, stayDays, staysIn } from "~/services/blog-stays";
import texts from "~/services/blog-writer-texts.json" with { type: "json" };
import T from "~/services/data/blog-return.json" with { type: "json" };

export type ReturningPlanet = "Saturn" | "Jupiter";

const signOf = (longitude: number): Sign => SIGNS[Math.floor((((longitude % 360) + 360) % 360) / 30)]!;
/** "13°44′ Aries". */
const place = (longitude: number) => expand(T.place, { degree: formatDegreeMinute((((longitude % 360) + 360) % 360) % 30), sign: signOf(longitude) });

/** What each return is read as, and what to do with it (./blog-writer-texts.json). */
const MEANING = texts.returnMeaning satisfies Record<ReturningPlanet, { what: string[]; tips: string[] }>;

/** The first return of `planet` for people born in `birthYear`, dated from the ephemeris. */
export function returnPlan(planet: ReturningPlanet, birthYear: number, nowMs: number): Plan {
  const cycle = T.cycle[planet];
  const afterYears = cycle.years - 3;
  const from = Date.UTC(birthYear + afterYears, 0, 1);
  const to = Date.UTC(birthYear + afterYears + 6, 0, 1);
  const sign = signOf(longitudeAt(planet, Date.UTC(birthYear, 0, 1)));
  const passage = staysIn(planet, sign, from, to);
  const passageEnd = passage.length ? Date.parse(passage.at(-1)!.end) : to;
  const { natal, spans, stations, byMonth } = returnWindow(planet, birthYear, afterYears, passage.length ? Date.parse(passage[0]!.start) : undefined, passageEnd);
  const exacts = byMonth.flatMap((m) => m.exact).sort();
  const [firstExact, lastExact] = [exacts[0], exacts.at(-1)];
  const ages = [...new Set([firstExact, lastExact].filter(Boolean).map((d) => new Date(d!).getUTCFullYear() - birthYear))];
  const v = { planet, birthYear, sign, range: expand(T.range, { low: place(natal.low), high: place(natal.high) }) };
  const span = (s: { start: string; end: string }) => expand(T.span, { start: fmt(s.start, true), end: fmt(s.end, true) });
  const passageLine = passage.length
    ? `${passageInWords(planet, passage, nowMs)
        .replace(/^(\S+) entered/, expand(T.cameBack, { planet: "$1" }))
        .replace(/^(\S+) enters/, expand(T.comesBack, { planet: "$1" }))}.`
    : expand(T.noPassage, { ...v, from: birthYear + afterYears, to: birthYear + afterYears + 6 });
  const station = (s: (typeof stations)[number]) => ({ turn: s.turn, date: fmt(s.date, true), place: place(s.longitude) });
  return planFrom(T.plan, {
    ...v,
    words: cycle.words,
    first: place(natal.first),
    last: place(natal.last),
    passageLine,
    spansLine: spans.length ? expand(T.spans, { birthYear, spans: listJoin(spans.map(span)), ages: listJoin(ages.map(String)) }) : "",
    passageTable: passage.length ? expand(T.passageTable, { sign, rows: passage.map((s) => [fmt(s.start, true), fmt(s.end, true), String(stayDays(s))]) }) : undefined,
    monthRows: byMonth.map((m) => [expand(T.born, { month: T.months[m.month - 1]!, birthYear }), place(m.natal), m.exact.map((d) => fmt(d, true)).join("; ") || T.outside]),
    stationsLine: stations.length ? expand(T.stations, { planet, stations: listJoin(stations.map((s) => expand(T.station, station(s)))) }) : expand(T.noStations, v),
    what: MEANING[planet].what,
    tips: MEANING[planet].tips.map((tip) => `${tip}.`),
    facts: [
      ...passage.map((s) => expand(T.stayFact, { planet, sign, start: fmt(s.start, true), end: fmt(s.end, true) })),
      ...stations.map((s) => expand(T.stationFact, { planet, ...station(s) })),
      ...byMonth.map((m) => expand(T.monthFact, { ...v, month: T.months[m.month - 1]!, place: place(m.natal), dates: m.exact.map((d) => fmt(d, true)).join(", ") })),
    ],
    firstExact: firstExact ? fmt(firstExact, true) : T.datesAbove,
    lastExact: lastExact ? fmt(lastExact, true) : T.datesAbove,
    lasts: spans.length ? expand(T.lasts, { ...v, start: fmt(spans[0]!.start, true), end: fmt(spans.at(-1)!.end, true) }) : expand(T.brief, v),
  });
}
