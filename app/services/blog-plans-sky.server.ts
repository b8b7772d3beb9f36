/** The built-in writer's subjects of the year's sky: retrogrades, eclipses, lunations and the solar terms. */
import { fill } from "~/astrology/texts/template";
import { SIGNS, chineseNewYear, skyEvents, solarTerms, type Planet, type Sign } from "~/astrology";
import { eclipseName } from "~/domain/forecast";
import { ELEMENT_NOTES, PLANET_NOTES, RETROGRADE_USES, SIGN_THEMES } from "~/services/blog-writer-texts";
import { expand, firstSentences, fmt, fmtBeijing, info, listJoin, planFrom, yearRange, type Plan } from "~/services/blog-plan";
import { banks } from "~/astrology/texts/banks";
import T from "~/services/data/blog-sky.json" with { type: "json" };

const { MOON_IN_SIGN } = banks().moon;

export function retrograde(planet: Planet, year: number): Plan {
  const t = T.retrograde;
  const { from, to } = yearRange(year);
  const stations = skyEvents(from, to).filter((e) => e.kind === "station" && e.body === planet);
  const periods = stations.flatMap((s, k) => {
    const d = stations[k + 1];
    if (s.aspect !== "retrograde") return [];
    return [
      d
        ? expand(t.period, {
            start: fmt(s.date),
            sign: s.sign,
            end: fmt(d.date),
            endSign: d.sign,
          })
        : expand(t.periodOpen, { start: fmt(s.date), sign: s.sign }),
    ];
  });
  const signs = [...new Set(stations.map((e) => e.sign))];
  const uses = RETROGRADE_USES[planet];
  const first = stations[0];
  return planFrom(t.plan, {
    planet,
    year,
    count: periods.length === 1 ? t.once : expand(t.times, { n: periods.length }),
    signs: listJoin(signs),
    opens:
      first?.aspect === "direct"
        ? expand(t.opensRetrograde, {
            planet,
            date: fmt(first.date),
            sign: first.sign,
          })
        : expand(t.opensForward, { planet, year }),
    periods: periods.join("; then "),
    rows: stations.map((e) => [fmt(e.date, true), t.station[e.aspect as "retrograde" | "direct"], e.sign]),
    retrogradeNote: PLANET_NOTES[planet].retrograde,
    essence: PLANET_NOTES[planet].essence,
    signItems: signs.map((sign) => expand(t.signItem, { sign, planet, theme: SIGN_THEMES[sign] })),
    firstUses: uses.slice(0, 2).join(" and "),
    useItems: uses.map((u) => expand(t.useItem, { use: `${u[0]!.toUpperCase()}${u.slice(1)}`, planet })),
    facts: stations.map((e) =>
      expand(t.fact, {
        planet,
        aspect: e.aspect!,
        date: fmt(e.date, true),
        sign: e.sign,
      }),
    ),
    firstDates: stations
      .map((e) => fmt(e.date))
      .slice(0, 3)
      .join(", "),
    signKeywords: signs.map((sign) => expand(t.signKeyword, { planet, sign })),
  });
}

export function eclipses(year: number): Plan {
  const t = T.eclipses;
  const { from, to } = yearRange(year);
  const list = skyEvents(from, to).filter((e) => e.kind === "lunation" && e.eclipse);
  const signs = [...new Set(list.map((e) => e.sign))];
  return planFrom(t.plan, {
    year,
    count: list.length,
    solar: list.filter((e) => e.eclipse === "solar").length,
    lunar: list.filter((e) => e.eclipse === "lunar").length,
    signs: listJoin(signs),
    rows: list.map((e) => [
      fmt(e.date, true),
      expand(t.row, {
        name: eclipseName(e.eclipse!, e.eclipseType ?? null, true),
        phase: t.phase[e.eclipse!],
      }),
      e.sign,
    ]),
    readings: list.map((e) =>
      expand(t.reading, {
        date: fmt(e.date),
        name: eclipseName(e.eclipse!, e.eclipseType ?? null),
        sign: e.sign,
        turn: t.turn[e.eclipse!],
        theme: SIGN_THEMES[e.sign],
      }),
    ),
    facts: list.map((e) =>
      expand(t.fact, {
        name: eclipseName(e.eclipse!, e.eclipseType ?? null),
        date: fmt(e.date, true),
        sign: e.sign,
      }),
    ),
  });
}

export function lunations(phase: "new" | "full", sign: Sign | null, year: number): Plan {
  const t = T.lunations;
  const { from, to } = yearRange(year);
  const all = skyEvents(from, to).filter((e) => e.kind === "lunation" && e.aspect === phase);
  const name = t.name[phase];
  const byPhase = expand(t.byPhase[phase], { name, year });
  const focus = sign ? all.filter((e) => e.sign === sign) : [];
  const label = sign ? expand(t.labelSign, { name, sign }) : expand(t.labelAll, { name, year });
  const inSign = sign && {
    falls: focus.length
      ? expand(t.falls, {
          year,
          name,
          sign,
          dates: listJoin(focus.map((e) => fmt(e.date))),
        })
      : expand(t.fallsNot, { name, sign, year }),
    puts: expand(t.puts, {
      name,
      sign,
      theme: SIGN_THEMES[sign],
      element: fill(ELEMENT_NOTES[info(sign).element][0], {
        p: expand(t.the, { name }),
        s: sign,
      }),
    }),
    moon: firstSentences(MOON_IN_SIGN[sign], 2),
  };
  return planFrom(t.plan, {
    ...byPhase,
    name,
    year,
    label,
    count: all.length,
    firstDate: fmt(all[0]!.date),
    firstSign: all[0]!.sign,
    lastDate: fmt(all.at(-1)!.date),
    lastSign: all.at(-1)!.sign,
    introFocus: sign ? expand(t.introFocus, { label }) : "",
    rows: all.map((e) => [fmt(e.date, true), e.sign, e.eclipse ? eclipseName(e.eclipse, e.eclipseType ?? null) : ""]),
    inSign: inSign ? [expand(t.inSign, { ...inSign, name, sign })] : [],
    items: all.map((e) =>
      expand(t.item, {
        date: fmt(e.date),
        sign: e.sign,
        verb: byPhase.verb,
        theme: SIGN_THEMES[e.sign],
      }),
    ),
    facts: all.map((e) =>
      expand(t.fact, {
        name,
        date: fmt(e.date, true),
        sign: e.sign,
        eclipse: e.eclipse ? expand(t.factEclipse, { kind: e.eclipse }) : "",
      }),
    ),
    descriptionStart: sign ? expand(t.descriptionSign, { name, sign }) : t.descriptionAll,
    signKeyword: sign ? [expand(t.signKeyword, { name, sign })] : [],
  });
}

export function solarTermsPlan(year: number): Plan {
  const t = T.solarTerms;
  const { from, to } = yearRange(year);
  const terms = solarTerms(from, to);
  const lichun = terms.find((term) => term.pinyin === "Lichun")!;
  return planFrom(t.plan, {
    year,
    lichun: fmtBeijing(lichun.date),
    newYear: fmt(`${chineseNewYear(year)}T00:00:00Z`),
    rows: terms.map((term) => [
      fmtBeijing(term.date, true),
      term.pinyin,
      term.english,
      expand(t.sunAt, {
        degree: term.longitude % 30,
        sign: SIGNS[Math.floor(term.longitude / 30)]!,
      }),
    ]),
    facts: terms.map((term) =>
      expand(t.fact, {
        english: term.english,
        pinyin: term.pinyin,
        date: fmt(term.date, true),
      }),
    ),
  });
}
