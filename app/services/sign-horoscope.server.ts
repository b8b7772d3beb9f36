/**
 * The public horoscope by sign: today's reading for each of the twelve signs, any day's, a week's
 * and a month's, written from the real sky of the visitor's zone (app/astrology/sign-day.ts and
 * texts/sign-writer.ts). Pages and /api/horoscope/sign share these functions.
 */
import { SIGN_INFO, SIGNS, signIndex, type Sign } from "~/astrology/constants";
import { signDay, signDays, signFromSlug } from "~/astrology/sign-day";
import { banks } from "~/astrology/texts/banks";
import { fill } from "~/astrology/texts/template";
import { dayLabel, writeSignDay, writeSignPeriod, type SignSection } from "~/astrology/texts/sign-writer";
import { HttpError } from "~/domain/errors";
import { isPublicDay } from "~/schemas/public-day";
import { daySitemap, shiftDay, zoneLabelIn, type PublicDay } from "./public-day.server";
import { formatDay } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { translator } from "~/i18n/messages.server";

export type { SignSection };

/** The Sun's usual dates in each sign (they shift by a day from year to year). */
const SIGN_STARTS = ["03-21", "04-20", "05-21", "06-21", "07-23", "08-23", "09-23", "10-23", "11-22", "12-22", "01-20", "02-19"];

/** "Mar 21 – Apr 19", "21 mar – 19 abr": the sign's days from its first to the day before the next sign's. */
function signDates(index: number, locale: Locale): string {
  const day = (date: string) => formatDay(date, locale, { month: "short", day: "numeric" });
  return `${day(`2001-${SIGN_STARTS[index]}`)} – ${day(shiftDay(`2001-${SIGN_STARTS[(index + 1) % 12]}`, -1))}`;
}

export const SIGN_MESSAGE = `Unknown sign: use one of ${SIGNS.map((s) => s.toLowerCase()).join(", ")}.`;

export interface SignSummary {
  sign: Sign;
  slug: string;
  symbol: string;
  element: string;
  dates: string;
}

export function signSummary(sign: Sign): SignSummary {
  const info = SIGN_INFO[signIndex(sign)]!;
  return { sign, slug: sign.toLowerCase(), symbol: info.symbol, element: info.element, dates: signDates(signIndex(sign), "en") };
}

/** The sign named in a path ("aries"): an unknown one is a 404 on pages and a 400 on /api. */
export function signFromParam(slug: string | undefined, status: 404 | 400 = 404): Sign {
  const sign = signFromSlug(slug ?? "");
  if (!sign) throw new HttpError(status, SIGN_MESSAGE, status === 400 ? { sign: [SIGN_MESSAGE] } : undefined);
  return sign;
}

export interface SignReadingView extends SignSummary {
  headline: string;
  sections: SignSection[];
  /** What stands between a section's sentences: a space, or nothing in Chinese. */
  gap: string;
}

/** The name of the day's clock in a language ("Paris time", "hora de París", "UTC"), read at noon UT. */
function dayZone(day: PublicDay, locale: Locale): string {
  return locale === "en" ? day.zoneLabel : zoneLabelIn(day.tz, Date.parse(`${day.date}T12:00:00Z`), locale);
}

/** One sign's day in the day's zone, written in the language. */
export function dailySignHoroscope(sign: Sign, day: PublicDay, locale: Locale = "en"): SignReadingView & { date: string; week: string; month: string } {
  const reading = writeSignDay(signDay(sign, day.date, day.tz), dayZone(day, locale), locale);
  return { ...signSummary(sign), ...reading, gap: banks(locale).lexicon.gap, date: day.date, week: isoWeekOf(day.date), month: day.date.slice(0, 7) };
}

/** A reading's summary (the meta description): its headline and one sentence, joined as the language writes. */
export function readingSummary(reading: { headline: string }, sentence: string, locale: Locale): string {
  return fill(banks(locale).signWriter.PHRASES.summary, { headline: reading.headline, sentence });
}

/** The twelve signs' headlines for a day: the /horoscope list. */
export function horoscopeIndex(day: PublicDay, locale: Locale = "en"): (SignSummary & { headline: string })[] {
  return SIGNS.map((sign) => ({ ...signSummary(sign), headline: writeSignDay(signDay(sign, day.date, day.tz), dayZone(day, locale), locale).headline }));
}

