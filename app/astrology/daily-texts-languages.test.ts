// The daily reading in Spanish, Brazilian Portuguese, Hindi and Simplified Chinese: ten births per
// language (some without a time) over thirty days, written from the same facts as English with the
// language's banks and lexicon, held to English's originality budgets; words of Chinese found by
// Intl.Segmenter. Figures in docs/quality.md.
import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locales";
import { natalChart } from "./index";
import { daySky, dailyFacts, type DailyFacts } from "./daily";
import { banks } from "./texts/banks";
import { writeDaily, type WrittenDaily } from "./texts/daily-writer";
import { crossDayRecurrence, repeatedSixWords, sharedSentences } from "./texts/metrics";
import { SAMPLE_CHARTS, SAMPLE_COUPLES } from "./texts/samples";

const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/i;
const DAY_MS = 86_400_000;
const dates = Array.from({ length: 30 }, (_, i) => new Date(Date.parse("2026-11-01T00:00:00Z") + i * DAY_MS).toISOString().slice(0, 10));
type Birth = { id: string; zone: string; birth: { birthDate: string; birthTime: string | null; latitude: number; longitude: number } };
const reader = (n: number, zone: string, birthDate: string, birthTime: string | null, latitude: number, longitude: number): Birth => ({
  id: `reader-${n}`,
  zone,
  birth: { birthDate, birthTime, latitude, longitude },
});

type Language = {
  locale: Locale;
  births: Birth[];
  /** What the language's script must supply: Latin words, or Devanagari / Han characters (and then no Latin letter). */
  script: RegExp | null;
  /** Wording the language must never show (Portuguese's uncontracted "de o", "em a"). */
  never?: RegExp;
  /** Where the language ends a sentence, when not at ". ": the recurrence then counts more than one per line. */
  splitsAt?: string;
  titles?: string[];
  moon?: (f: DailyFacts, L: ReturnType<typeof banks>["lexicon"]) => string[];
  /** The section lead's clause naming the day's event. */
  event?: (lead: string) => string;
  house: (L: ReturnType<typeof banks>["lexicon"]) => RegExp;
};

const LANGUAGES: Language[] = [
  {
    locale: "es",
    births: [...SAMPLE_CHARTS, ...SAMPLE_COUPLES.map((c, i) => ({ id: `partner-${i}`, zone: "UTC", birth: c.b.birth }))],
    script: null,
    titles: ["Amor", "Trabajo", "Bienestar"],
    house: (L) => new RegExp(`\\b(${L.ordinals.join("|")}) casa\\b`),
  },
  {
    locale: "pt-BR",
    births: [
      ...SAMPLE_CHARTS,
      reader(6, "America/Sao_Paulo", "1993-05-21", "07:40", -23.5505, -46.6333),
      reader(7, "America/Sao_Paulo", "1981-09-02", null, -22.9068, -43.1729),
      reader(8, "America/Recife", "2001-12-30", "22:15", -8.0476, -34.877),
      reader(9, "Europe/Lisbon", "1966-02-11", null, 38.7223, -9.1393),
      reader(10, "America/Manaus", "1987-08-08", "15:05", -3.119, -60.0217),
    ],
    script: null,
    never: /(?<![\p{L}])(de|em|por|a) (o|a|os|as)(?![\p{L}])/iu,
    titles: ["Amor", "Trabalho", "Bem-estar"],
    moon: (f, L) => [`Lua a ${f.moonDegree}° de ${L.signs[f.moonSign].name} ao meio-dia`, ...(f.moonIngress ? [`Lua entra em ${L.signs[f.moonIngress.to].name} às ${f.moonIngress.time}`] : [])],
    house: (L) => new RegExp(`\\b(${L.ordinals.join("|")}) casa\\b`),
  },
  {
    locale: "hi",
    births: [
      ...SAMPLE_CHARTS,
      reader(6, "Asia/Kolkata", "1994-08-15", "04:25", 26.9124, 75.7873),
      reader(7, "Asia/Kolkata", "1979-01-26", null, 25.3176, 82.9739),
      reader(8, "Europe/London", "2003-04-02", "17:50", 51.5072, -0.1276),
      reader(9, "Asia/Dubai", "1968-12-05", null, 25.2048, 55.2708),
      reader(10, "America/Toronto", "1988-06-21", "11:05", 43.6532, -79.3832),
    ],
    script: /[\u0900-\u097F]/g,
    splitsAt: "।",
    moon: (f, L) => [`${L.signs[f.moonSign].name} के ${f.moonDegree}° पर`, ...(f.moonIngress ? [`${f.moonIngress.time} बजे चंद्रमा का ${L.signs[f.moonIngress.to].name} में प्रवेश`] : [])],
    // "<area>, जब <the day's event>, <advice>".
    event: (lead) => lead.split("जब ")[1]?.split(",")[0] ?? "",
    house: () => /(?<![\u0900-\u097F])भाव(?![\u0900-\u097F])/,
  },
  {
    locale: "zh-Hans",
    births: [
      ...SAMPLE_CHARTS,
      reader(6, "Asia/Shanghai", "1992-02-04", "06:40", 31.2304, 121.4737),
      reader(7, "Asia/Taipei", "1976-10-09", null, 25.033, 121.5654),
      reader(8, "Asia/Singapore", "2001-07-23", "21:15", 1.3521, 103.8198),
      reader(9, "Asia/Hong_Kong", "1965-03-30", null, 22.3193, 114.1694),
      reader(10, "America/Vancouver", "1986-12-12", "13:55", 49.2827, -123.1207),
    ],
    script: /\p{Script=Han}/gu,
    splitsAt: "。",
    moon: (f, L) => [`正午月亮位于${L.signs[f.moonSign].name}${f.moonDegree}°`, ...(f.moonIngress ? [`${f.moonIngress.time}月亮进入${L.signs[f.moonIngress.to].name}`] : [])],
    // "<area>，<the day's event>，<advice>".
    event: (lead) => lead.split("，")[1] ?? "",
    house: () => /宫/,
  },
];

