// Curated article ideas for the editor's "Suggested topics" when no AI model is configured. The
// suggestions service offers the ones not yet covered by an existing title, alternating categories.
import type { BlogCategory } from "~/schemas/blog";

export type BlogTopic = { title: string; rationale: string; category: BlogCategory };

export const CURATED_TOPICS: BlogTopic[] = [
  { category: "beginner_guides", title: "How to Read Your Birth Chart in Five Steps", rationale: "The most common first question from new members; a step-by-step guide turns a free chart into a returning reader." },
  { category: "beginner_guides", title: "Sun, Moon and Rising: The Big Three Explained", rationale: "Readers know their Sun sign but rarely the other two; this is the natural next step after a first chart." },
  { category: "beginner_guides", title: "Why Your Birth Time Matters (and What to Do Without It)", rationale: "Answers the doubt behind many 'time unknown' profiles and explains what changes when the time is missing." },
  { category: "beginner_guides", title: "Tropical vs Sidereal: Why Your Sign Might Differ", rationale: "Our three-system approach raises this question constantly; a clear explainer builds trust in the numbers." },
  { category: "zodiac_signs", title: "The Twelve Signs as Seasons of the Year", rationale: "Connects each sign to the season it marks in the northern hemisphere, a memorable way to learn them." },
  { category: "zodiac_signs", title: "Cardinal, Fixed and Mutable: The Modalities in Practice", rationale: "A less-covered layer of sign meaning that helps readers understand their own habits." },
  { category: "zodiac_signs", title: "Fire, Earth, Air and Water: Balancing Your Elements", rationale: "Element balance is visible in every chart we draw; readers can check their own while reading." },
  { category: "planets_houses", title: "The Twelve Houses: Where Life Happens in Your Chart", rationale: "Houses are the part of the chart most readers skip; a tour makes the chart tab far more useful." },
  { category: "planets_houses", title: "Mercury Retrograde Without the Panic", rationale: "A perennial search topic; a calm, practical take stands out from alarmist coverage." },
  { category: "planets_houses", title: "Saturn Return: What the Late Twenties Are Really About", rationale: "A milestone many readers are living through; strong search interest and a natural chart tie-in." },
  { category: "vedic_astrology", title: "Nakshatras: The 27 Lunar Mansions of Vedic Astrology", rationale: "Each member sees their Moon nakshatra in the profile; this explains what it is and where it comes from." },
  { category: "vedic_astrology", title: "What Is Guna Milan? Compatibility the Vedic Way", rationale: "Supports the compatibility report and explains each of the eight kootas and their points." },
  { category: "vedic_astrology", title: "Ayanamsa Explained: How the Vedic Zodiac Stays With the Stars", rationale: "Explains the offset between the two zodiacs with real numbers, a topic few sites treat clearly." },
  { category: "chinese_zodiac", title: "Your Chinese Zodiac Animal and Why New Year Matters", rationale: "People born in January and February often get the wrong animal; this clears it up." },
  { category: "chinese_zodiac", title: "The Five Elements of the Chinese Calendar", rationale: "Wood, Fire, Earth, Metal and Water add depth to the animal signs and appear in every profile." },
  { category: "chinese_zodiac", title: "Yin and Yang Years: Reading the Heavenly Stems", rationale: "Introduces the stem-and-branch cycle behind the sixty-year calendar in plain language." },
  { category: "love_compatibility", title: "Synastry Basics: Reading Two Charts Together", rationale: "A primer for premium compatibility reports that shows what the aspects between charts mean." },
  { category: "love_compatibility", title: "Venus and Mars: What Your Chart Says About Attraction", rationale: "Evergreen relationship interest anchored in two planets every chart contains." },
  { category: "love_compatibility", title: "Compatible Chinese Zodiac Pairs: Triads and Clashes", rationale: "The triads and opposite-animal clashes are a popular, easily explained compatibility system." },
  { category: "animals_astrology", title: "Do Pets Have Birth Charts? Astrology for Animal Lovers", rationale: "A light, shareable topic that brings new readers to the blog through pet communities." },
  { category: "animals_astrology", title: "The Twelve Animals of the Chinese Zodiac and Their Legends", rationale: "The Great Race story and the traits of each animal: a strong storytelling piece." },
  { category: "astronomical_events", title: "Eclipse Seasons: Why They Come Twice a Year", rationale: "Explains the lunar nodes with real astronomy; eclipses drive seasonal search traffic." },
  { category: "astronomical_events", title: "Solstices and Equinoxes: The Cardinal Points of the Year", rationale: "Ties astronomy to the start of the cardinal signs; timely four times a year." },
  { category: "astronomical_events", title: "Planetary Retrogrades: What Is Actually Happening in the Sky", rationale: "The geometry behind apparent backward motion, told simply, with dates for the year ahead." },
  { category: "forecasts", title: "The Year Ahead: Major Transits to Watch", rationale: "A yearly roundup of slow-planet ingresses and eclipses; a reliable traffic anchor every January." },
  { category: "forecasts", title: "New Moon Intentions: A Month-by-Month Guide", rationale: "Practical monthly rituals tied to each new moon; encourages readers to come back every month." },
  { category: "forecasts", title: "How Daily Horoscopes Are Built From Real Transits", rationale: "Shows how our daily guidance is computed from the sky of the day, which sets it apart from generic columns." },
];

/** Lower-cased words, without punctuation, for comparing titles. */
function normalizeTitle(title: string) {
  return title.toLowerCase().replace(/[^a-z0-9 ]/g, " ").replace(/\s+/g, " ").trim();
}

/**
 * Curated topics whose title is not already used, taking one per category in turn so the first few
 * suggestions cover different categories.
 */
export function uncoveredTopics(existingTitles: string[], limit = CURATED_TOPICS.length): BlogTopic[] {
  const taken = new Set(existingTitles.map(normalizeTitle));
  const byCategory = new Map<string, BlogTopic[]>();
  for (const topic of CURATED_TOPICS) {
    if (taken.has(normalizeTitle(topic.title))) continue;
    const list = byCategory.get(topic.category) ?? [];
    list.push(topic);
    byCategory.set(topic.category, list);
  }
  const result: BlogTopic[] = [];
  const queues = [...byCategory.values()];
  while (result.length < limit && queues.some((queue) => queue.length)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next) result.push(next);
      if (result.length >= limit) break;
    }
  }
  return result;
}
