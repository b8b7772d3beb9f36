/** The built-in writer's second layer for the Chinese and Vedic subjects (blog-plans-depth.server.ts). */
import { ANIMALS, NAKSHATRAS, SIGNS, chineseNewYear, nakshatraLord, signSpans, solarTerms, type Animal, type Planet, type Sign } from "~/astrology";
import { yearPillar } from "~/astrology/chinese";
import { DASHA_ORDER, DASHA_YEARS, DASHA_YEAR_MS } from "~/astrology/kundli";
import { EXALTED, RULES, SIGN_THEMES } from "~/services/blog-writer-texts";
import { fmt, listJoin, yearRange, type Section } from "~/services/blog-plan";
import { banks } from "~/astrology/texts/banks";

const { DASHA_THEMES }: { DASHA_THEMES: Readonly<Record<string, string>> } = banks().dasha;

/** The jie term that opens each animal's solar month: the Tiger's is Lichun at 315°. */
const monthStart = (animal: Animal) => (315 + 30 * ((ANIMALS.indexOf(animal) - 2 + 12) % 12)) % 360;
const SECRET_FRIEND: Record<Animal, Animal> = { Rat: "Ox", Ox: "Rat", Tiger: "Pig", Pig: "Tiger", Rabbit: "Dog", Dog: "Rabbit", Dragon: "Rooster", Rooster: "Dragon", Snake: "Monkey", Monkey: "Snake", Horse: "Goat", Goat: "Horse" };

/** Each branch's fixed element and compass direction. */
const BRANCH: Record<Animal, [string, string]> = {
  Rat: ["Water", "north"],
  Ox: ["Earth", "north-north-east"],
  Tiger: ["Wood", "east-north-east"],
  Rabbit: ["Wood", "east"],
  Dragon: ["Earth", "east-south-east"],
  Snake: ["Fire", "south-south-east"],
  Horse: ["Fire", "south"],
  Goat: ["Earth", "south-south-west"],
  Monkey: ["Metal", "west-south-west"],
  Rooster: ["Metal", "west"],
  Dog: ["Earth", "west-north-west"],
  Pig: ["Water", "north-north-west"],
};

function relationToYear(animal: Animal, year: number) {
  const ruling = yearPillar(year).animal as Animal;
  const gap = (ANIMALS.indexOf(animal) - ANIMALS.indexOf(ruling) + 12) % 12;
  const how =
    gap === 0
      ? `its own year, the benming nian that tradition meets with caution`
      : gap === 6
        ? `the year of its opposite: the ${animal} is said to clash with the ${year} Tai Sui and does best with fewer risks`
        : gap === 4 || gap === 8
          ? `a year of its own trine, usually a cooperative one`
          : SECRET_FRIEND[animal] === ruling
            ? `the year of its secret friend, a quietly helpful one`
            : `a neutral year, neither ally nor opposite`;
  return `${year} is the ${ruling} year from its lunar New Year on ${fmt(`${chineseNewYear(year)}T00:00:00Z`, true)}; for the ${animal} that makes it ${how}.`;
}

