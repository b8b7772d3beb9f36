import { describe, expect, it } from "vitest";
import { SIGNS } from "./constants";
import { signDay, signDays } from "./sign-day";
import { sharedSentences } from "./texts/metrics";
import { repeatedNgram } from "./texts/pick";
import { readingText, writeSignDay, writeSignPeriod } from "./texts/sign-writer";

const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A Spanish page: no English word of the list, every slot filled, a real column's length, no six words said twice. */
function expectSpanish(text: string, where: string) {
  expect(text.match(ENGLISH), where).toBeNull();
  expect(text, where).not.toContain("{");
  expect(text.split(/\s+/).length, where).toBeGreaterThanOrEqual(60);
  expect(repeatedNgram(text, 6), where).toBeNull();
}

describe("the sign column in Spanish", () => {
  // A week holding the total lunar eclipse of 3 March 2026, so eclipse lines are written too.
  const dates = Array.from({ length: 7 }, (_, i) => shift("2026-02-27", i));

  it("writes every sign's day in Spanish, sharing at most 2 sentences between two signs a day", () => {
    for (const date of dates) {
      const texts = SIGNS.map((sign) => readingText(writeSignDay(signDay(sign, date, "UTC"), "UTC", "es")));
      texts.forEach((text, i) => expectSpanish(text, `${SIGNS[i]} ${date}`));
      for (let a = 0; a < 12; a++) for (let b = a + 1; b < 12; b++) expect(sharedSentences(texts[a]!, texts[b]!), `${SIGNS[a]}/${SIGNS[b]} ${date}`).toBeLessThanOrEqual(2);
    }
    expect(readingText(writeSignDay(signDay("Virgo", "2026-03-03", "UTC"), "UTC", "es"))).toContain("un eclipse lunar total");
  });

  it("writes a week in Spanish, with the Spanish lexicon's words", () => {
    const text = readingText(writeSignPeriod(signDays("Leo", "2026-11-23", "2026-11-29", "UTC"), "Semana del 23 de noviembre de 2026", "UTC", "es"));
    expectSpanish(text, "Leo week");
    expect(text).toContain("Marte llega a tu segunda casa, la de ganancias y autoestima, a las 23:37 UTC del miércoles, 25 de noviembre, cuando entra en Virgo.");
  });
});
