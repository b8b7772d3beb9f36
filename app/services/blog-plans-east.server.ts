/** The built-in writer's Chinese and Vedic subjects: a Chinese year or animal, a nakshatra, a dasha. */
import { ANIMALS, NAKSHATRAS, SIGNS, chineseNewYear, moonNakshatraVisits, nakshatraLord, solarTerms, type Animal } from "~/astrology";
import { yearPillar } from "~/astrology/chinese";
import { DASHA_ORDER, DASHA_YEARS } from "~/astrology/kundli";
import { ORDINAL_WORDS } from "~/services/blog-writer-texts";
import { DAY, fmt, fmtBeijing, listJoin, type Plan } from "~/services/blog-plan";
import { banks } from "~/astrology/texts/banks";

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
  const pillar = yearPillar(year);
  const animal = pillar.animal as Animal;
  const reading = ANIMAL_READINGS[animal];
  const { allies, clash } = animalRelations(animal);
  const newYear = chineseNewYear(year);
  const next = chineseNewYear(year + 1);
  const lichun = solarTerms(Date.UTC(year, 0, 1), Date.UTC(year, 2, 1)).find((t) => t.pinyin === "Lichun")!;
  return {
    label: `the ${pillar.element} ${animal} year ${year}`,
    intro: [
      `The Chinese year ${year} is the year of the ${pillar.element} ${animal} (${pillar.yinYang}, stem ${pillar.stem}, branch ${pillar.branch}), and it begins with the lunar New Year on ${fmt(`${newYear}T00:00:00Z`, true)}.`,
      `It runs until ${fmt(`${next}T00:00:00Z`, true)}, and this guide covers the ${animal}'s character, the ${pillar.element} element's twist and what the ${animal} year brings to each of the twelve animals.`,
    ],
    sections: [
      {
        heading: `When the ${animal} year ${year} begins and ends`,
        table: {
          head: ["Marker", "Date"],
          rows: [
            ["Lunar New Year", fmt(`${newYear}T00:00:00Z`, true)],
            ["Lichun (BaZi year change)", fmtBeijing(lichun.date, true)],
            [`Last day of the ${animal} year`, fmt(new Date(Date.parse(`${next}T00:00:00Z`) - DAY).toISOString(), true)],
          ],
        },
        text: [`People born between January 1 and ${fmt(`${newYear}T00:00:00Z`)} ${year} belong to the previous animal, so check the date before you claim the ${animal}.`],
      },
      { heading: `The ${animal}'s character`, text: [reading.reading] },
      {
        heading: `The ${pillar.element} ${animal}`,
        text: [
          reading.elements[pillar.element],
          `${pillar.element} is the element of the stem ${pillar.stem}, and the ${pillar.yinYang.toLowerCase()} polarity of ${year} colours the whole ${animal} year.`,
        ],
      },
      {
        heading: `The ${animal} year for each animal`,
        list: ANIMALS.map(
          (a) =>
            `**${a}**: ${a === animal ? `your own year (benming nian), traditionally a year to move with care and wear a little red` : allies.includes(a) ? `a ${animal} ally of the same trine, so the year tends to cooperate` : a === clash ? `the ${animal}'s opposite, so ${year} asks for patience and fewer risks` : `a neutral neighbour of the ${animal}, with the year's luck in your own hands`}.`,
        ),
      },
    ],
    facts: [
      `Chinese New Year ${year}: ${fmt(`${newYear}T00:00:00Z`, true)}`,
      `Year pillar: ${pillar.element} ${animal} (${pillar.stem} ${pillar.branch}, ${pillar.yinYang})`,
      `Lichun ${year}: ${fmtBeijing(lichun.date, true)}`,
      `Next New Year: ${fmt(`${next}T00:00:00Z`, true)}`,
    ],
    questions: [
      [
        `Am I a ${animal} if I was born in January ${year}?`,
        `No: births before the lunar New Year on ${fmt(`${newYear}T00:00:00Z`)} belong to the previous animal, and BaZi uses Lichun on ${fmtBeijing(lichun.date)} as the boundary instead.`,
      ],
      [
        `What is special about a ${pillar.element} ${animal} year?`,
        `Each animal returns every twelve years but with the same element only every sixty, so ${year} is the first ${pillar.element} ${animal} year since ${year - 60}.`,
      ],
      [
        `Which animals do well in the ${animal} year?`,
        `The ${listJoin(allies)}, who share the ${animal}'s trine; the ${clash}, opposite the ${animal}, is traditionally told to move carefully in ${year}.`,
      ],
    ],
    description: `The ${year} Chinese year of the ${pillar.element} ${animal}: its dates from ${fmt(`${newYear}T00:00:00Z`)}, its character and what it brings each animal.`,
    keywords: [`year of the ${animal} ${year}`.toLowerCase(), `chinese new year ${year}`, `${pillar.element} ${animal}`.toLowerCase(), "chinese zodiac"],
  };
}

