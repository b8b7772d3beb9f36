/**
 * npx tsx scripts/blog-corpus.ts [out-file]: the built-in blog writer's articles (and the facts a
 * model's prompt gets) for a fixed set of titles and dates, one file, so a change to how the writer's
 * sentences are stored (not what they say) can be proved byte-identical with `cmp`.
 */
import { writeFileSync } from "node:fs";
import { ANIMALS, NAKSHATRAS, PLANETS, SIGNS } from "~/astrology/constants";
import { CATEGORY_KEYS } from "~/domain/blog";
import { blogSubjectFacts, writeBlogDraft } from "~/services/blog-writer.server";

const FOCUSES = ["", "Love Life", "Career", "Money"];
const LORDS = ["Ketu", "Venus", "Sun", "Moon", "Mars", "Rahu", "Jupiter", "Saturn", "Mercury"];
const titles: [string, string][] = [
  ...PLANETS.flatMap((p, i) => FOCUSES.map((f, j): [string, string] => [`${p} in ${SIGNS[(i * 5 + j * 3) % 12]}${f && ` and Your ${f}`}`, "planets_houses"])),
  ...PLANETS.map((p, i): [string, string] => [`${p} in ${SIGNS[(i * 7) % 12]} 2027`, "astronomical_events"]),
  ...PLANETS.map((p, i): [string, string] => [`${p} in the ${i + 1}th House`, "planets_houses"]),
  ["Venus in the 11th house", "planets_houses"],
  ["Mars in the 12th house", "planets_houses"],
  ...SIGNS.map((s, i): [string, string] => [`${s} and ${SIGNS[(i + i) % 12 === i ? (i + 6) % 12 : (i * 2) % 12]}`, "love_compatibility"]),
  ...[0, 1, 2, 3, 4, 5, 6].map((g): [string, string] => [`Aries and ${SIGNS[g]} Compatibility`, "love_compatibility"]),
  ...SIGNS.map((s): [string, string] => [`All About ${s}`, "zodiac_signs"]),
  ...PLANETS.map((p): [string, string] => [`${p} Retrograde 2027`, "astronomical_events"]),
  ["Eclipse Season 2026", "astronomical_events"],
  ["Eclipses of 2028", "astronomical_events"],
  ["The New Moon in Aries", "forecasts"],
  ["Full Moons of 2027", "forecasts"],
  ["The Full Moon in Scorpio 2026", "forecasts"],
  ["The Solar Terms of 2026", "chinese_zodiac"],
  ["Chinese New Year 2027", "chinese_zodiac"],
  ["Year of the Horse", "chinese_zodiac"],
  ...ANIMALS.map((a): [string, string] => [`The ${a} Personality`, "chinese_zodiac"]),
  ...NAKSHATRAS.map((n): [string, string] => [`${n} Nakshatra`, "vedic_astrology"]),
  ...LORDS.map((l): [string, string] => [`Living Through a ${l} Mahadasha`, "vedic_astrology"]),
  ["Saturn Return for People Born in 1997", "forecasts"],
  ["Your Saturn Return in 2026", "forecasts"],
  ["Jupiter Return 2027", "forecasts"],
  ["Saturn Return for People Born in 1970", "forecasts"],
  ...CATEGORY_KEYS.map((c): [string, string] => [`A Few Thoughts on the Stars`, c]),
  ["Unknown Category Musings", "no_such_category"],
];
const dates = ["2026-11-25T12:00:00Z", "2025-03-02T06:00:00Z"];

const out: string[] = [];
for (const date of dates)
  for (const [title, category] of titles) {
    const now = new Date(date);
    out.push(`## ${title} | ${category} | ${date}`, JSON.stringify(blogSubjectFacts(title, category, now), null, 1), JSON.stringify(writeBlogDraft(title, category, now), null, 1));
  }
const file = process.argv[2] ?? "blog-corpus.txt";
writeFileSync(file, out.join("\n") + "\n");
console.log(`${titles.length * dates.length} articles → ${file}`);
