/**
 * Whose day: every public sky page (horoscopes by sign, the sky, the panchang) shows one calendar day
 * in one time zone. The day comes from the path, the zone from `?tz=`, else the visitor's zone cookie,
 * else UTC. The day's facts are computed for that zone's day, and every time shown names its zone.
 */
import { clockInWords, formatShortOffset, offsetMinutes, wallClockAtOffset, zonedToUtcMs, zoneCity } from "~/astrology/time";
import { isKnownZone, zoneTypeAt } from "~/astrology/tz";
import { HttpError } from "~/domain/errors";
import { env } from "~/env.server";
import { wallTime, zoneName } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { translator } from "~/i18n/messages.server";
import { DATE_MESSAGE, FIRST_PUBLIC_DAY, isPublicDay, LAST_PUBLIC_DAY, ZONE_MESSAGE } from "~/schemas/public-day";

export const DEFAULT_ZONE = "UTC";
const DAY_MS = 86_400_000;

export type ZoneSource = "query" | "cookie" | "default";
type DayTense = "past" | "today" | "future";

export function shiftDay(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar date of an instant in a zone. */
export function dateIn(ms: number, tz: string): string {
  return new Date(ms + offsetMinutes(tz, ms) * 60_000).toISOString().slice(0, 10);
}

/** "2:05 PM" at an instant on the zone's clock. */
export function clockTimeIn(ms: number, tz: string): string {
  const d = new Date(ms + offsetMinutes(tz, ms) * 60_000);
  const h = d.getUTCHours();
  return `${((h + 11) % 12) + 1}:${String(d.getUTCMinutes()).padStart(2, "0")} ${h >= 12 ? "PM" : "AM"}`;
}

export function zoneLabel(tz: string): string {
  return tz === "UTC" || tz === "Etc/UTC" ? "UTC" : `${zoneCity(tz)} time`;
}

/** "2:05 PM Paris time": a time that says whose clock it is read on. */
export function timeIn(ms: number, tz: string): string {
  // Where the zone kept no clock ("-00") the time shown is UTC, and says so.
  return `${clockTimeIn(ms, tz)} ${zoneTypeAt(tz, ms)?.abbr === "-00" ? "UTC" : zoneLabel(tz)}`;
}

const keepsUtc = (tz: string, ms: number) => tz === "UTC" || tz === "Etc/UTC" || zoneTypeAt(tz, ms)?.abbr === "-00";

/** How a time names its zone, in a language: "Paris time"; elsewhere the zone's own name there ("hora de Europa central", "भारतीय मानक समय"), never an English city. */
export function zoneLabelIn(tz: string, ms: number, locale: Locale): string {
  if (locale === "en") return zoneLabel(tz);
  return keepsUtc(tz, ms) ? "UTC" : zoneName(tz, ms, locale, "longGeneric");
}

/** `timeIn` in a language: "2:05 PM Paris time", "14:05 hora de Paris". */
export function timeInLanguage(ms: number, tz: string, locale: Locale): string {
  if (locale === "en") return timeIn(ms, tz);
  return translator(locale)("sky.timeInZone", { time: wallTime(wallClockAtOffset(ms, offsetMinutes(tz, ms)), locale), zone: zoneLabelIn(tz, ms, locale) });
}

/** The clock of a day in a language: the English sentence of `clockOfDay`, elsewhere the zone's name and offset. */
export function clockOfDayIn(day: PublicDay, locale: Locale): string {
  if (locale === "en") return day.clock;
  const noon = zonedToUtcMs(day.date, "12:00", day.tz);
  const t = translator(locale);
  if (keepsUtc(day.tz, noon)) return t("sky.clockUtc");
  return t("sky.clockName", { name: zoneName(day.tz, noon, locale), offset: formatShortOffset(offsetMinutes(day.tz, noon)) });
}

/** The clock of a zone on a day, in words (at local noon, so a day with a clock change reads its main clock). */
export function clockOfDay(tz: string, noonMs: number): string {
  if (tz === "UTC" || tz === "Etc/UTC") return "Coordinated Universal Time (UTC), the world's reference clock";
  // "-00": the tz database records no clock kept there then (an uninhabited station, a settlement not yet founded).
  if (zoneTypeAt(tz, noonMs)?.abbr === "-00") return `Coordinated Universal Time (UTC): no local clock was kept in ${zoneCity(tz)} on that date`;
  return clockInWords(tz, noonMs, offsetMinutes(tz, noonMs), false);
}

/** The zone to use: a valid `?tz=` (a bad one is the caller's error), else a valid cookie, else UTC. */
export function chooseZone(query: string | null | undefined, cookie: string | null | undefined): { tz: string; source: ZoneSource } {
  const asked = query?.trim();
  if (asked) {
    if (!isKnownZone(asked)) throw new HttpError(400, ZONE_MESSAGE, { tz: [ZONE_MESSAGE] });
    return { tz: asked, source: "query" };
  }
  // A cookie that no longer names a zone (hand-edited, or a zone since renamed) is ignored, not an error.
  if (cookie && isKnownZone(cookie)) return { tz: cookie, source: "cookie" };
  return { tz: DEFAULT_ZONE, source: "default" };
}

export interface PublicDayInput {
  /** The day from the path or `?date=`; absent means today in the zone. */
  date?: string | null;
  tz?: string | null;
  cookieZone?: string | null;
  now?: Date;
  /** Pages answer a day outside the range with 404 (no such page); /api with 400 and the rule. */
  badDate?: 404 | 400;
}

/** The day and zone a public page or /api answer is about; throws HttpError 404/400 on a bad day and 400 on a bad zone. */
export function resolvePublicDay(input: PublicDayInput) {
  const nowMs = (input.now ?? new Date()).getTime();
  const { tz, source } = chooseZone(input.tz, input.cookieZone);
  const today = dateIn(nowMs, tz);
  const date = input.date?.trim() || today;
  if (!isPublicDay(date)) {
    if ((input.badDate ?? 404) === 404) throw new HttpError(404, "No such day: the sky pages cover 1900-01-01 to 2100-12-31.");
    throw new HttpError(400, DATE_MESSAGE, { date: [DATE_MESSAGE] });
  }
  const startMs = zonedToUtcMs(date, "00:00", tz);
  const endMs = zonedToUtcMs(shiftDay(date, 1), "00:00", tz);
  const when: DayTense = date < today ? "past" : date > today ? "future" : "today";
  return {
    /** The calendar day shown, yyyy-mm-dd, and the IANA zone it belongs to. */
    date,
    tz,
    zoneSource: source,
    /** Today's date in that zone. */
    today,
    when,
    /** Local midnight to the next local midnight, as instants. */
    startMs,
    endMs,
    /** The zone in words, for the line every page carries: "Central European Standard Time (UTC+1) — the clock in Paris on that date". */
    clock: clockOfDay(tz, zonedToUtcMs(date, "12:00", tz)),
    /** How a time on the page names its zone: "Paris time", "UTC". */
    zoneLabel: zoneLabel(tz),
    /** The neighbouring days inside the covered range (null at its ends). */
    previous: date > FIRST_PUBLIC_DAY ? shiftDay(date, -1) : null,
    next: date < LAST_PUBLIC_DAY ? shiftDay(date, 1) : null,
    /** Cache-Control for a visitor without cookies: past days never change, today lasts until midnight. */
    cacheControl: cacheControlFor(when, dayEndsAt(today, tz), nowMs),
  };
}
export type PublicDay = ReturnType<typeof resolvePublicDay>;

/**
 * Past days are immutable. Today's page changes when the day ends in its zone; a future day's when
 * today does (its "today" link, whether it is still ahead): both keep exactly until the zone's next
 * midnight, never a second past it, and no stale copy may be served after it (no stale-while-revalidate).
 */
export function cacheControlFor(when: DayTense, todayEndMs: number, nowMs: number): string {
  if (when === "past") return sharedCacheControl("forever");
  return sharedCacheControl(secondsLeft(todayEndMs, nowMs));
}

/** Whole seconds from now to an instant (0 once it has passed): a lifetime never outlives it. */
export function secondsLeft(untilMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((untilMs - nowMs) / 1000));
}

