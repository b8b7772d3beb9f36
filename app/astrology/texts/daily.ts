import type { Element, Planet, Sign } from "../constants";
import type { AspectType } from "../western";
import { templates, type Template } from "./template";

/**
 * Sentence banks for the daily horoscope (written by texts/daily-writer.ts). Slots: {T} transiting
 * planet, {N} natal point label ("your natal Sun"), {sign}, {g} what the transit brings, {p} what the
 * natal point stands for. Never mention houses or the Ascendant outside the house and angle slots.
 */

export type Area = "love" | "work" | "wellbeing";
export type Tone = "easy" | "tense" | "strong";

export const LUNAR_PHASES: readonly { max: number; name: string }[] = [
  { max: 22.5, name: "New Moon" },
  { max: 67.5, name: "Waxing Crescent" },
  { max: 112.5, name: "First Quarter" },
  { max: 157.5, name: "Waxing Gibbous" },
  { max: 202.5, name: "Full Moon" },
  { max: 247.5, name: "Waning Gibbous" },
  { max: 292.5, name: "Last Quarter" },
  { max: 337.5, name: "Waning Crescent" },
  { max: 360, name: "New Moon" },
];

export const ASPECT_VERB: Record<AspectType, string> = {
  conjunction: "meets",
  sextile: "sextiles",
  square: "squares",
  trine: "trines",
  opposition: "opposes",
};
export const ASPECT_NOUN: Record<AspectType, string> = {
  conjunction: "conjunction",
  sextile: "sextile",
  square: "square",
  trine: "trine",
  opposition: "opposition",
};

/**
 * Fact sentence of a transit in plain words; {T} {rx} {sign} {verb} {noun} {N} {timing}. No orbs and
 * no jargon: {timing} says when the contact is strongest ("at its strongest this afternoon", "fading
 * now"), worked out from the noon orb and the planet's speed; {sign} carries the time of a sign change
 * made that day ("Leo until 2:32 PM").
 */
export const ASPECT_FACTS = templates(["T", "Tb", "aNoun", "rx", "sign", "verb", "noun", "N", "timing"], [
  "Transiting {Tb}{rx} {verb} {N}, {timing}.",
  "{T} in {sign}{rx} {verb} {N}, {timing}.",
  "Today {T} forms {aNoun} to {N} from {sign}, {timing}.",
  "The {noun} from {T}{rx} to {N} is {timing}.",
  "{T}, in {sign}{rx}, {verb} {N}, {timing}.",
  "{aNoun} links transiting {Tb} with {N} today, {timing}.",
  "From {sign}, {T}{rx} {verb} {N} ({timing}).",
  "{T} {verb} {N} today, {timing}.",
] satisfies readonly string[]);
/** When a contact is strongest, by the hours from noon to exact. */
export const TIMING: Record<"afternoon" | "evening" | "building" | "morning" | "night" | "fading", readonly string[]> = {
  afternoon: ["at its strongest this afternoon", "peaking this afternoon"],
  evening: ["at its strongest this evening", "peaking this evening"],
  building: ["still building", "growing stronger over the coming days", "still gathering strength"],
  morning: ["at its strongest this morning and fading through the afternoon", "peaking this morning, then fading"],
  night: ["at its strongest in the early hours and fading now", "past its peak since the early hours"],
  fading: ["fading now", "past its peak", "already easing off", "on its way out"],
};

/** What a transiting planet brings (noun phrases). */
export const TRANSIT_GIFTS: Record<Planet, readonly string[]> = {
  Sun: ["the Sun's steady light", "a surge of visibility", "clear, warm attention", "a wish to be counted"],
  Moon: ["a passing tide of feeling", "the Moon's shifting mood", "a quick emotional weather change", "a tender, reactive mood"],
  Mercury: ["a stream of ideas", "quick, busy thinking", "Mercury's restless curiosity", "a knack for the right word"],
  Venus: ["warm affection", "Venus's charm", "a softer, more generous tone", "an appetite for beauty"],
  Mars: ["restless drive", "Mars's heat and hurry", "a push to act now", "raw, impatient energy"],
  Jupiter: ["expansive optimism", "Jupiter's generous reach", "a feeling that more is possible", "good humour with a bigger view"],
  Saturn: ["sober realism", "Saturn's demand for structure", "the weight of what has to be done", "patience with a sense of limits"],
  Uranus: ["a taste for sudden change", "Uranus's electric restlessness", "a jolt of the unexpected", "an itch for freedom"],
  Neptune: ["soft-focus imagination", "Neptune's haze and longing", "a drift toward dreams", "a wash of sensitivity"],
  Pluto: ["deep intensity", "Pluto's slow pressure", "a pull toward what is hidden", "the urge to strip things back"],
};

/** What a natal point stands for (noun phrases, "your ..."). */
export const NATAL_NEEDS: Record<Planet | "Ascendant" | "Midheaven", readonly string[]> = {
  Sun: ["your sense of purpose", "the core of who you are", "your will and vitality"],
  Moon: ["your emotional needs", "your instinct for comfort", "the way you look after yourself"],
  Mercury: ["your way of thinking", "how you speak and decide", "your daily reasoning"],
  Venus: ["your love life", "what you value and enjoy", "the way you give affection"],
  Mars: ["your ambitions", "your drive and temper", "the way you go after things"],
  Jupiter: ["your generosity", "your faith in how things turn out", "your appetite for growth"],
  Saturn: ["your commitments", "the structures you rely on", "your sense of duty"],
  Uranus: ["your independent streak", "your need for room", "your wish to do things differently"],
  Neptune: ["your ideals", "your imagination", "the dreamer in you"],
  Pluto: ["your deepest motivations", "what you hold on to", "your capacity for renewal"],
  Ascendant: ["the way you come across", "your first impression", "how you meet the world"],
  Midheaven: ["your public role", "your reputation and direction", "the work you want to be known for"],
};

