/**
 * Legal clocks the tz database does not keep per place. Where it merges a region into one zone, the zone
 * carries one city's history for everyone: Europe/Moscow gives Moscow Mean Time to all of provincial
 * Russia before the zone-time decree of 1919, Asia/Kolkata gives Madras Time to all of India before 1906
 * and Indian Standard Time to Bombay and Calcutta, which kept their own clocks until 1955 and 1948.
 * Each entry names its sources; docs/decisions/006-time-zone-data.md gives the full account.
 */

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

const MOSCOW: Area = { latitude: 55.7558, longitude: 37.6173, km: 40 };
const MADRAS: Area = { latitude: 13.0827, longitude: 80.2707, km: 30 };
const BOMBAY: Area = { latitude: 18.975, longitude: 72.8258, km: 35 };
const CALCUTTA: Area = { latitude: 22.5726, longitude: 88.3639, km: 30 };

const utc = (iso: string) => Date.parse(`${iso}Z`);

/** City clocks first: the first entry that holds for a place and instant applies. */
export const LOCAL_CLOCKS: readonly LocalClock[] = [
  {
    zone: "Asia/Kolkata",
    area: BOMBAY,
    except: [],
    fromMs: null,
    untilMs: utc("1955-01-01T00:00:00") - (4 * 3600 + 51 * 60) * 1000,
    offset: 4 * 3600 + 51 * 60,
    name: "Bombay Time",
    place: "Bombay",
    source: "Bombay Time, UTC+4:51, one of British India's two time zones of 1884; Bombay kept it after IST (1906) until 1955 (Wikipedia, Bombay Time and Time in India, after the Indian Railways Fan Club's Odds and Ends; the 1906 protests against IST in Bombay: tz asia, citing I. P. Beacock, The Atlantic, 2015-12-22)",
  },
  {
    zone: "Asia/Kolkata",
    area: CALCUTTA,
    except: [],
    fromMs: null,
    untilMs: utc("1948-01-01T00:00:00") - (5 * 3600 + 53 * 60 + 20) * 1000,
    offset: 5 * 3600 + 53 * 60 + 20,
    name: "Calcutta Time",
    place: "Calcutta",
    source: "Calcutta Time, UTC+5:53:20, established 1884 and kept in Calcutta after IST until 1948 (Science 23 (588), 1906-04-06, p. 560; Proceedings of the Asiatic Society of Bengal, June 1899; Indian Railways Fan Club, Odds and Ends); tz asia keeps the same offset as Howrah Mean Time 1854-1870",
  },
  {
    zone: "Asia/Kolkata",
    area: null,
    except: [MADRAS],
    fromMs: null,
    untilMs: utc("1906-01-01T00:00:00") - (5 * 3600 + 21 * 60 + 10) * 1000,
    offset: "mean",
    name: "Local mean time",
    place: "India",
    source: "Before IST (1906-01-01) Madras Time was the railways' and telegraphs' clock; towns kept their own mean time (tz asia comments; Wikipedia, Time in India)",
  },
  {
    zone: "Europe/Moscow",
    area: null,
    except: [MOSCOW],
    fromMs: null,
    untilMs: utc("1919-07-01T00:00:00"),
    offset: "mean",
    name: "Local mean time",
    place: "Russia",
    source: "Decree of the Council of People's Commissars of 8 February 1919 on time zones, in force 1919-07-01; before it each town kept its own mean time, as the tz database records for the provincial zones it keeps (Europe/Samara, Europe/Kirov, Europe/Ulyanovsk: LMT until 1919 Jul 1 0u)",
  },
];

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
