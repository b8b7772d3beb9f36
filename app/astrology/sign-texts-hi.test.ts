import { describe, expect, it } from "vitest";
import { resolvePublicDay } from "~/services/public-day.server";
import { skyDay, skyInWords } from "~/services/sky.server";
import { SIGNS } from "./constants";
import { signDay, signDays } from "./sign-day";
import { crossDayRecurrence, sharedSentences } from "./texts/metrics";
import { repeatedNgram } from "./texts/pick";
import { readingText, writeSignDay, writeSignPeriod } from "./texts/sign-writer";

const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const devanagari = (text: string) => text.match(/\p{Script=Devanagari}/gu)?.length ?? 0;
/** Latin words other than the clock's name. */
const latin = (text: string) => (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => w !== "UTC");

/** A Hindi page: no English word of the list, every slot filled, a real column's length, no six words said twice. */
function expectHindi(text: string, where: string) {
  expect(text.match(ENGLISH), where).toBeNull();
  expect(latin(text), where).toEqual([]);
  expect(text, where).not.toContain("{");
  expect(devanagari(text), where).toBeGreaterThanOrEqual(60);
  expect(repeatedNgram(text, 6), where).toBeNull();
}

describe("the sign column in Hindi", () => {
  // Figures in docs/quality.md: 12 signs over the 30 days the English column is measured on (an eclipse window).
  const dates = Array.from({ length: 30 }, (_, i) => shift("2024-03-20", i));
  const pages = SIGNS.map((sign) => dates.map((date) => readingText(writeSignDay(signDay(sign, date, "UTC"), "UTC", "hi"))));

  it("writes every sign's day in Hindi, repeating at most 15% of a sign's sentences over 30 days", () => {
    pages.forEach((days, s) => days.forEach((text, d) => expectHindi(text, `${SIGNS[s]} ${dates[d]}`)));
    const worst = Math.max(...pages.map((days) => crossDayRecurrence(days).share));
    expect(worst).toBeLessThanOrEqual(0.15);
  });

  it("lets two signs share at most 2 sentences on one day", () => {
    dates.forEach((date, d) => {
      for (let a = 0; a < 12; a++) for (let b = a + 1; b < 12; b++) expect(sharedSentences(pages[a]![d]!, pages[b]![d]!), `${SIGNS[a]}/${SIGNS[b]} ${date}`).toBeLessThanOrEqual(2);
    });
  });

  it("names the eclipse, the houses in the oblique and the planets as Hindi does", () => {
    const text = readingText(writeSignDay(signDay("Virgo", "2026-03-03", "UTC"), "UTC", "hi"));
    expect(text).toContain("पूर्ण चंद्र ग्रहण");
    expect(text).toMatch(/आपके पहले भाव में/);
  });

  it("writes each sign's week and month in Hindi, its events dated", () => {
    for (const sign of SIGNS) {
      expectHindi(readingText(writeSignPeriod(signDays(sign, "2026-11-23", "2026-11-29", "UTC"), "23 नवंबर 2026 से आरम्भ सप्ताह", "UTC", "hi")), `${sign} week`);
      expectHindi(readingText(writeSignPeriod(signDays(sign, "2026-12-01", "2026-12-31", "UTC"), "दिसंबर 2026", "UTC", "hi")), `${sign} month`);
    }
    const leo = readingText(writeSignPeriod(signDays("Leo", "2026-11-23", "2026-11-29", "UTC"), "23 नवंबर 2026 से आरम्भ सप्ताह", "UTC", "hi"));
    expect(leo).toContain("बुधवार, 25 नवंबर को 23:37 UTC पर मंगल का कन्या राशि में प्रवेश आपके दूसरे भाव में");
  });
});

describe("the sky paragraph in Hindi", () => {
  it("writes 30 days in Hindi, each time on the page's clock", () => {
    for (let i = 0; i < 30; i++) {
      const day = resolvePublicDay({ date: shift("2024-03-20", i), tz: "UTC" });
      const text = skyInWords(skyDay(day), day, "hi").paragraph.join(" ");
      expect(latin(text), day.date).toEqual([]);
      expect(text, day.date).not.toContain("{");
      expect(devanagari(text), day.date).toBeGreaterThanOrEqual(60);
    }
  });
});