export function animalPlan(animal: Animal, year: number): Plan {
  const reading = ANIMAL_READINGS[animal];
  const index = ANIMALS.indexOf(animal);
  const { allies, clash } = animalRelations(animal);
  const years: number[] = [];
  for (let y = year - 60; y <= year + 12; y++) if ((((y - 4) % 12) + 12) % 12 === index) years.push(y);
  const upcoming = years.filter((y) => y >= year).slice(0, 1);
  return {
    label: `the ${animal} in the Chinese zodiac`,
    intro: [
      `The ${animal} is the ${ORDINAL_WORDS[index]} of the twelve animals, and its years come round every twelve years: ${years
        .filter((y) => y < year + 12)
        .slice(-6)
        .join(", ")}.`,
      `Here is the ${animal}'s character, the five kinds of ${animal} by element, the ${animal}'s friends and opposite, and the exact date the next ${animal} year begins.`,
    ],
    sections: [
      { heading: `The ${animal}'s nature`, text: [reading.reading] },
      {
        heading: `Five elements, five ${animal}s`,
        list: (["Wood", "Fire", "Earth", "Metal", "Water"] as const).map((e) => `**${e} ${animal}**: ${reading.elements[e]}`),
      },
      {
        heading: `${animal} years and their dates`,
        table: {
          head: ["Year", "Element", "Begins"],
          rows: years.slice(-6).map((y) => [String(y), yearPillar(y).element, fmt(`${chineseNewYear(y)}T00:00:00Z`, true)]),
        },
        text: [upcoming.length ? `The next ${animal} year, ${upcoming[0]}, begins on ${fmt(`${chineseNewYear(upcoming[0]!)}T00:00:00Z`, true)}.` : ""],
      },
      {
        heading: `The ${animal}'s allies and opposite`,
        text: [
          `The ${animal} shares a trine with the ${listJoin(allies)}, animals that think along the same lines, while the ${clash} sits opposite the ${animal} on the wheel and tends to pull the other way.`,
          `In the ${animal}'s own years, tradition suggests caution and a touch of red for luck.`,
        ],
      },
    ],
    facts: years.slice(-6).map((y) => `${yearPillar(y).element} ${animal} year ${y} begins ${fmt(`${chineseNewYear(y)}T00:00:00Z`, true)}`),
    questions: [
      [
        `How do I know if I am a ${animal}?`,
        `Find your birth year in the ${animal} years above and check the date: a birth before that year's lunar New Year belongs to the animal before the ${animal}.`,
      ],
      [`Who is the best match for a ${animal}?`, `Tradition favours the ${listJoin(allies)}, the ${animal}'s trine partners, and warns that the ${clash} sees the world from the opposite side.`],
      [
        `Why is the ${animal} ${ORDINAL_WORDS[index]} in the cycle?`,
        `Legend places the animals in the order they finished the Jade Emperor's great race, and the ${animal} came ${ORDINAL_WORDS[index]}; astronomically the order follows the twelve earthly branches.`,
      ],
    ],
    description: `The ${animal} of the Chinese zodiac: character, the five ${animal} elements, ${animal} years with their dates and the ${animal}'s best and hardest matches.`,
    keywords: [`${animal} chinese zodiac`.toLowerCase(), `year of the ${animal}`.toLowerCase(), `${animal} compatibility`.toLowerCase()],
  };
}

