/**
 * What a blog title is about, read from the title and its category: a planet in a sign or house, a
 * sign or a pair of signs, a retrograde or eclipse season, a lunation, a Chinese year or animal, a
 * nakshatra, a dasha or the solar terms. Pure; the writers turn the subject into facts and prose.
 */
import { ANIMALS, NAKSHATRAS, PLANETS, SIGNS, type Animal, type Nakshatra, type Planet, type Sign } from "~/astrology/constants";
import { ORDINAL_WORDS } from "~/services/blog-writer-texts";

export type DashaLord = "Ketu" | "Venus" | "Sun" | "Moon" | "Mars" | "Rahu" | "Jupiter" | "Saturn" | "Mercury";
const DASHA_LORDS: readonly DashaLord[] = ["Ketu", "Venus", "Sun", "Moon", "Mars", "Rahu", "Jupiter", "Saturn", "Mercury"];

export type Focus = "love" | "work" | "money" | "general";

export type BlogSubject =
  | { kind: "retrograde"; planet: Planet; year: number }
  /** A planet's return for people born in `birthYear` ("Saturn Return for People Born in 1997"). */
  | { kind: "return"; planet: "Saturn" | "Jupiter"; birthYear: number }
  | { kind: "eclipses"; year: number }
  | { kind: "lunation"; phase: "new" | "full"; sign: Sign | null; year: number }
  | { kind: "solar-terms"; year: number }
  | { kind: "chinese-year"; year: number }
  | { kind: "animal"; animal: Animal }
  | { kind: "nakshatra"; nakshatra: Nakshatra }
  | { kind: "dasha"; lord: DashaLord }
  | { kind: "planet-house"; planet: Planet; house: number }
  /** `dated`: the title names the year; otherwise the article is about the last and next passages. */
  | { kind: "planet-sign"; planet: Planet; sign: Sign; year: number; dated: boolean }
  | { kind: "sign-pair"; signs: [Sign, Sign] }
  | { kind: "sign"; sign: Sign }
  | { kind: "general"; category: string };

export type RecognisedSubject = BlogSubject & { focus: Focus };

const ORDINAL_DIGITS = ["1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th", "11th", "12th"];

function word(name: string) {
  return new RegExp(`\\b${name.replace(/ /g, "[ -]")}\\b`, "i");
}

/** Names in the order they appear in the text. */
function found<T extends string>(text: string, names: readonly T[]): T[] {
  return names
    .map((name) => ({ name, at: text.search(word(name)) }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((hit) => hit.name);
}

function houseOf(text: string): number | null {
  for (let i = 0; i < 12; i++) {
    if (new RegExp(`\\b(${ORDINAL_WORDS[i]}|${ORDINAL_DIGITS[i]})\\s+house\\b`, "i").test(text)) return i + 1;
    if (new RegExp(`\\bhouse\\s+(${i + 1})\\b`, "i").test(text)) return i + 1;
  }
  return null;
}

function focusOf(text: string): Focus {
  if (/\b(love|romance|relationships?|dating|attraction|partner|marriage)\b/i.test(text)) return "love";
  if (/\b(money|wealth|finances?|income)\b/i.test(text)) return "money";
  if (/\b(career|work|job|business|ambition)\b/i.test(text)) return "work";
  return "general";
}

/** The subject of a title in a category; `year` is the year to use when the title names none. */
export function recogniseSubject(title: string, category: string, year: number): RecognisedSubject {
  const focus = focusOf(title);
  const named = title.match(/\b(19\d\d|20\d\d|2100)\b/)?.[1];
  const titleYear = Number(named ?? year);
  const planets = found(title, PLANETS);
  const signs = found(title, SIGNS);
  const subject = ((): BlogSubject => {
    const returning = title.match(/\b(saturn|jupiter)\s+returns?\b/i);
    if (returning) {
      const planet = returning[1]!.toLowerCase() === "saturn" ? "Saturn" : "Jupiter";
      const born = title.match(/\b(?:born(?: in)?|births? (?:in|of))\s+(19\d\d|20\d\d)\b/i)?.[1];
      // A year that is not a birth year is the year of the return: those born one cycle before.
      const birthYear = born ? Number(born) : titleYear - (planet === "Saturn" ? 29 : 12);
      return { kind: "return", planet, birthYear };
    }
    if (/retrograde/i.test(title)) return { kind: "retrograde", planet: planets.find((p) => p !== "Sun" && p !== "Moon") ?? "Mercury", year: titleYear };
    if (/eclipse/i.test(title)) return { kind: "eclipses", year: titleYear };
    const lunation = title.match(/\b(new|full)\s+moons?\b/i);
    if (lunation) return { kind: "lunation", phase: lunation[1]!.toLowerCase() as "new" | "full", sign: signs[0] ?? null, year: titleYear };
    if (/solar terms?|jieqi|24 terms/i.test(title)) return { kind: "solar-terms", year: titleYear };
    const nakshatra = found(title, NAKSHATRAS)[0];
    if (nakshatra) return { kind: "nakshatra", nakshatra };
    if (/\b(maha)?dasha\b/i.test(title)) {
      const lord = found(title, DASHA_LORDS)[0];
      if (lord) return { kind: "dasha", lord };
    }
    const animal = found(title, ANIMALS)[0];
    const chinese = category === "chinese_zodiac" || /chinese|lunar new year/i.test(title);
    if (/chinese new year|lunar new year|year of the/i.test(title) || (chinese && /\b(19|20)\d\d\b/.test(title))) return { kind: "chinese-year", year: titleYear };
    if (animal && (chinese || category === "animals_astrology")) return { kind: "animal", animal };
    const house = houseOf(title);
    if (planets[0] && house) return { kind: "planet-house", planet: planets[0], house };
    if (planets[0] && signs[0]) return { kind: "planet-sign", planet: planets[0], sign: signs[0], year: titleYear, dated: named !== undefined };
    if (signs.length >= 2) return { kind: "sign-pair", signs: [signs[0]!, signs[1]!] };
    if (signs[0]) return { kind: "sign", sign: signs[0] };
    if (animal) return { kind: "animal", animal };
    return { kind: "general", category };
  })();
  return { ...subject, focus };
}
