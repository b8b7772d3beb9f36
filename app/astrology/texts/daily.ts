import type { Element, Planet, Sign } from "../constants";
import type { AspectType } from "../western";

/** Phrase banks for the daily horoscope. Never mention houses or the Ascendant outside HOUSE_AREAS. */

export const MOON_SIGN_MOOD: Record<Sign, string> = {
  Aries: "The Moon moves through Aries, so feelings run quick and direct; impatience rises easily, and so does the courage to start something you have been postponing.",
  Taurus: "The Moon travels through Taurus, slowing the emotional tempo and favouring comfort, steady effort and anything you can finish with your hands.",
  Gemini: "With the Moon in Gemini the mood turns chatty and curious; messages multiply, plans change twice, and a light touch works better than a heavy one.",
  Cancer: "The Moon is at home in Cancer, turning attention toward family, memory and the places where you feel safe; sensitivity is high, so be gentle with yourself and others.",
  Leo: "The Moon shines through Leo, warming the day with a wish to be seen, to play and to be generous; pride is touchy, but hearts are open.",
  Virgo: "With the Moon in Virgo the day rewards order, useful work and small improvements; worry may buzz in the background, so give it a list to live on.",
  Libra: "The Moon passes through Libra, making cooperation, courtesy and beauty feel especially important; decisions may take longer because every side looks reasonable.",
  Scorpio: "With the Moon in Scorpio emotions run deep and private; it is a day for honest conversations, focused work and letting go of something that has quietly soured.",
  Sagittarius: "The Moon races through Sagittarius, lifting spirits and widening horizons; plans for travel, study or a bold idea look brighter than usual.",
  Capricorn: "With the Moon in Capricorn the mood turns sober and productive; responsibilities feel heavier but also more satisfying to carry well.",
  Aquarius: "The Moon moves through Aquarius, favouring friends, groups and unconventional solutions; you may need a little distance to see a situation clearly.",
  Pisces: "With the Moon in Pisces the atmosphere softens and blurs; intuition, music and kindness flow easily, while deadlines and precise details may slip.",
};

export const MOON_IN_NATAL_SIGN: Record<"same" | "opposite" | "harmonious" | "tense" | "neutral", string> = {
  same: "Today the Moon returns to the sign it occupied when you were born, a monthly reset that makes your own needs easier to hear.",
  opposite: "The Moon stands opposite your natal Moon's sign, so other people's moods may pull against yours; meet them halfway rather than retreating.",
  harmonious: "The Moon's element supports your natal Moon, a quiet tailwind for your emotional life.",
  tense: "The Moon squares your natal Moon's sign, which can make you restless; movement and honest words help.",
  neutral: "The Moon's position is neutral for your own lunar nature, leaving room for you to set the tone.",
};

/** Areas of life for the house the transiting Moon crosses (used only with a known birth time). */
export const HOUSE_AREAS: readonly string[] = [
  "your first house of self and appearance, so how you present yourself matters today",
  "your second house of money and values, a good moment to review what you spend and what you truly prize",
  "your third house of messages, siblings and short trips, bringing busy conversations and errands",
  "your fourth house of home and roots, drawing you toward family and a quieter pace",
  "your fifth house of romance, play and creativity, inviting you to enjoy yourself",
  "your sixth house of work routines and health, good for tidying tasks and caring for your body",
  "your seventh house of partnership, putting one-to-one relationships in the spotlight",
  "your eighth house of intimacy and shared resources, stirring deeper feelings and joint decisions",
  "your ninth house of learning and travel, calling for a wider view",
  "your tenth house of career and reputation, where your efforts are noticed",
  "your eleventh house of friends and hopes, a sociable stretch for networks and group plans",
  "your twelfth house of rest and reflection, asking for solitude and early nights",
];

export const TRANSIT_BRINGS: Record<Planet, string> = {
  Sun: "the spotlight of the Sun",
  Moon: "a passing mood",
  Mercury: "a stream of ideas",
  Venus: "warm affection",
  Mars: "restless drive",
  Jupiter: "expansive optimism",
  Saturn: "sober realism",
  Uranus: "a taste for sudden change",
  Neptune: "soft-focus imagination",
  Pluto: "deep intensity",
};

export const NATAL_POINT: Record<Planet | "Ascendant", string> = {
  Sun: "your sense of purpose",
  Moon: "your emotional needs",
  Mercury: "your way of thinking",
  Venus: "your love life",
  Mars: "your ambitions",
  Jupiter: "your generosity",
  Saturn: "your commitments",
  Uranus: "your independent streak",
  Neptune: "your ideals",
  Pluto: "your deepest motivations",
  Ascendant: "the way you come across",
};

export const ASPECT_NAMES: Record<AspectType, string> = {
  conjunction: "joins",
  sextile: "sextiles",
  square: "squares",
  trine: "trines",
  opposition: "opposes",
};

/** {t}=transiting planet, {n}=natal point name, {tb}=what it brings, {nk}=natal keyword. */
export const ASPECT_TEMPLATES: Record<AspectType, readonly string[]> = {
  conjunction: [
    "This merges {tb} directly with {nk}; whatever you start now carries extra weight.",
    "Expect {tb} to land squarely on {nk}, concentrating the day's energy where you feel it most.",
    "It is a fusion point: {tb} and {nk} act as one, for better or for busier.",
  ],
  sextile: [
    "A friendly opening links {tb} with {nk}; it rewards a small, deliberate step rather than waiting.",
    "Opportunities appear if you reach for them, as {tb} lends a hand to {nk}.",
    "The contact is light but useful, nudging {nk} along with {tb}.",
  ],
  square: [
    "Friction between {tb} and {nk} can feel like pressure; treat it as a prompt to adjust rather than a wall.",
    "There is tension here as {tb} challenges {nk}; slow down before reacting and the strain becomes motivation.",
    "A testing angle: {tb} rubs against {nk}, so choose one battle and let the rest pass.",
  ],
  trine: [
    "An easy current carries {tb} into {nk}; things flow if you simply let them.",
    "Harmony between {tb} and {nk} makes this a good moment to ask for what you want.",
    "Support arrives naturally as {tb} blends with {nk}; use the goodwill while it lasts.",
  ],
  opposition: [
    "A tug-of-war between {tb} and {nk} often shows up through other people; listen before you answer.",
    "Balance is the lesson as {tb} faces {nk} across the sky; compromise works better than victory.",
    "Someone may mirror back {nk} today, with {tb} sharpening the contrast.",
  ],
};

