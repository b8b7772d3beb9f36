import type { Animal } from "../constants";
import type { AspectType } from "../western";
import { templates } from "./template";

export const SYN_ASPECT_TONE: Record<AspectType, string> = {
  conjunction: "a powerful blend that makes this theme central between you",
  sextile: "an easy, friendly link that grows with a little effort",
  square: "a spark of friction that can motivate or irritate",
  trine: "a natural harmony that feels effortless",
  opposition: "a magnetic pull of opposites that asks for balance",
};

/** Meanings of the key inter-chart contacts (order-insensitive key "A-B"). */
export const KEY_CONTACTS: Record<string, string> = {
  "Sun-Sun": "identity and life goals",
  "Sun-Moon": "will and feeling",
  "Moon-Moon": "emotional rhythm",
  "Sun-Venus": "admiration and affection",
  "Moon-Venus": "tenderness",
  "Venus-Mars": "romantic and physical chemistry",
  "Mars-Mars": "energy and temper",
  "Sun-Mars": "drive and encouragement",
  "Moon-Mars": "passion and protectiveness",
  "Venus-Venus": "taste and values",
};

export const ELEMENT_BALANCE: Record<"same" | "complementary" | "contrasting", string> = {
  same: "You share a dominant element, which gives an instinctive understanding and a common pace; the risk is amplifying each other's blind spots.",
  complementary: "Your dominant elements are complementary (fire with air, earth with water), so you tend to feed rather than drain each other.",
  contrasting: "Your dominant elements contrast, which brings variety and learning, and asks for patience with a different tempo.",
};

/** Completes "The Ox and the Rat ..." (several readings per relation). */
export const CHINESE_RELATION_TEXT: Record<"san-he" | "liu-he" | "clash" | "harm" | "same" | "neutral", readonly string[]> = {
  "san-he": [
    "belong to the same Three Harmonies (San He) triangle, one of the most supportive pairings in Chinese astrology: similar instincts make cooperation natural.",
    "share a San He triangle, the Three Harmonies, so they tend to pull in the same direction without being asked.",
    "are Three Harmonies partners (San He), allies whose goals line up more often than not.",
  ],
  "liu-he": [
    "form one of the Six Harmonies (Liu He), a secret-friend pairing in which each quietly supplies what the other lacks.",
    "are Liu He secret friends, one of the Six Harmonies: the help between them is quiet and constant.",
    "make a Six Harmonies match (Liu He), where one animal covers the other's weak side.",
  ],
  clash: [
    "stand opposite each other on the zodiac wheel, one of the Six Clashes (Liu Chong): attraction can be strong, but priorities and tempos often collide, so patience and clear agreements matter.",
    "form a Liu Chong clash, facing each other across the wheel; sparks fly both ways, and clear agreements keep them friendly.",
    "are one of the Six Clashes (Liu Chong), a pairing of opposites that needs rules of the road more than most.",
  ],
  harm: [
    "form one of the Six Harms (Liu Hai), a pairing known for small misunderstandings that can accumulate; frank, kind communication keeps it healthy.",
    "are a Liu Hai pair, one of the Six Harms: little slights add up unless they are spoken about early.",
    "make one of the Six Harms (Liu Hai), where good intentions can land badly; ask before assuming.",
  ],
  same: [
    "share the same animal sign, which brings easy recognition and shared habits, along with the challenge of sharing the same weaknesses.",
    "are the same animal twice: instant familiarity, and a need for someone to play the other part now and then.",
    "mirror each other as one animal sign, understanding fast and competing for the same role.",
  ],
  neutral: [
    "have a neutral relationship in the traditional scheme: no special harmony or conflict, so the bond is shaped by your choices more than by the animals.",
    "are neither allies nor rivals in the traditional scheme, which leaves the shape of the bond to you.",
    "sit in neutral positions on the wheel; tradition adds no harmony and no clash, so daily habits decide.",
  ],
};

/** Opening line on the animals: {a} {b} {label} {gist}. */
export const RELATION_LEADS = templates(["a", "b", "label", "gist"], [
  "In the Chinese zodiac the {a} and the {b} make a {label} pairing ({gist}).",
  "Chinese astrology files the {a} with the {b} under {label}: {gist}.",
  "The {a} and the {b}, read by the Chinese zodiac: {label}, {gist}.",
  "For the animals, {a} with {b} means {label} ({gist}).",
] satisfies readonly string[]);

