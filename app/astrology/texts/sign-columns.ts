import type { Planet } from "../constants";
import type { EclipseType } from "../forecast";
import type { AspectType } from "../western";
import { templates, type Template } from "./template";

/**
 * Sentence banks of the public horoscope by sign (written by texts/sign-writer.ts). Every sentence
 * carries something of the sign's own day (a house, a degree, a time, the Moon's place), so two signs
 * never read alike on one date and one sign rarely repeats itself within a month. Slots: {ord} an
 * ordinal ("ninth"), {theme} what that house covers, {sign}, {time}, {deg}, {planet}.
 */

export const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth"] as const;

/** What each whole-sign house covers, three ways of saying it (a page never uses one twice). */
export const HOUSE_THEMES: readonly (readonly string[])[] = [
  ["self and first impressions", "your body, looks and bearing", "the way you walk into a room", "appearance and fresh starts", "your own name and presence"],
  ["money and possessions", "income, savings and what you value", "the things you own and what they cost", "earnings and self-worth", "the budget and the wallet"],
  ["messages and short journeys", "siblings, neighbours and daily errands", "talk, writing and the local streets", "learning and the daily commute", "letters, calls and quick visits"],
  ["home and family", "roots, parents and private life", "the place you sleep and the people in it", "the kitchen table and the past", "property, household and belonging"],
  ["romance and play", "pleasure, children and creative work", "dates, hobbies and anything done for joy", "flirtation, art and games", "fun, risk and self-expression"],
  ["work routines and health", "daily chores, colleagues and the body's upkeep", "habits, service and the to-do list", "diet, exercise and the working week", "small duties and everyday fitness"],
  ["partnership", "marriage, contracts and close allies", "one-to-one bonds, sweet or contentious", "the people you face across the table", "commitments made to one other person"],
  ["shared money and intimacy", "debts, taxes and other people's resources", "trust, sex and what you hold in common", "joint accounts and deep bonds", "inheritance, loans and emotional depth"],
  ["travel and study", "belief, publishing and far-off places", "big ideas, teachers and the long road", "faith, law and foreign ties", "courses, journeys and philosophy"],
  ["career and reputation", "ambition, bosses and public standing", "the work you are known for", "status, goals and the long climb", "your public role and your vocation"],
  ["friends and groups", "hopes, networks and community", "allies, causes and the future you want", "teams, clubs and social circles", "wishes and the company you keep"],
  ["rest and solitude", "secrets, retreat and the unseen", "sleep, endings and quiet recovery", "dreams and private healing", "what happens behind closed doors"],
];

