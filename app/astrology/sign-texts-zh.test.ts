import { describe, expect, it } from "vitest";
import { SIGNS } from "./constants";
import { signDay, signDays } from "./sign-day";
import { crossDayRecurrence, sharedSentences } from "./texts/metrics";
import { repeatedNgram, sentencesOf, wordsIn } from "./texts/pick";
import { readingText, writeSignDay, writeSignPeriod } from "./texts/sign-writer";
import { resolvePublicDay, shiftDay } from "~/services/public-day.server";
import { skyDay, skyInWords } from "~/services/sky.server";

const ZH = "zh-Hans";
const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;
const han = (text: string) => text.match(/\p{Script=Han}/gu)?.length ?? 0;
// Thirty days from the week of the total lunar eclipse of 3 March 2026, so eclipse lines are written too.
const DATES = Array.from({ length: 30 }, (_, i) => shiftDay("2026-02-27", i));

/** A Chinese text: no English word of the list, every slot filled, hundreds of characters' worth of column, no six words said twice. */
function expectChinese(text: string, where: string) {
  expect(text.match(ENGLISH), where).toBeNull();
  expect(text, where).not.toContain("{");
  expect(han(text), where).toBeGreaterThanOrEqual(60);
  expect(repeatedNgram(text, 6, ZH), where).toBeNull();
}

describe("words and sentences of a text written without spaces", () => {
  it("splits Chinese into the segmenter's words and at 。！？", () => {
    expect(wordsIn("月亮进入狮子座，亮度63%。", ZH)).toEqual(["月亮", "进入", "狮子座", "亮度", "63"]);
    expect(sentencesOf("火星进入狮子座。月亮渐盈！")).toEqual(["火星进入狮子座。", "月亮渐盈！"]);
    // Five words repeated are allowed; six are not.
    expect(repeatedNgram("月亮进入狮子座，亮度高。月亮进入狮子座，亮度低。", 6, ZH)).toBeNull();
    expect(repeatedNgram("火星今天进入狮子座，亮度高。火星今天进入狮子座，亮度高。", 6, ZH)).toBe("火星 今天 进入 狮子座 亮度 高");
  });
});

describe("the sign column in Simplified Chinese", () => {
  const days = DATES.map((date) => SIGNS.map((sign) => readingText(writeSignDay(signDay(sign, date, "UTC"), "UTC", ZH))));

  it("writes every sign's day in Chinese, sharing at most 2 sentences between two signs a day", () => {
    days.forEach((texts, d) => {
      texts.forEach((text, i) => expectChinese(text, `${SIGNS[i]} ${DATES[d]}`));
      for (let a = 0; a < 12; a++) for (let b = a + 1; b < 12; b++) expect(sharedSentences(texts[a]!, texts[b]!, ZH), `${SIGNS[a]}/${SIGNS[b]} ${DATES[d]}`).toBeLessThanOrEqual(2);
    });
    expect(days[4]![SIGNS.indexOf("Virgo")]).toContain("一次全月食");
  });

  it("repeats at most 15% of a sign's sentences over 30 days", () => {
    SIGNS.forEach((sign, i) => expect(crossDayRecurrence(days.map((texts) => texts[i]!), ZH).share, sign).toBeLessThanOrEqual(0.15));
  });

  it("writes weeks and a month in Chinese, events dated and timed on the 24-hour clock", () => {
    for (const sign of SIGNS) {
      for (const start of ["2026-02-23", "2026-03-02", "2026-11-23"]) expectChinese(readingText(writeSignPeriod(signDays(sign, start, shiftDay(start, 6), "UTC"), `${start}起的一周`, "UTC", ZH)), `${sign} ${start}`);
      expectChinese(readingText(writeSignPeriod(signDays(sign, "2026-03-01", "2026-03-31", "UTC"), "2026年3月", "UTC", ZH)), `${sign} March`);
    }
    const week = readingText(writeSignPeriod(signDays("Leo", "2026-11-23", "2026-11-29", "UTC"), "2026年11月23日起的一周", "UTC", ZH));
    expect(week).toContain("11月25日星期三 23:37（UTC），火星跨入处女座，也就是你的第二宫");
  });
});

describe("the sky paragraph in Simplified Chinese", () => {
  const paragraphs = (locale: "en" | typeof ZH) =>
    DATES.map((date) => {
      const day = resolvePublicDay({ date, tz: "UTC" });
      const { paragraphFacts, ...sky } = skyDay(day);
      return skyInWords({ ...sky, paragraphFacts }, day, locale).paragraph.join(locale === "en" ? " " : "");
    });
  const zh = paragraphs(ZH);

  it("is written in Chinese every day, its times on the page's clock", () => {
    zh.forEach((text, i) => expectChinese(text, DATES[i]!));
    expect(zh[4]).toContain("这一天迎来满月时的一次全月食，发生在处女座，于11:37（UTC）精确成形。");
  });

  // The paragraph states the same retrograde planets and void-free days in the same words on many days,
  // in every language (docs/quality.md); Chinese recurs no more than English does.
  it("repeats no more of its sentences over 30 days than the English paragraph", () => {
    expect(crossDayRecurrence(zh, ZH).share).toBeLessThanOrEqual(crossDayRecurrence(paragraphs("en")).share);
  });
});
