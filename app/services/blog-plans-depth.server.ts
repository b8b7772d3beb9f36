/**
 * The built-in writer's second layer: sections that take each subject further with more of the
 * engine's facts (the slow planets' signs in the year, the lunations in a sign, a nakshatra's padas
 * and taras, a dasha's sub-periods as dated, an animal's month and hour). Every sentence names its
 * subject, so two articles never share it.
 */
import { SIGNS, signIndex, signSpans, skyEvents, type Planet, type Sign } from "~/astrology";
import { animalDepth, chineseYearDepth, dashaDepth, nakshatraDepth } from "~/services/blog-plans-depth-east.server";
import type { RecognisedSubject } from "~/services/blog-subject";
import { EXALTED, HOUSE_NOTES, ORDINAL_WORDS, RULES, SIGN_THEMES } from "~/services/blog-writer-texts";
import { expand, fmt, listJoin, yearRange, type Plan, type Section } from "~/services/blog-plan";
import { staysIn, wholeStays } from "~/services/blog-stays";
import T from "~/services/data/blog-depth.json" with { type: "json" };

const SLOW: readonly Planet[] = ["Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"];
const opposite = (sign: Sign) => SIGNS[(signIndex(sign) + 6) % 12]!;

/** Where one planet travels in a year, as a sentence: "Jupiter starts 2027 in Cancer, enters Leo on June 30, …". */
function travels(planet: Planet, year: number, about: string) {
  const { from, to } = yearRange(year);
  const spans = signSpans(planet, from, to);
  if (spans.length === 1) return expand(T.travels.stays, { planet, sign: spans[0]!.sign, year, about });
  const moves = listJoin(spans.slice(1).map((span) => expand(T.travels.move, { sign: span.sign, date: fmt(span.start) })));
  const signs = [...new Set(spans.map((s) => s.sign))];
  return expand(T.travels.moves, { planet, year, sign: spans[0]!.sign, moves, about, first: signs[0]!, rest: listJoin(signs.slice(1)) });
}

/** The slow planets' signs through a year, read for one subject: the last section of most subjects. */
function withBackdrop(template: { sections: object[]; about: string; backdrop: string }, vars: Parameters<typeof expand>[1], year: number): Section[] {
  const about = expand(template.about, vars);
  const later = (planets: readonly Planet[]) => planets.map((p) => travels(p, year, about)).join(" ");
  const backdrop = { heading: expand(template.backdrop, vars), text: [expand(T.backdrop, { year, about }), later(SLOW.slice(0, 2)), later(SLOW.slice(2))] };
  return [...(expand(template.sections, vars) as Section[]), backdrop];
}

function lunationsIn(sign: Sign, year: number) {
  const { from, to } = yearRange(year);
  return skyEvents(from, to).filter((e) => e.kind === "lunation" && e.sign === sign);
}

function planetHouseDepth(planet: Planet, house: number, year: number): Section[] {
  const t = T.planetHouse;
  const across = ((house + 5) % 12) + 1;
  const { from, to } = yearRange(year);
  const stations = skyEvents(from, to).filter((e) => e.kind === "station" && e.body === planet);
  const v = { planet, year, ord: ORDINAL_WORDS[house - 1]!, acrossOrd: ORDINAL_WORDS[across - 1]!, acrossNote: HOUSE_NOTES[across - 1]!, natural: SIGNS[house - 1]! };
  const dignity = RULES[planet]?.includes(v.natural) ? t.rules : EXALTED[planet] === v.natural ? t.exalted : t.neither;
  const listed = listJoin(stations.map((e) => expand(t.station, { aspect: e.aspect!, date: fmt(e.date), sign: e.sign })));
  return withBackdrop(t, { ...v, dignity: expand(dignity, v), stationsLine: expand(stations.length ? t.stations : t.noStation, { ...v, stations: listed }) }, year);
}

function signDepth(sign: Sign, year: number): Section[] {
  const t = T.sign;
  const moons = lunationsIn(sign, year);
  const slow = SLOW.flatMap((planet) =>
    staysIn(planet, sign, yearRange(year).from, yearRange(year).to).map((s) => expand(t.slowStay, { planet, start: fmt(s.start, true), end: fmt(s.end, true) })),
  );
  const v = { sign, year, other: opposite(sign), theme: SIGN_THEMES[sign], otherTheme: SIGN_THEMES[opposite(sign)] };
  const moon = (e: (typeof moons)[number]) =>
    expand(t.moon, { aspect: e.aspect!, sign, date: fmt(e.date, true), eclipse: e.eclipse ? expand(t.eclipse, { kind: e.eclipse }) : "" });
  const moonsLine = expand(moons.length ? t.moons : t.noMoons, { ...v, moons: listJoin(moons.map(moon)) });
  return withBackdrop(t, { ...v, moonsLine, slowLine: expand(slow.length ? t.slow : t.noSlow, { ...v, slow: listJoin(slow) }) }, year);
}

