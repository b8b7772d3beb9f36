/**
 * The built-in blog-draft writer, used when no AI model is configured. It recognises the subject of
 * the title (blog-subject.ts), asks the engine for that subject's dated facts (stations, lunations,
 * eclipses, ingresses, solar terms, the Moon's passages) and writes a markdown article about it. The
 * same facts feed the model's prompt when one is configured, so both writers work from true dates.
 */
import { skyEvents } from "~/astrology";
import { eclipseName } from "~/domain/forecast";
import { hash32, pick } from "~/astrology/texts/pick";
import { categoryLabel, isBlogCategory, type BlogCategory } from "~/schemas/blog";
import { recogniseSubject, type RecognisedSubject } from "~/services/blog-subject";
import { fmt, yearRange, type Plan, type Table } from "~/services/blog-plan";
import { animalPlan, chineseYear, dashaPlan, nakshatraPlan } from "~/services/blog-plans-east.server";
import { eclipses, lunations, retrograde, solarTermsPlan } from "~/services/blog-plans-sky.server";
import { planetHouse, planetSign, signPair, signPlan } from "~/services/blog-plans-west.server";
import { deepen } from "~/services/blog-plans-depth.server";
import { returnPlan } from "~/services/blog-plans-return.server";
import { tidyText } from "~/services/blog-grammar";

export type BlogDraft = {
  content: string;
  excerpt: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
};

type Angle = {
  lede: string;
  sections: Array<[heading: string, body: string]>;
  keywords: string[];
};

