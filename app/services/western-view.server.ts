/**
 * The Western chart's views that unfold in time (decision 017): the secondary progressions and the
 * solar return, derived from the stored chart for the moment of reading, never stored.
 */
import { progressedChart, solarReturnChart, type ProgressedChart, type SolarReturnChart, type SolarReturnPlace } from "~/astrology";
import { localDayBounds } from "~/astrology/time";
import type { ProfileView, StoredRow } from "~/services/profile.server";

export function progressionsOf(stored: StoredRow, birthDate: string, now: Date): ProgressedChart {
  return progressedChart({
    birthMs: Date.parse(stored.utc),
    latitude: stored.latitude,
    natalSun: stored.bodies.Sun.longitude,
    natalMidheaven: stored.timeKnown && stored.midheaven ? stored.midheaven.longitude : null,
    timeKnown: stored.timeKnown,
    dayBounds: stored.timeKnown ? undefined : localDayBounds({ birthDate, birthTime: null, latitude: stored.latitude, longitude: stored.longitude }),
    nowMs: now.getTime(),
  });
}

export function solarReturnOf(stored: Pick<StoredRow, "bodies" | "utc" | "timeKnown">, place: SolarReturnPlace, now: Date): SolarReturnChart {
  return solarReturnChart({ natalSun: stored.bodies.Sun.longitude, birthMs: Date.parse(stored.utc), timeKnown: stored.timeKnown, place, nowMs: now.getTime() });
}

/** The solar return of the birthday year running at `now`, cast at another place (the Birth tab's place search). */
export function solarReturnAt(profile: ProfileView, place: SolarReturnPlace, now = new Date()): SolarReturnChart {
  return solarReturnOf(profile.chart, place, now);
}