export const ANIMAL_TRAITS: Record<Animal, string> = {
  Rat: "resourceful and quick",
  Ox: "steady and dependable",
  Tiger: "brave and passionate",
  Rabbit: "gentle and diplomatic",
  Dragon: "vibrant and ambitious",
  Snake: "wise and perceptive",
  Horse: "free-spirited and energetic",
  Goat: "artistic and kind",
  Monkey: "inventive and playful",
  Rooster: "honest and hardworking",
  Dog: "loyal and fair",
  Pig: "generous and sincere",
};

export const KOOTA_MEANING: Record<string, string> = {
  Varna: "spiritual temperament and ego compatibility",
  Vashya: "mutual attraction and influence",
  Tara: "birth-star harmony, health and wellbeing",
  Yoni: "instinctive and physical compatibility",
  "Graha Maitri": "friendship between the Moon-sign lords, mental affinity",
  Gana: "temperament (divine, human or demonic nature)",
  Bhakoot: "emotional connection and family welfare",
  Nadi: "health and heredity, the most heavily weighted koota",
};

/** Short gist of each Chinese relation, for the opening section. */
export const RELATION_GIST: Record<"san-he" | "liu-he" | "clash" | "harm" | "same" | "neutral", string> = {
  "san-he": "allies of the same trine, who tend to want the same things",
  "liu-he": "secret friends, each quietly supplying what the other lacks",
  clash: "opposite animals, drawn together and easily at odds",
  harm: "a pairing prone to small slights that add up unless spoken about",
  same: "one animal twice, quick to recognise each other",
  neutral: "neither allies nor rivals by tradition, so the animals leave the field open",
};

/** What a planet or point stands for in one person ({n} is the name); singular noun phrases. */
export const POINT_THEMES = templates(["n"], {
  Sun: ["{n}'s sense of purpose", "{n}'s pride", "the core of who {n} is"],
  Moon: ["{n}'s need for comfort", "{n}'s emotional weather", "the part of {n} that needs a safe harbour"],
  Mercury: ["{n}'s way of thinking", "{n}'s quick talk", "the restless mind of {n}"],
  Venus: ["{n}'s way of loving", "{n}'s tenderness", "what {n} finds beautiful"],
  Mars: ["{n}'s drive", "{n}'s desire", "the push of {n}'s ambition"],
  Jupiter: ["{n}'s generosity", "{n}'s good humour", "the optimism of {n}"],
  Saturn: ["{n}'s sense of duty", "{n}'s caution", "the staying power of {n}"],
  Uranus: ["{n}'s need for freedom", "{n}'s inventive streak", "the part of {n} that loves surprise"],
  Neptune: ["{n}'s idealism", "{n}'s dreaming side", "the longing of {n}"],
  Pluto: ["{n}'s intensity", "{n}'s hunger for depth", "what {n} will not let go of"],
  Ascendant: ["{n}'s first impression", "{n}'s manner", "how {n} comes across"],
} satisfies Record<"Sun" | "Moon" | "Mercury" | "Venus" | "Mars" | "Jupiter" | "Saturn" | "Uranus" | "Neptune" | "Pluto" | "Ascendant", readonly string[]>);

/** Tone of a contact by aspect, appended after the two themes. */
export const CONTACT_TONES: Record<AspectType, readonly string[]> = {
  conjunction: [
    "and the two act as one, for better and for busier",
    "a fusion felt almost from the first meeting",
    "so closely that you amplify each other here",
    "which puts this theme at the centre of the relationship",
  ],
  sextile: [
    "a friendly opening that grows when either of you makes the first move",
    "an easy link once you make a little room for it",
    "a light, cooperative contact best used on purpose",
    "an invitation rather than a given, waiting for a shared project",
  ],
  square: [
    "friction that can spur you both or rub a sore spot",
    "a live wire that becomes energy when handled with humour",
    "a tension that asks for clear words rather than silent scorekeeping",
    "a pull two ways at once, so agree on rules before you need them",
  ],
  trine: [
    "a natural ease that hardly needs explaining",
    "a flow between you like a shared language",
    "an effortless current, the kind that is easy to take for granted",
    "a real gift of harmony, worth using rather than assuming",
  ],
  opposition: [
    "a magnetic pull of opposites that asks each of you to meet halfway",
    "two ends of the same line, fascinating and sometimes exasperating",
    "a mirror in which each of you sees the far side of the other",
    "a see-saw that balances when neither of you insists on winning",
  ],
};

