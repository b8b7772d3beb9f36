// The daily reading in Brazilian Portuguese: ten births (three without a time) over thirty days,
// written from the same facts as English with the Portuguese banks and lexicon, held to the same
// originality budgets. Figures in docs/quality.md.
import { describe, expect, it } from "vitest";
import { natalChart } from "./index";
import { daySky, dailyFacts } from "./daily";
import { banks } from "./texts/banks";
import { writeDaily, type WrittenDaily } from "./texts/daily-writer";
import { crossDayRecurrence, repeatedSixWords, sharedSentences } from "./texts/metrics";
import { SAMPLE_CHARTS } from "./texts/samples";

const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;
/** A preposition left before an article where Portuguese contracts them ("de o Sol" for "do Sol", "em a" for "na"). */
const UNCONTRACTED = /(?<![\p{L}])(de|em|por|a) (o|a|os|as)(?![\p{L}])/giu;
const DAY_MS = 86_400_000;
const dates = Array.from({ length: 30 }, (_, i) => new Date(Date.parse("2026-11-01T00:00:00Z") + i * DAY_MS).toISOString().slice(0, 10));
const births = [
  ...SAMPLE_CHARTS,
  { id: "reader-6", zone: "America/Sao_Paulo", birth: { birthDate: "1993-05-21", birthTime: "07:40", latitude: -23.5505, longitude: -46.6333 } },
  { id: "reader-7", zone: "America/Sao_Paulo", birth: { birthDate: "1981-09-02", birthTime: null, latitude: -22.9068, longitude: -43.1729 } },
  { id: "reader-8", zone: "America/Recife", birth: { birthDate: "2001-12-30", birthTime: "22:15", latitude: -8.0476, longitude: -34.877 } },
  { id: "reader-9", zone: "Europe/Lisbon", birth: { birthDate: "1966-02-11", birthTime: null, latitude: 38.7223, longitude: -9.1393 } },
  { id: "reader-10", zone: "America/Manaus", birth: { birthDate: "1987-08-08", birthTime: "15:05", latitude: -3.119, longitude: -60.0217 } },
];

/** The reading's own words: every part the Daily tab shows, without the stored labels. */
const words = (d: WrittenDaily) => [d.headline, ...d.sections.map((s) => `${s.title}: ${s.lead}\n${s.text}`), d.advice.do, d.advice.dont, d.sky].join("\n");

const readings = births.map((b) => {
  const chart = natalChart(b.birth).chart;
  return dates.map((date) => {
    const facts = dailyFacts(chart, daySky(date, b.zone));
    return { facts, written: writeDaily(facts, b.id, "pt-BR") };
  });
});

describe("the daily reading in Brazilian Portuguese (10 births x 30 days)", () => {
  it("covers births with and without a time", () => {
    expect(births.filter((b) => b.birth.birthTime === null)).toHaveLength(3);
  });

  it("is Portuguese: no English word, no unfilled slot, contractions made, a real reading's length, no six words said twice", () => {
    readings.forEach((list, i) =>
      list.forEach(({ written }, d) => {
        const text = words(written);
        const where = `${births[i]!.id} ${dates[d]}: ${text}`;
        expect(text.match(ENGLISH), where).toBeNull();
        expect(text.match(UNCONTRACTED), where).toBeNull();
        expect(text, where).not.toContain("{");
        expect(text.split(/\s+/).length, where).toBeGreaterThanOrEqual(60);
        expect(repeatedSixWords(written.content, "pt-BR"), where).toBeNull();
      }),
    );
  });

  it("recurs at most 15% of one reader's sentences on another day", () => {
    for (const list of readings) expect(crossDayRecurrence(list.map(({ written }) => words(written)), "pt-BR").share).toBeLessThanOrEqual(0.15);
  });

  it("shares at most 2 sentences between two readers on the same day", () => {
    for (let i = 0; i < readings.length; i++)
      for (let j = i + 1; j < readings.length; j++)
        for (let d = 0; d < dates.length; d++) expect(sharedSentences(words(readings[i]![d]!.written), words(readings[j]![d]!.written), "pt-BR")).toBeLessThanOrEqual(2);
  });

  it("states the day's facts in the lexicon's words: the Moon's sign and degree at noon, each change of sign at its time", () => {
    const L = banks("pt-BR").lexicon;
    for (const list of readings) {
      for (const { facts, written } of list) {
        expect(written.sky).toContain(`Lua a ${facts.moonDegree}° de ${L.signs[facts.moonSign].name} ao meio-dia`);
        if (facts.moonIngress) expect(written.sky).toContain(`Lua entra em ${L.signs[facts.moonIngress.to].name} às ${facts.moonIngress.time}`);
        for (const p of facts.retrogrades) expect(written.sky).toContain(L.planets[p].name);
      }
    }
  });

  it("writes the Portuguese titles and stores the text under the language-neutral labels", () => {
    const { written } = readings[0]![0]!;
    expect(written.sections.map((s) => s.title)).toEqual(["Amor", "Trabalho", "Bem-estar"]);
    expect(written.content.split("\n\n").map((p) => p.split(":")[0])).toEqual([written.headline.split(":")[0], "Love", "Work", "Wellbeing", "Do", "Sky"]);
  });

  it("names no house for a birth without a time", () => {
    const houses = new RegExp(`\\b(${banks("pt-BR").lexicon.ordinals.join("|")}) casa\\b`);
    births.forEach((b, i) => {
      if (b.birth.birthTime === null) for (const { written } of readings[i]!) expect(words(written)).not.toMatch(houses);
    });
  });
});
