// The built-in blog writer: it recognises the subject, writes about that subject with the engine's
// dates, and twenty different titles read as twenty different articles.
import { describe, expect, it } from "vitest";
import { sentencesOf } from "~/astrology/texts/pick";
import { recogniseSubject } from "~/services/blog-subject";
import { blogSubjectFacts, writeBlogDraft } from "~/services/blog-writer.server";

const NOW = new Date("2026-11-25T12:00:00Z");
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sections = (markdown: string) => markdown.split(/^## /m).slice(1);

describe("recogniseSubject", () => {
  it.each([
    ["What Mars in Scorpio Means for Your Love Life", "love_compatibility", { kind: "planet-sign", planet: "Mars", sign: "Scorpio", focus: "love" }],
    ["Mercury Retrograde in 2027: Dates and What to Do", "astronomical_events", { kind: "retrograde", planet: "Mercury", year: 2027 }],
    ["Saturn in the 10th House", "planets_houses", { kind: "planet-house", planet: "Saturn", house: 10 }],
    ["Aries and Libra: Opposites Attract?", "love_compatibility", { kind: "sign-pair", signs: ["Aries", "Libra"] }],
    ["The Full Moon in Leo", "forecasts", { kind: "lunation", phase: "full", sign: "Leo", year: 2026 }],
    ["Chinese New Year 2027", "chinese_zodiac", { kind: "chinese-year", year: 2027 }],
    ["The Tiger Personality", "chinese_zodiac", { kind: "animal", animal: "Tiger" }],
    ["Rohini Nakshatra", "vedic_astrology", { kind: "nakshatra", nakshatra: "Rohini" }],
    ["Living Through a Venus Mahadasha", "vedic_astrology", { kind: "dasha", lord: "Venus" }],
    ["The Solar Terms of 2027", "chinese_zodiac", { kind: "solar-terms", year: 2027 }],
    ["Eclipse Season 2027", "astronomical_events", { kind: "eclipses", year: 2027 }],
    ["Saturn Return for People Born in 1997", "forecasts", { kind: "return", planet: "Saturn", birthYear: 1997 }],
    ["Your Saturn Return in 2026", "forecasts", { kind: "return", planet: "Saturn", birthYear: 1997 }],
    ["Jupiter Enters Cancer", "astronomical_events", { kind: "planet-sign", planet: "Jupiter", sign: "Cancer", dated: false }],
    ["All About Virgo", "zodiac_signs", { kind: "sign", sign: "Virgo" }],
    ["How to Read Your Birth Chart in Five Steps", "beginner_guides", { kind: "general" }],
  ] as const)("%s", (title, category, expected) => {
    expect(recogniseSubject(title, category, 2026)).toMatchObject(expected);
  });
});

describe("writeBlogDraft", () => {
  it("writes about Mars in Scorpio, naming both throughout, with its dates and a close to the free chart", () => {
    const draft = writeBlogDraft("What Mars in Scorpio Means for Your Love Life", "love_compatibility", NOW);
    expect(words(draft.content)).toBeGreaterThanOrEqual(700);
    expect(words(draft.content)).toBeLessThanOrEqual(1500);
    const parts = sections(draft.content);
    expect(parts.length).toBeGreaterThanOrEqual(6);
    for (const part of parts) expect(part).toMatch(/Mars|Scorpio/);
    expect(parts.filter((part) => part.includes("Mars") && part.includes("Scorpio")).length).toBeGreaterThanOrEqual(parts.length - 1);
    // Mars next enters Scorpio in September 2027 (the engine's ingress, shown in a table).
    expect(draft.content).toMatch(/\| September [12], 2027 \| October 1[45], 2027 \|/);
    expect(draft.content).toMatch(/^- /m);
    expect(draft.content).toContain("](/register)");
    expect(draft.content).not.toContain("What Mars in Scorpio Means for Your Love Life");
    expect(draft.metaDescription).toMatch(/Mars in Scorpio/);
    expect(draft.metaDescription.length).toBeLessThanOrEqual(160);
    expect(draft.metaKeywords).toContain("mars in scorpio");
    expect(draft.excerpt).toMatch(/Mars in Scorpio/);
  });

  it("dates the event of its title, never a calendar year's edge: Jupiter's last and next entries into Cancer", () => {
    const draft = writeBlogDraft("Jupiter Enters Cancer", "astronomical_events", NOW);
    expect(draft.content).toContain("Jupiter entered Cancer on June 9, 2025 and left on June 30, 2026");
    expect(draft.content).toContain("Jupiter enters Cancer on May 24, 2037");
    expect(draft.content).toMatch(/\| June 9, 2025 \| June 30, 2026 \| 385 \|/);
    expect(draft.content).not.toContain("January 1, 2026");
  });

  it("names each eclipse by its kind: the three penumbral lunar eclipses of 2027", () => {
    const draft = writeBlogDraft("Eclipse Season 2027", "astronomical_events", NOW);
    expect(draft.content.match(/Penumbral lunar eclipse \(at the Full Moon\)/g)).toHaveLength(3);
    expect(draft.content).toMatch(/\| February 6, 2027 \| Annular solar eclipse \(at the New Moon\) \|/);
    expect(draft.content).toMatch(/\| August 2, 2027 \| Total solar eclipse \(at the New Moon\) \|/);
  });

  it("starts a sign's season when the Sun enters the sign in that year: Capricorn 2026 on December 21", () => {
    const draft = writeBlogDraft("Capricorn Season 2026", "zodiac_signs", NOW);
    expect(draft.content).toContain("from December 21, 2026 to January 20, 2027");
    // Visits are whole: Venus entered Capricorn in December 2025, not on the year's first day.
    expect(draft.content).toContain("| Venus | December 24, 2025 | January 17, 2026 |");
  });

  it("writes a Saturn return for a birth year about that return, with its dates", () => {
    const draft = writeBlogDraft("Saturn Return for People Born in 1997", "forecasts", NOW);
    // Saturn ranged over 1°20′–20°21′ Aries in 1997; it came back into Aries on May 25, 2025 and again,
    // after a retrograde dip into Pisces, on February 14, 2026; stations July 26 and December 10, 2026, August 9, 2027.
    expect(draft.content).toContain("between 1°20′ Aries and 20°21′ Aries");
    expect(draft.content).toContain("Saturn came back into Aries on May 25, 2025, went back into Pisces on September 1, 2025, retrograde, returned on February 14, 2026");
    for (const date of ["July 26, 2026", "December 10, 2026", "August 9, 2027"]) expect(draft.content).toContain(date);
    expect(draft.content).toMatch(/\| January 1997 \| 2°11′ Aries \| March 4, 2026 \|/);
    expect(words(draft.content)).toBeGreaterThanOrEqual(600);
  });

  it("lists the 2027 Mercury stations with their signs", () => {
    const draft = writeBlogDraft("Mercury Retrograde in 2027: Dates and What to Do", "astronomical_events", NOW);
    const rows = [...draft.content.matchAll(/^\| (\w+ \d+), 2027 \| Stations (retrograde|direct) \| (\w+) \|$/gm)].map((m) => ({ date: Date.parse(`${m[1]}, 2027 UTC`), station: m[2], sign: m[3] }));
    const expected = [
      ["2027-02-09", "retrograde", "Pisces"],
      ["2027-03-03", "direct", "Aquarius"],
      ["2027-06-11", "retrograde", "Cancer"],
      ["2027-07-05", "direct", "Gemini"],
      ["2027-10-07", "retrograde", "Scorpio"],
      ["2027-10-28", "direct", "Libra"],
    ] as const;
    expect(rows).toHaveLength(expected.length);
    rows.forEach((row, i) => {
      const [date, station, sign] = expected[i]!;
      expect(Math.abs(row.date - Date.parse(`${date}T00:00:00Z`))).toBeLessThanOrEqual(86_400_000);
      expect(row).toMatchObject({ station, sign });
    });
    expect(words(draft.content)).toBeGreaterThanOrEqual(600);
  });

  // One title of every kind the writer recognises (and the shortest variants measured), each a full article.
  it.each([
    ["Saturn in the 10th House", "planets_houses"],
    ["Venus in Pisces", "planets_houses"],
    ["Aries and Libra: Opposites Attract?", "love_compatibility"],
    ["The New Moon in Capricorn", "forecasts"],
    ["Chinese New Year 2027", "chinese_zodiac"],
    ["The Dragon Year", "chinese_zodiac"],
    ["Rohini Nakshatra", "vedic_astrology"],
    ["Ketu Mahadasha", "vedic_astrology"],
    ["The Solar Terms of 2027", "chinese_zodiac"],
    ["Eclipse Season 2027", "astronomical_events"],
    ["Saturn Retrograde 2027", "astronomical_events"],
    ["All About Virgo", "zodiac_signs"],
    ["Understanding Houses", "beginner_guides"],
  ])("%s runs 700 to 1,500 words", (title, category) => {
    const count = words(writeBlogDraft(title, category, NOW).content);
    expect(count).toBeGreaterThanOrEqual(700);
    expect(count).toBeLessThanOrEqual(1500);
  });

  it("dates Lichun on Beijing's clock: February 4, 2026 (20:02 UTC on February 3)", () => {
    const draft = writeBlogDraft("The Solar Terms of 2026", "chinese_zodiac", NOW);
    expect(draft.content).toContain("Start of Spring (Lichun) falls on February 4");
    expect(draft.content).toMatch(/\| February 4, 2026 \| Lichun \|/);
  });

  it("gives the model's prompt the same facts", () => {
    const { label, facts } = blogSubjectFacts("Mercury Retrograde in 2027", "astronomical_events", NOW);
    expect(label).toBe("Mercury retrograde in 2027");
    expect(facts).toContain("Mercury stations retrograde on February 9, 2027 in Pisces");
    expect(facts).toHaveLength(6);
  });

  it("twenty different titles share at most 10% of their sentences", () => {
    const titles: [string, string][] = [
      ["What Mars in Scorpio Means for Your Love Life", "love_compatibility"],
      ["Mercury Retrograde in 2027: Dates and What to Do", "astronomical_events"],
      ["Venus in Libra: Charm, Balance and Beauty", "planets_houses"],
      ["Saturn in the Tenth House", "planets_houses"],
      ["The Eclipses of 2027", "astronomical_events"],
      ["Every New Moon of 2027", "forecasts"],
      ["The Full Moon in Leo", "forecasts"],
      ["The 24 Solar Terms of 2027", "chinese_zodiac"],
      ["Chinese New Year 2027: The Year of the Goat", "chinese_zodiac"],
      ["The Tiger in the Chinese Zodiac", "chinese_zodiac"],
      ["Rohini Nakshatra: The Star of Growth", "vedic_astrology"],
      ["Understanding the Saturn Mahadasha", "vedic_astrology"],
      ["Aries and Libra: Opposites Attract?", "love_compatibility"],
      ["Everything About Capricorn", "zodiac_signs"],
      ["Jupiter in Cancer and Your Career", "planets_houses"],
      ["Moon in Pisces: The Dreamer's Moon", "planets_houses"],
      ["Venus Retrograde 2026", "astronomical_events"],
      ["Ashwini Nakshatra Explained", "vedic_astrology"],
      ["Gemini and Sagittarius Compatibility", "love_compatibility"],
      ["Mars in the Seventh House", "planets_houses"],
    ];
    const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9 ]/g, " ").replace(/\s+/g, " ").trim();
    const articles = titles.map(([title, category]) => sentencesOf(writeBlogDraft(title, category, NOW).content).map(norm).filter((s) => s.split(" ").length >= 4));
    expect(new Set(titles.map(([title, category]) => recogniseSubject(title, category, 2026).kind)).size).toBeGreaterThanOrEqual(12);
    articles.forEach((sentences, i) => {
      const elsewhere = new Set(articles.flatMap((other, j) => (j === i ? [] : other)));
      const shared = sentences.filter((s) => elsewhere.has(s)).length;
      expect(shared / sentences.length, titles[i]![0]).toBeLessThanOrEqual(0.1);
      expect(words(articles[i]!.join(" ")), titles[i]![0]).toBeGreaterThan(300);
    });
  });
});