const ANGLES: Record<BlogCategory, Angle> = {
  beginner_guides: {
    lede: "Every chart starts with three facts: the day, the minute and the place you were born. Everything else is reading.",
    sections: [
      ["Start with what you know", "Your Sun sign comes from the date alone, so it is the one part of the chart almost everyone can trust. Read it first, as the centre of gravity of the rest."],
      [
        "Add the Moon and the rising sign",
        "The Moon moves a sign every two and a half days and the rising sign every two hours or so. They describe mood and manner, and they are why two people with the same Sun can feel so different.",
      ],
      ["Read slowly", "A chart is a set of tendencies, not a verdict. Take one placement at a time, notice where it rings true, and leave the rest for another day."],
    ],
    keywords: ["birth chart", "beginner astrology", "sun moon rising"],
  },
  zodiac_signs: {
    lede: "The twelve signs are twelve ways of meeting the same world: each one a season, an element and a pace.",
    sections: [
      ["Element: what a sign is made of", "Fire acts, earth builds, air connects and water feels. A sign's element is the quickest way into its temperament."],
      ["Modality: how a sign moves", "Cardinal signs begin things, fixed signs sustain them and mutable signs adapt them. Together with the element, the modality gives each sign its own rhythm."],
      ["Beyond the Sun sign", "Every sign appears somewhere in your chart. Looking at where it falls, and which planets sit in it, tells you where its style shows up in your life."],
    ],
    keywords: ["zodiac signs", "elements", "modalities"],
  },
  planets_houses: {
    lede: "Planets say what is happening, signs say how, and houses say where in your life it happens.",
    sections: [
      ["The planets as verbs", "The Sun shines, the Moon responds, Mercury speaks, Venus attracts and Mars pursues. The slower planets work over years and mark the longer chapters."],
      ["The houses as rooms", "The twelve houses divide the sky at your birth into areas of life, from self and resources to partnership, work and the wider world. They depend on the birth time."],
      ["Putting them together", "Read a placement as a sentence: a planet (what) in a sign (how) in a house (where). It is a simple grammar that opens up the whole chart."],
    ],
    keywords: ["planets", "houses", "natal chart"],
  },
  vedic_astrology: {
    lede: "Vedic astrology measures the zodiac against the fixed stars and reads the Moon as closely as the Sun.",
    sections: [
      ["A sidereal zodiac", "Because it is anchored to the stars, the Vedic zodiac sits about twenty-four degrees behind the tropical one today. Many people find their Vedic Sun one sign earlier."],
      [
        "The lunar mansions",
        "The Moon's path is divided into twenty-seven nakshatras, each with its own ruler and character. Your birth nakshatra is one of the most personal facts in a Vedic chart.",
      ],
      ["Compatibility by the Moon", "Guna Milan compares the Moon nakshatras of two people across eight kootas, for a score out of thirty-six. It is a conversation starter, never a sentence."],
    ],
    keywords: ["vedic astrology", "nakshatra", "guna milan"],
  },
  chinese_zodiac: {
    lede: "The Chinese zodiac counts in cycles: twelve animals, five elements, and a year that begins with the new moon of late winter.",
    sections: [
      [
        "Your animal and element",
        "The animal comes from the lunar year of your birth and the element from its heavenly stem. Together they make one of sixty combinations that repeat every sixty years.",
      ],
      ["Why January babies should check", "The Chinese year starts between late January and mid-February. If you were born early in the year, your animal may be the previous year's."],
      ["Friends and clashes", "The animals fall into trines of natural allies and pairs of opposites. These relations are the heart of Chinese compatibility."],
    ],
    keywords: ["chinese zodiac", "chinese new year", "five elements"],
  },
  love_compatibility: {
    lede: "Compatibility is less about a match score than about understanding how two people meet, differ and grow.",
    sections: [
      ["Synastry: two charts side by side", "Laying one chart over another shows where planets touch. Easy aspects feel natural; tense ones ask for effort and often bring the spark."],
      ["Three systems, three views", "Western synastry looks at aspects, the Chinese zodiac at animal relations and Vedic astrology at the Guna Milan score. Where they agree, take note."],
      ["Use it kindly", "A report can name the easy and the hard places in a relationship. What you do with them is up to the two of you."],
    ],
    keywords: ["compatibility", "synastry", "relationships"],
  },
  animals_astrology: {
    lede: "Animals run through astrology's oldest symbols, from the ram and the bull of the zodiac to the twelve beasts of the Chinese calendar.",
    sections: [
      ["The zodiac's menagerie", "Most of the twelve Western signs are animals or part-animals: a ram, a bull, a crab, a lion, a scorpion, a goat and two fish among them."],
      ["The Chinese twelve", "The rat, ox, tiger, rabbit, dragon, snake, horse, goat, monkey, rooster, dog and pig each lend a year its character in the Chinese calendar."],
      ["What the symbols carry", "These animals are shorthand for qualities people have noticed for millennia: stubbornness, courage, caution, charm. They are a way of talking about ourselves."],
    ],
    keywords: ["animal symbolism", "zodiac animals", "chinese zodiac animals"],
  },
  astronomical_events: {
    lede: "Eclipses, retrogrades and conjunctions are real events in the sky first, and astrological stories second.",
    sections: [
      [
        "What actually happens",
        "Every event here can be seen or calculated: the Moon crossing the Sun's path, a planet appearing to reverse as Earth overtakes it, two planets lining up from our point of view.",
      ],
      ["How astrologers read it", "Such moments are read as turning points or pauses, coloured by the signs involved and by where they fall in your own chart."],
      ["Watching for yourself", "The best way to meet the sky is to look up. Note the date, find the event, and compare it with how the season feels to you."],
    ],
    keywords: ["astronomy", "eclipse", "retrograde"],
  },
  forecasts: {
    lede: "A forecast follows the planets as they move through the sky and over the points of your birth chart.",
    sections: [
      ["The backdrop", "The slow planets set the tone of a season; the Sun, Moon and inner planets bring the day-to-day changes."],
      ["Transits to your chart", "When a moving planet touches a planet in your chart, the theme of both comes to the fore. That is what a personal forecast reads."],
      ["Using a forecast", "Treat it as weather: useful for planning, kind to keep in mind, never a reason to stop living your day."],
    ],
    keywords: ["horoscope", "forecast", "transits"],
  },
};

function general(title: string, category: string, year: number): Plan {
  const angle = ANGLES[isBlogCategory(category) ? category : "beginner_guides"];
  const label = title.trim().replace(/[.?!]$/, "");
  const { from, to } = yearRange(year);
  const events = skyEvents(from, to);
  const mercury = events.filter((e) => e.kind === "station" && e.body === "Mercury");
  const eclipseList = events.filter((e) => e.kind === "lunation" && e.eclipse);
  return {
    label: `“${label}”`,
    intro: [angle.lede, `This ${categoryLabel(category).toLowerCase()} guide to “${label}” explains the ideas behind it and anchors them in the real sky of ${year}.`],
    sections: [
      ...angle.sections.map(([heading, body]) => ({ heading, text: [body] })),
      {
        heading: `Key dates of ${year} for “${label}”`,
        text: [`Whatever your chart, these ${year} events from the ephemeris are the year's landmarks for “${label}”.`],
        table: {
          head: ["Date (UTC)", "Event", "Sign"],
          rows: [
            ...mercury.map((e) => [fmt(e.date, true), `Mercury stations ${e.aspect}`, e.sign]),
            ...eclipseList.map((e) => [fmt(e.date, true), eclipseName(e.eclipse!, e.eclipseType ?? null, true), e.sign]),
          ].sort((x, y) => Date.parse(x[0]!) - Date.parse(y[0]!)),
        },
      },
    ],
    facts: [...mercury.map((e) => `Mercury stations ${e.aspect} on ${fmt(e.date, true)} in ${e.sign}`), ...eclipseList.map((e) => `${eclipseName(e.eclipse!, e.eclipseType ?? null)} on ${fmt(e.date, true)} in ${e.sign}`)],
    description: angle.lede,
    keywords: angle.keywords,
  };
}

