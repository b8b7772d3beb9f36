/**
 * The day's panchang for a place, for the /panchang pages and GET /api/panchang: the engine's
 * instants as ISO strings (the API's shape) and as the words the page says them in, in the zone.
 */
import { panchang, PolarDayError, type Panchang, type Span } from "~/astrology/panchang";
import { clockInWords, offsetMinutes, wallClockInZone, zoneAt } from "~/astrology/time";
import { HttpError } from "~/domain/errors";
import { formatLongDay } from "~/domain/dates";
import { isPublicDay } from "~/schemas/public-day";
import { shiftDay } from "~/services/public-day.server";

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

/** The calendar day (yyyy-mm-dd) an instant falls on in a zone. */
export function dayInZone(ms: number, zone: string): string {
  const w = wallClockInZone(ms, zone);
  return `${String(w.year).padStart(4, "0")}-${String(w.month).padStart(2, "0")}-${String(w.day).padStart(2, "0")}`;
}

/** "6:51 am", or "4:34 am on Thursday, January 27, 2022" when the instant is on another day. */
export function timeInWords(ms: number | null, zone: string, day: string): string {
  if (ms === null) return "none in the next day";
  const w = wallClockInZone(ms, zone);
  const clock = `${w.hour % 12 === 0 ? 12 : w.hour % 12}:${String(w.minute).padStart(2, "0")} ${w.hour < 12 ? "am" : "pm"}`;
  const on = dayInZone(ms, zone);
  return on === day ? clock : `${clock} on ${formatLongDay(on)}`;
}

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

/** The same day as the page says it: every time in the place's zone, in words. */
export function panchangInWords(api: PanchangApi) {
  const zone = api.place.timezone;
  const at = (value: string | null) => timeInWords(value === null ? null : Date.parse(value), zone, api.date);
  const span = (s: { start: string; end: string }) => `${at(s.start)} to ${at(s.end)}`;
  const sunriseMs = Date.parse(api.sunrise);
  return {
    day: formatLongDay(api.date),
    clock: clockInWords(zone, sunriseMs, offsetMinutes(zone, sunriseMs), false),
    sunrise: at(api.sunrise),
    sunset: at(api.sunset),
    moonrise: at(api.moonrise),
    moonset: at(api.moonset),
    tithiEnd: at(api.tithi.end),
    nakshatraEnd: at(api.nakshatra.end),
    yogaEnd: at(api.yoga.end),
    karanaEnd: at(api.karana.end),
    rahuKaal: span(api.rahuKaal),
    yamaganda: span(api.yamaganda),
    gulikaKaal: span(api.gulikaKaal),
    abhijit: span(api.abhijit),
  };
}

/** Sitemap entries of the day tables: the panchang and the Chinese calendar, today, the next 7 days and the last 30. */
export function dayTablesSitemap(today: string): { path: string; changefreq: string; priority: string }[] {
  const out: { path: string; changefreq: string; priority: string }[] = [];
  for (const base of ["/panchang", "/chinese-calendar"]) {
    out.push({ path: base, changefreq: "daily", priority: "0.8" });
    for (let i = -30; i <= 7; i++) {
      const date = shiftDay(today, i);
      if (isPublicDay(date)) out.push({ path: `${base}/${date}`, changefreq: i < 0 ? "never" : "daily", priority: i === 0 ? "0.7" : "0.4" });
    }
  }
  return out;
}
