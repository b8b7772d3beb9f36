// The daily reading in Simplified Chinese: ten births (three without a time) over thirty days, written
// from the same facts as English with the Chinese banks and lexicon, words found by Intl.Segmenter,
// held to the same originality budgets.
import { describe, expect, it } from "vitest";
import { natalChart } from "./index";
import { daySky, dailyFacts } from "./daily";
import { banks } from "./texts/banks";
import { writeDaily, type WrittenDaily } from "./texts/daily-writer";
import { crossDayRecurrence, repeatedSixWords, sharedSentences } from "./texts/metrics";
import { SAMPLE_CHARTS } from "./texts/samples";

const ZH = "zh-Hans";
const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/i;
const HAN = /\p{Script=Han}/gu;
const DAY_MS = 86_400_000;
const dates = Array.from({ length: 30 }, (_, i) => new Date(Date.parse("2026-11-01T00:00:00Z") + i * DAY_MS).toISOString().slice(0, 10));
const births = [
  ...SAMPLE_CHARTS,
  { id: "reader-6", zone: "Asia/Shanghai", birth: { birthDate: "1992-02-04", birthTime: "06:40", latitude: 31.2304, longitude: 121.4737 } },
  { id: "reader-7", zone: "Asia/Taipei", birth: { birthDate: "1976-10-09", birthTime: null, latitude: 25.033, longitude: 121.5654 } },
  { id: "reader-8", zone: "Asia/Singapore", birth: { birthDate: "2001-07-23", birthTime: "21:15", latitude: 1.3521, longitude: 103.8198 } },
  { id: "reader-9", zone: "Asia/Hong_Kong", birth: { birthDate: "1965-03-30", birthTime: null, latitude: 22.3193, longitude: 114.1694 } },
  { id: "reader-10", zone: "America/Vancouver", birth: { birthDate: "1986-12-12", birthTime: "13:55", latitude: 49.2827, longitude: -123.1207 } },
];

/** The reading's own words: every part the Daily tab shows, without the stored labels. */
const words = (d: WrittenDaily) => [d.headline, ...d.sections.map((s) => `${s.title}: ${s.lead}\n${s.text}`), d.advice.do, d.advice.dont, d.sky].join("\n");

const readings = births.map((b) => {
  const chart = natalChart(b.birth).chart;
  return dates.map((date) => {
    const facts = dailyFacts(chart, daySky(date, b.zone));
    return { facts, written: writeDaily(facts, b.id, ZH) };
  });
});

describe("the daily reading in Simplified Chinese (10 births x 30 days)", () => {
  it("covers births with and without a time", () => {
    expect(births.filter((b) => b.birth.birthTime === null)).toHaveLength(3);
  });

  it("is written in Chinese: no English word, no unfilled slot, a real reading's length, no six words said twice", () => {
    readings.forEach((list, i) =>
      list.forEach(({ written }, d) => {
        const text = words(written);
        const where = `${births[i]!.id} ${dates[d]}`;
        expect(text, where).not.toMatch(ENGLISH);
        expect(text, where).not.toMatch(/[A-Za-z{}]/);
        expect(text.match(HAN)!.length, where).toBeGreaterThanOrEqual(60);
        expect(repeatedSixWords(text, ZH), where).toBeNull();
      }),
    );
  });

  it("writes sentences as Chinese does: each ends in 。 (or ？) with no space before the next", () => {
    for (const list of readings)
      for (const { written } of list) {
        for (const s of written.sections) {
          expect(s.lead, s.lead).toMatch(/[。？]$/);
          expect(s.text, s.text).toMatch(/[。？]$/);
          expect(s.text, s.text).not.toMatch(/[。？，] /);
        }
        expect(written.headline).toMatch(/[。？]$/);
      }
  });

  it("recurs at most 15% of one reader's sentences on another day, sentences split at 。", () => {
    for (const list of readings) {
      const r = crossDayRecurrence(
        list.map(({ written }) => words(written)),
        ZH,
      );
      expect(r.occurrences).toBeGreaterThan(30 * 11);
      expect(r.share).toBeLessThanOrEqual(0.15);
    }
  });

  it("shares at most 2 sentences between two readers on the same day", () => {
    for (let i = 0; i < readings.length; i++)
      for (let j = i + 1; j < readings.length; j++)
        for (let d = 0; d < dates.length; d++) expect(sharedSentences(words(readings[i]![d]!.written), words(readings[j]![d]!.written), ZH)).toBeLessThanOrEqual(2);
  });

  it("states the day's facts in the lexicon's words: the Moon's sign and degree at noon, each change of sign at its time", () => {
    const L = banks(ZH).lexicon;
    for (const list of readings) {
      for (const { facts, written } of list) {
        expect(written.sky).toContain(`正午月亮位于${L.signs[facts.moonSign].name}${facts.moonDegree}°`);
        if (facts.moonIngress) expect(written.sky).toContain(`${facts.moonIngress.time}月亮进入${L.signs[facts.moonIngress.to].name}`);
        for (const p of facts.retrogrades) expect(written.sky).toContain(L.planets[p].name);
      }
    }
  });

  it("opens each section with its own event, named in the lexicon's words", () => {
    const L = banks(ZH).lexicon;
    const named = [...Object.values(L.planets).map((p) => p.name), ...Object.values(L.phases)];
    for (const list of readings)
      for (const { written } of list)
        for (const s of written.sections) {
          // "<area>，<the day's event>，<advice>": the clause after the first comma names a body or a lunation.
          const event = s.lead.split("，")[1] ?? "";
          if (s.source !== "quiet") expect(named.some((n) => event.includes(n)), s.lead).toBe(true);
        }
  });

  it("names no house for a birth without a time", () => {
    births.forEach((b, i) => {
      if (b.birth.birthTime === null) for (const { written } of readings[i]!) expect(words(written)).not.toMatch(/宫/);
    });
  });
});
