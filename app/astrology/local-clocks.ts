/**
 * Legal clocks the tz database does not keep per place. Where it merges a region into one zone, the zone
 * carries one city's history for everyone: Europe/Moscow gives Moscow Mean Time to all of provincial
 * Russia before the zone-time decree of 1919, Asia/Kolkata gives Madras Time to all of India before 1906
 * and Indian Standard Time to Bombay and Calcutta, which kept their own clocks until 1955 and 1948.
 * Each entry names its sources; docs/decisions/006-time-zone-data.md gives the full account.
 */

import clocks from "./data/local-clocks.json" with { type: "json" };

export interface Area {
  latitude: number;
  longitude: number;
  /** Radius in kilometres. */
  km: number;
}

export interface LocalClock {
  zone: string;
  /** Where the clock was kept; null for the whole zone outside `except`. */
  area: Area | null;
  /** Places inside the zone that kept the zone's own record (the city whose mean time it is). */
  except: Area[];
  /** UT instants (ms) the clock applied from (inclusive, null: since the zone's record begins) and until. */
  fromMs: number | null;
  untilMs: number;
  /** Seconds east of Greenwich, or "mean" for the birth place's own local mean time. */
  offset: number | "mean";
  /** Name of the clock as people called it ("Bombay Time"); for "mean", unused. */
  name: string;
  /** Where the clock was kept, for "the clock kept in Bombay". */
  place: string;
  source: string;
}

const utc = (iso: string) => Date.parse(`${iso}Z`);

/**
 * City clocks first: the first entry that holds for a place and instant applies. Each ends at local
 * midnight of `until` on the clock it gives way to (`untilOffset`, seconds east of Greenwich).
 */
export const LOCAL_CLOCKS: readonly LocalClock[] = clocks.clocks.map(({ area, except, until, untilOffset, offset, ...c }) => ({
  ...c,
  area: area ? clocks.areas[area as keyof typeof clocks.areas] : null,
  except: except.map((a) => clocks.areas[a as keyof typeof clocks.areas]),
  fromMs: null,
  untilMs: utc(until) - untilOffset * 1000,
  offset: offset === "mean" ? "mean" : Number(offset),
}));

const EARTH_KM = 6371;
const RAD = Math.PI / 180;

export function within(area: Area, latitude: number, longitude: number): boolean {
  const dLat = (latitude - area.latitude) * RAD;
  const dLon = (longitude - area.longitude) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(latitude * RAD) * Math.cos(area.latitude * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(a))) <= area.km;
}

/**
 * The local clock at a place and instant, when the tz record is not the one kept there. `summer` is
 * whether the zone's record is summer or war time then: the sources do not say how the city clocks moved
 * in war time (India 1941-45), so the zone's record stands for those spans.
 */
export function localClockAt(zone: string, latitude: number, longitude: number, utcMs: number, summer: boolean): LocalClock | null {
  if (summer) return null;
  for (const c of LOCAL_CLOCKS) {
    if (c.zone !== zone) continue;
    if (c.fromMs !== null && utcMs < c.fromMs) continue;
    if (utcMs >= c.untilMs) continue;
    if (c.area && !within(c.area, latitude, longitude)) continue;
    if (c.except.some((a) => within(a, latitude, longitude))) continue;
    return c;
  }
  return null;
}

/** A named city clock of `zone` with this offset at this instant (for describing a stored chart). */
export function namedClockAt(zone: string, offsetSeconds: number, utcMs: number): LocalClock | null {
  return (
    LOCAL_CLOCKS.find(
      (c) => c.zone === zone && c.offset === offsetSeconds && (c.fromMs === null || utcMs >= c.fromMs) && utcMs < c.untilMs,
    ) ?? null
  );
}
