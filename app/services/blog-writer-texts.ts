/**
 * The built-in blog writer's own prose: short original notes on each planet, element, modality,
 * house, sign theme and retrograde, written as templates so every sentence names its subject.
 */
import type { Element, Modality, Planet, Sign } from "~/astrology/constants";
import { templates } from "~/astrology/texts/template";

export type PlanetNote = { essence: string; love: string; work: string; money: string; retrograde: string; tips: [string, string, string] };

export const PLANET_NOTES: Record<Planet, PlanetNote> = {
  Sun: {
    essence: "The Sun is the steady centre of a chart, the part of you that wants to be recognised and that recovers first after a hard season.",
    love: "In love the Sun shows what you need to be admired for, and a partner who sees it wins a loyalty that lasts.",
    work: "At work the Sun points to the role in which you feel most visibly yourself, and to the kind of praise that actually lands.",
    money: "With money the Sun speaks less of sums than of pride: what you refuse to cut back on, because it says who you are.",
    retrograde: "The Sun never turns retrograde; its yearly circuit is the clock every other cycle is measured against.",
    tips: ["Give the Sun's sign a daily outlet, however small", "Notice which compliments warm you and which slide off", "Rest when the Sun's theme feels forced rather than natural"],
  },
  Moon: {
    essence: "The Moon describes what soothes you, how moods arrive and leave, and the habits you fall back on when you are tired.",
    love: "In love the Moon shows the care you need, and the small gestures that make you feel safe rather than merely impressed.",
    work: "At work the Moon reveals the conditions under which you do your best: the rhythm, the room and the people nearby.",
    money: "With money the Moon shows what makes you feel secure, which is often a cushion rather than a fortune.",
    retrograde: "The Moon never turns retrograde; it simply circles the zodiac every twenty-seven days or so.",
    tips: ["Track the Moon's sign for a month and note your moods", "Build one comforting ritual around the Moon's sign", "Plan demanding talks for days when the Moon supports you"],
  },
  Mercury: {
    essence: "Mercury rules how you take in information, how you explain yourself and how quickly you move between ideas.",
    love: "In love Mercury shows the conversations that make you fall for someone, and the silences that make you wonder.",
    work: "At work Mercury describes your way of learning, negotiating and writing, the skills that travel with you from job to job.",
    money: "With money Mercury favours trade, contracts and the clever small deal over the slow build.",
    retrograde: "Mercury turns retrograde three or four times a year for about three weeks each time, the most frequent retrograde of any planet.",
    tips: ["Read contracts twice while Mercury is slow", "Back up files and confirm bookings before Mercury stations", "Use Mercury's retrograde weeks for revision rather than launches"],
  },
  Venus: {
    essence: "Venus describes what you find beautiful, how you attract and how you keep the peace with the people you value.",
    love: "In love Venus is the planet of courtship itself: the way you flirt, the gifts you choose and the kind of partner who delights you.",
    work: "At work Venus shows the colleagues you click with and the settings, often shared or artistic, where you shine.",
    money: "With money Venus shows what you will gladly pay for and how pleasure and value get tangled together.",
    retrograde: "Venus turns retrograde about every nineteen months for roughly six weeks, a rare pause that tends to revisit old loves and old tastes.",
    tips: ["Let Venus guide one purchase you will keep for years", "Say out loud what you appreciate in someone close", "Avoid drastic makeovers while Venus is retrograde"],
  },
  Mars: {
    essence: "Mars is the engine of a chart: desire, anger, courage and the way you go after what you want.",
    love: "In love Mars shows how you pursue and how you like to be pursued, and what turns a disagreement into a quarrel.",
    work: "At work Mars describes your drive, your competitive streak and the pace at which you can sustain effort.",
    money: "With money Mars favours bold moves and hard work, and warns against spending in the heat of the moment.",
    retrograde: "Mars turns retrograde about every twenty-six months for some ten weeks, when its push turns inward and plans need reworking.",
    tips: ["Give Mars physical work before it finds a quarrel", "Name one goal Mars can chase this month", "Count to ten before answering when Mars is stirred up"],
  },
  Jupiter: {
    essence: "Jupiter is the planet of growth and generosity: where life opens doors, and where you are tempted to overdo it.",
    love: "In love Jupiter brings warmth, shared beliefs and partners who broaden your horizons.",
    work: "At work Jupiter favours teaching, publishing, travel and any field where a bigger vision is rewarded.",
    money: "With money Jupiter is the classic sign of good fortune, with the usual warning about promising more than you can deliver.",
    retrograde: "Jupiter turns retrograde once a year for about four months, a season for inner growth rather than outer expansion.",
    tips: ["Follow Jupiter towards one course or journey this year", "Be generous where Jupiter falls in your chart", "Check the small print whenever Jupiter makes an offer look too good"],
  },
  Saturn: {
    essence: "Saturn is the planet of structure and time: the lessons that take years and the achievements that last because of them.",
    love: "In love Saturn asks for commitment and rewards partners who keep their word long after the first rush.",
    work: "At work Saturn describes your relationship with authority, discipline and the long climb towards mastery.",
    money: "With money Saturn favours saving, planning and slow, steady growth over any shortcut.",
    retrograde: "Saturn turns retrograde once a year for about four and a half months, a time to review commitments before adding new ones.",
    tips: ["Break one Saturn-sized goal into monthly steps", "Honour the limits Saturn points to instead of resenting them", "Finish what you started before Saturn's next station"],
  },
  Uranus: {
    essence: "Uranus is the planet of sudden change, invention and the urge to break free of whatever has grown too tight.",
    love: "In love Uranus brings surprise, unconventional bonds and a need for space inside closeness.",
    work: "At work Uranus favours technology, reform and careers that did not exist a generation ago.",
    money: "With money Uranus can bring windfalls and shocks alike, so flexibility is worth more than a rigid plan.",
    retrograde: "Uranus spends about five months of every year retrograde, a slow undertow that lets changes settle.",
    tips: ["Try one experiment in the area Uranus touches", "Keep a little slack in your plans for Uranus surprises", "Ask whether a restless feeling is Uranus asking for change"],
  },
  Neptune: {
    essence: "Neptune is the planet of dreams, compassion and dissolving boundaries, as inspiring as it is hard to pin down.",
    love: "In love Neptune brings romance, devotion and the risk of loving an ideal more than a person.",
    work: "At work Neptune favours music, film, healing and any calling that serves something larger than the self.",
    money: "With money Neptune asks for clarity: what is vague on paper tends to stay vague in the bank.",
    retrograde: "Neptune is retrograde for about five months a year, when illusions tend to fade and intuition sharpens.",
    tips: ["Give Neptune a creative outlet such as music or water", "Write down dreams during Neptune's strong seasons", "Check the facts twice wherever Neptune blurs them"],
  },
  Pluto: {
    essence: "Pluto is the planet of depth and transformation: power, crisis and the renewal that follows a true ending.",
    love: "In love Pluto brings intensity, loyalty and the occasional struggle for control.",
    work: "At work Pluto favours research, psychology, finance and roles that deal with what others avoid.",
    money: "With money Pluto concerns shared resources, debt and inheritance, and the power that flows with them.",
    retrograde: "Pluto is retrograde for about five months of every year, a time when buried matters come back to be dealt with.",
    tips: ["Let go of one thing Pluto shows you have outgrown", "Use Pluto's intensity for research or deep work", "Notice where power struggles repeat in Pluto's area of your chart"],
  },
};

