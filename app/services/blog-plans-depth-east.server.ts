/** The built-in writer's second layer for the Chinese and Vedic subjects (blog-plans-depth.server.ts). */
import { ANIMALS, NAKSHATRAS, SIGNS, chineseNewYear, nakshatraLord, signSpans, solarTerms, type Animal, type Planet, type Sign } from "~/astrology";
import { yearPillar } from "~/astrology/chinese";
import { DASHA_ORDER, DASHA_YEARS, DASHA_YEAR_MS } from "~/astrology/kundli";
import { EXALTED, RULES, SIGN_THEMES } from "~/services/blog-writer-texts";
import { expand, fmt, listJoin, yearRange, type Section } from "~/services/blog-plan";
import { banks } from "~/astrology/texts/banks";
import T from "~/services/data/blog-depth-east.json" with { type: "json" };

const { DASHA_THEMES }: { DASHA_THEMES: Readonly<Record<string, string>> } = banks().dasha;

/** The jie term that opens each animal's solar month: the Tiger's is Lichun at 315°. */
const monthStart = (animal: Animal) => (315 + 30 * ((ANIMALS.indexOf(animal) - 2 + 12) % 12)) % 360;
const SECRET_FRIEND = T.secretFriend satisfies Record<Animal, string> as Record<Animal, Animal>;
/** Each branch's fixed element and compass direction. */
const BRANCH = T.branch satisfies Record<Animal, string[]> as Record<Animal, [string, string]>;

function relationToYear(animal: Animal, year: number) {
  const t = T.relation;
  const ruling = yearPillar(year).animal as Animal;
  const gap = (ANIMALS.indexOf(animal) - ANIMALS.indexOf(ruling) + 12) % 12;
  const how = gap === 0 ? t.own : gap === 6 ? t.clash : gap === 4 || gap === 8 ? t.trine : SECRET_FRIEND[animal] === ruling ? t.friend : t.neutral;
  return expand(t.sentence, { year, ruling, newYear: fmt(`${chineseNewYear(year)}T00:00:00Z`, true), animal, how: expand(how, { animal, year }) });
}

export function animalDepth(animal: Animal, year: number): Section[] {
  const t = T.animal;
  const terms = solarTerms(Date.UTC(year, 0, 1), Date.UTC(year + 1, 1, 1));
  const start = terms.find((term) => term.longitude === monthStart(animal));
  const end = start ? terms.find((term) => Date.parse(term.date) > Date.parse(start.date) && term.longitude === (monthStart(animal) + 30) % 360) : undefined;
  const hour = (23 + 2 * ANIMALS.indexOf(animal)) % 24;
  const hh = (h: number) => `${String(h).padStart(2, "0")}:00`;
  const monthLine =
    start && end
      ? expand(t.month, { animal, pinyin: start.pinyin, english: start.english, year, start: fmt(start.date, true), end: fmt(end.date, true) })
      : expand(t.noMonth, { animal, longitude: monthStart(animal) });
  const [element, direction] = BRANCH[animal];
  const polarity = t.polarity[ANIMALS.indexOf(animal) % 2 === 0 ? "yang" : "yin"];
  const v = { animal, monthLine, from: hh(hour), to: hh((hour + 2) % 24), element, direction, polarity, elementLower: element.toLowerCase(), friend: SECRET_FRIEND[animal] };
  return expand(t.sections, { ...v, relation: relationToYear(animal, year) }) as Section[];
}

export function chineseYearDepth(year: number): Section[] {
  const t = T.chineseYear;
  const pillar = yearPillar(year);
  const animal = pillar.animal as Animal;
  const seasons = solarTerms(Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1)).filter((term) => [315, 45, 135, 225].includes(term.longitude));
  const items = seasons.map((term) =>
    expand(t.item, { pinyin: term.pinyin, english: term.english, season: t.season[String(term.longitude) as "315"], date: fmt(term.date, true) }),
  );
  const v = {
    year,
    animal,
    items,
    element: BRANCH[animal][0].toLowerCase(),
    direction: BRANCH[animal][1],
    stemElement: pillar.element.toLowerCase(),
    friend: SECRET_FRIEND[animal],
  };
  return expand(t.sections, v) as Section[];
}