export function nakshatraPlan(name: (typeof NAKSHATRAS)[number], year: number): Plan {
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
  return {
    label: `${name} nakshatra`,
    intro: [
      `${name} is the ${number}${number === 1 ? "st" : number === 2 ? "nd" : number === 3 ? "rd" : number > 20 && number % 10 === 1 ? "st" : number > 20 && number % 10 === 2 ? "nd" : number > 20 && number % 10 === 3 ? "rd" : "th"} of the 27 nakshatras, spanning ${dm(startDeg)} to ${dm(startDeg + 40 / 3, true)} of the sidereal zodiac, and its lord is ${lord}.`,
      `This guide explains what ${name} means for those whose Moon sits there, how ${lord} shapes it, and when the Moon passes through ${name} in early ${year}.`,
    ],
    sections: [
      {
        heading: `${name} at a glance`,
        table: {
          head: ["Fact", `${name}`],
          rows: [
            ["Number", `${number} of 27`],
            ["Sidereal span", `${dm(startDeg)} – ${dm(startDeg + 40 / 3, true)}`],
            ["Lord", lord],
            ["Dasha of the lord", `${DASHA_YEARS[lord]} years`],
            [`Other mansions ruled by ${lord}`, siblings.join(", ")],
          ],
        },
      },
      { heading: `The Moon in ${name}`, text: [NAKSHATRA_LOVE[name]] },
      {
        heading: `${lord}, the lord of ${name}`,
        text: [
          `${lord} rules ${name} along with ${listJoin(siblings)}, and a birth Moon in ${name} starts life in the ${lord} mahadasha, which lasts ${DASHA_YEARS[lord]} years in full.`,
          `That first dasha of ${lord} is remembered as ${DASHA_THEMES[lord]}.`,
        ],
      },
      {
        heading: `When the Moon is in ${name} in ${year}`,
        text: [`The Moon crosses ${name} in about a day, once every sidereal month; its first passages of ${year} are listed below (UTC).`],
        table: {
          head: ["Enters", "Leaves"],
          rows: visits.map((v) => [`${fmt(v.start, true)} ${v.start.slice(11, 16)}`, `${fmt(v.end, true)} ${v.end.slice(11, 16)}`]),
        },
      },
    ],
    facts: [`${name}: nakshatra ${number}, ${dm(startDeg)} to ${dm(startDeg + 40 / 3, true)} sidereal, lord ${lord}`, ...visits.map((v) => `Moon in ${name} from ${v.start} to ${v.end}`)],
    questions: [
      [
        `How do I know if my Moon is in ${name}?`,
        `Your Moon is in ${name} if its sidereal (Lahiri) longitude falls between ${dm(startDeg)} and ${dm(startDeg + 40 / 3, true)}; because the Moon crosses ${name} in about a day, the birth time matters.`,
      ],
      [`What are the padas of ${name}?`, `${name} is divided into four padas of 3°20′ each, and each pada links ${name} to a navamsa sign, which refines the reading of a Moon there.`],
      [
        `Which dasha follows ${lord} for a ${name} Moon?`,
        `After ${lord}, the Vimshottari sequence moves to ${DASHA_ORDER[(DASHA_ORDER.indexOf(lord) + 1) % 9]}, then ${DASHA_ORDER[(DASHA_ORDER.indexOf(lord) + 2) % 9]}, in the fixed order every chart follows.`,
      ],
    ],
    description: `${name} nakshatra: its span (${dm(startDeg)}–${dm(startDeg + 40 / 3, true)}), its lord ${lord}, what a ${name} Moon means and the Moon's ${year} passages.`,
    keywords: [`${name} nakshatra`.toLowerCase(), `${name} moon`.toLowerCase(), `${lord} nakshatra`.toLowerCase(), "vedic astrology"],
  };
}