/** The reading's own words: every part the Daily tab shows, without the stored labels. */
const words = (d: WrittenDaily) => [d.headline, ...d.sections.map((s) => `${s.title}: ${s.lead}\n${s.text}`), d.advice.do, d.advice.dont, d.sky].join("\n");

describe.each(LANGUAGES)("the daily reading in $locale (10 births x 30 days)", (language) => {
  const { locale, births } = language;
  const L = banks(locale).lexicon;
  const readings = births.map((b) => {
    const chart = natalChart(b.birth).chart;
    return dates.map((date) => {
      const facts = dailyFacts(chart, daySky(date, b.zone));
      return { facts, written: writeDaily(facts, b.id, locale) };
    });
  });

  it("covers births with and without a time", () => {
    expect(births).toHaveLength(10);
    expect(births.filter((b) => b.birth.birthTime === null).length).toBeGreaterThanOrEqual(2);
  });

  it("is in the language: no English word, no unfilled slot, a real reading's length, no six words said twice", () => {
    readings.forEach((list, i) =>
      list.forEach(({ written }, d) => {
        const text = words(written);
        const where = `${births[i]!.id} ${dates[d]}: ${text}`;
        expect(text, where).not.toMatch(ENGLISH);
        expect(text, where).not.toContain("{");
        if (language.never) expect(text, where).not.toMatch(language.never);
        if (language.script) {
          expect(text, where).not.toMatch(/[A-Za-z]/);
          expect(text.match(language.script)!.length, where).toBeGreaterThanOrEqual(60);
        } else expect(text.split(/\s+/).length, where).toBeGreaterThanOrEqual(60);
        expect(repeatedSixWords(text, locale), where).toBeNull();
      }),
    );
  });

  it("recurs at most 15% of one reader's sentences on another day, sentences split where the language ends them", () => {
    for (const list of readings) {
      const r = crossDayRecurrence(
        list.map(({ written }) => words(written)),
        locale,
      );
      // Ten lines a day; more than eleven sentences a day only if the lines are split at "।" or "。".
      if (language.splitsAt) expect(r.occurrences).toBeGreaterThan(30 * 11);
      expect(r.share).toBeLessThanOrEqual(0.15);
    }
  });

  it("shares at most 2 sentences between two readers on the same day", () => {
    for (let i = 0; i < readings.length; i++)
      for (let j = i + 1; j < readings.length; j++)
        for (let d = 0; d < dates.length; d++) expect(sharedSentences(words(readings[i]![d]!.written), words(readings[j]![d]!.written), locale)).toBeLessThanOrEqual(2);
  });

  if (language.moon)
    it("states the day's facts in the lexicon's words: the Moon's sign and degree at noon, each change of sign at its time", () => {
      for (const list of readings)
        for (const { facts, written } of list) {
          for (const fact of language.moon!(facts, L)) expect(written.sky).toContain(fact);
          for (const p of facts.retrogrades) expect(written.sky).toContain(L.planets[p].name);
        }
    });

  if (language.event)
    it("opens each section with its own event, named in the lexicon's words", () => {
      const named = [...Object.values(L.planets).map((p) => p.name), ...Object.values(L.phases)];
      for (const list of readings)
        for (const { written } of list)
          for (const s of written.sections) if (s.source !== "quiet") expect(named.some((n) => language.event!(s.lead).includes(n)), s.lead).toBe(true);
    });

  if (language.titles)
    it("writes the language's titles and stores the text under the language-neutral labels", () => {
      const { written } = readings[0]![0]!;
      expect(written.sections.map((s) => s.title)).toEqual(language.titles);
      expect(written.content.split("\n\n").map((p) => p.split(":")[0])).toEqual([written.headline.split(":")[0], "Love", "Work", "Wellbeing", "Do", "Sky"]);
    });

  if (locale === "zh-Hans")
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

  it("names no house for a birth without a time", () => {
    births.forEach((b, i) => {
      if (b.birth.birthTime === null) for (const { written } of readings[i]!) expect(words(written)).not.toMatch(language.house(L));
    });
  });
});