/** Meaning of a contact: {g} what the transit brings, {p} the natal point; by tone. */
export const NATURE_FRAMES = templates(["g", "G", "p"], {
  strong: [
    "This fuses {g} with {p}, so whatever you start now carries extra weight.",
    "Expect {g} to land squarely on {p}; the day concentrates where you feel it most.",
    "For a few hours {g} acts as one with {p}, for better or for busier.",
    "{G} sits right on top of {p}, making it hard to ignore and easy to use.",
    "Here {g} presses directly on {p}: pay attention to what it wakes up.",
    "{G} joins {p}, a starting point rather than a conclusion.",
  ],
  easy: [
    "{G} lends a hand to {p}; a small, deliberate step now goes a long way.",
    "It is an easy current: {g} feeds {p} without much effort from you.",
    "With {g} supporting {p}, this is a good moment to ask for what you want.",
    "{G} cooperates with {p} today, so let helpful people and lucky timing do some of the work.",
    "{G} opens a door for {p}, though you still have to walk through it.",
    "{G} is on friendly terms with {p}; use the goodwill before the week moves on.",
    "Think of {g} as a tailwind behind {p}.",
  ],
  tense: [
    "{G} rubs against {p}, and the friction is a prompt to adjust rather than a wall.",
    "There is pressure as {g} challenges {p}; slow down before reacting and the strain turns into motivation.",
    "{G} pulls one way and {p} another, so choose one battle and let the rest pass.",
    "A tug-of-war sets {g} against {p}, and it often shows up through other people.",
    "{G} tests {p} today; what holds up under the test is worth keeping.",
    "{G} grates on {p}, which can feel personal though it is mostly about timing.",
    "Expect {g} to poke at {p}, which is uncomfortable and useful in equal measure.",
  ],
} satisfies Record<Tone, readonly string[]>);

/**
 * Openers of the area sentence (seven each, so a lead and an advice line pair up anew for 42 days);
 * the writer follows each with the day's fact for that area ("In love, with Venus trine your natal
 * Moon, ...").
 */
export const AREA_LEADS: Record<Area, readonly string[]> = {
  love: ["In love", "For a partner or a crush", "Where the heart is concerned", "Between you and the people you love", "For romance", "In your closest bonds", "On the love front"],
  work: ["At work", "On the job", "For your career", "In your working day", "For colleagues and clients", "Where money and tasks are concerned", "In practical matters"],
  wellbeing: ["For your wellbeing", "For body and mind", "For your health", "To look after yourself", "On the wellbeing side", "As for energy", "For your peace of mind"],
};
/** How a contact is named inside a lead: "Venus trine your natal Moon". */
export const ASPECT_REL: Record<AspectType, string> = { conjunction: "meeting", sextile: "sextile", square: "square to", trine: "trine", opposition: "opposite" };