/** The instant the given calendar day ends in a zone (its next local midnight). */
export function dayEndsAt(date: string, tz: string): number {
  return zonedToUtcMs(shiftDay(date, 1), "00:00", tz);
}

/** Cache-Control for a public answer: browsers and shared caches (a CDN) keep it as long; a past day for good. */
export function sharedCacheControl(seconds: number | "forever"): string {
  if (seconds === "forever") return "public, max-age=31536000, s-maxage=31536000, immutable";
  return `public, max-age=${seconds}, s-maxage=${seconds}`;
}

/**
 * The day tables (panchang, Chinese calendar): a named past day for good; today's address (undated)
 * five minutes and a named day an hour, neither past the end of today in the table's zone.
 */
export function dayTableCacheControl(dated: boolean, date: string, today: string, todayEndMs: number, nowMs: number): string {
  if (dated && date < today) return sharedCacheControl("forever");
  return sharedCacheControl(Math.min(dated ? 3600 : 300, secondsLeft(todayEndMs, nowMs)));
}

/**
 * Sitemap entries of a dated page: its undated address, then each day from 30 days back to 7 ahead
 * (past days never change); `priority` is the undated page's, today's and the other days'.
 */
export function daySitemap(base: string, today: string, priority: [string, string, string]) {
  const out = [{ path: base, changefreq: "daily", priority: priority[0] }];
  for (let i = -30; i <= 7; i++) {
    const date = shiftDay(today, i);
    if (isPublicDay(date)) out.push({ path: `${base}/${date}`, changefreq: i < 0 ? "never" : "daily", priority: i === 0 ? priority[1] : priority[2] });
  }
  return out;
}

/** The site's origin for canonical addresses, feeds and the sitemap. */
export function siteOrigin(): string {
  return env().APP_URL.replace(/\/$/, "");
}
