/** The built-in writer's subjects of the natal chart: a planet in a sign or house, a sign, a pair of signs. */
import { fill } from "~/astrology/texts/template";
import { PLANET_MEANINGS, SIGNS, signIndex, skyEvents, type Planet, type Sign } from "~/astrology";
import { type RecognisedSubject } from "~/services/blog-subject";
import { DIGNITY_NOTES, ELEMENT_NOTES, EXALTED, HOUSE_NOTES, MODALITY_NOTES, ORBIT_NOTES, ORDINAL_WORDS, PLANET_BY_ELEMENT, PLANET_NOTES, RULES, SIGN_THEMES } from "~/services/blog-writer-texts";
import { DAY, expand, firstSentences, fmt, info, listJoin, planFrom, yearRange, type Plan } from "~/services/blog-plan";
import { lastAndNextPassage, stayDays, staysIn, sunSeason, wholeStays, type Stay } from "~/services/blog-stays";
import { banks } from "~/astrology/texts/banks";
import T from "~/services/data/blog-west.json" with { type: "json" };

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
    return {
      last: null,
      inYear: [],
      next: lastAndNextPassage(planet, sign, to).next,
    };
  }
  const { last, next } = lastAndNextPassage(planet, sign, nowMs);
  return { last, inYear: [], next };
}

const span = (s: Stay) =>
  expand(T.planetSign.span, {
    start: fmt(s.start, true),
    end: fmt(s.end, true),
  });

/** "entered Aries on May 25, 2025, went back to Pisces on September 1, 2025, returned on February 14, 2026 and leaves on April 13, 2028". */
export function passageInWords(planet: Planet, stays: Stay[], nowMs: number): string {
  const t = T.passage;
  const say = (form: { past: string; future: string }, iso: string, sign = "") =>
    expand(Date.parse(iso) <= nowMs ? form.past : form.future, {
      sign,
      date: fmt(iso, true),
    });
  const first = stays[0]!;
  const parts = [say(t.enter, first.start, first.sign)];
  for (let i = 1; i < stays.length; i++) parts.push(say(t.back, stays[i - 1]!.end, SIGNS[(signIndex(first.sign) + 11) % 12]), say(t.again, stays[i]!.start));
  parts.push(say(t.leave, stays.at(-1)!.end));
  return expand(t.whole, { planet, parts: listJoin(parts) });
}

export function planetSign(planet: Planet, sign: Sign, year: number, focus: RecognisedSubject["focus"], dated: boolean, nowMs: number): Plan {
  const t = T.planetSign;
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
  const base = {
    planet,
    sign,
    year,
    theme: SIGN_THEMES[sign],
    element: i.element.toLowerCase(),
    modality: i.modality.toLowerCase(),
  };
  const f = expand(t.focus[focus], {
    ...base,
    elementNote: fill(ELEMENT_NOTES[i.element][1], vars),
  });
  const w = t.when;
  const when: string[] = [];
  if (planet === "Moon") when.push(expand(w.moon, base));
  else {
    if (found.inYear.length)
      when.push(
        expand(w.inYear, {
          ...base,
          spans: found.inYear.map(span).join(t.spanJoin),
        }),
      );
    if (found.last?.length) when.push(expand(w.last, { passage: passageInWords(planet, found.last, nowMs) }));
    if (found.next?.length) {
      const lead = found.last || found.inYear.length ? w.leadNext : expand(w.leadFirst, base);
      when.push(
        expand(w.next, {
          lead,
          passage: passageInWords(planet, found.next, nowMs).replace(/^\S+ /, `${planet} `),
        }),
      );
    } else if (!found.inYear.length) when.push(expand(w.never, base));
  }
  const datesAbove = found.inYear.length ? t.datesAbove.inYear : found.last?.length && found.next?.length ? t.datesAbove.lastAndNext : t.datesAbove.next;
  const dignity = fill(DIGNITY_NOTES[dignityOf(planet, sign)], vars);
  return planFrom(t.plan, {
    ...base,
    ...f,
    focusHeading: f.heading,
    focusText: f.text,
    meaning: PLANET_MEANINGS[planet],
    essence: note.essence,
    focusLine: focus === "general" ? expand(t.orbitLine, { planet, orbit: ORBIT_NOTES[planet] }) : note[focus],
    article: t.article[i.element],
    ruler: i.ruler,
    elementNote0: fill(ELEMENT_NOTES[i.element][0], vars),
    modalityNote: fill(MODALITY_NOTES[i.modality], vars),
    dignity,
    reading,
    when: when.join(" "),
    turnsLine: stations.length
      ? expand(t.turns, {
          ...base,
          turns: listJoin(stations.map((e) => expand(t.turn, { aspect: e.aspect!, date: fmt(e.date, true) }))),
        })
      : "",
    table: stays.length
      ? expand(t.stayTable, {
          sign,
          rows: stays.map((s) => [fmt(s.start, true), fmt(s.end, true), String(stayDays(s))]),
        })
      : undefined,
    byElement: (["Fire", "Earth", "Air", "Water"] as const).map((e) => fill(PLANET_BY_ELEMENT[e], { p: planet })).join(" "),
    tips: note.tips.map((tip) => `${tip}.`),
    facts: [
      ...stays.map((s) => expand(t.stayFact, { planet, sign, span: span(s) })),
      ...stations.map((e) =>
        expand(t.stationFact, {
          planet,
          sign,
          aspect: e.aspect!,
          date: fmt(e.date, true),
        }),
      ),
    ],
    orbit: ORBIT_NOTES[planet],
    datesAbove: stays.length ? expand(datesAbove, base) : "",
    birthTime: expand(planet === "Moon" ? t.birthTime.moon : t.birthTime.other, base),
  });
}