/** Area advice by tone (six each); {T} is the planet or body involved. Follows an AREA_LEADS opener. */
export const AREA_LINES = templates(["T"], {
  love: {
    strong: [
      "Whatever you say with {T} this involved will be remembered, so say the warm thing plainly.",
      "Someone close may feel the shift before you name it; let them in on it.",
      "There is no hiding what you feel, so you may as well say it kindly and first.",
      "Single or paired, you are more magnetic than you think, and less patient than you should be.",
      "Close relationships take centre stage; one honest sentence does more than a grand gesture.",
      "Romance runs hot and direct, which suits a plan made together better than a surprise.",
    ],
    easy: [
      "Ease is the message: a shared meal or a slow walk says more than a long talk.",
      "Affection flows more readily than usual, so make the first friendly move.",
      "It is a kind day for reconnecting with someone you have neglected a little.",
      "If you are dating, {T} favours warmth over wit; ask a real question and listen.",
      "Partners meet you halfway today, which makes it a good time to settle a small disagreement.",
      "Tenderness comes easily; say thank you for something your partner usually does unnoticed.",
    ],
    tense: [
      "Moods may clash over small things; name the feeling before it turns into a complaint.",
      "A loved one may push back today, and it pays to ask what they need before defending yourself.",
      "Old jealousies or scores can surface, and they shrink when spoken about calmly.",
      "{T} is stirring things, so give an argument a pause and a glass of water before round two.",
      "Attraction and irritation run close together; choose which one you feed.",
      "Hold off on ultimatums; by tomorrow the heat will have cooled and the point will be clearer.",
    ],
  },
  work: {
    strong: [
      "A decision you make now sets the tone for weeks, so make it with your eyes open.",
      "Your name is attached to whatever you finish today; pick the task that deserves it.",
      "Momentum is on your side for one clear priority, not for five half-started ones.",
      "Colleagues notice you more than usual, which is a chance to show the work you are proudest of.",
      "An opening appears for the person who has the numbers ready; be that person.",
      "Projects gather speed while {T} is this close; check the details before you sign anything off.",
    ],
    easy: [
      "Cooperation comes easily; a message you have been putting off will get a friendly reply.",
      "Practical matters fall into place if you tackle them before lunch.",
      "It is a good day to pitch an idea, ask for help or tidy up a loose end with a client.",
      "Small administrative jobs go surprisingly smoothly, so clear the backlog while the mood holds.",
      "A mentor or manager is more receptive than usual; bring them a solution, not just a question.",
      "Steady progress beats a dramatic move; {T} rewards the person who simply shows up prepared.",
    ],
    tense: [
      "Delays and crossed wires are likely, so build in time and double-check what you send.",
      "Someone may question your approach; answer with facts rather than feelings.",
      "Pressure from above or from a deadline can sharpen you, if you refuse to take it personally.",
      "Keep promises small and deliver them early while {T} is at a testing angle.",
      "Resist the urge to fix everything at once; one solved problem is a good day's work.",
      "A plan meets reality today, and revising it is a sign of competence, not of failure.",
    ],
  },
  wellbeing: {
    strong: [
      "Energy runs high and then drops, so pace yourself and eat properly.",
      "Your body keeps the score today: notice where you hold tension and stretch it out.",
      "Feelings are loud, and a walk or a run lets them move through instead of staying stuck.",
      "Protect your sleep tonight; the day will have used more of you than it seems.",
      "Listen to your gut about what to drop from the calendar; it is well informed today.",
      "A real break in the middle of the day, away from any screen, will pay for itself by evening.",
    ],
    easy: [
      "A gentle routine pays off: water, daylight and an early night.",
      "Your nerves settle more easily than usual, so use the calm for something restorative.",
      "It is a good day to start a healthy habit small enough to keep tomorrow.",
      "Time outdoors or with easygoing company recharges you quickly.",
      "Mind and body are in step; a stretch, a swim or a long bath will feel especially good.",
      "Give yourself credit for what went well this week; it steadies the whole system.",
    ],
    tense: [
      "Stress can gather in the shoulders and jaw; unclench both every hour.",
      "Restlessness is likely, and movement works better than scrolling to burn it off.",
      "Guard against overdoing it, whether that means coffee, work or worry.",
      "If your patience runs thin, step outside for ten minutes before you answer anyone.",
      "A headache or a short fuse is a signal to slow down, not to push through.",
      "Keep evenings simple: a warm meal, screens off early, and fewer decisions.",
    ],
  },
} satisfies Record<Area, Record<Tone, readonly string[]>>);

