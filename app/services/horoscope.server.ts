/**
 * Daily horoscopes: one stored text per (user, local date), generated on first demand with the
 * engine's split API (the day's sky once per date and zone, then a cheap per-user composition).
 */
// Imported from the engine's modules (not the barrel) so the job does not load the gazetteer or synastry.
import { composeDaily, daySky, rewriteFacts } from "~/astrology/daily";
import { computeChart, type ChartData } from "~/astrology/natal";
import type { TimeChoice } from "~/astrology/time";
import { isKnownZone } from "~/astrology/tz";
import { isReplica } from "~/db.server";
import { aiConfigured, enrichDailyHoroscope } from "~/services/ai.server";
import { findDailyHoroscope, insertDailyHoroscopeOnce } from "~/models/horoscope.server";
import { findChartSource } from "~/models/profile.server";
import type { ProfileRow } from "~/models/schema";
import { readStoredChart } from "~/models/stored-chart";
import type { Locale } from "~/i18n/locales";

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timezone: string): Intl.DateTimeFormat | null {
  let f = formatters.get(timezone);
  if (f) return f;
  try {
    f = new Intl.DateTimeFormat("en-CA", {
      timeZone: timezone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
  } catch {
    return null;
  }
  formatters.set(timezone, f);
  return f;
}

/** True when `timezone` is an IANA name of the tz database that this runtime knows too. */
export function isValidTimezone(timezone: string | null | undefined): timezone is string {
  return typeof timezone === "string" && timezone.length > 0 && isKnownZone(timezone) && formatterFor(timezone) !== null;
}

/** Wall-clock date (`YYYY-MM-DD`) and time (`HH:MM`) of an instant in an IANA zone. */
export function localDateTime(now: Date, timezone: string): { date: string; time: string } {
  const f = formatterFor(timezone) ?? formatterFor("UTC")!;
  const parts: Record<string, string> = {};
  for (const p of f.formatToParts(now)) parts[p.type] = p.value;
  const hour = parts.hour === "24" ? "00" : parts.hour;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${hour}:${parts.minute}` };
}

type ProfileForChart = Pick<
  ProfileRow,
  "birthDate" | "birthTime" | "birthLatitude" | "birthLongitude" | "timeChoice" | "chart"
>;

/** The natal chart of a profile row: the stored JSON, else recomputed from the birth details. */
export function chartOfProfile(profile: ProfileForChart): ChartData {
  const stored = readStoredChart<ChartData>(profile.chart);
  if (stored) return stored.chart;
  const choice = profile.timeChoice === "earlier" || profile.timeChoice === "later" ? (profile.timeChoice as TimeChoice) : undefined;
  return computeChart({
    birthDate: profile.birthDate,
    birthTime: profile.birthTime,
    latitude: Number(profile.birthLatitude),
    longitude: Number(profile.birthLongitude),
    timeChoice: choice,
  }).chart;
}

/** The zone a user's day is counted in: their setting, else the birth place's zone, else UTC. */
export function effectiveTimezone(timezone: string | null | undefined, chart: Pick<ChartData, "ianaZone"> | null): string {
  if (isValidTimezone(timezone)) return timezone;
  if (chart && isValidTimezone(chart.ianaZone)) return chart.ianaZone;
  return "UTC";
}

/** Composes (without storing) a user's horoscope for a local date, in their language. */
export function composeHoroscope(userId: string, chart: ChartData, date: string, timezone: string, locale: Locale): string {
  return composeDaily(chart, daySky(date, timezone), userId, locale).content;
}

/**
 * Stores a horoscope unless one exists for (user, date) in that language and answers the stored
 * text, so two concurrent generators agree on one text. On a replica nothing is written.
 */
export async function storeDailyHoroscope(userId: string, date: string, content: string, locale: Locale): Promise<string> {
  if (isReplica()) return content;
  return insertDailyHoroscopeOnce(userId, date, content, locale);
}

/**
 * Today's horoscope of a user (today in `timezone`, else the birth place's zone, else UTC) in their
 * language: the stored one, or a new one generated and stored (replacing a day stored in another
 * language). Null when the user has no astrology profile (a day is only ever written from a
 * profile, and both go only with the account).
 */
export async function getOrCreateDailyHoroscope(
  userId: string,
  timezone: string | null,
  now: Date = new Date(),
  locale: Locale = "en",
): Promise<{ date: string; content: string } | null> {
  // The stored chart (kilobytes of JSON) is read only when it is needed: for the day's zone when the
  // member has none, or to write the day's text; a day already written in the member's own zone
  // (every view after the first) needs neither.
  let source: Promise<ProfileForChart | undefined> | undefined;
  const profile = () => (source ??= findChartSource(userId));
  let chart: ChartData | undefined;
  const chartOf = (found: ProfileForChart) => (chart ??= chartOfProfile(found));
  let zone = timezone;
  if (!isValidTimezone(zone)) {
    const found = await profile();
    if (!found) return null;
    zone = effectiveTimezone(timezone, chartOf(found));
  }
  const { date } = localDateTime(now, zone);
  const existing = await findDailyHoroscope(userId, date);
  if (existing?.locale === locale) return { date, content: existing.content };
  const found = await profile();
  if (!found) return null;
  const day = composeDaily(chartOf(found), daySky(date, zone), userId, locale);
  // The optional AI rewrite (OPENAI_API_KEY, English) gets the ranked facts and must keep them; else the built-in text.
  const content = aiConfigured() && locale === "en" ? await enrichDailyHoroscope(rewriteFacts(day), day.content) : day.content;
  return { date, content: await storeDailyHoroscope(userId, date, content, locale) };
}
