/** The built-in writer's Chinese and Vedic subjects: a Chinese year or animal, a nakshatra, a dasha. */
import { ANIMALS, NAKSHATRAS, SIGNS, chineseNewYear, moonNakshatraVisits, nakshatraLord, solarTerms, type Animal } from "~/astrology";
import { yearPillar } from "~/astrology/chinese";
import { DASHA_ORDER, DASHA_YEARS } from "~/astrology/kundli";
import { ORDINAL_WORDS } from "~/services/blog-writer-texts";
import { DAY, expand, fmt, fmtBeijing, listJoin, planFrom, type Plan } from "~/services/blog-plan";
import { banks } from "~/astrology/texts/banks";
import T from "~/services/data/blog-east.json" with { type: "json" };

const { ANIMAL_READINGS } = banks().animals;
const { DASHA_THEMES } = banks().dasha;
const { NAKSHATRA_LOVE } = banks().nakshatras;

const TRINES: readonly Animal[][] = [
  ["Rat", "Dragon", "Monkey"],
  ["Ox", "Snake", "Rooster"],
  ["Tiger", "Horse", "Dog"],
  ["Rabbit", "Goat", "Pig"],
];

function animalRelations(animal: Animal) {
  const index = ANIMALS.indexOf(animal);
  return {
    allies: TRINES.find((t) => t.includes(animal))!.filter((a) => a !== animal),
    clash: ANIMALS[(index + 6) % 12]!,
  };
}

export function chineseYear(year: number): Plan {
  const t = T.chineseYear;
  const pillar = yearPillar(year);
  const animal = pillar.animal as Animal;
  const reading = ANIMAL_READINGS[animal];
  const { allies, clash } = animalRelations(animal);
  const newYear = `${chineseNewYear(year)}T00:00:00Z`;
  const next = `${chineseNewYear(year + 1)}T00:00:00Z`;
  const lichun = solarTerms(Date.UTC(year, 0, 1), Date.UTC(year, 2, 1)).find((term) => term.pinyin === "Lichun")!;
  const what = (a: Animal) => (a === animal ? t.forAnimal.own : allies.includes(a) ? t.forAnimal.ally : a === clash ? t.forAnimal.clash : t.forAnimal.neutral);
  return planFrom(t.plan, {
    ...pillar,
    animal,
    year,
    newYear: fmt(newYear),
    newYearFull: fmt(newYear, true),
    nextFull: fmt(next, true),
    lichun: fmtBeijing(lichun.date),
    lichunFull: fmtBeijing(lichun.date, true),
    lastDay: fmt(new Date(Date.parse(next) - DAY).toISOString(), true),
    reading: reading.reading,
    elementReading: reading.elements[pillar.element],
    polarity: pillar.yinYang.toLowerCase(),
    items: ANIMALS.map((other) => expand(t.item, { other, what: expand(what(other), { animal, year }) })),
    yearBefore: year - 60,
    allies: listJoin(allies),
    clash,
  });
}

export function animalPlan(animal: Animal, year: number): Plan {
  const t = T.animal;
  const reading = ANIMAL_READINGS[animal];
  const index = ANIMALS.indexOf(animal);
  const { allies, clash } = animalRelations(animal);
  const years: number[] = [];
  for (let y = year - 60; y <= year + 12; y++) if ((((y - 4) % 12) + 12) % 12 === index) years.push(y);
  const upcoming = years.find((y) => y >= year);
  const begins = (y: number) => fmt(`${chineseNewYear(y)}T00:00:00Z`, true);
  return planFrom(t.plan, {
    animal,
    ordinal: ORDINAL_WORDS[index]!,
    recent: years
      .filter((y) => y < year + 12)
      .slice(-6)
      .join(", "),
    reading: reading.reading,
    elementItems: (["Wood", "Fire", "Earth", "Metal", "Water"] as const).map((element) =>
      expand(t.elementItem, {
        element,
        animal,
        reading: reading.elements[element],
      }),
    ),
    rows: years.slice(-6).map((y) => [String(y), yearPillar(y).element, begins(y)]),
    next: upcoming === undefined ? "" : expand(t.next, { animal, year: upcoming, date: begins(upcoming) }),
    allies: listJoin(allies),
    clash,
    facts: years.slice(-6).map((y) =>
      expand(t.fact, {
        element: yearPillar(y).element,
        animal,
        year: y,
        date: begins(y),
      }),
    ),
  });
}