/** "2026-W48": the ISO week a date falls in. */
export function isoWeekOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const weekday = (d.getUTCDay() + 6) % 7; // Monday 0
  const thursday = new Date(d.getTime() + (3 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 / 7) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

export interface Period {
  /** "2026-W48" or "2026-11". */
  key: string;
  start: string;
  end: string;
  /** How the prose names it: "the week of November 23, 2026", "November 2026". */
  span: string;
}

const NO_PERIOD = "No such period: the sky pages cover 1900-01-01 to 2100-12-31.";

/** The Monday-to-Sunday ISO week of "yyyy-Www"; a malformed or out-of-range week is an HttpError (404 by default). */
export function weekPeriod(key: string | undefined, status: 404 | 400 = 404): Period {
  const match = /^(\d{4})-W(\d{2})$/.exec(key ?? "");
  const week = Number(match?.[2]);
  if (match && week >= 1) {
    const year = Number(match[1]);
    const jan4 = new Date(Date.UTC(year, 0, 4));
    const monday = new Date(jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * 86_400_000 + (week - 1) * 7 * 86_400_000).toISOString().slice(0, 10);
    const end = shiftDay(monday, 6);
    if (isoWeekOf(monday) === key && isPublicDay(monday) && isPublicDay(end)) {
      return { key: key!, start: monday, end, span: `the week of ${dayLabel(monday).replace(/^\w+, /, "")}, ${monday.slice(0, 4)}` };
    }
  }
  throw new HttpError(status, NO_PERIOD);
}

const MONTH = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** A calendar month "yyyy-mm". */
export function monthPeriod(key: string | undefined, status: 404 | 400 = 404): Period {
  const match = /^(\d{4})-(\d{2})$/.exec(key ?? "");
  const start = `${key}-01`;
  if (match && isPublicDay(start)) {
    const next = new Date(Date.UTC(Number(match[1]), Number(match[2]), 1));
    const end = new Date(next.getTime() - 86_400_000).toISOString().slice(0, 10);
    return { key: key!, start, end, span: MONTH.format(new Date(`${start}T12:00:00Z`)) };
  }
  throw new HttpError(status, NO_PERIOD);
}

/** A sign's name, its Sun dates and its element in a language (English as the summary writes them). */
export function signWords(s: SignSummary, locale: Locale) {
  const t = translator(locale);
  return { sign: t(`astro.sign.${s.sign}`), dates: signDates(signIndex(s.sign), locale), element: t(`horoscope.element.${s.element}`) };
}

/** How a page names a period in a language: "Week of November 23, 2026", "noviembre de 2026". */
export function periodName(period: Period, locale: Locale): string {
  if (locale === "en") return period.span.replace(/^the w/, "W");
  if (period.key.includes("W")) return translator(locale)("horoscope.weekOf", { day: formatDay(period.start, locale, { day: "numeric", month: "long", year: "numeric" }) });
  return formatDay(period.start, locale, { month: "long", year: "numeric" });
}

/** A sign's week or month in a zone, written in the language. */
export function periodSignHoroscope(sign: Sign, period: Period, day: PublicDay, locale: Locale = "en"): SignReadingView {
  const span = locale === "en" ? period.span : periodName(period, locale);
  return { ...signSummary(sign), ...writeSignPeriod(signDays(sign, period.start, period.end, day.tz), span, dayZone(day, locale), locale), gap: banks(locale).lexicon.gap };
}

/**
 * The sitemap's horoscope pages (UTC days): the list, and for each sign today's page, the next 7
 * days, the last 30, this week and this month.
 */
export function horoscopeSitemap(today: string) {
  const out = [{ path: "/horoscope", changefreq: "daily", priority: "0.9" }];
  for (const sign of SIGNS) {
    const slug = sign.toLowerCase();
    out.push(...daySitemap(`/horoscope/${slug}`, today, ["0.9", "0.8", "0.5"]));
    out.push({ path: `/horoscope/${slug}/week/${isoWeekOf(today)}`, changefreq: "daily", priority: "0.6" });
    out.push({ path: `/horoscope/${slug}/month/${today.slice(0, 7)}`, changefreq: "weekly", priority: "0.6" });
  }
  return out;
}
