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
import { fmt, listJoin, yearRange, type Plan, type Section } from "~/services/blog-plan";
import { staysIn, wholeStays } from "~/services/blog-stays";

const SLOW: readonly Planet[] = ["Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"];
const opposite = (sign: Sign) => SIGNS[(signIndex(sign) + 6) % 12]!;

/** Where one planet travels in a year, as a sentence: "Jupiter starts 2027 in Cancer, enters Leo on June 30, …". */
function travels(planet: Planet, year: number, about: string) {
  const { from, to } = yearRange(year);
  const spans = signSpans(planet, from, to);
  if (spans.length === 1) return `${planet} stays in ${spans[0]!.sign} through all of ${year}, a fixed backdrop for ${about}.`;
  const moves = spans.slice(1).map((span) => `${span.sign} on ${fmt(span.start)}`);
  const signs = [...new Set(spans.map((s) => s.sign))];
  return `${planet} starts ${year} in ${spans[0]!.sign} and enters ${listJoin(moves)}, so for ${about} it speaks first from ${signs[0]} and then from ${listJoin(signs.slice(1))}.`;
}

/** The slow planets' signs through a year, read for one subject. */
export function slowBackdrop(year: number, about: string, heading: string): Section {
  return {
    heading,
    text: [
      `The slow planets set the weather of ${year} for ${about}: they change sign rarely, so whatever they touch stays in focus for months.`,
      SLOW.slice(0, 2)
        .map((p) => travels(p, year, about))
        .join(" "),
      SLOW.slice(2)
        .map((p) => travels(p, year, about))
        .join(" "),
    ],
  };
}

function lunationsIn(sign: Sign, year: number) {
  const { from, to } = yearRange(year);
  return skyEvents(from, to).filter((e) => e.kind === "lunation" && e.sign === sign);
}

function planetHouseDepth(planet: Planet, house: number, year: number): Section[] {
  const ord = ORDINAL_WORDS[house - 1]!;
  const across = ((house + 5) % 12) + 1;
  const acrossOrd = ORDINAL_WORDS[across - 1]!;
  const { from, to } = yearRange(year);
  const stations = skyEvents(from, to).filter((e) => e.kind === "station" && e.body === planet);
  return [
    {
      heading: `The ${ord}–${acrossOrd} house axis`,
      text: [
        `A planet in the ${ord} house always looks across the chart at the ${acrossOrd} house. ${HOUSE_NOTES[across - 1]}`,
        `So ${planet} in the ${ord} house is partly about balance: what ${planet} builds in ${ord}-house matters is tested against the ${acrossOrd} house's demands, and people with this placement often swing between the two before settling.`,
      ],
    },
    {
      heading: `${planet} in the ${ord} house, natural sign ${SIGNS[house - 1]}`,
      text: [
        `The ${ord} house corresponds to ${SIGNS[house - 1]} in the natural zodiac, and ${planet}${RULES[planet]?.includes(SIGNS[house - 1]!) ? ` rules ${SIGNS[house - 1]}, so the ${ord} house is one of ${planet}'s natural homes` : EXALTED[planet] === SIGNS[house - 1] ? ` is exalted in ${SIGNS[house - 1]}, which makes the ${ord} house a flattering room for it` : ` neither rules nor is exalted in ${SIGNS[house - 1]}, so it has to learn the ${ord} house's manners`}.`,
        stations.length
          ? `In ${year} ${planet} stations ${listJoin(stations.map((e) => `${e.aspect} on ${fmt(e.date)} in ${e.sign}`))}; if one of those signs sits on your ${ord}-house cusp, expect ${ord}-house matters to be reviewed rather than pushed.`
          : `${planet} makes no station in ${year}, so a ${planet} transit through your ${ord} house this year moves steadily forward.`,
      ],
    },
    slowBackdrop(year, `${planet} in the ${ord} house`, `The ${year} sky behind ${planet} in the ${ord} house`),
  ];
}

function signDepth(sign: Sign, year: number): Section[] {
  const other = opposite(sign);
  const moons = lunationsIn(sign, year);
  const slow = SLOW.flatMap((p) => staysIn(p, sign, yearRange(year).from, yearRange(year).to).map((s) => `${p} (${fmt(s.start, true)} to ${fmt(s.end, true)})`));
  return [
    {
      heading: `${sign} and ${other}: the axis`,
      text: [
        `Every sign has a partner across the wheel, and ${sign}'s is ${other}. Where ${sign} puts ${SIGN_THEMES[sign]} first, ${other} answers with ${SIGN_THEMES[other]}; a ${sign} who grows usually borrows a little ${other} along the way.`,
      ],
    },
    {
      heading: `Lunations and slow planets in ${sign} in ${year}`,
      text: [
        moons.length
          ? `The Moon is ${listJoin(moons.map((e) => `${e.aspect} in ${sign} on ${fmt(e.date, true)}${e.eclipse ? ` (a ${e.eclipse} eclipse)` : ""}`))}: the ${sign} new moon starts ${sign} projects, and a full moon in ${sign} brings them to a head.`
          : `No new or full moon falls in ${sign} during ${year}, so ${sign}'s themes arrive through the planets instead.`,
        slow.length
          ? `Among the slow planets, ${listJoin(slow)} spend time in ${sign} in ${year}, which keeps ${SIGN_THEMES[sign]} in the news for everyone, ${sign} or not.`
          : `None of the slow planets from Jupiter to Pluto is in ${sign} in ${year}, so ${sign} Suns have a year without the heavy visitors.`,
      ],
    },
    slowBackdrop(year, `${sign} Suns`, `The ${year} backdrop for ${sign}`),
  ];
}