export function dashaPlan(lord: (typeof DASHA_ORDER)[number]): Plan {
  const start = DASHA_ORDER.indexOf(lord);
  const order = [...DASHA_ORDER.slice(start), ...DASHA_ORDER.slice(0, start)];
  const mansions = NAKSHATRAS.filter((_, i) => nakshatraLord(i + 1) === lord);
  const sub = (l: (typeof DASHA_ORDER)[number]) => (DASHA_YEARS[lord] * DASHA_YEARS[l]) / 120;
  const ym = (years: number) => `${Math.floor(years)} y ${Math.round((years % 1) * 12)} m`;
  return {
    label: `the ${lord} mahadasha`,
    intro: [
      `The ${lord} mahadasha lasts ${DASHA_YEARS[lord]} years in the Vimshottari system, one of nine periods that add up to a 120-year cycle.`,
      `Below: what the ${lord} dasha is said to bring, how long each of its nine sub-periods runs, and who starts life in a ${lord} period.`,
    ],
    sections: [
      {
        heading: `What the ${lord} dasha brings`,
        text: [
          `Tradition describes the ${lord} period as ${DASHA_THEMES[lord]}.`,
          `How those ${DASHA_YEARS[lord]} years actually feel depends on where ${lord} sits in your own chart, its sign, house and strength.`,
        ],
      },
      {
        heading: `The sub-periods of the ${lord} mahadasha`,
        text: [`Each antardasha takes ${lord}'s ${DASHA_YEARS[lord]} years times the sub-lord's years, divided by 120, starting with ${lord}'s own.`],
        table: {
          head: ["Antardasha", "Length"],
          rows: order.map((l) => [`${lord}–${l}`, ym(sub(l))]),
        },
      },
      {
        heading: `Who is born into a ${lord} period`,
        text: [`A Moon in ${listJoin(mansions)} at birth begins the ${lord} dasha, with the part already "used" proportional to how far the Moon has travelled through its nakshatra.`],
      },
      {
        heading: `Living through the ${lord} years`,
        list: [
          `Learn where ${lord} falls in your birth chart before the ${lord} dasha starts.`,
          `Expect the sub-period's lord to colour each stretch of the ${lord} years.`,
          `Use the ${lord} mahadasha's theme deliberately: ${DASHA_THEMES[lord]!.split(":")[0]}.`,
        ],
      },
    ],
    facts: [`${lord} mahadasha: ${DASHA_YEARS[lord]} years`, ...order.map((l) => `${lord}–${l} antardasha: ${ym(sub(l))}`)],
    questions: [
      [
        `How do I find when my ${lord} dasha starts?`,
        `From the Moon's exact sidereal position at birth: the nakshatra gives the first dasha and the fraction already travelled fixes its remaining length, so the ${lord} period begins when the earlier periods in the sequence have run out.`,
      ],
      [
        `Is the ${lord} mahadasha good or bad?`,
        `Neither in itself; a well-placed ${lord} tends to deliver its themes generously, and an afflicted ${lord} asks for more effort, which is why the birth chart matters more than the name of the period.`,
      ],
      [
        `What comes after the ${lord} mahadasha?`,
        `The ${DASHA_ORDER[(DASHA_ORDER.indexOf(lord) + 1) % 9]} mahadasha, which lasts ${DASHA_YEARS[DASHA_ORDER[(DASHA_ORDER.indexOf(lord) + 1) % 9]!]} years.`,
      ],
    ],
    description: `The ${lord} mahadasha: ${DASHA_YEARS[lord]} years of ${DASHA_THEMES[lord]!.split(":")[0]}, its nine antardashas with their lengths, and who begins life in it.`,
    keywords: [`${lord} mahadasha`.toLowerCase(), `${lord} dasha`.toLowerCase(), "vimshottari dasha", "antardasha"],
  };
}