/** A sign's traditional ruler (the seven visible planets only), as a sentence names it. */
function traditionalRuler(sign: Sign) {
  const ruler = (["Sun", "Moon", "Mercury", "Venus", "Mars", "Jupiter", "Saturn"] as const).find((p) => RULES[p]!.includes(sign))!;
  return ruler === "Sun" || ruler === "Moon" ? expand(T.nakshatra.luminary, { planet: ruler }) : ruler;
}

export function nakshatraDepth(name: (typeof NAKSHATRAS)[number]): Section[] {
  const t = T.nakshatra;
  const number = NAKSHATRAS.indexOf(name) + 1;
  const start = (number - 1) * (40 / 3);
  const dm = (deg: number) => `${Math.floor(deg % 30)}°${String(Math.round((deg % 1) * 60) % 60).padStart(2, "0")}′`;
  const padas = [0, 1, 2, 3].map((k) => {
    const from = start + (k * 10) / 3;
    const navamsa = SIGNS[Math.floor(from / (10 / 3) + 1e-9) % 12]!;
    return { k: k + 1, from, navamsa, sign: SIGNS[Math.floor(from / 30)]! };
  });
  const tara = (n: number) => ((n - number + 27) % 27) % 9;
  const holders = [...new Set(padas.map((p) => p.sign))];
  const kind = (good: boolean) => NAKSHATRAS.filter((_, i) => i + 1 !== number && [1, 3, 5, 7, 8].includes(tara(i + 1)) === good && ![0].includes(tara(i + 1)));
  const rows = padas.map((p) => [String(p.k), expand(t.span, { from: dm(p.from), to: dm(p.from + 10 / 3), sign: p.sign }), p.navamsa, SIGN_THEMES[p.navamsa].split(",")[0]!]);
  const plural = holders.length > 1 && traditionalRuler(holders[0]!) !== traditionalRuler(holders[1]!) ? t.plural : "";
  const taras = t.taras.map(([tname, meaning]) => expand(t.tara, { name: tname!, meaning: meaning! })).join(", ");
  const v = { name, rows, holders: listJoin(holders), rulers: listJoin([...new Set(holders.map(traditionalRuler))]), plural, lord: nakshatraLord(number), taras };
  return expand(t.sections, { ...v, kind: listJoin(kind(true)), unkind: listJoin(kind(false)) }) as Section[];
}

/** The first thing a dasha's theme names ("detachment" for Ketu). */
const focusOf = (lord: string) => DASHA_THEMES[lord]!.split(": ").pop()!.split(",")[0]!;

export function dashaDepth(lord: (typeof DASHA_ORDER)[number], year: number): Section[] {
  const t = T.dasha;
  const first = DASHA_ORDER.indexOf(lord);
  const order = [...DASHA_ORDER.slice(first), ...DASHA_ORDER.slice(0, first)];
  let at = Date.UTC(year, 0, 1);
  const rows = order.map((sub) => {
    const begins = at;
    at += ((DASHA_YEARS[lord] * DASHA_YEARS[sub]) / 120) * DASHA_YEAR_MS;
    return [expand(t.pair, { lord, sub }), fmt(new Date(begins).toISOString(), true), DASHA_THEMES[sub]!.split(": ").pop()!];
  });
  const home = RULES[lord as Planet]?.join(" and ");
  const before = DASHA_ORDER[(first + 8) % 9]!;
  const after = DASHA_ORDER[(first + 1) % 9]!;
  const planet = lord as Planet;
  const transits = home && lord !== "Moon" ? signSpans(planet, yearRange(year).from, yearRange(year).to) : [];
  const exalted = EXALTED[planet] ? expand(t.exalted, { sign: EXALTED[planet] }) : "";
  const strength = home ? expand(t.home, { lord, home, exalted }) : expand(t.node, { lord });
  const transitsLine = transits.length ? expand(t.transits, { year, lord, signs: listJoin([...new Set(transits.map((s) => s.sign))]) }) : "";
  const v = { lord, year, rows, end: fmt(new Date(at).toISOString(), true), before, after, beforeYears: DASHA_YEARS[before], afterYears: DASHA_YEARS[after], last: order[8]! };
  return expand(t.sections, { ...v, beforeFocus: focusOf(before), lordFocus: focusOf(lord), strength, transitsLine }) as Section[];
}