/** How the Moon's sign colours the day (three readings each). */
export const MOON_MOODS: Record<Sign, readonly string[]> = {
  Aries: [
    "Feelings run quick and direct under an Aries Moon; impatience rises easily, and so does the courage to start.",
    "An Aries Moon wants action first and reflection later, so give it a task with a finish line.",
    "Tempers and enthusiasm both flare with the Moon in Aries; channel the spark rather than fight it.",
    "With the Moon in Aries, first reactions are honest and rarely diplomatic; count to five before replying.",
    "The Aries Moon favours sport, quick decisions and clearing one obstacle with a single push.",
  ],
  Taurus: [
    "A Taurus Moon slows the emotional tempo and favours comfort, steady effort and work done by hand.",
    "The Moon in Taurus asks for good food, solid ground and no rush; stubbornness is the only risk.",
    "Under a Taurus Moon the senses lead: texture, taste and a tidy space calm you quickly.",
    "A Taurus Moon makes money and comfort feel closely linked; a small treat beats a big spend.",
    "The Moon in Taurus steadies nerves, and a slow, well-made plan will survive the week.",
  ],
  Gemini: [
    "With the Moon in Gemini the mood turns chatty and curious; messages multiply and plans change twice.",
    "A Gemini Moon scatters attention across many tabs, so write down the one thing that matters.",
    "The Moon in Gemini favours quick conversations, short trips and a light touch over heavy talks.",
    "Under a Gemini Moon you can talk your way into or out of almost anything, so choose which.",
    "The Moon in Gemini makes boredom the main enemy; vary the tasks and keep your notes close.",
  ],
  Cancer: [
    "The Moon at home in Cancer turns attention to family, memory and the places where you feel safe.",
    "A Cancer Moon raises sensitivity, so be gentle with yourself and with the people closest to you.",
    "Under the Moon in Cancer, cooking, nesting and calling home feel more satisfying than usual.",
    "The Moon in Cancer makes old photographs, old friends and old grievances surface together.",
    "Under a Cancer Moon, protectiveness runs high; make sure it is welcome before you offer it.",
  ],
  Leo: [
    "A Leo Moon warms the day with a wish to be seen, to play and to be generous; pride is touchy, hearts are open.",
    "The Moon in Leo rewards creative effort and sincere praise, given and received.",
    "Under a Leo Moon, a little drama is forgivable and a lot of warmth is contagious.",
    "A Leo Moon wants an audience, and a good story told well will win one.",
    "The Moon in Leo favours children, hobbies and anything done for the pure joy of it.",
  ],
  Virgo: [
    "With the Moon in Virgo the day rewards order, useful work and small improvements.",
    "A Virgo Moon lets worry buzz in the background, so give it a list to live on.",
    "The Moon in Virgo favours health routines, careful edits and tidying the corners you usually ignore.",
    "Under a Virgo Moon, the body asks for simple food, clean air and an orderly desk.",
    "The Moon in Virgo sharpens your eye for mistakes, so use it on documents rather than on people.",
  ],
  Libra: [
    "The Moon in Libra makes cooperation, courtesy and beauty feel especially important.",
    "Under a Libra Moon every side looks reasonable, so decisions take longer and manners matter more.",
    "A Libra Moon seeks company and balance; a shared plan beats a solo sprint.",
    "With the Moon in Libra, a pleasant setting improves every conversation, so choose the place with care.",
    "The Moon in Libra makes it hard to say no; agree to less and keep your word.",
  ],
  Scorpio: [
    "With the Moon in Scorpio emotions run deep and private; honest conversations go further than small talk.",
    "A Scorpio Moon sharpens focus and suspicion alike, so check a hunch before acting on it.",
    "The Moon in Scorpio is good for letting go of something that has quietly soured.",
    "Under a Scorpio Moon, privacy is precious; not every feeling needs an audience today.",
    "A Scorpio Moon brings strong attractions and strong dislikes, both worth examining quietly.",
  ],
  Sagittarius: [
    "The Moon racing through Sagittarius lifts spirits and widens horizons.",
    "A Sagittarius Moon makes plans for travel, study or a bold idea look brighter than usual.",
    "Under the Moon in Sagittarius, bluntness and optimism go together; aim the first at problems, not people.",
    "With the Moon in Sagittarius, a change of scenery or a good book lifts the mood fast.",
    "A Sagittarius Moon wants the big picture; details can wait until it has moved on.",
  ],
  Capricorn: [
    "With the Moon in Capricorn the mood turns sober and productive; responsibilities feel heavier and more satisfying.",
    "A Capricorn Moon favours long-range plans and keeps feelings on a short, practical leash.",
    "The Moon in Capricorn rewards doing the unglamorous thing well and on time.",
    "Under a Capricorn Moon, emotions come out as actions; someone may show care by fixing something.",
    "The Moon in Capricorn makes you the adult in the room, whether or not you asked for the role.",
  ],
  Aquarius: [
    "The Moon in Aquarius favours friends, groups and unconventional solutions.",
    "An Aquarius Moon puts a little distance between you and your feelings, which helps you see clearly.",
    "Under an Aquarius Moon, a new angle on an old problem arrives from an unexpected person.",
    "With the Moon in Aquarius, shared causes and group chats take up more of the day than planned.",
    "The Moon in Aquarius favours experiments, gadgets and breaking a routine that has gone stale.",
  ],
  Pisces: [
    "With the Moon in Pisces the atmosphere softens; intuition, music and kindness flow easily.",
    "A Pisces Moon blurs deadlines and details, so set reminders and trust your imagination.",
    "The Moon in Pisces makes compassion easy and boundaries harder; keep a little for yourself.",
    "Under a Pisces Moon, water, rest and quiet music restore you faster than any plan.",
    "The Moon in Pisces dissolves edges; forgive a small slight and let it go downstream.",
  ],
};

/** The Moon's house (known birth time): the area it crosses, as an ordinal phrase. */
export const HOUSE_AREAS: readonly string[] = [
  "your first house of self and appearance",
  "your second house of money and values",
  "your third house of messages, siblings and short trips",
  "your fourth house of home and roots",
  "your fifth house of romance, play and creativity",
  "your sixth house of work routines and health",
  "your seventh house of partnership",
  "your eighth house of intimacy and shared resources",
  "your ninth house of learning and travel",
  "your tenth house of career and reputation",
  "your eleventh house of friends and hopes",
  "your twelfth house of rest and reflection",
];

/** Moon facts; {sign} {deg} {illum} {waxing} {where}. */
export const MOON_FACTS = templates(["sign", "deg", "illum", "waxing", "where"], [
  "At noon the Moon is in {sign} at {deg}°, {illum}% lit and {waxing}{where}.",
  "At midday the Moon travels through {sign} ({deg}°), {illum}% illuminated and {waxing}{where}.",
  "At noon the Moon stands at {deg}° {sign}, {waxing} and {illum}% lit{where}.",
  "The {waxing} Moon, {illum}% lit at noon, moves through {sign}{where}.",
] satisfies readonly string[]);

