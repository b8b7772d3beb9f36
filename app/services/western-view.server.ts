/**
 * The Western chart's views that unfold in time (decision 017): the secondary progressions and the
 * solar return, derived from the stored chart for the moment of reading, never stored.
 */
import { progressedChart, solarReturnChart, type ProgressedChart, type SolarReturnChart, type SolarReturnPlace } from "~/astrology";
import { localDayBounds } from "~/astrology/time";
import type { StoredRow } from "~/services/profile.server";
import { solarReturnPlaceSchema, SOLAR_RETURN_PLACE_MISSING } from "~/schemas/western";
import type { Locale } from "~/i18n/locales";

export function progressionsOf(stored: StoredRow, birthDate: string, now: Date, locale: Locale): ProgressedChart {
  return progressedChart({
    birthMs: Date.parse(stored.utc),
    latitude: stored.latitude,
    natalSun: stored.bodies.Sun.longitude,
    natalMidheaven: stored.timeKnown && stored.midheaven ? stored.midheaven.longitude : null,
    timeKnown: stored.timeKnown,
    dayBounds: stored.timeKnown ? undefined : localDayBounds({ birthDate, birthTime: null, latitude: stored.latitude, longitude: stored.longitude }),
    nowMs: now.getTime(),
  }, locale);
}

/** The solar return of the birthday year running at `now`, cast at `place` (the birth place, or one the Birth tab's search picked). */
export function solarReturnOf(stored: Pick<StoredRow, "bodies" | "utc" | "timeKnown">, place: SolarReturnPlace, now: Date, locale: Locale): SolarReturnChart {
  return solarReturnChart({ natalSun: stored.bodies.Sun.longitude, birthMs: Date.parse(stored.utc), timeKnown: stored.timeKnown, place, nowMs: now.getTime() }, locale);
}

export type SolarReturnQuery = { error: string; search: string } | { error: null; place: SolarReturnPlace | null; search: string };

/**
 * The place a solar return is asked for, by the Birth tab's GET form and by GET /api/profile:
 * `returnName`, `returnLat` and `returnLon` (a place picked, or coordinates), and on the tab
 * `returnPlace`, a name to search for. `place` is null for the birth place; a bad value is the
 * schema's message.
 */
export function solarReturnQuery(searchParams: URLSearchParams): SolarReturnQuery {
  const params = Object.fromEntries([...searchParams].filter(([key, value]) => key.startsWith("return") && value.trim() !== ""));
  const parsed = solarReturnPlaceSchema.safeParse(params);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? SOLAR_RETURN_PLACE_MISSING, search: String(params.returnPlace ?? "") };
  const q = parsed.data;
  const place = q.returnLat !== undefined && q.returnLon !== undefined ? { name: q.returnName || `${q.returnLat}, ${q.returnLon}`, latitude: q.returnLat, longitude: q.returnLon } : null;
  return { error: null, place, search: q.returnPlace ?? "" };
}