/** Element notes: {p} is the planet (or the sign's people), {s} the sign. */
export const ELEMENT_NOTES = templates(["p", "s"], {
  Fire: [
    "As a fire sign, {s} gives {p} heat, candour and a quick start, and it prefers action to long deliberation.",
    "{p} in fiery {s} is at its best with a clear goal and an audience, and it burns out when either goes missing.",
  ],
  Earth: [
    "As an earth sign, {s} slows {p} down to a practical pace and asks for results that can be seen and touched.",
    "{p} in earthy {s} trusts experience over theory and gets steadier, not duller, with time.",
  ],
  Air: [
    "As an air sign, {s} turns {p} towards ideas, conversation and the people on the other side of the table.",
    "{p} in airy {s} needs room to think aloud and tires quickly of anything that cannot be discussed.",
  ],
  Water: [
    "As a water sign, {s} steeps {p} in feeling, memory and a strong sense of who belongs and who does not.",
    "{p} in watery {s} reads a room before it speaks and rarely forgets how something made it feel.",
  ],
} satisfies Record<Element, [string, string]>);

export const MODALITY_NOTES = templates(["p", "s"], {
  Cardinal: "{s} is a cardinal sign, one that opens a season, so {p} here likes to begin things and to set the direction.",
  Fixed: "{s} is a fixed sign, one that holds the middle of a season, so {p} here digs in, keeps going and resists being hurried.",
  Mutable: "{s} is a mutable sign, one that closes a season, so {p} here adapts, edits and moves on more easily than most.",
} satisfies Record<Modality, string>);

