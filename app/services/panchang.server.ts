/**
 * The day's panchang for a place, for the /panchang pages and GET /api/panchang: the engine's
 * instants as ISO strings (the API's shape) and as the words the page says them in, in the zone.
 */
import { panchang, PolarDayError, type LimbSpan, type LunarMonth, type Panchang, type Span } from "~/astrology/panchang";
import { clockInWords, formatShortOffset, offsetMinutes, placeClockAt, wallClockAtOffset, zoneAt } from "~/astrology/time";
import { HttpError } from "~/domain/errors";
import { longDay, wallTime, weekdayName, zoneName } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { translator } from "~/i18n/messages.server";
import { daySitemap } from "~/services/public-day.server";

export interface PanchangPlace {
  name: string;
  latitude: number;
  longitude: number;
  zone: string;
}

export const NEW_DELHI: PanchangPlace = { name: "New Delhi, Delhi, India", latitude: 28.6139, longitude: 77.209, zone: "Asia/Kolkata" };

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const isoSpan = (s: Span) => ({ start: iso(s.startMs)!, end: iso(s.endMs)! });

/** The offset (minutes ahead of UT) of a clock at an instant. */
export type ClockAt = (ms: number) => number;

/** A zone's legal clock as the tz database records it (the almanac's UTC+8, a visitor's "today"). */
export const zoneClock =
  (zone: string): ClockAt =>
  (ms) =>
    offsetMinutes(zone, ms);

/** The clock kept at a place, as its charts read birth times there: a city's own clock or local mean time before standard time. */
export const placeClock =
  (place: { latitude: number; longitude: number; zone: string }): ClockAt =>
  (ms) =>
    placeClockAt(place.zone, place.latitude, place.longitude, ms).offsetMinutes;

/** The calendar day (yyyy-mm-dd) an instant falls on, on a clock. */
export function dayOnClock(ms: number, clock: ClockAt): string {
  const w = wallClockAtOffset(ms, clock(ms));
  return `${String(w.year).padStart(4, "0")}-${String(w.month).padStart(2, "0")}-${String(w.day).padStart(2, "0")}`;
}

/** "6:51 am", or "4:34 am on Thursday, January 27, 2022" when the instant is on another day. */
export function timeOnClock(ms: number | null, clock: ClockAt, day: string, locale: Locale = "en"): string {
  const t = translator(locale);
  if (ms === null) return t("panchang.noTime");
  const time = wallTime(wallClockAtOffset(ms, clock(ms)), locale);
  const on = dayOnClock(ms, clock);
  return on === day ? time : t("panchang.timeOnDay", { time, day: longDay(on, locale) });
}

/** The calendar day (yyyy-mm-dd) an instant falls on in a zone. */
export function dayInZone(ms: number, zone: string): string {
  return dayOnClock(ms, zoneClock(zone));
}

/** `timeOnClock` on a zone's clock. */
export function timeInWords(ms: number | null, zone: string, day: string, locale: Locale = "en"): string {
  return timeOnClock(ms, zoneClock(zone), day, locale);
}

const isoLimb = (l: LimbSpan) => ({ number: l.number, name: l.name, start: iso(l.startMs)!, end: iso(l.endMs)!, kshaya: l.kshaya, vriddhi: l.vriddhi });

export type PanchangApi = ReturnType<typeof toApi>;

function toApi(p: Panchang, place: PanchangPlace) {
  return {
    date: p.date,
    place: { name: place.name, latitude: place.latitude, longitude: place.longitude, timezone: place.zone },
    sunrise: iso(p.sunriseMs)!,
    sunset: iso(p.sunsetMs)!,
    moonrise: iso(p.moonriseMs),
    moonset: iso(p.moonsetMs),
    vara: { number: p.vara.number, name: p.vara.name, weekday: WEEKDAYS[p.vara.number - 1]! },
    tithi: { number: p.tithi.number, name: p.tithi.name, paksha: p.tithi.paksha, end: iso(p.tithi.endMs)! },
    nakshatra: { number: p.nakshatra.number, name: p.nakshatra.name, end: iso(p.nakshatra.endMs)! },
    yoga: { number: p.yoga.number, name: p.yoga.name, end: iso(p.yoga.endMs)! },
    karana: { name: p.karana.name, end: iso(p.karana.endMs)! },
    nextSunrise: iso(p.nextSunriseMs)!,
    tithis: p.tithis.map((t) => ({ ...isoLimb(t), paksha: t.paksha })),
    nakshatras: p.nakshatras.map(isoLimb),
    yogas: p.yogas.map(isoLimb),
    karanas: p.karanas.map(({ name, startMs, endMs }) => ({ name, start: iso(startMs)!, end: iso(endMs)! })),
    month: { amanta: p.month.amanta, purnimanta: p.month.purnimanta },
    samvat: p.samvat,
    rahuKaal: isoSpan(p.rahuKaal),
    yamaganda: isoSpan(p.yamaganda),
    gulikaKaal: isoSpan(p.gulikaKaal),
    abhijit: isoSpan(p.abhijit),
  };
}

