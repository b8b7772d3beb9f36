// The chart JSON stored in astrology_profiles.chart, read through one versioned schema instead of
// guessing from missing keys.
//
// Versions:
//  - 1: the natal chart (`bodies` with the Sun, `utc`, `ianaZone`…), no `version` key (rows written
//       before the Chinese pillars and the Vedic planets were stored).
//  - 2: version 1 plus `chinese.pillars` and `vedic.planets`; written with `version: 2`.
//  - 3: version 2 plus `chinese.jie` (the instants of the jie before and after the birth, which the
//       luck pillars count from); written with `version: 3`.
//  - 4: version 3 plus `vedic.moon.candidates` (the untimed day's rashis), and the birth's UT read in
//       the place's own legal clock where the tz database merges zones (Bombay, Calcutta, provincial
//       Russia, "-00" settlements): older rows are recomputed.
//  - 5: version 4 plus `conventions` (the ayanamsa, node, dasha year, BaZi hour and day start it was
//       computed with, decision 018): a row whose conventions are not the member's is recomputed.
// Extending it: a new optional field needs nothing here (objects pass unknown keys through). A field
// every reader relies on needs a new version: add `version5` below, bump CURRENT_CHART_VERSION, and
// readers that need it recompute older rows (as they do for version 1 today).
import { z } from "zod";

export const CURRENT_CHART_VERSION = 5;

const loose = z.object({}).passthrough();

const version1 = z
  .object({
    version: z.literal(1).optional(),
    utc: z.string(),
    bodies: z.object({ Sun: loose }).passthrough(),
  })
  .passthrough();

const version2 = version1.extend({
  version: z.literal(2).optional(),
  chinese: z.object({ pillars: loose }).passthrough(),
  vedic: z.object({ planets: z.unknown().refine((value) => value !== undefined && value !== null) }).passthrough(),
});

const version3 = version2.extend({
  version: z.literal(3).optional(),
  chinese: z.object({ pillars: loose, jie: z.object({ previous: z.string(), next: z.string() }) }).passthrough(),
});

const version4 = version3.extend({
  version: z.literal(4).optional(),
  vedic: z
    .object({
      planets: z.unknown().refine((value) => value !== undefined && value !== null),
      moon: z.object({ candidates: z.array(loose).min(1) }).passthrough(),
    })
    .passthrough(),
});

const version5 = version4.extend({
  version: z.literal(5).optional(),
  conventions: z.object({ baziHour: z.string(), dayStart: z.string(), ayanamsa: z.string(), node: z.string(), dashaYearDays: z.number() }).passthrough(),
});

export type StoredChartRead<T> = { version: 1 | 2 | 3 | 4 | 5; chart: T } | null;

/** The stored chart with its version (the highest whose fields it has), or null when unreadable. */
export function readStoredChart<T>(json: string | null | undefined): StoredChartRead<T> {
  let value: unknown;
  try {
    value = JSON.parse(json ?? "");
  } catch {
    return null;
  }
  if (version5.safeParse(value).success) return { version: 5, chart: value as T };
  if (version4.safeParse(value).success) return { version: 4, chart: value as T };
  if (version3.safeParse(value).success) return { version: 3, chart: value as T };
  if (version2.safeParse(value).success) return { version: 2, chart: value as T };
  if (version1.safeParse(value).success) return { version: 1, chart: value as T };
  return null;
}

/** The JSON to store for a chart of the current version. */
export function writeStoredChart(chart: object): string {
  return JSON.stringify({ version: CURRENT_CHART_VERSION, ...chart });
}