function ordinalSuffix(n: number) {
  const last = n > 20 || n < 4 ? n % 10 : 0;
  return last === 1 ? "st" : last === 2 ? "nd" : last === 3 ? "rd" : "th";
}

export function nakshatraPlan(name: (typeof NAKSHATRAS)[number], year: number): Plan {
  const t = T.nakshatra;
  const number = NAKSHATRAS.indexOf(name) + 1;
  const lord = nakshatraLord(number);
  const startDeg = (number - 1) * (40 / 3);
  // A span's end on a sign's edge is that sign's 30°00′ (Revati ends at 30°00′ Pisces, not "0°00′ Aries").
  const dm = (raw: number, end = false) => {
    const deg = Math.round(raw * 60) / 60;
    const edge = end && deg % 30 === 0;
    const sign = SIGNS[(Math.floor(deg / 30) - (edge ? 1 : 0) + 12) % 12];
    return `${edge ? 30 : Math.floor(deg % 30)}°${String(Math.round((deg % 1) * 60) % 60).padStart(2, "0")}′ ${sign}`;
  };
  const now = Date.UTC(year, 0, 1);
  const visits = moonNakshatraVisits(number, now, now + 84 * DAY).slice(0, 3);
  const siblings = NAKSHATRAS.filter((_, i) => nakshatraLord(i + 1) === lord && i + 1 !== number);
  const after = (k: number) => DASHA_ORDER[(DASHA_ORDER.indexOf(lord) + k) % 9]!;
  const at = (iso: string) => expand(t.visit, { date: fmt(iso, true), time: iso.slice(11, 16) });
  return planFrom(t.plan, {
    name,
    number,
    suffix: ordinalSuffix(number),
    from: dm(startDeg),
    to: dm(startDeg + 40 / 3, true),
    lord,
    year,
    lordYears: DASHA_YEARS[lord],
    siblingNames: siblings.join(", "),
    siblings: listJoin(siblings),
    love: NAKSHATRA_LOVE[name],
    theme: DASHA_THEMES[lord]!,
    rows: visits.map((v) => [at(v.start), at(v.end)]),
    facts: visits.map((v) => expand(t.fact, { name, start: v.start, end: v.end })),
    next1: after(1),
    next2: after(2),
  });
}

export function dashaPlan(lord: (typeof DASHA_ORDER)[number]): Plan {
  const t = T.dasha;
  const start = DASHA_ORDER.indexOf(lord);
  const order = [...DASHA_ORDER.slice(start), ...DASHA_ORDER.slice(0, start)];
  const length = (sub: (typeof DASHA_ORDER)[number]) => {
    const years = (DASHA_YEARS[lord] * DASHA_YEARS[sub]) / 120;
    return expand(t.length, {
      y: Math.floor(years),
      m: Math.round((years % 1) * 12),
    });
  };
  const next = order[1]!;
  return planFrom(t.plan, {
    lord,
    years: DASHA_YEARS[lord],
    theme: DASHA_THEMES[lord]!,
    themeShort: DASHA_THEMES[lord]!.split(":")[0]!,
    rows: order.map((sub) => [expand(t.pair, { lord, sub }), length(sub)]),
    mansions: listJoin(NAKSHATRAS.filter((_, i) => nakshatraLord(i + 1) === lord)),
    facts: order.map((sub) => expand(t.fact, { lord, sub, length: length(sub) })),
    next,
    nextYears: DASHA_YEARS[next],
  });
}
