// The daily reading in Hindi: ten births (three without a time) over thirty days, written from the
// same facts as English with the Hindi banks and lexicon, held to the same originality budgets.
import { describe, expect, it } from "vitest";
import { natalChart } from "./index";
import { daySky, dailyFacts } from "./daily";
import { banks } from "./texts/banks";
import { writeDaily, type WrittenDaily } from "./texts/daily-writer";
import { crossDayRecurrence, repeatedSixWords, sharedSentences } from "./texts/metrics";
import { SAMPLE_CHARTS } from "./texts/samples";

const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/i;
const DAY_MS = 86_400_000;
const dates = Array.from({ length: 30 }, (_, i) => new Date(Date.parse("2026-11-01T00:00:00Z") + i * DAY_MS).toISOString().slice(0, 10));
const births = [
  ...SAMPLE_CHARTS,
  { id: "reader-6", zone: "Asia/Kolkata", birth: { birthDate: "1994-08-15", birthTime: "04:25", latitude: 26.9124, longitude: 75.7873 } },
  { id: "reader-7", zone: "Asia/Kolkata", birth: { birthDate: "1979-01-26", birthTime: null, latitude: 25.3176, longitude: 82.9739 } },
  { id: "reader-8", zone: "Europe/London", birth: { birthDate: "2003-04-02", birthTime: "17:50", latitude: 51.5072, longitude: -0.1276 } },
  { id: "reader-9", zone: "Asia/Dubai", birth: { birthDate: "1968-12-05", birthTime: null, latitude: 25.2048, longitude: 55.2708 } },
  { id: "reader-10", zone: "America/Toronto", birth: { birthDate: "1988-06-21", birthTime: "11:05", latitude: 43.6532, longitude: -79.3832 } },
];

/** The reading's own words: every part the Daily tab shows, without the stored labels. */
const words = (d: WrittenDaily) => [d.headline, ...d.sections.map((s) => `${s.title}: ${s.lead}\n${s.text}`), d.advice.do, d.advice.dont, d.sky].join("\n");

const readings = births.map((b) => {
  const chart = natalChart(b.birth).chart;
  return dates.map((date) => {
    const facts = dailyFacts(chart, daySky(date, b.zone));
    return { facts, written: writeDaily(facts, b.id, "hi") };
  });
});

describe("the daily reading in Hindi (10 births x 30 days)", () => {
  it("covers births with and without a time", () => {
    expect(births.filter((b) => b.birth.birthTime === null)).toHaveLength(3);
  });

  it("is written in Hindi: no English word, no unfilled slot, a real reading's length, no six words said twice", () => {
    readings.forEach((list, i) =>
      list.forEach(({ written }, d) => {
        const text = words(written);
        const where = `${births[i]!.id} ${dates[d]}`;
        expect(text, where).not.toMatch(ENGLISH);
        expect(text, where).not.toMatch(/[A-Za-z{}]/);
        expect(text.match(/[\u0900-\u097F]/g)!.length, where).toBeGreaterThanOrEqual(60);
        expect(repeatedSixWords(text), where).toBeNull();
      }),
    );
  });

  it("recurs at most 15% of one reader's sentences on another day, sentences split at the danda", () => {
    for (const list of readings) {
      const r = crossDayRecurrence(list.map(({ written }) => words(written)));
      // Ten lines a day; more than eleven sentences a day only if the lines are split at "।".
      expect(r.occurrences).toBeGreaterThan(30 * 11);
      expect(r.share).toBeLessThanOrEqual(0.15);
    }
  });

  it("shares at most 2 sentences between two readers on the same day", () => {
    for (let i = 0; i < readings.length; i++)
      for (let j = i + 1; j < readings.length; j++)
        for (let d = 0; d < dates.length; d++) expect(sharedSentences(words(readings[i]![d]!.written), words(readings[j]![d]!.written))).toBeLessThanOrEqual(2);
  });

  it("states the day's facts in the lexicon's words: the Moon's sign and degree at noon, each change of sign at its time", () => {
    const L = banks("hi").lexicon;
    for (const list of readings) {
      for (const { facts, written } of list) {
        expect(written.sky).toContain(`${L.signs[facts.moonSign].name} के ${facts.moonDegree}° पर`);
        if (facts.moonIngress) expect(written.sky).toContain(`${facts.moonIngress.time} बजे चंद्रमा का ${L.signs[facts.moonIngress.to].name} में प्रवेश`);
        for (const p of facts.retrogrades) expect(written.sky).toContain(L.planets[p].name);
      }
    }
  });

  it("opens each section with its own event, named in the lexicon's words", () => {
    const L = banks("hi").lexicon;
    const named = [...Object.values(L.planets).map((p) => p.name), ...Object.values(L.phases)];
    for (const list of readings)
      for (const { written } of list)
        for (const s of written.sections) {
          // "<area>, जब <the day's event>, <advice>": the clause after जब names a body or a lunation.
          const event = s.lead.split("जब ")[1]?.split(",")[0] ?? "";
          if (s.source !== "quiet") expect(named.some((n) => event.includes(n)), s.lead).toBe(true);
        }
  });

  it("names no house for a birth without a time", () => {
    births.forEach((b, i) => {
      if (b.birth.birthTime === null) for (const { written } of readings[i]!) expect(words(written)).not.toMatch(/(?<![\u0900-\u097F])भाव(?![\u0900-\u097F])/);
    });
  });
});