export const NATAL_MOON_RELATION = templates(["sign", "natal"], {
  same: [
    "Today's {sign} Moon returns to the sign of your natal Moon, a monthly reset that makes your own needs easier to hear.",
    "With the Moon back in {sign}, your natal Moon's sign, your instincts are on home ground.",
    "The Moon in {sign} echoes your natal Moon, so trust the first feeling rather than the second thought.",
    "This is your lunar return sign: {sign} again, a good day to notice what actually comforts you.",
    "Your natal Moon was in {sign} too, which makes today's mood feel familiar and easier to steer.",
  ],
  opposite: [
    "In {sign}, the Moon stands opposite your natal {natal} Moon, so other people's moods may pull against yours.",
    "Facing your natal {natal} Moon from {sign}, it asks you to meet others halfway rather than retreat.",
    "A {sign} Moon opposite your {natal} Moon can make partners feel like a mirror; what irritates you may be useful.",
    "With the Moon in {sign}, across from your natal {natal} Moon, balance your needs with someone else's.",
    "Your {natal} Moon meets its opposite in today's {sign} Moon; listen to the other side before deciding.",
  ],
  harmonious: [
    "The {sign} Moon gets on well with your natal {natal} Moon, a quiet tailwind for your emotional life.",
    "In {sign}, the Moon is in friendly company with your natal {natal} Moon, which keeps feelings easy to manage.",
    "Today's {sign} Moon speaks your natal {natal} Moon's language, so comfort is easy to find.",
    "Your {natal} Moon likes a {sign} Moon; small pleasures land well and moods settle quickly.",
    "A {sign} Moon flatters your {natal} Moon, lending you a little extra emotional ease.",
  ],
  tense: [
    "The {sign} Moon squares your natal {natal} Moon, which can make you restless; movement and honest words help.",
    "Square to your natal {natal} Moon, the {sign} Moon may leave you itchy and short of patience by evening.",
    "A {sign} Moon rubs against your {natal} Moon, so expect small irritations and do not let them steer.",
    "Your {natal} Moon and today's {sign} Moon want different things; give each an hour of the day.",
    "With the Moon in {sign}, square to your {natal} Moon, keep the evening free of heavy talks.",
  ],
  neutral: [
    "The {sign} Moon has no strong tie to your natal {natal} Moon, leaving you room to set the tone.",
    "A {sign} Moon is neutral ground for your {natal} Moon, so your mood is yours to choose.",
    "Between today's {sign} Moon and your {natal} Moon there is little friction and little pull.",
    "Your {natal} Moon neither fights nor follows the {sign} Moon, which makes it a good day to observe.",
    "The Moon in {sign} leaves your {natal} Moon undisturbed; use the calm on something you care about.",
  ],
} satisfies Record<"same" | "opposite" | "harmonious" | "tense" | "neutral", readonly string[]>);

/** The exact lunation of the local day; {phase} {time} {sign} {deg} {where}. */
export const LUNATION_FACTS = templates(["phase", "time", "sign", "deg", "where"], [
  "The {phase} is exact at {time} your time, at {deg}° {sign}{where}.",
  "At {time} local time the Moon reaches its {phase} at {deg}° {sign}{where}.",
  "Today brings the {phase}, exact at {time} in {sign} ({deg}°){where}.",
  "The {phase} falls at {time} your time in {sign}, {deg}°{where}.",
  "Mark {time} on your clock: the {phase} at {deg}° {sign}{where}.",
] satisfies readonly string[]);
export const LUNATION_MEANINGS: Record<"New Moon" | "First Quarter" | "Full Moon" | "Last Quarter", readonly string[]> = {
  "New Moon": [
    "New Moons favour quiet intentions: write one down and keep it private for a week.",
    "It is the start of a lunar month, better for planting than for harvesting.",
    "Begin small; seeds set at a New Moon grow with the light over the next two weeks.",
  ],
  "First Quarter": [
    "A first quarter asks for a decision about something you began two weeks ago.",
    "The half-lit Moon is a crossroads: commit to the plan or change it now.",
    "First-quarter tension is useful; it shows which efforts deserve more push.",
  ],
  "Full Moon": [
    "Full Moons bring things to light, and both emotions and results come to a peak.",
    "What has been building for two weeks becomes visible, so take stock before you react.",
    "Under a Full Moon sleep runs light and feelings run high; a calm evening helps.",
  ],
  "Last Quarter": [
    "A last quarter is for clearing out: finish, cancel or give away what no longer fits.",
    "The waning half-Moon favours review and release over fresh starts.",
    "Let go of one commitment that drains more than it gives.",
  ],
};

/** Where a sign stands relative to the reader's Sun sign; {natal}. */
export const SUN_SIGN_RELATION = templates(["natal"], {
  own: [", your own Sun sign", ", the sign your Sun is in", ", home ground for your {natal} Sun"],
  opposite: [", the sign opposite your {natal} Sun", ", facing your {natal} Sun across the zodiac", ", across the wheel from your Sun"],
  trine: [", a sign in harmony with your {natal} Sun", ", trine your {natal} Sun by sign", ", sharing an element with your Sun"],
  square: [", a sign square to your {natal} Sun", ", at right angles to your {natal} Sun", ", square your Sun by sign"],
  sextile: [", a sign friendly to your {natal} Sun", ", sextile your {natal} Sun by sign", ", on good terms with your Sun sign"],
  next: [", next door to your {natal} Sun sign", ", the sign beside your {natal} Sun", ", a neighbour of your Sun sign"],
  quincunx: [", at an awkward angle (quincunx) to your {natal} Sun", ", quincunx your {natal} Sun by sign", ", at an uneasy 150° from your Sun sign"],
} satisfies Record<"own" | "opposite" | "trine" | "square" | "sextile" | "next" | "quincunx", readonly string[]>);

/** Openers that tie a sky-wide event to this reader ({a} {natal}); the meaning follows in lower case. */
export const PERSONAL_LEADS = templates(["natal", "a"], [
  "For {a} {natal} like you,",
  "With your Sun in {natal},",
  "Seen from your {natal} Sun,",
  "For your {natal} nature,",
  "As {a} {natal},",
] satisfies readonly string[]);