/** One phrase per sign for what its season, eclipses or lunations put in focus. */
export const SIGN_THEMES: Record<Sign, string> = {
  Aries: "courage, fresh starts and acting on your own behalf",
  Taurus: "money, the body and what you want to keep",
  Gemini: "conversations, errands, siblings and learning",
  Cancer: "home, family and emotional security",
  Leo: "creativity, romance and being seen",
  Virgo: "health, routines and useful work",
  Libra: "partnership, fairness and agreements",
  Scorpio: "intimacy, shared money and what lies beneath the surface",
  Sagittarius: "travel, study and the beliefs you live by",
  Capricorn: "career, status and long-term plans",
  Aquarius: "friends, groups and the future you want",
  Pisces: "rest, imagination and letting go",
};

/** The twelve houses: what each covers, and the sign that naturally rules it. */
export const HOUSE_NOTES: readonly string[] = [
  "The first house is the doorway of the chart: your body, your manner and the first impression you make.",
  "The second house holds money, possessions and the values that decide what you will work for.",
  "The third house covers everyday talk, siblings, neighbours, short journeys and early schooling.",
  "The fourth house is the foundation: home, family, roots and the private life behind closed doors.",
  "The fifth house is the house of play: romance, children, hobbies and anything made for the joy of it.",
  "The sixth house governs daily work, routines, health habits and the service you give to others.",
  "The seventh house is the house of partnership: marriage, close collaborators and open rivals.",
  "The eighth house holds intimacy, shared money, inheritance and the crises that change us.",
  "The ninth house covers long journeys, higher learning, publishing, law and philosophy.",
  "The tenth house is the top of the chart: career, reputation and the public role you grow into.",
  "The eleventh house covers friendships, networks, communities and the hopes you share with them.",
  "The twelfth house is the hidden room: solitude, retreat, the unconscious and quiet service.",
];

export const ORDINAL_WORDS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth"];

/** Traditional dignities: the signs a planet rules and is exalted in (their opposites are detriment and fall). */
export const RULES: Partial<Record<Planet, Sign[]>> = {
  Sun: ["Leo"], Moon: ["Cancer"], Mercury: ["Gemini", "Virgo"], Venus: ["Taurus", "Libra"], Mars: ["Aries", "Scorpio"],
  Jupiter: ["Sagittarius", "Pisces"], Saturn: ["Capricorn", "Aquarius"], Uranus: ["Aquarius"], Neptune: ["Pisces"], Pluto: ["Scorpio"],
};
export const EXALTED: Partial<Record<Planet, Sign>> = { Sun: "Aries", Moon: "Taurus", Mercury: "Virgo", Venus: "Pisces", Mars: "Capricorn", Jupiter: "Cancer", Saturn: "Libra" };