/** The place of an API query: New Delhi without coordinates; the place's own zone without tz. */
export function placeFromQuery(q: { lat?: number; lon?: number; tz?: string }): PanchangPlace {
  if (q.lat === undefined || q.lon === undefined) return { ...NEW_DELHI, zone: q.tz ?? NEW_DELHI.zone };
  return { name: `${q.lat}, ${q.lon}`, latitude: q.lat, longitude: q.lon, zone: q.tz ?? zoneAt(q.lat, q.lon) };
}

/** A place picked from the search results (or remembered in the cookie). */
export function placeFromChoice(c: { name: string; lat: number; lon: number; tz: string }): PanchangPlace {
  return { name: c.name, latitude: c.lat, longitude: c.lon, zone: c.tz };
}

/** The panchang of `date` at `place`; a day without sunrise or sunset (polar night or day) is a 400. */
export function panchangFor(date: string, place: PanchangPlace): PanchangApi {
  try {
    return toApi(panchang(date, place.latitude, place.longitude, place.zone), place);
  } catch (error) {
    if (error instanceof PolarDayError) throw new HttpError(400, error.message);
    throw error;
  }
}

/** "Pausha", "Adhika Jyeshtha"; "पौष" in Hindi. */
export function monthName(m: LunarMonth, locale: Locale = "en"): string {
  const t = translator(locale);
  const month = t(`vedic.masa.${m.name}`);
  return m.adhika ? t("panchang.adhika", { month }) : month;
}

type ApiLimb = { start: string; end: string; kshaya?: boolean; vriddhi?: boolean };

/** The clock a page's times are on, in words: the English sentence of the charts, or its name and offset. */
function clockName(zone: string, ms: number, kept: { offsetMinutes: number; localMean: boolean }, locale: Locale): string {
  if (locale === "en") return clockInWords(zone, ms, kept.offsetMinutes, kept.localMean, "the place");
  const offset = formatShortOffset(kept.offsetMinutes);
  const t = translator(locale);
  return kept.localMean ? t("panchang.clockMean", { offset }) : t("panchang.clockZone", { name: zoneName(zone, ms, locale), offset });
}

/** The same day as the page says it, in a language: every time on the clock kept at the place on that date. */
export function panchangInWords(api: PanchangApi, locale: Locale = "en") {
  const t = translator(locale);
  const name = (kind: string, value: string) => t(`vedic.${kind}.${value}`);
  const { timezone: zone, latitude, longitude } = api.place;
  const clock = placeClock({ zone, latitude, longitude });
  const at = (value: string | null) => timeOnClock(value === null ? null : Date.parse(value), clock, api.date, locale);
  const span = (s: { start: string; end: string }) => t("panchang.span", { start: at(s.start), end: at(s.end) });
  const sunriseMs = Date.parse(api.sunrise);
  const kept = placeClockAt(zone, latitude, longitude, sunriseMs);
  /** Each run of a limb in the day: its name and when it holds, from sunrise to the next sunrise. */
  const runs = <T extends ApiLimb>(list: T[], label: (l: T) => string) =>
    list.map((l, i) => ({
      name: label(l),
      when: i === 0 ? t("panchang.until", { time: at(l.end) }) : t("panchang.fromUntil", { start: at(l.start), end: at(l.end) }),
      note: l.kshaya ? t("panchang.kshaya") : l.vriddhi ? t("panchang.vriddhi") : null,
    }));
  const ofCount = (kind: string) => (l: { name: string; number: number }) => t("panchang.limbRun", { name: name(kind, l.name), number: l.number, count: 27 });
  return {
    day: longDay(api.date, locale),
    clock: clockName(zone, sunriseMs, kept, locale),
    vara: t("panchang.varaValue", { vara: name("vara", api.vara.name), weekday: weekdayName(api.date, locale) }),
    sunrise: at(api.sunrise),
    sunset: at(api.sunset),
    moonrise: at(api.moonrise),
    moonset: at(api.moonset),
    tithiEnd: at(api.tithi.end),
    nakshatraEnd: at(api.nakshatra.end),
    yogaEnd: at(api.yoga.end),
    karanaEnd: at(api.karana.end),
    tithis: runs(api.tithis, (l) => t("panchang.tithiRun", { paksha: name("paksha", l.paksha), name: name("tithi", l.name), number: l.number })),
    nakshatras: runs(api.nakshatras, ofCount("nakshatra")),
    yogas: runs(api.yogas, ofCount("yoga")),
    karanas: runs(api.karanas, (k) => name("karana", k.name)),
    amanta: monthName(api.month.amanta, locale),
    purnimanta: monthName(api.month.purnimanta, locale),
    samvat: t("panchang.samvatValue", { vikram: String(api.samvat.vikram), shaka: String(api.samvat.shaka) }),
    rahuKaal: span(api.rahuKaal),
    yamaganda: span(api.yamaganda),
    gulikaKaal: span(api.gulikaKaal),
    abhijit: span(api.abhijit),
  };
}

/** Sitemap entries of the day tables: the panchang and the Chinese calendar, today, the next 7 days and the last 30. */
export function dayTablesSitemap(today: string) {
  return ["/panchang", "/chinese-calendar"].flatMap((base) => daySitemap(base, today, ["0.8", "0.7", "0.4"]));
}