/** The Moon's change of sign on the local day; {time} is its local time, so no line says when else. */
export const MOON_SIGN_CHANGE = templates(["from", "to", "time", "own"], [
  "It changes sign at {time} your time, from {from} into {to}{own}.",
  "At {time} it slips from {from} into {to}{own}.",
  "It leaves {from} for {to} at {time} local time{own}.",
  "At {time} your time it crosses from {from} into {to}{own}.",
  "It moves on from {from} to {to} at {time}{own}.",
] satisfies readonly string[]);

export const STATION_FACTS = templates(["T", "dir", "sign", "deg", "own"], [
  "{T} stations {dir} today at {deg}° {sign}{own}, turning on your local date.",
  "Today {T} stands still at {deg}° {sign}{own}, then turns {dir}.",
  "{T} comes to a standstill at {deg}° {sign}{own} today and stations {dir}.",
  "On your local date {T} turns {dir} at {deg}° {sign}{own}.",
  "{T} pauses at {deg}° {sign}{own} and stations {dir} today.",
] satisfies readonly string[]);
export const STATION_MEANINGS = templates(["domain"], {
  retrograde: [
    "A station is a pause point: slow the pace in matters of {domain} and revisit before you push on.",
    "For the coming weeks, matters of {domain} ask for review, repair and second drafts rather than launches.",
    "Stations are felt strongly on the day itself, so keep matters of {domain} simple and unhurried.",
  ],
  direct: [
    "Stalled matters of {domain} begin to move forward again, slowly at first.",
    "After weeks of review, matters of {domain} are ready for action, though it takes a few days to gather speed.",
    "The turn is felt on the day itself: decisions about {domain} that waited can now be taken.",
  ],
} satisfies Record<"retrograde" | "direct", readonly string[]>);

/** A planet's change of sign; {time} is the local time of the crossing. */
export const INGRESS_FACTS = templates(["T", "from", "to", "time", "own"], [
  "{T} leaves {from} and enters {to} at {time} your time{own}.",
  "At {time} today {T} crosses from {from} into {to}{own}.",
  "{T} changes sign at {time} local time, moving from {from} into {to}{own}.",
  "At {time} on your local date {T} moves out of {from} and into {to}{own}.",
  "{T} arrives in {to} at {time}{own}, leaving {from} behind.",
] satisfies readonly string[]);
/** A retrograde planet moving back into the sign it had left: a return, told as one. */
export const INGRESS_BACK_FACTS = templates(["T", "from", "to", "time", "own"], [
  "{T}, retrograde, leaves {from} and moves back into {to} at {time} your time{own}.",
  "At {time} today {T} slips back from {from} into {to} while retrograde{own}.",
  "Retrograde {T} returns to {to} at {time}, leaving {from} for now{own}.",
] satisfies readonly string[]);
export const INGRESS_MEANINGS = templates(["domain", "fromTone", "toTone"], [
  "Matters of {domain} shift from {fromTone} to {toTone}, and you may notice a change of tempo.",
  "Where {domain} is concerned, {fromTone} gives way to {toTone}.",
  "Think of it as a change of season for {domain}: out with {fromTone}, in with {toTone}.",
  "The tone in matters of {domain} turns from {fromTone} to {toTone} for the weeks ahead.",
  "Expect matters of {domain} to trade {fromTone} for {toTone}; adjust your plans to the new climate.",
] satisfies readonly string[]);
export const ELEMENT_TONE: Record<Element, string> = { Fire: "a fiery key", Earth: "an earthy key", Air: "an airy key", Water: "a watery key" };

export const PLANET_DOMAIN: Record<Planet, string> = {
  Sun: "identity and vitality",
  Moon: "feeling",
  Mercury: "communication and travel",
  Venus: "love and money",
  Mars: "action and desire",
  Jupiter: "growth and learning",
  Saturn: "duty and structure",
  Uranus: "freedom and change",
  Neptune: "dreams and faith",
  Pluto: "power and renewal",
};

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
export const SEASON_LINES = templates(["sun", "focus", "natal", "a"], [
  "With the Sun in {sun}, the season is about {focus}; as {a} {natal}, you can make that work for you.",
  "The Sun in {sun} puts {focus} on everyone's agenda, and your {natal} Sun has its own way in.",
  "This is {sun} season, a month of {focus}, seen from your {natal} Sun.",
] satisfies readonly string[]);
export const OWN_SEASON_LINES = templates(["sun", "focus", "natal", "a"], [
  "The Sun is in {sun}, your own sign: renew your goals and notice how far you have come.",
  "It is your season, with the Sun back in {sun}; a good month to set the year's intentions.",
] satisfies readonly string[]);

export const QUIET_LINES: readonly string[] = [
  "No other planet presses closely on your chart today, which makes it a good day to follow your own rhythm.",
  "The rest of the sky leaves your chart mostly untouched; that quiet is an invitation to finish what is already in motion.",
  "Few strong contacts reach your chart today, so ordinary routines carry more weight than dramatic moves.",
];

