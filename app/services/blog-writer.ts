/**
 * The built-in blog-draft writer, used when no AI model is configured (as every other text in the
 * product has a built-in writer). Pure: a title and a category in, a markdown draft with its excerpt
 * and meta fields out. The draft is a sound starting point the editor reviews before saving.
 */
import { categoryLabel, isBlogCategory, type BlogCategory } from "~/schemas/blog";

export type BlogDraft = { content: string; excerpt: string; metaTitle: string; metaDescription: string; metaKeywords: string };

type Angle = { lede: string; sections: Array<[heading: string, body: string]>; keywords: string[] };

const ANGLES: Record<BlogCategory, Angle> = {
  beginner_guides: {
    lede: "Every chart starts with three facts: the day, the minute and the place you were born. Everything else is reading.",
    sections: [
      ["Start with what you know", "Your Sun sign comes from the date alone, so it is the one part of the chart almost everyone can trust. Read it first, as the centre of gravity of the rest."],
      ["Add the Moon and the rising sign", "The Moon moves a sign every two and a half days and the rising sign every two hours or so. They describe mood and manner, and they are why two people with the same Sun can feel so different."],
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
      ["The lunar mansions", "The Moon's path is divided into twenty-seven nakshatras, each with its own ruler and character. Your birth nakshatra is one of the most personal facts in a Vedic chart."],
      ["Compatibility by the Moon", "Guna Milan compares the Moon nakshatras of two people across eight kootas, for a score out of thirty-six. It is a conversation starter, never a sentence."],
    ],
    keywords: ["vedic astrology", "nakshatra", "guna milan"],
  },
  chinese_zodiac: {
    lede: "The Chinese zodiac counts in cycles: twelve animals, five elements, and a year that begins with the new moon of late winter.",
    sections: [
      ["Your animal and element", "The animal comes from the lunar year of your birth and the element from its heavenly stem. Together they make one of sixty combinations that repeat every sixty years."],
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
      ["What actually happens", "Every event here can be seen or calculated: the Moon crossing the Sun's path, a planet appearing to reverse as Earth overtakes it, two planets lining up from our point of view."],
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

function clip(text: string, max: number) {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** A markdown draft for a title in a category, written without any AI model. */
export function writeBlogDraft(title: string, category: string): BlogDraft {
  const angle = ANGLES[isBlogCategory(category) ? category : "beginner_guides"];
  const label = categoryLabel(category);
  const cleanTitle = title.trim();
  const content = [
    `*${angle.lede}*`,
    `This guide looks at **${cleanTitle}** from the ${label.toLowerCase()} side of astrology: what it means, how to read it, and how to try it on your own chart.`,
    ...angle.sections.flatMap(([heading, body]) => [`## ${heading}`, body]),
    "## Try it on your own chart",
    "Three Skies reads one set of birth details three ways: Western, Chinese and Vedic. [Calculate your free birth chart](/register) and see where this topic shows up for you.",
  ].join("\n\n");
  const excerpt = clip(`${angle.lede} A ${label.toLowerCase()} guide to ${cleanTitle.replace(/[.?!]$/, "").toLowerCase()}.`, 300);
  return {
    content,
    excerpt,
    metaTitle: clip(`${cleanTitle} | Three Skies`, 70),
    metaDescription: clip(angle.lede, 160),
    metaKeywords: [cleanTitle.toLowerCase(), ...angle.keywords, "astrology"].join(", ").slice(0, 500),
  };
}