export const DIGNITY_NOTES = templates(["p", "s", "r"], {
  rules: "{p} rules {s}, so it is at home here: its nature and the sign's agree, and it acts without apology.",
  exalted: "{p} is exalted in {s}, an honoured guest that shows its finest side when the sign lends it dignity.",
  detriment: "{p} is in detriment in {s}, the sign opposite its home, so it has to work in a style that is not its first instinct.",
  fall: "{p} is in its fall in {s}, opposite its exaltation, which makes its gifts quieter and more hard-won here.",
  peregrine: "{p} has no traditional dignity in {s}, so it takes its colour from the sign's ruler, {r}, and from where {r} sits in the chart.",
} satisfies Record<"rules" | "exalted" | "detriment" | "fall" | "peregrine", string>);

/** What a retrograde of each planet is best used for; {p} the planet. */
export const RETROGRADE_USES: Record<Planet, string[]> = {
  Sun: [], Moon: [],
  Mercury: ["re-reading, editing and finishing drafts", "fixing devices and tidying inboxes", "reconnecting with old contacts", "checking travel plans twice"],
  Venus: ["reviewing what you value and what you spend on", "revisiting an old relationship question honestly", "restoring rather than replacing", "waiting before a major beauty or style change"],
  Mars: ["finishing projects instead of starting new fights", "rebuilding stamina gently", "reworking strategies that stalled", "letting old anger cool before acting"],
  Jupiter: ["studying what you already believe", "consolidating recent growth", "reflecting on a long journey", "saying no to one more commitment"],
  Saturn: ["reviewing structures, budgets and contracts", "repairing what was built in haste", "revisiting responsibilities", "accepting a slower timetable"],
  Uranus: ["noticing what you still need freedom from", "testing new ideas privately", "undoing a change that came too fast", "updating old technology"],
  Neptune: ["seeing a situation without the rose tint", "creative work that needs solitude", "spiritual practice", "clearing up misunderstandings"],
  Pluto: ["facing a habit you have outgrown", "deep research", "settling shared debts", "letting a power struggle go"],
};

/** Roughly how long each body takes to circle the zodiac, and so how often it returns to a sign. */
export const ORBIT_NOTES: Record<Planet, string> = {
  Sun: "about a year, spending roughly thirty days in each sign",
  Moon: "about twenty-seven days, spending two to three days in each sign",
  Mercury: "about a year, never straying more than 28° from the Sun, with stays of two to eight weeks per sign",
  Venus: "about a year, never more than 47° from the Sun, usually staying three to five weeks per sign",
  Mars: "about two years, staying six or seven weeks per sign, and up to seven months when it turns retrograde",
  Jupiter: "about twelve years, staying roughly a year in each sign",
  Saturn: "about twenty-nine and a half years, staying around two and a half years in each sign",
  Uranus: "about eighty-four years, staying around seven years in each sign",
  Neptune: "about 165 years, staying around fourteen years in each sign",
  Pluto: "about 248 years, with stays from twelve to thirty years per sign on its tilted, eccentric orbit",
};

/** The planet in each element, one sentence each; {p} the planet. */
export const PLANET_BY_ELEMENT = templates(["p"], {
  Fire: "In the fire signs (Aries, Leo, Sagittarius) {p} acts first and explains later, with plenty of warmth and little patience.",
  Earth: "In the earth signs (Taurus, Virgo, Capricorn) {p} becomes practical and patient, measured by what it gets done.",
  Air: "In the air signs (Gemini, Libra, Aquarius) {p} works through words, ideas and other people.",
  Water: "In the water signs (Cancer, Scorpio, Pisces) {p} follows feeling and loyalty, and its reactions run deep.",
} satisfies Record<Element, string>);