/** The Moon crossing a house: what the day favours there (four readings each). */
export const MOON_HOUSE: readonly (readonly string[])[] = [
  [
    "you set the tone wherever you go, so lead with the mood you want returned",
    "your feelings show on your face before you have named them",
    "a fresh haircut, a new shirt or simply better posture changes how you are received",
    "your own needs deserve first place on the list, without apology",
  ],
  [
    "a look at the bank balance steadies more nerves than it rattles",
    "comfort spending tempts; a small, well-chosen pleasure satisfies better",
    "pricing your time honestly is the theme, whether you sell it or give it",
    "what you own says something about what you value, so sort one drawer with that in mind",
  ],
  [
    "messages pile up and one of them deserves a careful reply",
    "a short trip, even across town, clears the head",
    "a sibling or neighbour has news worth hearing out",
    "your words land well, which makes this a good day to write the difficult email",
  ],
  [
    "home wants attention: a meal cooked slowly, a room put right, a call to family",
    "old memories surface, and some of them carry useful advice",
    "staying in is no retreat today; it is where your strength gathers",
    "a parent or elder may need more patience than usual",
  ],
  [
    "play is productive: a hobby, a flirtation or a game restores your spark",
    "creative work flows if you stop judging it halfway through",
    "romance favours the spontaneous invitation over the perfect plan",
    "time with children or with your own silliness does you good",
  ],
  [
    "the to-do list shortens fastest if you start with the task you keep postponing",
    "your body asks for plain food, water and a proper walk",
    "colleagues respond to practical help more than to encouragement",
    "a routine that has slipped can be restored with one small step",
  ],
  [
    "partners take centre stage, and listening earns more than persuading",
    "a contract or agreement deserves a second reading",
    "someone close mirrors back a mood you had not noticed in yourself",
    "cooperation wins where a solo push would stall",
  ],
  [
    "shared money, loans or a tax form need a clear head",
    "intimacy deepens when you say the thing you usually keep back",
    "trust is the currency, so spend it carefully and earn some back",
    "letting go of an old resentment frees more energy than you expect",
  ],
  [
    "your mind wants a wider view: a lecture, a long read or a trip plan",
    "a conversation about belief or meaning goes further than small talk",
    "foreign places, languages and teachers call to you",
    "bold ideas come easily; write them down before the Moon moves on",
  ],
  [
    "your work is visible, so finish what someone senior is waiting for",
    "ambition stirs, and a plain statement of what you want helps",
    "reputation is built in small acts of reliability, and today counts",
    "a boss or mentor is more receptive than usual",
  ],
  [
    "friends and groups lift the mood; answer the invitation",
    "a long-term hope looks reachable if you share it with the right person",
    "networking feels natural rather than forced",
    "a cause you care about welcomes an hour of your time",
  ],
  [
    "rest is the productive choice; an early night pays back tomorrow",
    "your intuition is sharp, though it speaks quietly",
    "time alone untangles what company would only complicate",
    "a private worry shrinks once you write it down",
  ],
];

/** Openers that turn a house reading into a sentence; {ord} {theme}. */
export const MOON_HOUSE_FRAMES = templates(["ord", "theme", "meaning"], [
  "With the Moon in your {ord} house of {theme}, {meaning}.",
  "While the Moon lights your {ord} house of {theme}, {meaning}.",
  "The Moon's passage through your {ord} house, the house of {theme}, means {meaning}.",
  "Your {ord} house of {theme} holds the Moon, and {meaning}.",
  "Because the Moon is working through your {ord} house ({theme}), {meaning}.",
  "In your {ord} house of {theme} the Moon makes one thing plain: {meaning}.",
] satisfies readonly string[]);

/** The Moon's position at noon; {sign} {deg} {illum} {waxing} {ord} {phase}. */
export const MOON_FACTS = templates(["waxing", "deg", "sign", "illum", "ord", "phaseLower"], [
  "At noon the {waxing} Moon stands at {deg}° {sign}, {illum}% lit, in your {ord} house.",
  "The Moon is {illum}% lit at noon and {waxing}, at {deg}° {sign} in your {ord} house.",
  "Your {ord} house hosts the Moon at noon: {deg}° {sign}, {waxing}, {illum}% of its face lit.",
  "By midday the Moon has reached {deg}° {sign}, your {ord} house, a {phaseLower} {illum}% lit.",
] satisfies readonly string[]);

/** The Moon changing sign; {time} {from} {to} {fromOrd} {toOrd}. */
export const MOON_INGRESS_FACTS = templates(["time", "from", "to", "fromOrd", "toOrd"], [
  "At {time} the Moon leaves {from} and your {fromOrd} house for {to}, your {toOrd}.",
  "The Moon crosses from {from} into {to} at {time}, moving from your {fromOrd} house into your {toOrd}.",
  "At {time} the Moon enters {to}, and the focus moves from your {fromOrd} house to your {toOrd}.",
  "Your {toOrd} house takes over from your {fromOrd} at {time}, when the Moon moves from {from} into {to}.",
] satisfies readonly string[]);

/** Moon aspect facts; {time} {planet} {verb} {psign} {pord}. */
export const CONTACT_FACTS = templates(["time", "planet", "verb", "aNoun", "psign", "pord"], [
  "At {time} the Moon {verb} {planet} in {psign}, your {pord} house.",
  "{planet}, in your {pord} house in {psign}, gets {aNoun} from the Moon at {time}.",
  "The Moon {verb} {planet} at {time}, reaching into your {pord} house.",
  "Around {time} the Moon and {planet} ({psign}, your {pord} house) form {aNoun}.",
] satisfies readonly string[]);

