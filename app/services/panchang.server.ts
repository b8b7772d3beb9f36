/**
 * The day's panchang for a place, for the /panchang pages and GET /api/panchang: the engine's
 * instants as ISO strings (the API's shape) and as the words the page says them in, in the zone.
 */
import { panchang, PolarDayError, type LimbSpan, type LunarMonth, type Panchang, type Span } from "~/astrology/panchang";
import { clockInWords, offsetMinutes, placeClockAt, wallClockAtOffset, zoneAt } from "~/astrology/time";
import { HttpError } from "~/domain/errors";
import { formatLongDay } from "~/domain/dates";
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
export function timeOnClock(ms: number | null, clock: ClockAt, day: string): string {
  if (ms === null) return "none in the next day";
  const w = wallClockAtOffset(ms, clock(ms));
  const time = `${w.hour % 12 === 0 ? 12 : w.hour % 12}:${String(w.minute).padStart(2, "0")} ${w.hour < 12 ? "am" : "pm"}`;
  const on = dayOnClock(ms, clock);
  return on === day ? time : `${time} on ${formatLongDay(on)}`;
}

/** The calendar day (yyyy-mm-dd) an instant falls on in a zone. */
export function dayInZone(ms: number, zone: string): string {
  return dayOnClock(ms, zoneClock(zone));
}

/** `timeOnClock` on a zone's clock. */
export function timeInWords(ms: number | null, zone: string, day: string): string {
  return timeOnClock(ms, zoneClock(zone), day);
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

/** "Pausha", "Adhika Jyeshtha". */
export function monthName(m: LunarMonth): string {
  return m.adhika ? `Adhika ${m.name}` : m.name;
}

type ApiLimb = { start: string; end: string; kshaya?: boolean; vriddhi?: boolean };

/** The same day as the page says it: every time on the clock kept at the place on that date, in words. */
export function panchangInWords(api: PanchangApi) {
  const { timezone: zone, latitude, longitude } = api.place;
  const clock = placeClock({ zone, latitude, longitude });
  const at = (value: string | null) => timeOnClock(value === null ? null : Date.parse(value), clock, api.date);
  const span = (s: { start: string; end: string }) => `${at(s.start)} to ${at(s.end)}`;
  const sunriseMs = Date.parse(api.sunrise);
  const kept = placeClockAt(zone, latitude, longitude, sunriseMs);
  /** Each run of a limb in the day: its name and when it holds, from sunrise to the next sunrise. */
  const runs = <T extends ApiLimb>(list: T[], label: (l: T) => string) =>
    list.map((l, i) => ({
      name: label(l),
      when: i === 0 ? `until ${at(l.end)}` : `from ${at(l.start)} until ${at(l.end)}`,
      note: l.kshaya ? "kshaya: it begins after sunrise and ends before the next sunrise" : l.vriddhi ? "vriddhi: it is in force at two sunrises" : null,
    }));
  return {
    day: formatLongDay(api.date),
    clock: clockInWords(zone, sunriseMs, kept.offsetMinutes, kept.localMean, "the place"),
    sunrise: at(api.sunrise),
    sunset: at(api.sunset),
    moonrise: at(api.moonrise),
    moonset: at(api.moonset),
    tithiEnd: at(api.tithi.end),
    nakshatraEnd: at(api.nakshatra.end),
    yogaEnd: at(api.yoga.end),
    karanaEnd: at(api.karana.end),
    tithis: runs(api.tithis, (t) => `${t.paksha} ${t.name} (tithi ${t.number} of 30)`),
    nakshatras: runs(api.nakshatras, (n) => `${n.name} (${n.number} of 27)`),
    yogas: runs(api.yogas, (y) => `${y.name} (${y.number} of 27)`),
    karanas: runs(api.karanas, (k) => k.name),
    amanta: monthName(api.month.amanta),
    purnimanta: monthName(api.month.purnimanta),
    samvat: `Vikram Samvat ${api.samvat.vikram}, Shaka Samvat ${api.samvat.shaka}`,
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