export function planetHouse(planet: Planet, house: number, year: number): Plan {
  const t = T.planetHouse;
  const ord = ORDINAL_WORDS[house - 1]!;
  const natural = SIGNS[house - 1]!;
  const note = PLANET_NOTES[planet];
  const spans = planet === "Moon" ? [] : wholeStays(planet, yearRange(year).from, yearRange(year).to);
  const base = { planet, ord, year, theme: SIGN_THEMES[natural] };
  return planFrom(t.plan, {
    ...base,
    area: HOUSE_NOTES[house - 1]!.split(":")[1]?.trim().replace(/\.$/, "") ?? t.areaFallback,
    houseNote: HOUSE_NOTES[house - 1]!,
    natural,
    essence: note.essence,
    items: [note.love, note.work, note.money].map((line) => expand(t.item, { ...base, line })),
    signsLine: spans.length
      ? expand(t.signs, {
          ...base,
          signs: listJoin([...new Set(spans.map((s) => s.sign))]),
        })
      : expand(t.moon, base),
    table: spans.length
      ? expand(t.table, {
          rows: spans.map((s) => [s.sign, fmt(s.start, true), fmt(s.end, true)]),
        })
      : undefined,
    facts: spans.map((s) =>
      expand(t.fact, {
        planet,
        sign: s.sign,
        start: fmt(s.start, true),
        end: fmt(s.end, true),
      }),
    ),
  });
}

export function signPair([a, b]: [Sign, Sign], year: number): Plan {
  const t = T.signPair;
  const ia = info(a);
  const ib = info(b);
  const gap = Math.min((signIndex(b) - signIndex(a) + 12) % 12, (signIndex(a) - signIndex(b) + 12) % 12);
  const [relation, meaning] = t.relations[gap]!;
  const seasons = [sunSeason(a, year), sunSeason(b, year)].sort((x, y) => Date.parse(x.start) - Date.parse(y.start));
  const names = {
    a,
    b,
    year,
    relation: relation!,
    meaning: meaning!,
    elementA: ia.element.toLowerCase(),
    elementB: ib.element.toLowerCase(),
    modalityA: ia.modality.toLowerCase(),
    modalityB: ib.modality.toLowerCase(),
    roleA: t.roles[ia.modality],
    roleB: t.roles[ib.modality],
  };
  return planFrom(t.plan, {
    ...names,
    elementNameA: ia.element,
    elementNameB: ib.element,
    modalityNameA: ia.modality,
    modalityNameB: ib.modality,
    rulerA: ia.ruler,
    rulerB: ib.ruler,
    themeA: SIGN_THEMES[a],
    themeB: SIGN_THEMES[b],
    firstThemeA: SIGN_THEMES[a].split(",")[0]!,
    firstThemeB: SIGN_THEMES[b].split(",")[0]!,
    bringsA: firstSentences(SUN_IN_SIGN[a], 3),
    bringsB: firstSentences(SUN_IN_SIGN[b], 3),
    elements: expand(ia.element === ib.element ? t.sameElement : t.otherElement, names),
    modalities: expand(ia.modality === ib.modality ? t.sameModality : t.otherModality, names),
    rows: seasons.map((s) => [s.sign, fmt(s.start, true), fmt(s.end, true)]),
    facts: seasons.map((s) =>
      expand(t.fact, {
        sign: s.sign,
        start: fmt(s.start, true),
        end: fmt(s.end, true),
      }),
    ),
  });
}

export function signPlan(sign: Sign, year: number): Plan {
  const t = T.sign;
  const i = info(sign);
  // The season that begins in the year (Capricorn's begins in December), and each whole visit that touches the year.
  const season = sunSeason(sign, year);
  const visitors = (["Mercury", "Venus", "Mars"] as const).flatMap((p) =>
    staysIn(p, sign, yearRange(year).from, yearRange(year).to).map((s) => ({
      p,
      ...s,
    })),
  );
  return planFrom(t.plan, {
    sign,
    year,
    ordinal: ORDINAL_WORDS[signIndex(sign)]!,
    modality: i.modality.toLowerCase(),
    element: i.element.toLowerCase(),
    ruler: i.ruler,
    start: fmt(season.start, true),
    end: fmt(season.end, true),
    sun: SUN_IN_SIGN[sign],
    moon: MOON_IN_SIGN[sign],
    rising: ASCENDANT_IN_SIGN[sign],
    theme: SIGN_THEMES[sign],
    rows: visitors.map((v) => [v.p, fmt(v.start, true), fmt(v.end, true)]),
    facts: visitors.map((v) =>
      expand(t.visit, {
        planet: v.p,
        sign,
        start: fmt(v.start, true),
        end: fmt(v.end, true),
      }),
    ),
  });
}