export const CONTACT_VERB: Record<AspectType, string> = {
  conjunction: "meets",
  sextile: "sextiles",
  square: "squares",
  trine: "trines",
  opposition: "opposes",
};
export const CONTACT_NOUN: Record<AspectType, string> = {
  conjunction: "a conjunction",
  sextile: "a sextile",
  square: "a square",
  trine: "a trine",
  opposition: "an opposition",
};

/** What a contact with each planet stirs, as a noun phrase. */
export const PLANET_STIR: Record<Planet, readonly string[]> = {
  Sun: ["your sense of purpose", "the will to be seen"],
  Moon: ["your moods", "the need for comfort"],
  Mercury: ["quick thinking and loose talk", "the urge to explain"],
  Venus: ["warmth and the wish to please", "affection and taste"],
  Mars: ["drive and a short temper", "the appetite for a fight or a sprint"],
  Jupiter: ["generosity and big promises", "optimism that overreaches"],
  Saturn: ["duty and a sober mood", "the weight of a deadline"],
  Uranus: ["restlessness and sudden ideas", "a need for room to move"],
  Neptune: ["daydreams and soft edges", "sympathy and a little fog"],
  Pluto: ["intensity and control", "the urge to get to the bottom of things"],
};

/** What a contact means for the house it reaches; {stir} {pord} {ptheme}. */
export const CONTACT_MEANINGS = templates(["stir", "pord", "ptheme"], {
  easy: [
    "That turns {stir} into an asset, and matters of your {pord} house ({ptheme}) move without friction.",
    "It is a helpful hour for {ptheme}, with {stir} on your side.",
    "Use the window: {stir} works in your favour where {ptheme} are concerned.",
  ],
  hard: [
    "Expect {stir} to rub against matters of {ptheme}; a pause before answering helps.",
    "Friction around {ptheme} is likely for an hour or two, fed by {stir}.",
    "Handle {ptheme} gently around then, because {stir} pulls the other way.",
  ],
  fused: [
    "The two merge their colours: {stir} floods into matters of {ptheme}.",
    "For a few hours {stir} and your {pord} house ({ptheme}) are one and the same story.",
    "It concentrates {stir} on {ptheme}, for better or worse.",
  ],
} satisfies Record<"easy" | "hard" | "fused", readonly string[]>);

/** The same, once the house has been described enough on the page; {stir} {pord}. */
export const CONTACT_MEANINGS_SHORT = templates(["stir", "pord", "ptheme"], {
  easy: ["Your {pord} house gains from {stir} for a while.", "Lean on {stir}; your {pord} house rewards it."],
  hard: ["Your {pord} house feels the strain of {stir} for an hour or two.", "Go easy in your {pord} house while {stir} runs high."],
  fused: ["Your {pord} house soaks up {stir}.", "All of {stir} pours into your {pord} house."],
} satisfies Record<"easy" | "hard" | "fused", readonly string[]>);

/** A planet entering a house; {planet} {time} {to} {ord} {theme}. */
export const INGRESS_FACTS = templates(["planet", "time", "to", "ord", "theme"], [
  "{planet} enters {to} at {time}, opening a new chapter in your {ord} house of {theme}.",
  "At {time} {planet} crosses into {to}, your {ord} house, the house of {theme}.",
  "Your {ord} house of {theme} receives {planet} at {time}, when it moves into {to}.",
] satisfies readonly string[]);
/** A retrograde planet slipping back into the sign it had left: a return, not a new chapter. */
export const INGRESS_BACK_FACTS = templates(["planet", "time", "to", "ord", "theme"], [
  "{planet}, retrograde, moves back into {to} at {time}, returning to your {ord} house of {theme}.",
  "At {time} {planet} slips back into {to} while retrograde, so your {ord} house, the house of {theme}, has it again.",
  "Retrograde {planet} returns to {to} at {time}, back in your {ord} house of {theme}.",
] satisfies readonly string[]);
export const INGRESS_BACK_MEANINGS = templates(["theme"], [
  "It is a second look rather than a fresh start: unfinished business in {theme} comes back for review.",
  "Expect to revisit {theme}, finishing what was begun when it was last here.",
  "Old threads in {theme} return; tie them off before anything new begins.",
] satisfies readonly string[]);