function signPairDepth([a, b]: [Sign, Sign], year: number): Section[] {
  const { from, to } = yearRange(year);
  const visits = (["Venus", "Mars"] as const).flatMap((p) => wholeStays(p, from, to).filter((s) => s.sign === a || s.sign === b).map((s) => ({ p, ...s })));
  return [
    {
      heading: `Venus and Mars in ${a} and ${b} in ${year}`,
      text: [
        visits.length
          ? `The planets of attraction pass through ${a} and ${b} in ${year} as listed below; while Venus or Mars is in one of the two signs, a ${a}–${b} couple feels that partner's style more strongly.`
          : `Neither Venus nor Mars visits ${a} or ${b} in ${year}, so the ${a}–${b} relationship runs on its own chemistry this year.`,
      ],
      table: visits.length ? { head: ["Planet", "Sign", "From", "To"], rows: visits.map((v) => [v.p, v.sign, fmt(v.start, true), fmt(v.end, true)]) } : undefined,
    },
    {
      heading: `The opposite signs of ${a} and ${b}`,
      text: [
        `${a} learns from ${opposite(a)} and ${b} from ${opposite(b)}; ${opposite(a) === b ? `since ${b} is ${a}'s opposite, each partner is the other's lesson, which is why the ${a}–${b} pull can feel fated` : `when a ${a} and a ${b} meet, each brings a sign the other is not trying to become, and that keeps the ${a}–${b} match from turning into a mirror`}.`,
      ],
    },
    slowBackdrop(year, `a ${a}–${b} couple`, `The ${year} sky for ${a} and ${b}`),
  ];
}

function generalDepth(label: string, year: number): Section[] {
  const { from, to } = yearRange(year);
  const ingresses = signSpans("Sun", from, to).filter((s) => Date.parse(s.start) >= from);
  const newMoons = skyEvents(from, to).filter((e) => e.kind === "lunation" && e.aspect === "new");
  return [
    {
      heading: `The Sun's calendar of ${year}`,
      text: [`For ${label}, the Sun's sign changes are the simplest clock of ${year}: each date below starts a new sign season (UTC).`],
      list: ingresses.map((s) => `${s.sign}: ${fmt(s.start, true)}`),
    },
    {
      heading: `The new moons of ${year}`,
      text: [`A new moon is the month's seed point; reading ${label} month by month, these ${newMoons.length} new moons of ${year} are where to begin.`],
      table: { head: ["Date (UTC)", "Sign"], rows: newMoons.map((e) => [fmt(e.date, true), e.sign]) },
    },
    {
      heading: `Venus and Mars through ${year}`,
      text: [travels("Venus", year, label), travels("Mars", year, label)],
    },
    slowBackdrop(year, label, `The slow planets of ${year} and ${label}`),
  ];
}

/** Mean synodic periods in days: how often each planet's retrograde comes round. */
const SYNODIC_DAYS: Partial<Record<Planet, number>> = { Mercury: 116, Venus: 584, Mars: 780, Jupiter: 399, Saturn: 378, Uranus: 370, Neptune: 367, Pluto: 367 };

function retrogradeDepth(planet: Planet, year: number): Section[] {
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
  return [
    {
      heading: `How much of ${year} ${planet} spends retrograde`,
      text: [
        `Added up, ${planet} is retrograde for about ${Math.round(days)} days of ${year}, ${share}% of the year, and its retrogrades return every ${SYNODIC_DAYS[planet]} days on average, the time the Earth needs to lap ${planet} again. ${share >= 30 ? `With ${planet} backwards for so much of ${year}, the retrograde is less an interruption than a second rhythm of the year.` : `Outside those ${Math.round(days)} days ${planet} moves forward, and the ${planet} retrograde stretches stand out as pauses.`}`,
      ],
    },
    slowBackdrop(year, `${planet} retrograde`, `The rest of the ${year} sky around ${planet} retrograde`),
  ];
}

function eclipseDepth(year: number): Section[] {
  const { from, to } = yearRange(year);
  const list = skyEvents(from, to).filter((e) => e.kind === "lunation" && e.eclipse);
  const axes = [...new Set(list.map((e) => [e.sign, opposite(e.sign)].sort((x, y) => signIndex(x) - signIndex(y)).join("–")))];
  return [
    {
      heading: `The eclipse axis of ${year}`,
      text: [
        `The ${year} eclipses fall on the ${listJoin(axes)} ${axes.length > 1 ? "axes" : "axis"}, because eclipses only happen near the Moon's nodes; look for ${listJoin(axes.map((a) => a.replace("–", " and ")))} in your chart to see which houses the ${year} eclipses stir.`,
        `Astrologers give each ${year} eclipse a week either side: ${listJoin(list.map((e) => `${fmt(new Date(Date.parse(e.date) - 7 * 86_400_000).toISOString())} to ${fmt(new Date(Date.parse(e.date) + 7 * 86_400_000).toISOString())} around the ${e.eclipse} eclipse in ${e.sign}`))}.`,
      ],
    },
    slowBackdrop(year, `the ${year} eclipses`, `The slow planets behind the ${year} eclipses`),
  ];
}

function planetSignDepth(planet: Planet, sign: Sign): Section[] {
  const other = opposite(sign);
  return [
    {
      heading: `${planet} in ${sign} and its opposite, ${other}`,
      text: [
        `${planet} in ${sign} has a shadow in ${other}: where ${sign} offers ${SIGN_THEMES[sign].split(",")[0]}, ${other} offers ${SIGN_THEMES[other].split(",")[0]}, and a ${planet} in ${sign} that ignores ${other} entirely tends to overdo its own sign. Transits through ${other} to natal ${planet} in ${sign} are the oppositions that show this placement its blind spot.`,
      ],
    },
  ];
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
