/**
 * The year ahead: GET /api/forecast, the Daily tab's timeline and the calendar feed (/forecast.ics)
 * share these. Free accounts see up to 12 months, Premium up to 24; the calendar feed is Premium.
 * Feed links carry a token signed with SESSION_SECRET over the user id and a random token id stored in
 * calendar_feeds; revoking deletes the row, so the old link answers 404 at once.
 */
import crypto from "node:crypto";
import { eventText, forecast, type ForecastEvent } from "~/astrology/forecast";
import { eventTitle } from "~/domain/forecast";
import { env } from "~/env.server";
import { deleteCalendarFeed, findCalendarFeed, replaceCalendarFeed } from "~/models/calendar-feed.server";
import { findUserById, isPremium, type User } from "~/models/user.server";
import { HttpError } from "~/domain/errors";
import { cachedProfileView } from "~/services/chart-view.server";
import { icsCalendar, icsDate, icsEvent } from "~/services/ical.server";
import { formatDay } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { translator } from "~/i18n/messages.server";

export const FREE_MONTHS = 12;
export const PREMIUM_MONTHS = 24;
/** Months the calendar feed covers. */
export const FEED_MONTHS = 12;
const DAY_MS = 86_400_000;

/** `months` of GET /api/forecast: a whole number from 1 to the tier's limit (default 12). */
export function parseMonths(value: string | null, premium: boolean): number {
  const limit = premium ? PREMIUM_MONTHS : FREE_MONTHS;
  if (value === null || value === "") return Math.min(12, limit);
  if (!/^\d{1,3}$/.test(value.trim())) throw new HttpError(400, "months must be a whole number of months, e.g. months=12");
  const months = Number(value);
  if (months < 1) throw new HttpError(400, "months must be at least 1");
  if (months > limit) {
    throw new HttpError(400, premium ? `months can be at most ${PREMIUM_MONTHS}` : `Free accounts can look ${FREE_MONTHS} months ahead; Premium up to ${PREMIUM_MONTHS}.`);
  }
  return months;
}

/** Forecasts start at 00:00 UT of the current day, so every view of one day shows the same events. */
export function forecastStart(now = new Date()): number {
  return Math.floor(now.getTime() / DAY_MS) * DAY_MS;
}

// The forecasts worked out for a kept profile view (one per profile version and day: chart-view.server.ts),
// by start and length: the Daily tab's year ahead is searched once a day, not on every view.
const forecasts = new WeakMap<object, Map<string, readonly ForecastEvent[]>>();

/** The user's forecast, its texts in `locale`; 404 without a natal chart. The events are shared between requests: read them, never change them. */
export async function forecastForUser(userId: string, months: number, now = new Date(), locale: Locale = "en"): Promise<{ from: string; months: number; events: readonly ForecastEvent[] }> {
  const profile = await cachedProfileView(userId, now);
  if (!profile) throw new HttpError(404, "Create your natal chart first to see the year ahead.");
  const fromMs = forecastStart(now);
  let kept = forecasts.get(profile);
  if (!kept) forecasts.set(profile, (kept = new Map()));
  const key = `${fromMs}:${months}:${locale}`;
  let events = kept.get(key);
  if (!events) {
    const english = forecast(profile.chart, { fromMs, months });
    events = Object.freeze(locale === "en" ? english : english.map((e) => ({ ...e, text: eventText(e, locale) })));
    kept.set(key, events);
  }
  return { from: new Date(fromMs).toISOString(), months, events };
}

function sign(userId: string, tokenId: string) {
  return crypto.createHmac("sha256", env().SESSION_SECRET).update(`calendar:${userId}.${tokenId}`).digest("base64url").slice(0, 32);
}

export function calendarToken(userId: string, tokenId: string) {
  return `${Buffer.from(userId).toString("base64url")}.${tokenId}.${sign(userId, tokenId)}`;
}

export function calendarUrl(token: string) {
  return `${env().APP_URL.replace(/\/$/, "")}/forecast.ics?token=${encodeURIComponent(token)}`;
}

/** The user's current feed link, or null when there is none (never made, or revoked). */
export async function calendarLink(userId: string): Promise<string | null> {
  const feed = await findCalendarFeed(userId);
  return feed ? calendarUrl(calendarToken(userId, feed.tokenId)) : null;
}

/** Makes a new feed link (Premium; 403 otherwise); any earlier link stops working. */
export async function createCalendarLink(user: User): Promise<string> {
  if (!isPremium(user)) throw new HttpError(403, "The calendar feed is a Premium feature. Upgrade to Premium to add the year ahead to your calendar.");
  const tokenId = crypto.randomBytes(12).toString("base64url");
  await replaceCalendarFeed(user.id, tokenId);
  return calendarUrl(calendarToken(user.id, tokenId));
}

export async function revokeCalendarLink(userId: string): Promise<boolean> {
  return deleteCalendarFeed(userId);
}

/** The feed's owner for a token: 404 for a malformed, forged or revoked token, 403 when no longer Premium. */
export async function userForCalendarToken(token: string | null): Promise<User> {
  const unknown = new HttpError(404, "Unknown or revoked calendar link. Make a new one in your settings.");
  if (!token || token.length > 200) throw unknown;
  const parts = token.split(".");
  if (parts.length !== 3) throw unknown;
  const [encodedId, tokenId, signature] = parts as [string, string, string];
  if (!encodedId || !tokenId || !signature) throw unknown;
  const userId = Buffer.from(encodedId, "base64url").toString("utf8");
  const expected = Buffer.from(sign(userId, tokenId));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) throw unknown;
  const feed = await findCalendarFeed(userId);
  if (!feed || feed.tokenId !== tokenId) throw unknown;
  const user = await findUserById(userId);
  if (!user) throw unknown;
  if (!isPremium(user)) throw new HttpError(403, "The calendar feed is a Premium feature; this account is no longer Premium.");
  return user;
}

/** The events as an iCalendar feed in the member's language: one zero-length VEVENT at each exact moment. */
export function forecastIcs(events: readonly ForecastEvent[], userId: string, locale: Locale = "en", now = new Date()): string {
  const t = translator(locale);
  const day = (iso: string) => (locale === "en" ? iso.slice(0, 10) : formatDay(iso.slice(0, 10), locale, { year: "numeric", month: "long", day: "numeric" }));
  const stamp = icsDate(now.toISOString());
  const vevents = events.map((e) => {
    const window = e.start && e.end ? `\n\n${t("year.icsWithin", { start: day(e.start), end: day(e.end) })}` : "";
    const key = `${userId}|${e.kind}|${e.body}|${e.target}|${e.aspect}|${e.date}`;
    return icsEvent({ key, host: "threeskies", stamp, start: e.date, summary: eventTitle(e, t), description: e.text + window, category: e.kind.toUpperCase() });
  });
  return icsCalendar("The Year Ahead", t("year.calendarTitle"), [], vevents);
}