/** How long a planet stays and what it brings to a house; {stay} {ord}. */
export const PLANET_GIFT: Record<Planet, readonly string[]> = {
  Sun: ["a month of light and attention", "four weeks in the spotlight"],
  Moon: ["two and a half days of feeling", "a short spell of strong moods"],
  Mercury: ["a few weeks of talk, plans and paperwork", "a busy stretch of messages and errands"],
  Venus: ["about a month of charm, pleasure and easier money", "several weeks of grace and good company"],
  Mars: ["six or seven weeks of drive and the odd quarrel", "a long burst of energy and impatience"],
  Jupiter: ["about a year of growth and opportunity", "a generous year of open doors"],
  Saturn: ["two to three years of hard work and lasting results", "a long lesson in patience and structure"],
  Uranus: ["seven years of surprises and liberation", "a long run of sudden turns"],
  Neptune: ["over a decade of dreams, ideals and blurred lines", "many years of longing and imagination"],
  Pluto: ["two decades of deep and lasting change", "a generation of slow transformation"],
};
export const INGRESS_MEANINGS = templates(["gift", "theme"], [
  "It brings {gift} to that part of your life.",
  "Expect {gift} where {theme} are concerned.",
  "For you that means {gift}, focused on {theme}.",
] satisfies readonly string[]);

/** Stations; {planet} {dir} {deg} {sign} {ord} {theme}. */
export const STATION_FACTS = templates(["planet", "dir", "deg", "sign", "ord", "theme"], [
  "{planet} stands still at {deg}° {sign} and turns {dir} in your {ord} house.",
  "Today {planet} stations {dir} at {deg}° {sign}, in your {ord} house of {theme}.",
  "In your {ord} house {planet} halts at {deg}° {sign} and stations {dir}.",
] satisfies readonly string[]);
export const STATION_MEANINGS = templates(["theme"], {
  retrograde: [
    "In matters of {theme}, the weeks ahead favour review over launch.",
    "Revisit rather than begin anything touching {theme} for a while.",
    "Old business about {theme} returns for a second look.",
  ],
  direct: [
    "What stalled around {theme} starts moving again, slowly at first.",
    "Decisions about {theme} that waited can now go ahead.",
    "The knot around {theme} begins to loosen.",
  ],
} satisfies Record<"retrograde" | "direct", readonly string[]>);