/** What the title is about, with the engine's dated facts for it. */
export function planFor(subject: RecognisedSubject, title: string, category: string, year: number, nowMs: number): Plan {
  switch (subject.kind) {
    case "planet-sign":
      return planetSign(subject.planet, subject.sign, subject.year, subject.focus, subject.dated, nowMs);
    case "return":
      return returnPlan(subject.planet, subject.birthYear, nowMs);
    case "retrograde":
      return retrograde(subject.planet, subject.year);
    case "eclipses":
      return eclipses(subject.year);
    case "lunation":
      return lunations(subject.phase, subject.sign, subject.year);
    case "solar-terms":
      return solarTermsPlan(subject.year);
    case "chinese-year":
      return chineseYear(subject.year);
    case "animal":
      return animalPlan(subject.animal, year);
    case "nakshatra":
      return nakshatraPlan(subject.nakshatra, year);
    case "dasha":
      return dashaPlan(subject.lord);
    case "planet-house":
      return planetHouse(subject.planet, subject.house, year);
    case "sign-pair":
      return signPair(subject.signs, year);
    case "sign":
      return signPlan(subject.sign, year);
    case "general":
      return general(title, category, year);
  }
}

const CLOSES: readonly ((label: string) => [string, string])[] = [
  (label) => [`Where does ${label} meet your own birth chart?`, `[Calculate your free natal chart](/register) on Three Skies and see ${label} against your Western, Chinese and Vedic placements.`],
  (label) => [
    `General dates only go so far with ${label}; your birth minute and place decide where it lands.`,
    `[Draw your free birth chart](/register) and read ${label} in the houses that are yours alone.`,
  ],
  (label) => [
    `The quickest way to make ${label} personal is to look at your own sky.`,
    `Three Skies computes a [free natal chart](/register) in all three traditions, so you can see exactly how ${label} touches it.`,
  ],
];

function table(t: Table) {
  const row = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [row(t.head), row(t.head.map(() => "---")), ...t.rows.map(row)].join("\n");
}

function clip(text: string, max: number) {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The subject, its dated facts (for a model's prompt) and the year they are for. */
export function blogSubjectFacts(title: string, category: string, now = new Date()) {
  const year = now.getUTCFullYear();
  const subject = recogniseSubject(title, category, year);
  const plan = planFor(subject, title, category, year, now.getTime());
  return { subject, label: plan.label, facts: plan.facts };
}

/** A markdown article for a title in a category, written without any AI model. */
export function writeBlogDraft(title: string, category: string, now = new Date()): BlogDraft {
  const year = now.getUTCFullYear();
  const subject = recogniseSubject(title, category, year);
  const plan = deepen(planFor(subject, title, category, year, now.getTime()), subject, year);
  const [closeA, closeB] = pick(CLOSES, hash32(title))(plan.label);
  const blocks: string[] = [...plan.intro];
  for (const section of plan.sections) {
    blocks.push(`## ${capitalise(section.heading)}`);
    for (const paragraph of section.text ?? []) if (paragraph.trim()) blocks.push(paragraph);
    if (section.table && section.table.rows.length) blocks.push(table(section.table));
    if (section.list?.length) blocks.push(section.list.map((item) => `- ${item}`).join("\n"));
  }
  if (plan.questions?.length) {
    blocks.push(`## Questions about ${plan.label}`);
    for (const [question, answer] of plan.questions) blocks.push(`**${question}** ${answer}`);
  }
  blocks.push(`## ${capitalise(plan.label)} in your own chart`, `${closeA} ${closeB}`);
  const excerpt = clip(tidyText(plan.intro.join(" ")), 300);
  return {
    content: tidyText(blocks.join("\n\n")),
    excerpt,
    metaTitle: clip(title.trim(), 70),
    metaDescription: clip(tidyText(plan.description), 160),
    metaKeywords: [...new Set([...plan.keywords, "astrology", "free natal chart"])].join(", ").slice(0, 500),
  };
}