export const RETROGRADE_NOTES: Partial<Record<Planet, string>> = {
  Mercury: "Mercury is retrograde, so double-check travel details, contracts and messages, and revisit unfinished ideas.",
  Venus: "Venus is retrograde, a time to reconsider relationships and spending rather than to rush into new ones.",
  Mars: "Mars is retrograde, turning energy inward; rework plans instead of forcing them.",
  Jupiter: "Jupiter is retrograde, asking you to find growth in reflection rather than expansion.",
  Saturn: "Saturn is retrograde, a season for reviewing responsibilities and quietly strengthening foundations.",
  Uranus: "Uranus is retrograde, so changes you want may first need to happen inside.",
  Neptune: "Neptune is retrograde, gently lifting the fog from an illusion or two.",
  Pluto: "Pluto is retrograde, encouraging private work on old patterns.",
};

export const STATION_NOTE = {
  retrograde: "{p} stations retrograde today, a pause point: slow the pace in matters of {k}.",
  direct: "{p} stations direct today, and stalled matters of {k} begin to move forward again.",
} as const;

export const PLANET_DOMAIN: Record<Planet, string> = {
  Sun: "identity",
  Moon: "feeling",
  Mercury: "communication",
  Venus: "relationships",
  Mars: "action",
  Jupiter: "growth",
  Saturn: "duty",
  Uranus: "innovation",
  Neptune: "dreams",
  Pluto: "renewal",
};

export const QUIET_SKY: readonly string[] = [
  "No exact contacts press on your chart today, which makes it a good day to follow your own rhythm and finish what is already in motion.",
  "The planets leave your chart mostly untouched today; that quiet is an invitation to rest, tidy up and notice what you want next.",
  "Few strong aspects reach your chart today, so small choices and ordinary routines carry more weight than dramatic moves.",
];

export const ELEMENT_ADVICE: Record<Element, readonly string[]> = {
  Fire: [
    "As a fire sign, your best move is action with a clear aim: pick the one task that excites you and give it your first hour.",
    "Your fiery nature does well with a physical outlet today; a walk, a run or a dance will clear your head faster than arguing.",
    "Let your enthusiasm lead, but keep a promise small enough to finish before evening.",
  ],
  Earth: [
    "As an earth sign, you gain most by keeping things concrete: a list, a budget or a single finished job will steady you.",
    "Your grounded nature is an asset today; slow, patient progress beats a sudden change of direction.",
    "Tend to your body and your surroundings, and the rest of the day will arrange itself around that calm.",
  ],
  Air: [
    "As an air sign, you think best out loud; share an idea with someone you trust and let the conversation shape it.",
    "Your quick mind is an asset, yet today it helps to write down the three things that truly matter before the noise begins.",
    "Curiosity is your compass; follow one question all the way to an answer instead of collecting ten new ones.",
  ],
  Water: [
    "As a water sign, you read the atmosphere before anyone speaks; trust that sense, and protect some quiet time for yourself.",
    "Your intuition is sharp today, though it works best when you also check the facts before acting on a hunch.",
    "Feelings are information, not orders; name what you feel, then decide what you want to do with it.",
  ],
};

export const LUNAR_PHASES: readonly { max: number; name: string; text: string }[] = [
  { max: 22.5, name: "New Moon", text: "The New Moon phase favours quiet intentions and fresh starts." },
  { max: 67.5, name: "Waxing Crescent", text: "The waxing crescent Moon supports first steps and gathering momentum." },
  { max: 112.5, name: "First Quarter", text: "The first-quarter Moon asks for decisions and a little courage." },
  { max: 157.5, name: "Waxing Gibbous", text: "The waxing gibbous Moon is good for refining and adjusting what you have begun." },
  { max: 202.5, name: "Full Moon", text: "The Full Moon brings things to light; emotions and results both come to a peak." },
  { max: 247.5, name: "Waning Gibbous", text: "The waning gibbous Moon favours sharing what you have learned." },
  { max: 292.5, name: "Last Quarter", text: "The last-quarter Moon is a time to clear out and let go." },
  { max: 337.5, name: "Waning Crescent", text: "The waning crescent Moon asks for rest and reflection before the next cycle." },
  { max: 360, name: "New Moon", text: "The dark of the Moon favours rest, reflection and quiet intentions." },
];

/** What the Sun's current sign puts in focus for everyone. */
export const SEASON_FOCUS: Record<Sign, string> = {
  Aries: "fresh starts and bold initiatives",
  Taurus: "steady growth and simple pleasures",
  Gemini: "learning, talking and making connections",
  Cancer: "home, family and emotional security",
  Leo: "creativity, joy and generous self-expression",
  Virgo: "health, routines and useful improvements",
  Libra: "partnership, fairness and balance",
  Scorpio: "depth, honesty and letting go",
  Sagittarius: "exploration, meaning and optimism",
  Capricorn: "ambition, structure and long-term plans",
  Aquarius: "friendship, community and new ideas",
  Pisces: "compassion, imagination and rest",
};