/** Lunations; {phase} {time} {deg} {sign} {ord} {theme}. */
export const LUNATION_FACTS = templates(["phase", "time", "deg", "sign", "ord", "theme"], [
  "The {phase} is exact at {time}, at {deg}° {sign} in your {ord} house of {theme}.",
  "At {time} the {phase} falls at {deg}° {sign}, lighting your {ord} house ({theme}).",
  "Your {ord} house of {theme} hosts the {phase} at {time}, {deg}° {sign}.",
] satisfies readonly string[]);
/** Eclipses named by kind; {aName} "a penumbral lunar eclipse", {how} what happens in the sky. */
export const ECLIPSE_FACTS = templates(["ord", "aName", "how"], {
  solar: [
    "This New Moon in your {ord} house is {aName}: {how}.",
    "It is also {aName} in your {ord} house: {how}.",
  ],
  lunar: [
    "This Full Moon in your {ord} house is {aName}: {how}.",
    "It is also {aName} in your {ord} house: {how}.",
  ],
} satisfies Record<"solar" | "lunar", readonly string[]>);
/** What each kind of eclipse looks like, in one clause. */
export const ECLIPSE_HOW: Record<"solar" | "lunar", Partial<Record<EclipseType, string>>> = {
  solar: {
    total: "the Moon covers the whole Sun along a narrow track across the Earth",
    annular: "the Moon covers the middle of the Sun and leaves a ring of light along a narrow track",
    hybrid: "the Moon covers the whole Sun along part of its track and leaves a ring of light along the rest",
    partial: "the Moon covers part of the Sun, seen from part of the world",
  },
  lunar: {
    total: "the whole Moon passes into the Earth's dark inner shadow",
    partial: "part of the Moon passes into the Earth's dark inner shadow",
    penumbral: "the Moon passes only through the Earth's faint outer shadow, a dimming that is easy to miss",
  },
};
export const LUNATION_MEANINGS = templates(["theme"], {
  "New Moon": [
    "Set one intention about {theme} and keep it quiet for a week.",
    "A fresh start in {theme} takes root more easily now than at any other point this month.",
  ],
  "First Quarter": [
    "Something you started in {theme} two weeks ago needs a decision.",
    "Push past the first obstacle in {theme}; it is smaller than it looks.",
  ],
  "Full Moon": [
    "Results in {theme} come to light, and so do feelings about them.",
    "What has been building in {theme} peaks; take stock before you react.",
  ],
  "Last Quarter": [
    "Clear out what no longer works in {theme}.",
    "Finish or release one commitment tied to {theme}.",
  ],
} satisfies Record<"New Moon" | "First Quarter" | "Full Moon" | "Last Quarter", readonly string[]>);
export const ECLIPSE_MEANINGS = templates(["theme"], [
  "Eclipses speed things up: changes in {theme} may arrive faster than planned.",
  "Eclipse seasons close doors and open others, here in {theme}.",
] satisfies readonly string[]);

/** Each section opens with its slow planet's place; {deg} {sign} {rx} {ord} {theme}. */
export const LOVE_FACTS = templates(["deg", "sign", "rx", "ord", "theme"], [
  "Venus, at {deg}° {sign}{rx}, is in your {ord} house, so affection flows through {theme}.",
  "Venus sits at {deg}° {sign}{rx} in your {ord} house, which ties love to {theme}.",
  "Love's planet is in your {ord} house at {deg}° {sign}{rx}: romance finds you through {theme}.",
  "With Venus at {deg}° {sign}{rx}, your {ord} house of {theme} is where warmth gathers.",
] satisfies readonly string[]);
export const WORK_FACTS = templates(["deg", "sign", "rx", "ord", "theme"], [
  "Mercury, at {deg}° {sign}{rx}, runs through your {ord} house, so plans and messages centre on {theme}.",
  "Mercury is at {deg}° {sign}{rx} in your {ord} house: the paperwork of the day concerns {theme}.",
  "Your {ord} house holds Mercury at {deg}° {sign}{rx}, putting talk of {theme} on the agenda.",
  "At {deg}° {sign}{rx}, Mercury keeps your thinking on your {ord} house of {theme}.",
] satisfies readonly string[]);
export const WELLBEING_FACTS = templates(["deg", "sign", "rx", "ord", "theme"], [
  "Mars, at {deg}° {sign}{rx} in your {ord} house, sends your energy into {theme}.",
  "Mars stands at {deg}° {sign}{rx}, your {ord} house, and your drive goes into {theme}.",
  "Energy follows Mars, now at {deg}° {sign}{rx} in your {ord} house of {theme}.",
  "With Mars at {deg}° {sign}{rx} in your {ord} house, effort pays best in {theme}.",
] satisfies readonly string[]);