export function animalDepth(animal: Animal, year: number): Section[] {
  const terms = solarTerms(Date.UTC(year, 0, 1), Date.UTC(year + 1, 1, 1));
  const start = terms.find((t) => t.longitude === monthStart(animal));
  const end = start ? terms.find((t) => Date.parse(t.date) > Date.parse(start.date) && t.longitude === (monthStart(animal) + 30) % 360) : undefined;
  const hour = (23 + 2 * ANIMALS.indexOf(animal)) % 24;
  const hh = (h: number) => `${String(h).padStart(2, "0")}:00`;
  return [
    {
      heading: `The ${animal}'s month and hour`,
      text: [
        start && end
          ? `Besides its years, the ${animal} governs a solar month, opened by ${start.pinyin} (${start.english}): in ${year} the ${animal} month runs from ${fmt(start.date, true)} to ${fmt(end.date, true)}, and a birth in it gives the ${animal} as the month pillar.`
          : `Besides its years, the ${animal} governs a solar month that opens when the Sun reaches ${monthStart(animal)}° of longitude.`,
        `The ${animal} also rules the double hour from ${hh(hour)} to ${hh((hour + 2) % 24)}, local time; someone born then carries the ${animal} in the hour pillar, the part of the chart read for later life and children.`,
      ],
    },
    {
      heading: `The ${animal}'s branch: element, polarity and direction`,
      text: [
        `As an earthly branch the ${animal} carries a fixed element, ${BRANCH[animal][0]}, whatever the year's stem, is ${ANIMALS.indexOf(animal) % 2 === 0 ? "yang" : "yin"}, and points ${BRANCH[animal][1]} on the compass; feng shui and BaZi readers use that ${BRANCH[animal][0].toLowerCase()} nature when they weigh a ${animal} in any pillar.`,
        relationToYear(animal, year),
      ],
    },
    {
      heading: `The ${animal}'s secret friend`,
      text: [
        `Apart from its trine, the ${animal} has one secret friend, the ${SECRET_FRIEND[animal]}: the two branches form one of the six harmonies, a quiet alliance that tradition rates even above the trine for marriage and partnership.`,
      ],
    },
  ];
}

export function chineseYearDepth(year: number): Section[] {
  const pillar = yearPillar(year);
  const animal = pillar.animal as Animal;
  const seasons = solarTerms(Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1)).filter((t) => [315, 45, 135, 225].includes(t.longitude));
  const season = { 315: "spring", 45: "summer", 135: "autumn", 225: "winter" } as Record<number, string>;
  return [
    {
      heading: `The four seasons of ${year}`,
      text: [`In the Chinese calendar each season opens with a solar term, not a solstice; in ${year} the four openings fall on these dates, each a natural moment to review the year's plans.`],
      list: seasons.map((t) => `**${t.pinyin}** (${t.english}), the start of ${season[t.longitude]}: ${fmt(t.date, true)}`),
    },
    {
      heading: `The ${animal}'s branch in ${year}`,
      text: [
        `Whatever the stem, the ${animal} branch is ${BRANCH[animal][0].toLowerCase()} by nature and points ${BRANCH[animal][1]}, so ${year} pairs the ${pillar.element.toLowerCase()} of its stem with the ${BRANCH[animal][0].toLowerCase()} of its branch. The ${animal}'s secret friend, the ${SECRET_FRIEND[animal]}, is the animal tradition expects to find quiet help in ${year}.`,
      ],
    },
  ];
}

/** A sign's traditional ruler (the seven visible planets only), as a sentence names it. */
function traditionalRuler(sign: Sign) {
  const ruler = (["Sun", "Moon", "Mercury", "Venus", "Mars", "Jupiter", "Saturn"] as const).find((p) => RULES[p]!.includes(sign))!;
  return ruler === "Sun" || ruler === "Moon" ? `the ${ruler}` : ruler;
}

const TARA = ["Janma", "Sampat", "Vipat", "Kshema", "Pratyari", "Sadhaka", "Vadha", "Mitra", "Parama Mitra"] as const;
const TARA_MEANING = ["birth", "wealth", "danger", "well-being", "obstacles", "achievement", "trouble", "friend", "great friend"] as const;