/** Headlines by tone; {T} {N} {sign} {short}. Short, one line. */
export const HEADLINES = {
  strong: templates(["T", "short"], [
    "{T} on {short}: a day that starts something.",
    "All eyes on {short} as {T} draws close.",
    "{T} closes in on {short}; make it count.",
    "A concentrated day: {T} meets {short}.",
    "{T} and {short}, face to face.",
    "Big energy around {short}: {T} is right there.",
    "{T} switches on {short}.",
    "{T} puts {short} in the spotlight.",
    "Today turns on {T} and {short}.",
  ]),
  /** A conjunction past exact: nothing "arrives" or "lands". */
  past: templates(["T", "short"], [
    "{T} on {short}, easing off now.",
    "{T} moves on from {short}; keep what it left.",
    "The peak has passed for {T} and {short}.",
    "{T} and {short}, the intensity fading.",
    "What {T} stirred in {short} settles.",
    "After {T} on {short}, take stock.",
  ]),
  easy: templates(["T", "short"], [
    "{T} smooths the way for {short}.",
    "An easy lift for {short}, courtesy of {T}.",
    "{T} is on your side, especially for {short}.",
    "A helpful {T} and an open door for {short}.",
    "Go with the flow: {T} favours {short}.",
    "A gentle boost from {T} for {short}.",
    "{T} brings ease to {short}.",
    "{T} and {short} get along today.",
    "A kind word from {T} to {short}.",
  ]),
  tense: templates(["T", "short"], [
    "{T} pushes on {short}; push back gently.",
    "A test for {short} from {T}, and a chance to adjust.",
    "Friction from {T}: handle {short} with care.",
    "{T} stirs up {short}, so choose your moment.",
    "Pressure on {short} from {T}, so pace yourself.",
    "{T} tests {short}; stay steady.",
    "Mind {short}: {T} is in a prickly mood.",
    "{T} leans on {short}; lean back a little.",
    "{T} and {short} at odds, briefly.",
  ]),
  moon: templates(["sign"], [
    "A {sign} Moon sets the mood.",
    "Moon in {sign}: follow the feeling, keep the facts.",
    "The {sign} Moon leads today.",
    "Your day, coloured by a {sign} Moon.",
    "The Moon in {sign} and a mood to match.",
  ]),
  lunation: templates(["T", "sign", "time"], [
    "{T} in {sign} at {time}: a turning point in the month.",
    "The {T} in {sign} at {time} marks the day.",
    "A {T} in {sign} at {time} asks what comes next.",
    "Today belongs to the {T} in {sign}, exact at {time}.",
    "{T} in {sign} at {time}, and a page turns.",
    "Under the {T} in {sign} at {time}, take stock.",
  ]),
  station: templates(["T", "dir"], [
    "{T} turns {dir}: change the pace.",
    "{T} stands still today, and so can you for a moment.",
    "A turning point: {T} stations {dir}.",
    "{T} stations {dir}; notice what shifts.",
    "A pause in the sky as {T} turns {dir}.",
  ]),
  ingress: templates(["T", "sign", "time"], [
    "{T} moves into {sign} at {time} and the climate shifts.",
    "New scenery: {T} enters {sign} at {time}.",
    "{T} changes sign at {time}, and so does the tempo.",
    "Hello {sign}: {T} gets there at {time} today.",
    "{T} crosses into {sign} at {time}, and the air changes.",
  ]),
  season: templates(["sign"], [
    "{sign} season, your way.",
    "A quiet sky and the Sun in {sign}.",
    "Room to breathe under the {sign} Sun.",
  ]),
  // A retrograde planet slipping back into the sign it had left.
  ingressBack: templates(["T", "sign", "time"], [
    "{T}, retrograde, slips back into {sign} at {time}.",
    "Back to {sign}: {T} returns at {time}, moving backwards.",
    "{T} retraces its steps into {sign} at {time}.",
  ]),
} satisfies Record<Tone | "past" | "moon" | "lunation" | "station" | "ingress" | "ingressBack" | "season", readonly Template<string>[]>;

/** Short labels of natal points for headlines. */
export const POINT_SHORT: Record<Planet | "Ascendant" | "Midheaven", string> = {
  Sun: "your Sun",
  Moon: "your Moon",
  Mercury: "your Mercury",
  Venus: "your Venus",
  Mars: "your Mars",
  Jupiter: "your Jupiter",
  Saturn: "your Saturn",
  Uranus: "your Uranus",
  Neptune: "your Neptune",
  Pluto: "your Pluto",
  Ascendant: "your Ascendant",
  Midheaven: "your Midheaven",
};