function signPairDepth([a, b]: [Sign, Sign], year: number): Section[] {
  const t = T.signPair;
  const { from, to } = yearRange(year);
  const visits = (["Venus", "Mars"] as const).flatMap((p) =>
    wholeStays(p, from, to)
      .filter((s) => s.sign === a || s.sign === b)
      .map((s) => ({ p, ...s })),
  );
  const v = { a, b, year, oppositeA: opposite(a), oppositeB: opposite(b) };
  const table = visits.length ? expand(t.table, { rows: visits.map((s) => [s.p, s.sign, fmt(s.start, true), fmt(s.end, true)]) }) : undefined;
  return withBackdrop(t, { ...v, table, visitsLine: expand(visits.length ? t.visits : t.noVisits, v), pull: expand(opposite(a) === b ? t.opposites : t.others, v) }, year);
}

function generalDepth(label: string, year: number): Section[] {
  const t = T.general;
  const { from, to } = yearRange(year);
  const ingresses = signSpans("Sun", from, to).filter((s) => Date.parse(s.start) >= from);
  const newMoons = skyEvents(from, to).filter((e) => e.kind === "lunation" && e.aspect === "new");
  return withBackdrop(
    t,
    {
      label,
      year,
      ingresses: ingresses.map((s) => expand(t.ingress, { sign: s.sign, date: fmt(s.start, true) })),
      count: newMoons.length,
      rows: newMoons.map((e) => [fmt(e.date, true), e.sign]),
      venus: travels("Venus", year, label),
      mars: travels("Mars", year, label),
    },
    year,
  );
}

function retrogradeDepth(planet: Planet, year: number): Section[] {
  const t = T.retrograde;
  const { from, to } = yearRange(year);
  const stations = skyEvents(from, to).filter((e) => e.kind === "station" && e.body === planet);
  let days = 0;
  let since = stations[0]?.aspect === "direct" ? from : null;
  for (const e of stations) {
    if (e.aspect === "retrograde") since = Date.parse(e.date);
    else if (since !== null) {
      days += (Date.parse(e.date) - since) / 86_400_000;
      since = null;
    }
  }
  if (since !== null) days += (to - since) / 86_400_000;
  const share = Math.round((days / ((to - from) / 86_400_000)) * 100);
  const v = { planet, year, days: Math.round(days), share, synodic: T.synodicDays[planet as keyof typeof T.synodicDays] };
  return withBackdrop(t, { ...v, rhythm: expand(share >= 30 ? t.second : t.pauses, v) }, year);
}

function eclipseDepth(year: number): Section[] {
  const t = T.eclipses;
  const { from, to } = yearRange(year);
  const list = skyEvents(from, to).filter((e) => e.kind === "lunation" && e.eclipse);
  const axes = [...new Set(list.map((e) => [e.sign, opposite(e.sign)].sort((x, y) => signIndex(x) - signIndex(y)).join("–")))];
  const shift = (iso: string, days: number) => fmt(new Date(Date.parse(iso) + days * 86_400_000).toISOString());
  const windows = list.map((e) => expand(t.window, { from: shift(e.date, -7), to: shift(e.date, 7), kind: e.eclipse!, sign: e.sign }));
  const v = {
    year,
    axes: listJoin(axes),
    axisWord: axes.length > 1 ? t.axes.many : t.axes.one,
    pairs: listJoin(axes.map((a) => a.replace("–", " and "))),
    windows: listJoin(windows),
  };
  return withBackdrop(t, v, year);
}

function planetSignDepth(planet: Planet, sign: Sign): Section[] {
  const other = opposite(sign);
  return expand(T.planetSign, { planet, sign, other, first: SIGN_THEMES[sign].split(",")[0]!, otherFirst: SIGN_THEMES[other].split(",")[0]! });
}

/** The plan with its subject's further sections, before the questions and the close. */
export function deepen(plan: Plan, subject: RecognisedSubject, year: number): Plan {
  const more = ((): Section[] => {
    switch (subject.kind) {
      case "planet-sign":
        return planetSignDepth(subject.planet, subject.sign);
      case "planet-house":
        return planetHouseDepth(subject.planet, subject.house, year);
      case "sign":
        return signDepth(subject.sign, year);
      case "sign-pair":
        return signPairDepth(subject.signs, year);
      case "animal":
        return animalDepth(subject.animal, year);
      case "chinese-year":
        return chineseYearDepth(subject.year);
      case "nakshatra":
        return nakshatraDepth(subject.nakshatra);
      case "dasha":
        return dashaDepth(subject.lord, year);
      case "retrograde":
        return retrogradeDepth(subject.planet, subject.year);
      case "eclipses":
        return eclipseDepth(subject.year);
      case "general":
        return generalDepth(plan.label, year);
      default:
        return [];
    }
  })();
  return { ...plan, sections: [...plan.sections, ...more] };
}