export function nakshatraDepth(name: (typeof NAKSHATRAS)[number]): Section[] {
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
  return [
    {
      heading: `The four padas of ${name}`,
      text: [`Each quarter of ${name} falls in a different navamsa sign, which colours a Moon placed there.`],
      table: {
        head: ["Pada", "Span", "Navamsa", `What it adds to ${name}`],
        rows: padas.map((p) => [String(p.k), `${dm(p.from)}–${dm(p.from + 10 / 3)} ${p.sign}`, p.navamsa, SIGN_THEMES[p.navamsa].split(",")[0]!]),
      },
    },
    {
      heading: `The signs that hold ${name}`,
      text: [
        `${name} lies in ${listJoin(holders)} of the sidereal zodiac, so a Moon there answers to ${listJoin([...new Set(holders.map(traditionalRuler))])} as sign lord${holders.length > 1 && traditionalRuler(holders[0]!) !== traditionalRuler(holders[1]!) ? "s" : ""} as well as to ${nakshatraLord(number)} as lord of the mansion; a Vedic reading of a ${name} Moon weighs both.`,
        `The Moon returns to ${name} every sidereal month of about 27.3 days, so ${name} days come round thirteen or fourteen times a year, and each is a small rehearsal of the ${name} Moon's themes.`,
      ],
    },
    {
      heading: `${name} and the taras`,
      text: [
        `Counting from ${name} as the first star, every nakshatra takes one of nine taras: ${TARA.map((t, i) => `${t} (${TARA_MEANING[i]})`).join(", ")}, repeated three times around the sky.`,
        `For a ${name} Moon the kind taras (Sampat, Kshema, Sadhaka, Mitra and Parama Mitra) fall on ${listJoin(kind(true))}, the days astrologers choose for beginnings; Vipat, Pratyari and Vadha fall on ${listJoin(kind(false))}, days a ${name} native keeps for routine.`,
      ],
    },
  ];
}

/** The first thing a dasha's theme names ("detachment" for Ketu). */
const focusOf = (lord: string) => DASHA_THEMES[lord]!.split(": ").pop()!.split(",")[0]!;

export function dashaDepth(lord: (typeof DASHA_ORDER)[number], year: number): Section[] {
  const first = DASHA_ORDER.indexOf(lord);
  const order = [...DASHA_ORDER.slice(first), ...DASHA_ORDER.slice(0, first)];
  let at = Date.UTC(year, 0, 1);
  const rows = order.map((sub) => {
    const begins = at;
    at += ((DASHA_YEARS[lord] * DASHA_YEARS[sub]) / 120) * DASHA_YEAR_MS;
    return [`${lord}–${sub}`, fmt(new Date(begins).toISOString(), true), DASHA_THEMES[sub]!.split(": ").pop()!];
  });
  const home = RULES[lord as Planet]?.join(" and ");
  const before = DASHA_ORDER[(first + 8) % 9]!;
  const after = DASHA_ORDER[(first + 1) % 9]!;
  const planet = lord as Planet;
  const transits = home && lord !== "Moon" ? signSpans(planet, yearRange(year).from, yearRange(year).to) : [];
  return [
    {
      heading: `A ${lord} mahadasha from January 1, ${year}, as dated`,
      text: [
        `To see how the ${lord} years divide, here is a ${lord} mahadasha that begins on January 1, ${year}, with each antardasha's start and the theme its sub-lord adds; the whole ${lord} period would end on ${fmt(new Date(at).toISOString(), true)}.`,
      ],
      table: { head: ["Antardasha", "Begins", "Sub-lord's theme"], rows },
    },
    {
      heading: `Between ${before} and ${after}`,
      text: [
        `In the Vimshottari order the ${lord} mahadasha follows the ${DASHA_YEARS[before]} years of ${before} and hands over to the ${DASHA_YEARS[after]} years of ${after}. The change from ${before} to ${lord} moves the emphasis from ${focusOf(before)} to ${focusOf(lord)}, and the last ${lord} antardasha, ${lord}–${order[8]}, already leans toward what ${after} will bring.`,
      ],
    },
    {
      heading: `Where ${lord} is strong`,
      text: [
        home
          ? `${lord} owns ${home}${EXALTED[planet] ? ` and is exalted in ${EXALTED[planet]}` : ""}; a natal ${lord} in one of those signs tends to give its dasha generously, while ${lord} in the sign opposite its exaltation asks more of the ${lord} years.`
          : `${lord} is one of the Moon's nodes and owns no sign in the classical scheme: in its dasha it acts through the sign it occupies and that sign's lord, so a ${lord} period is read from ${lord}'s dispositor as much as from ${lord}.`,
        transits.length
          ? `In ${year} transiting ${lord} moves through ${listJoin([...new Set(transits.map((s) => s.sign))])} (tropical), and its passage over natal ${lord} marks a checkpoint within any ${lord} dasha.`
          : "",
      ],
    },
  ];
}