/** Advice by the day's Moon, per area; {moonOrd} {moonSign} {illum}: each names the house the Moon is in for this sign. */
export const LOVE_ADVICE = templates(["moonOrd", "moonSign", "illum"], [
  "While the Moon is in {moonSign}, your {moonOrd} house, say the kind thing out loud instead of assuming it is known.",
  "The Moon in your {moonOrd} house favours a plan made together over a surprise sprung alone.",
  "With the Moon crossing your {moonOrd} house, let a partner or crush see what you are busy with.",
  "A {moonSign} Moon in your {moonOrd} house makes small gestures count double: a note, a shared meal, an early reply.",
  "Under the {moonSign} Moon, in your {moonOrd} house, listen for what is not said as much as for what is.",
  "The Moon in your {moonOrd} house suggests meeting someone on their ground, not yours.",
  "If single, the Moon in your {moonOrd} house favours introductions through friends over apps.",
  "The Moon in {moonSign}, your {moonOrd} house, asks you to ask, not guess, what someone wants.",
] satisfies readonly string[]);
export const WORK_ADVICE = templates(["moonOrd", "moonSign", "illum"], [
  "While the Moon crosses your {moonOrd} house, finish one task before you open another.",
  "The {moonSign} Moon in your {moonOrd} house rewards a short, clear message over a long explanation.",
  "With the Moon in {moonSign}, your {moonOrd} house, check figures and dates twice before you send.",
  "With the Moon in your {moonOrd} house, ask for the information you need instead of waiting for it.",
  "The Moon in your {moonOrd} house favours steady work in the morning and meetings after lunch.",
  "A {moonSign} Moon in your {moonOrd} house makes a tidy desk worth more than a clever idea.",
  "With the Moon in your {moonOrd} house, delegate the detail you keep redoing yourself.",
  "The Moon in your {moonOrd} house favours one honest progress report over several vague ones.",
] satisfies readonly string[]);
export const WELLBEING_ADVICE = templates(["moonOrd", "moonSign", "illum"], [
  "With the Moon {illum}% lit in your {moonOrd} house, match your effort to your energy rather than to the calendar.",
  "The Moon, {illum}% lit in your {moonOrd} house, favours a walk in daylight and an early night.",
  "At {illum}% lit, the Moon in your {moonOrd} house asks for water, slower meals and fewer screens after dark.",
  "Under a Moon {illum}% lit in your {moonOrd} house, stretch before you sit down to work.",
  "The Moon, {illum}% lit in your {moonOrd} house, makes rest a skill worth practising today.",
  "With the Moon {illum}% full in your {moonOrd} house, move your body before you judge your mood.",
  "A {moonSign} Moon at {illum}% in your {moonOrd} house favours breathing room between appointments.",
  "Let the Moon, {illum}% lit in your {moonOrd} house, set an easy pace for the evening.",
] satisfies readonly string[]);

/** Headlines; {sign} {ord} {theme} {planet} {moonSign} {time} {phase}. */
// Each bank's lines open with different words (or with the sign's own name), and the writer deals them
// out across the twelve signs, so no four-word opening heads more than three signs' pages on a day.
export const HEADLINES = {
  eclipse: templates(["sign", "moonSign", "phase", "ord", "theme", "aKind", "kind"], [
    "{aKind} eclipse shakes up your {ord} house of {theme}",
    "{sign}, the {kind} eclipse brings change to {theme}",
    "Eclipse day in your {ord} house: {theme} moves faster",
    "Under the {kind} eclipse, {theme} takes a turn",
  ]),
  lunation: templates(["sign", "moonSign", "phase", "ord", "theme"], [
    "The {phase} lights your {ord} house of {theme}",
    "{sign}, the {phase} turns your eyes to {theme}",
    "Your {ord} house holds the {phase}: {theme} in view",
    "A {phase} for {theme}, in your {ord} house",
  ]),
  station: templates(["sign", "moonSign", "planet", "dir", "ord", "theme"], [
    "{planet} turns {dir} in your {ord} house",
    "A pause and a turn for {theme}, {sign}",
    "{sign}, {planet} stands still over {theme}",
    "Your {ord} house feels {planet} turn {dir}",
  ]),
  ingress: templates(["sign", "moonSign", "planet", "ord", "theme"], [
    "{planet} opens your {ord} house of {theme}",
    "New weather for {theme}: {planet} arrives",
    "{sign}, {planet} brings fresh air to {theme}",
    "Your {ord} house welcomes {planet}",
  ]),
  // A planet moving back into the sign it left while retrograde.
  ingressBack: templates(["sign", "moonSign", "planet", "ord", "theme"], [
    "{planet}, retrograde, returns to your {ord} house",
    "Back to {theme}: {planet} retraces its steps",
    "{sign}, {planet} goes back over {theme}",
    "Your {ord} house sees {planet} again, moving backwards",
  ]),
  moonIngress: templates(["sign", "moonSign", "theme", "to"], [
    "The Moon moves your focus to {theme}",
    "{sign}, the {to} Moon turns you toward {theme}",
    "A change of mood: {theme} comes first",
    "Once the Moon is in {to}, {theme} leads",
  ]),
  // Only when the Moon changes sign from 15:00 on: the mood does shift by evening.
  moonIngressLate: templates(["sign", "moonSign", "theme", "to"], [
    "{sign}, by evening the mood shifts toward {theme}",
    "By evening the Moon turns you toward {theme}",
    "The Moon reaches {to} later today: {theme} by evening",
    "Late in the day, the focus moves to {theme}",
  ]),
  contact: templates(["sign", "moonSign", "planet", "theme", "stir"], [
    "{planet} and the Moon stir up {theme}",
    "{sign}, the Moon brings {stir} into play",
    "A meeting of the Moon and {planet} over {theme}",
    "Today the Moon calls on {planet}: {theme} in play",
  ]),
  moon: templates(["sign", "moonSign", "theme"], [
    "The Moon in {moonSign} spotlights {theme}",
    "{sign}, today belongs to {theme}",
    "With a {moonSign} Moon, {theme} take the stage",
    "A day for {theme} under the {moonSign} Moon",
  ]),
} satisfies Record<"eclipse" | "lunation" | "station" | "ingress" | "ingressBack" | "moonIngress" | "moonIngressLate" | "contact" | "moon", readonly Template<string>[]>;

