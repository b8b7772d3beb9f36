import type { Animal } from "../constants";
import type { AspectType } from "../western";

export const SYN_ASPECT_TONE: Record<AspectType, string> = {
  conjunction: "a powerful blend that makes this theme central between you",
  sextile: "an easy, friendly link that grows with a little effort",
  square: "a spark of friction that can motivate or irritate",
  trine: "a natural harmony that feels effortless",
  opposition: "a magnetic pull of opposites that asks for balance",
};

/** Meanings of the key inter-chart contacts (order-insensitive key "A-B"). */
export const KEY_CONTACTS: Record<string, string> = {
  "Sun-Sun": "your core identities and life goals",
  "Sun-Moon": "the classic bond of will and feeling, where one shines and the other responds",
  "Moon-Moon": "emotional rhythms and everyday comfort",
  "Sun-Venus": "admiration and affection",
  "Moon-Venus": "tenderness and a sense of being cared for",
  "Venus-Mars": "romantic and physical chemistry",
  "Mars-Mars": "how your energies and tempers combine",
  "Sun-Mars": "drive, encouragement and occasional competition",
  "Moon-Mars": "passion and protectiveness, with quick emotional reactions",
  "Venus-Venus": "shared tastes, values and ways of showing love",
};

export const ELEMENT_BALANCE: Record<"same" | "complementary" | "contrasting", string> = {
  same: "You share a dominant element, which gives an instinctive understanding and a common pace; the risk is amplifying each other's blind spots.",
  complementary: "Your dominant elements are complementary (fire with air, earth with water), so you tend to feed rather than drain each other.",
  contrasting: "Your dominant elements contrast, which brings variety and learning, and asks for patience with a different tempo.",
};

export const CHINESE_RELATION_TEXT: Record<"san-he" | "liu-he" | "clash" | "harm" | "same" | "neutral", string> = {
  "san-he": "belong to the same Three Harmonies (San He) triangle, one of the most supportive pairings in Chinese astrology: similar instincts and goals make cooperation natural.",
  "liu-he": "form one of the Six Harmonies (Liu He), a secret-friend pairing in which each quietly supplies what the other lacks.",
  clash: "stand opposite each other on the zodiac wheel, one of the Six Clashes (Liu Chong): attraction can be strong, but priorities and tempos often collide, so patience and clear agreements matter.",
  harm: "form one of the Six Harms (Liu Hai), a pairing known for small misunderstandings that can accumulate; frank, kind communication keeps it healthy.",
  same: "share the same animal sign, which brings easy recognition and shared habits, along with the challenge of sharing the same weaknesses.",
  neutral: "have a neutral relationship in the traditional scheme: no special harmony or conflict, so the bond is shaped by your choices more than by the animals.",
};

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