/** One thing to leave alone today, keyed by the planet of the day's leading event. */
export const DONTS: Record<Planet, readonly string[]> = {
  Sun: [
    "Shrink a good result to keep someone else comfortable.",
    "Spend the brightest hours of the day on other people's errands.",
    "Wait for permission to take the credit that is yours.",
    "Measure your day against someone else's highlight reel.",
    "Let pride turn a fair question into a fight.",
  ],
  Moon: [
    "Answer a hurtful message while the feeling is still hot.",
    "Skip a meal because the day got busy.",
    "Take on a friend's mood as if it were your own.",
    "Make a big decision on an empty stomach or after midnight.",
    "Pretend to be fine with someone who would rather know.",
  ],
  Mercury: [
    "Send anything important without reading it once aloud.",
    "Agree to a plan you have only half understood.",
    "Leave the one reply that matters until the end of the day.",
    "Argue by text what ten minutes of talk would settle.",
    "Sign or pay before you have checked the date and the amount.",
  ],
  Venus: [
    "Buy affection, or a mood, with money you meant to keep.",
    "Say yes to a plan you will resent by Friday.",
    "Compare your relationship with the one you see online.",
    "Hide a small hurt to keep the evening pleasant.",
    "Let a compliment go unreturned.",
  ],
  Mars: [
    "Drive, type or decide in a hurry.",
    "Pick the fight that will cost more than it wins.",
    "Start three things when one would use all the energy you have.",
    "Train or work through pain to prove a point.",
    "Answer impatience with impatience.",
  ],
  Jupiter: [
    "Promise more than one good week can deliver.",
    "Overspend because luck feels close.",
    "Wave away the one detail that could sink the plan.",
    "Preach; one question teaches more than ten answers.",
    "Add a second helping, project or subscription out of optimism alone.",
  ],
  Saturn: [
    "Take on a new duty before you have set one down.",
    "Mistake tiredness for failure.",
    "Let a harsh inner voice write today's plan.",
    "Cut corners on the part of the work nobody checks.",
    "Say no to help because you think you should manage alone.",
  ],
  Uranus: [
    "Quit, move or cut ties on an impulse today.",
    "Rebel against a rule before you have asked why it exists.",
    "Fill every free minute; leave a gap for the unexpected.",
    "Dismiss an odd idea because nobody has tried it yet.",
    "Leave your backups, keys or charger to chance.",
  ],
  Neptune: [
    "Sign or lend on a promise you cannot check.",
    "Lose the evening to a screen you do not even enjoy.",
    "Ignore the small voice saying the story does not add up.",
    "Rescue someone who has not asked to be rescued.",
    "Dull a feeling with a second drink or a third episode.",
  ],
  Pluto: [
    "Hold on to a grudge just because you are owed an apology.",
    "Try to control what you can only influence.",
    "Read a private message that was not meant for you.",
    "Force a confession; let it arrive.",
    "Keep something only because letting go feels like losing.",
  ],
};

/** One concrete suggestion, keyed by the planet of the day's leading event. */
export const SUGGESTIONS: Record<Planet, readonly string[]> = {
  Sun: [
    "Put your name to one piece of work you are proud of and share it with someone who matters.",
    "Spend twenty minutes in daylight before noon, phone in your pocket.",
    "Write three lines about what you want this month to be about, and pin them where you will see them.",
    "Say yes to one invitation that puts you a little in the spotlight.",
    "Take yourself somewhere you feel at your best, even for half an hour.",
  ],
  Moon: [
    "Cook something that reminds you of home and share it.",
    "Call the person who always makes you feel understood, even for five minutes.",
    "Go to bed half an hour earlier than usual tonight.",
    "Write down the feeling that keeps returning and one thing it is asking for.",
    "Tidy the one corner of your home you see first when you wake up.",
  ],
  Mercury: [
    "Answer the message you have been drafting in your head, before lunch.",
    "Clear your inbox down to ten items and stop there.",
    "Read one chapter of something unrelated to your work.",
    "Before any important conversation, write the one sentence you most want understood.",
    "Unsubscribe from three newsletters you never read.",
  ],
  Venus: [
    "Send someone a specific compliment: what they did, and why it mattered to you.",
    "Buy or pick flowers for your table, or for someone else's.",
    "Plan an evening around one simple pleasure and protect it from errands.",
    "Look at one purchase you are considering and wait a day before buying it.",
    "Wear the thing you save for special occasions, for no occasion at all.",
  ],
  Mars: [
    "Do the hardest task first, in a single focused hour with the door shut.",
    "Take a brisk walk or a run before you answer anything that annoys you.",
    "Pick one thing you have been avoiding and take the first physical step today.",
    "Move furniture, lift weights or dig the garden: give the energy a job.",
    "Set a timer for fifteen minutes and finish the task you started last week.",
  ],
  Jupiter: [
    "Sign up for the course, talk or class you keep bookmarking.",
    "Offer help to someone junior to you, without being asked.",
    "Make a list of five things that went better than expected this year.",
    "Plan a trip, even a short one, and put a date on it.",
    "Give a small, unexpected gift or a generous tip.",
  ],
  Saturn: [
    "Set one deadline for yourself and tell someone about it.",
    "Fix the small thing at home that has been broken for months.",
    "Review one standing commitment and decide whether to keep it.",
    "Put thirty minutes into the long project nobody is checking on.",
    "Write tomorrow's three priorities down tonight, in order.",
  ],
  Uranus: [
    "Take a different route today and notice what is new.",
    "Try the tool or method you have been curious about on one small task.",
    "Say out loud the unusual idea you have been keeping to yourself.",
    "Leave one hour of the day unplanned and follow whatever interests you.",
    "Message someone from a completely different part of your life.",
  ],
  Neptune: [
    "Put on music without words for your first hour of work.",
    "Write down last night's dream, or the daydream you keep returning to.",
    "Check the details of one agreement twice before you commit.",
    "Give an hour to something creative with no purpose but enjoyment.",
    "Take a slow walk by water, or a long bath, without your phone.",
  ],
  Pluto: [
    "Throw away, delete or donate three things you no longer need.",
    "Have the honest conversation you have been postponing, calmly and in private.",
    "Notice one habit that costs more than it gives, and skip it for a day.",
    "Look at your money with clear eyes: one account, one number, one decision.",
    "Ask yourself what you would stop doing if nobody were watching, and stop one of those things.",
  ],
};