/** The week's and month's openings; {sign} {span}. */
export const PERIOD_OPENERS = templates(["span", "sign"], [
  "Here is the sky of {span} as it falls across your houses, {sign}.",
  "{span}, counted from {sign} as your first house.",
  "What {span} holds for {sign}, event by event.",
] satisfies readonly string[]);
export const PERIOD_QUIET = templates(["span", "ord", "theme"], [
  "No planet changes sign or turns and no lunation falls in {span}: a steady stretch for {theme}.",
  "{span} brings no ingress, station or lunation, so the Moon's tour sets the pace, beginning in your {ord} house of {theme}.",
] satisfies readonly string[]);
export const PERIOD_MOON_DAYS = templates(["days"], {
  love: [
    "The Moon crosses your fifth or seventh house, the houses of romance and partnership, on {days}: the best days for a date or a heart-to-heart.",
    "Plan time together for {days}, when the Moon moves through your fifth or seventh house.",
  ],
  work: [
    "The Moon works through your sixth or tenth house, daily work and career, on {days}: put deadlines there.",
    "Your most productive days are {days}, with the Moon in your sixth or tenth house.",
  ],
  wellbeing: [
    "The Moon passes through your first or twelfth house on {days}: guard your sleep and your energy then.",
    "Rest comes easier on {days}, when the Moon is in your twelfth or first house.",
  ],
} satisfies Record<"love" | "work" | "wellbeing", readonly string[]>);
export const PERIOD_NO_MOON_DAYS = templates(["span"], {
  love: "The Moon does not touch your fifth or seventh house in {span}, so love moves at Venus's slower pace.",
  work: "The Moon stays out of your sixth and tenth houses in {span}, so work follows Mercury's lead.",
  wellbeing: "The Moon keeps away from your first and twelfth houses in {span}, which makes for an even keel.",
} satisfies Record<"love" | "work" | "wellbeing", string>);
export const PERIOD_PLANET = templates(["planet", "span", "ord", "theme", "move"], [
  "{planet} begins {span} in your {ord} house of {theme}{move}.",
  "At the start of {span}, {planet} is in your {ord} house ({theme}){move}.",
] satisfies readonly string[]);

/** A planet that keeps its house all period, said three ways (one per section); {short} "this week". */
export const PERIOD_STAYS = templates(["short"], [", where it stays all {short}", ", and stays there throughout", ", staying put to the end of {short}"]);