export const TIGHTEST_LEADS: readonly string[] = [
  "The closest personal link between your charts is",
  "Most exact of the personal contacts:",
  "Tightest of the personal cross-aspects is",
  "What binds these two charts most precisely, person to person, is",
];

export const NEXT_LEADS: readonly string[] = [
  "Close behind come",
  "Next in precision:",
  "Almost as close are",
  "Then, a little wider,",
];

/** Element balance; {x} and {y} are the two dominant elements. */
export const ELEMENT_PAIRS = templates(["x", "y"], {
  same: [
    "sharing {x} as the ruling element gives you a common pace, with the risk of doubling each other's blind spots.",
    "one element for both means instinctive understanding; someone still has to bring what {x} lacks.",
    "{x} on both sides makes the rhythm easy to match and the habits easy to share.",
    "two {x} temperaments agree on tempo, and may need outside help for what {x} finds hard.",
    "a double dose of {x}: comfortable, familiar, and worth stretching now and then.",
  ],
  complementary: [
    "{x} and {y} feed each other, the way fire needs air and earth needs water.",
    "{x} with {y} is complementary: what one supplies, the other tends to need.",
    "{x} with {y} is a classic supporting pair, each making the other more itself.",
    "{y} gives {x} room to work, and {x} gives {y} something to hold.",
    "the {x}-{y} mix is one of the easy ones, as long as neither takes the other for granted.",
  ],
  contrasting: [
    "{x} and {y} move at different speeds, which brings variety and asks for patience.",
    "{x} against {y} teaches a lot, provided neither of you expects the other to change tempo.",
    "the mix of {x} and {y} is lively; give each other time to answer in your own ways.",
    "{x} and {y} rarely see a problem the same way, which is useful when you compare notes.",
    "between {x} and {y} there is friction and fascination in roughly equal parts.",
  ],
} satisfies Record<"same" | "complementary" | "contrasting", readonly string[]>);

/** Sun sign pairings; {both}, {ea}, {eb}. */
export const SUN_PAIRS = templates(["both", "ea", "eb"], {
  same: ["with {both}, you recognise each other's motives quickly and share the same blind spots.", "with {both}, you often want the same thing at the same moment, which is lovely until you compete for it."],
  opposite: ["{both} face each other across the zodiac, a classic attraction of complements that works when you respect the difference.", "{both} sit on one axis: each has what the other is learning."],
  trine: ["{both} share the {ea} element, an easy sense of direction in common.", "{both} are in trine by sign, so your basic goals point the same way."],
  square: ["{both} are square by sign ({ea} and {eb}), dynamic and sometimes competing in priorities.", "{both} meet at a right angle: {ea} and {eb} want different things, and that keeps the bond awake."],
  sextile: ["{both} are sextile by sign, {ea} and {eb} in friendly company.", "{both} get on like good neighbours: {ea} and {eb} talk easily."],
  other: ["{both} see life from quite different angles ({ea} and {eb}), so you have much to teach each other.", "{both} share little by sign, which makes curiosity the best bridge between {ea} and {eb}."],
} satisfies Record<"same" | "opposite" | "trine" | "square" | "sextile" | "other", readonly string[]>);

/** Closing lines; {anchor} names the couple's tightest contact. */
export const CLOSINGS = templates(["anchor"], [
  "scores describe tendencies, not destinies; what you make of {anchor} is up to you both.",
  "no count decides a relationship: the way you listen to each other will shape {anchor} more than any table.",
  "treat the numbers as weather, not fate, and watch how {anchor} plays out in ordinary days.",
  "the charts sketch the terrain; how you travel it, starting with {anchor}, is yours to choose.",
  "astrology can name the pull between {anchor}; kindness and patience decide what it becomes.",
] satisfies readonly string[]);
