// The daily reading in Spanish: ten births over thirty days, with the English writer's budgets.
import { describe, expect, it } from "vitest";
import { natalChart } from "./index";
import { dailyHoroscope } from "./daily";
import { crossDayRecurrence, repeatedSixWords, sharedSentences } from "./texts/metrics";
import { SAMPLE_CHARTS, SAMPLE_COUPLES } from "./texts/samples";

const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;
const DAY_MS = 86_400_000;
const dates = Array.from({ length: 30 }, (_, i) => new Date(Date.parse("2026-11-01T00:00:00Z") + i * DAY_MS).toISOString().slice(0, 10));
const births = [...SAMPLE_CHARTS.map((c) => ({ id: c.id, zone: c.zone, birth: c.birth })), ...SAMPLE_COUPLES.map((c, i) => ({ id: `partner-${i}`, zone: "UTC", birth: c.b.birth }))];


describe("the daily reading in Spanish (10 births × 30 days)", () => {
  const texts = births.map((b) => {
    const chart = natalChart(b.birth).chart;
    return dates.map((date) => dailyHoroscope(chart, date, b.zone, b.id, "es").content);
  });

  it("is Spanish, every slot filled, long enough and without a six-word run said twice", () => {
    texts.forEach((list, i) =>
      list.forEach((text, d) => {
        const where = `${births[i]!.id} ${dates[d]}`;
        expect(text.match(ENGLISH), where).toBeNull();
        expect(text, where).not.toContain("{");
        expect(text.split(/\s+/).length, where).toBeGreaterThanOrEqual(60);
        expect(repeatedSixWords(text), where).toBeNull();
      }),
    );
  });

  it("keeps each reader's recurring sentences at 15% or less over the month", () => {
    for (const list of texts) expect(crossDayRecurrence(list).share).toBeLessThanOrEqual(0.15);
  });

  it("lets two readers share at most 2 sentences on a day", () => {
    for (let i = 0; i < texts.length; i++)
      for (let j = i + 1; j < texts.length; j++) dates.forEach((date, d) => expect(sharedSentences(texts[i]![d]!, texts[j]![d]!), `${births[i]!.id}/${births[j]!.id} ${date}`).toBeLessThanOrEqual(2));
  });

  it("writes the Spanish titles and stores the text under the language-neutral labels", () => {
    const d = dailyHoroscope(natalChart(births[0]!.birth).chart, dates[0]!, births[0]!.zone, births[0]!.id, "es");
    expect(d.sections.map((s) => s.title)).toEqual(["Amor", "Trabajo", "Bienestar"]);
    expect(d.content.split("\n\n").map((p) => p.split(":")[0])).toEqual([d.headline.split(":")[0], "Love", "Work", "Wellbeing", "Do", "Sky"]);
  });
});
