// The writer's last pass, and every kind of article it writes read for the slips that pass exists for.
import { describe, expect, it } from "vitest";
import { ANIMALS, NAKSHATRAS, SIGNS } from "~/astrology/constants";
import { fixArticles, tidyText } from "~/services/blog-grammar";
import { writeBlogDraft } from "~/services/blog-writer.server";

describe("fixArticles", () => {
  it.each([
    ["a Aries Sun and a Ox year", "an Aries Sun and an Ox year"],
    ["A Aquarius who grows", "An Aquarius who grows"],
    ["an Taurus and an Leo", "a Taurus and a Leo"],
    ["a opposition, a 8th house and a 11th-house friend", "an opposition, an 8th house and an 11th-house friend"],
    ["an hour, an honoured guest, a Uranus transit, a one-off, an Uttara Ashadha Moon", "an hour, an honoured guest, a Uranus transit, a one-off, an Uttara Ashadha Moon"],
    ["a **Ashwini** Moon", "an **Ashwini** Moon"],
  ])("%s", (text, fixed) => {
    expect(fixArticles(text)).toBe(fixed);
  });

  it("names the Sun and the Moon as rulers with their article", () => {
    expect(tidyText("a water sign ruled by Moon; a fire sign ruled by Sun")).toBe("a water sign ruled by the Moon; a fire sign ruled by the Sun");
  });
});

describe("every kind of generated article", () => {
  const NOW = new Date("2026-11-25T12:00:00Z");
  // Each sign, animal and a spread of nakshatras in the slots where "a"/"an" comes before a name.
  const titles: [string, string][] = [
    ...SIGNS.map((s, i): [string, string] => [`${s} and ${SIGNS[(i + 5) % 12]} Compatibility`, "love_compatibility"]),
    ...ANIMALS.map((a): [string, string] => [`The ${a} Personality`, "chinese_zodiac"]),
    ...NAKSHATRAS.filter((_, i) => i % 3 === 0).map((n): [string, string] => [`${n} Nakshatra`, "vedic_astrology"]),
    ["Eclipse Season 2027", "astronomical_events"],
    ["Saturn Return for People Born in 1997", "forecasts"],
    ["Aquarius Season 2026", "zodiac_signs"],
    ["Mars in the 8th House", "planets_houses"],
    ["Jupiter in Cancer", "planets_houses"],
  ];
  const slips: [RegExp, string][] = [
    [/\b[Aa] (?!one\b|uni|use|usu|Uran|eu)[AEIOaeio]\w*/, "a before a vowel sound"],
    [/\b[Aa]n (?!hour|hon|heir)[b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z]\w*/, "an before a consonant sound"],
    [/\baxises\b|\bcrisises\b/, "a doubled plural"],
    [/\b(Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn)'s (conjunction|opposition|square|trine|sextile)\b/, "an aspect owned by one planet"],
    [/\bruled by (Sun|Moon)\b/, "a light without its article"],
    [/\bundefined\b|\bNaN\b|Invalid Date/, "a value missing"],
  ];

  it.each(titles)("%s", (title, category) => {
    const draft = writeBlogDraft(title, category, NOW);
    for (const text of [draft.content, draft.excerpt, draft.metaDescription]) {
      for (const [pattern, slip] of slips) expect(text.match(pattern)?.[0] ?? null, `${slip} in "${title}"`).toBeNull();
    }
  });
});
