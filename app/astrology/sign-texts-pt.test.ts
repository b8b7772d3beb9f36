import { describe, expect, it } from "vitest";
import { resolvePublicDay } from "~/services/public-day.server";
import { skyDay, skyInWords } from "~/services/sky.server";
import { SIGNS } from "./constants";
import { signDay, signDays } from "./sign-day";
import { crossDayRecurrence, sharedSentences } from "./texts/metrics";
import { repeatedNgram } from "./texts/pick";
import { readingText, writeSignDay, writeSignPeriod } from "./texts/sign-writer";

// Figures in docs/quality.md (Brazilian Portuguese): measured here over 30 days holding the total
// lunar eclipse of 3 March 2026, so eclipse lines are written too.
const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dates = Array.from({ length: 30 }, (_, i) => shift("2026-02-15", i));

/** A preposition left before an article where Portuguese contracts them ("de o Sol" for "do Sol", "em a" for "na"). */
const UNCONTRACTED = /(?<![\p{L}])(de|em|por|a) (o|a|os|as)(?![\p{L}])/giu;

/** A Portuguese column: no English word of the list, every slot filled, contractions made, a real column's length, no six words said twice. */
function expectPortuguese(text: string, where: string) {
  expect(text.match(ENGLISH), where).toBeNull();
  expect(text.match(UNCONTRACTED), where).toBeNull();
  expect(text, where).not.toContain("{");
  expect(text.split(/\s+/).length, where).toBeGreaterThanOrEqual(60);
  expect(repeatedNgram(text, 6), where).toBeNull();
}

describe("the sign column in Brazilian Portuguese", () => {
  const pages = SIGNS.map((sign) => dates.map((date) => readingText(writeSignDay(signDay(sign, date, "UTC"), "UTC", "pt-BR"))));

  it("writes every sign's day in Portuguese, repeating at most 15% of its sentences over 30 days", () => {
    SIGNS.forEach((sign, s) => {
      pages[s]!.forEach((text, d) => expectPortuguese(text, `${sign} ${dates[d]}`));
      expect(crossDayRecurrence(pages[s]!).share, sign).toBeLessThanOrEqual(0.15);
    });
    expect(pages[SIGNS.indexOf("Virgo")]![dates.indexOf("2026-03-03")]).toContain("um eclipse lunar total");
  });

  it("lets two signs share at most 2 sentences on one day", () => {
    dates.forEach((date, d) => {
      for (let a = 0; a < 12; a++) for (let b = a + 1; b < 12; b++) expect(sharedSentences(pages[a]![d]!, pages[b]![d]!), `${SIGNS[a]}/${SIGNS[b]} ${date}`).toBeLessThanOrEqual(2);
    });
  });

  it("writes each sign's week and month in Portuguese, dating events on the 24-hour clock", () => {
    for (const sign of SIGNS) {
      expectPortuguese(readingText(writeSignPeriod(signDays(sign, "2026-11-23", "2026-11-29", "UTC"), "Semana de 23 de novembro de 2026", "UTC", "pt-BR")), `${sign} week`);
      expectPortuguese(readingText(writeSignPeriod(signDays(sign, "2026-12-01", "2026-12-31", "UTC"), "dezembro de 2026", "UTC", "pt-BR")), `${sign} month`);
    }
    const week = readingText(writeSignPeriod(signDays("Leo", "2026-11-23", "2026-11-29", "UTC"), "Semana de 23 de novembro de 2026", "UTC", "pt-BR"));
    expect(week).toContain("23:37 UTC (quarta-feira, 25 de novembro)");
    expect(week).toMatch(/Marte .*Virgem/);
  });
});

describe("the sky paragraph in Brazilian Portuguese", () => {
  const days = dates.map((date) => {
    const day = resolvePublicDay({ date, tz: "America/Sao_Paulo" });
    const sky = skyDay(day);
    return { en: sky.paragraph.join(" "), pt: skyInWords(sky, day, "pt-BR").paragraph.join(" ") };
  });

  it("writes 30 days in Portuguese, its times on the Brazilian clock, recurring no more than the English", () => {
    // The paragraph states the day's facts, as long as English's (not a column's 60 words); a time and its
    // zone may be named twice (the Moon's void ends as it changes sign), so six-word runs are not counted.
    days.forEach(({ pt }, d) => {
      expect(pt.match(ENGLISH), dates[d]).toBeNull();
      expect(pt.match(UNCONTRACTED), dates[d]).toBeNull();
      expect(pt, dates[d]).not.toContain("{");
      expect(pt.split(/\s+/).length, dates[d]).toBeGreaterThanOrEqual(40);
    });
    expect(crossDayRecurrence(days.map((d) => d.pt)).share).toBeLessThanOrEqual(crossDayRecurrence(days.map((d) => d.en)).share);
    expect(days[dates.indexOf("2026-03-03")]!.pt).toMatch(/um eclipse lunar total na Lua cheia em Virgem, com o momento exato às 08:37 Horário Padrão de Brasília/);
    expect(days.map((d) => d.pt).join(" ")).not.toMatch(/\b(AM|PM)\b/);
  });
});
