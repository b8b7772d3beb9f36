/**
 * Birth moment: local civil time at a place -> UT.
 *
 * Rules (see docs/decisions/001-astrology-rules.md):
 * - The zone comes from geo-tz's comprehensive data set ("geo-tz/all"), which keeps zones that differed
 *   before 1970; the offset history comes from the IANA database built into Node's Intl.
 * - When Intl says the zone was still on its LMT (the zone's earliest, pre-standard offset) at that
 *   moment, we use the birth place's own local mean time: longitude / 15 hours (as astro.com does).
 * - Ambiguous local times (fall back) and nonexistent ones (spring forward) are detected. The choice
 *   "earlier" (default) reads the time with the offset in force *before* the clock change: for a
 *   repeated hour that is the first occurrence (summer time), for a skipped hour that is standard time.
 *   "later" reads it with the offset in force after the change. The result reports which applied.
 */
import { find as findZones } from "geo-tz/all";

export type TimeChoice = "earlier" | "later";
export type TimeStatus = "ok" | "ambiguous" | "nonexistent" | "lmt" | "unknown-time";

export interface ResolvedTime {
  /** Instant in milliseconds since the Unix epoch (UT). */
  utcMs: number;
  /** ISO 8601 instant, e.g. "1940-10-09T17:30:00.000Z". */
  utc: string;
  /** Julian day number (UT) for the ephemeris. */
  jdUt: number;
  /** IANA zone of the place, or "LMT" when local mean time was used. */
  timezone: string;
  /** The IANA zone of the place even when LMT was used. */
  ianaZone: string;
  /** Offset from UT in minutes (local = UT + offset); can be fractional under LMT. */
  utcOffsetMinutes: number;
  zoneAbbreviation: string;
  status: TimeStatus;
  /** Which reading was applied for an ambiguous or nonexistent time. */
  choice: TimeChoice | null;
  /** The other possible instant for ambiguous/nonexistent times (ISO), for the form to offer. */
  alternativeUtc: string | null;
  /** Human-readable explanation for the profile, or null when nothing unusual happened. */
  note: string | null;
}

const MS_PER_MIN = 60_000;
const DAY_MS = 86_400_000;
const EARLY_PROBE = Date.UTC(1800, 0, 1);
const LATE_PROBES = [Date.UTC(2020, 0, 1), Date.UTC(2020, 6, 1)];

export function julianDayFromMs(ms: number): number {
  return ms / DAY_MS + 2440587.5;
}

// ---------- zone lookup ----------

const zoneCache = new Map<string, string>();
/** IANA zone at a coordinate (comprehensive data set, valid for pre-1970 dates). */
export function zoneAt(latitude: number, longitude: number): string {
  const key = `${latitude.toFixed(4)},${longitude.toFixed(4)}`;
  const hit = zoneCache.get(key);
  if (hit) return hit;
  const zones = findZones(latitude, longitude);
  const zone = zones[0] ?? etcZoneFor(longitude);
  if (zoneCache.size > 50_000) zoneCache.clear();
  zoneCache.set(key, zone);
  return zone;
}

function etcZoneFor(longitude: number): string {
  const h = Math.round(longitude / 15);
  if (h === 0) return "Etc/GMT";
  // Etc/GMT signs are inverted by POSIX convention.
  return h > 0 ? `Etc/GMT-${h}` : `Etc/GMT+${-h}`;
}

// ---------- offsets from Intl ----------

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
const abbrFormatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(zone: string): Intl.DateTimeFormat {
  let f = offsetFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset", year: "numeric" });
    offsetFormatters.set(zone, f);
  }
  return f;
}

/** Offset (minutes, local = UT + offset) of `zone` at instant `ms`, to the second. */
export function offsetMinutes(zone: string, ms: number): number {
  const parts = offsetFormatter(zone).formatToParts(ms);
  let name = "";
  for (const p of parts) if (p.type === "timeZoneName") name = p.value;
  // "GMT", "GMT+5:30", "GMT-00:25:21", "GMT+01:00"
  const m = /GMT([+-])(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?/.exec(name);
  if (!m) return 0;
  const sign = m[1] === "-" ? -1 : 1;
  return sign * (Number(m[2]) * 60 + Number(m[3] ?? 0) + Number(m[4] ?? 0) / 60);
}

function regionalLocale(zone: string): string | null {
  if (zone.startsWith("Europe/") || zone.startsWith("Atlantic/")) return "en-GB";
  if (zone.startsWith("Australia/")) return "en-AU";
  if (zone === "Asia/Kolkata" || zone === "Asia/Calcutta") return "en-IN";
  if (zone === "Pacific/Auckland") return "en-NZ";
  return null;
}

function shortName(zone: string, locale: string, ms: number): string {
  const key = `${locale}|${zone}`;
  let f = abbrFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "short", year: "numeric" });
    abbrFormatters.set(key, f);
  }
  for (const p of f.formatToParts(ms)) if (p.type === "timeZoneName") return p.value;
  return "";
}

/** Zone abbreviation at an instant ("PST", "BST", "CEST", "IST"), else "GMT+5:30"-style. */
export function zoneAbbreviation(zone: string, ms: number): string {
  let name = shortName(zone, "en-US", ms);
  if (/^(GMT|UTC)([+-]|$)/.test(name)) {
    const regional = regionalLocale(zone);
    if (regional) {
      const alt = shortName(zone, regional, ms);
      if (alt && !/^(GMT|UTC)[+-]/.test(alt)) name = alt;
    }
  }
  if (name === "GMT+0" || name === "UTC+0") return "GMT";
  return name || zone;
}

const lmtCache = new Map<string, number | null>();
/** The zone's LMT offset (its earliest offset) if the zone ever left it, else null. */
function zoneLmtOffset(zone: string): number | null {
  if (lmtCache.has(zone)) return lmtCache.get(zone)!;
  const early = offsetMinutes(zone, EARLY_PROBE);
  const changed = LATE_PROBES.some((p) => offsetMinutes(zone, p) !== early);
  const value = changed ? early : null;
  lmtCache.set(zone, value);
  return value;
}

export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const total = Math.round(Math.abs(minutes) * 60);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const base = `UTC${sign}${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
  return s ? `${base}:${String(s).padStart(2, "0")}` : base;
}

// ---------- parsing ----------

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function parseLocal(date: string, time: string | null): LocalDateTime {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!d) throw new RangeError(`Invalid date "${date}", expected YYYY-MM-DD`);
  let hour = 12;
  let minute = 0;
  let second = 0;
  if (time !== null) {
    const t = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time);
    if (!t) throw new RangeError(`Invalid time "${time}", expected HH:MM`);
    hour = Number(t[1]);
    minute = Number(t[2]);
    second = Number(t[3] ?? 0);
    if (hour > 23 || minute > 59 || second > 59) throw new RangeError(`Invalid time "${time}"`);
  }
  const out = { year: Number(d[1]), month: Number(d[2]), day: Number(d[3]), hour, minute, second };
  const check = new Date(Date.UTC(out.year, out.month - 1, out.day));
  if (check.getUTCMonth() !== out.month - 1 || check.getUTCDate() !== out.day) {
    throw new RangeError(`Invalid date "${date}"`);
  }
  return out;
}

/** Local wall-clock fields read as if they were UT (the "wall" instant). */
function wallMs(l: LocalDateTime): number {
  const d = new Date(0);
  d.setUTCFullYear(l.year, l.month - 1, l.day);
  d.setUTCHours(l.hour, l.minute, l.second, 0);
  return d.getTime();
}

// ---------- resolution ----------

export interface ZoneReading {
  utcMs: number;
  offset: number;
  status: "ok" | "ambiguous" | "nonexistent";
  choice: TimeChoice | null;
  alternativeMs: number | null;
}

/** Wall time in an IANA zone -> instant, with the ambiguity/gap rule above. */
export function resolveInZone(zone: string, wall: number, choice: TimeChoice = "earlier"): ZoneReading {
  const before = offsetMinutes(zone, wall - DAY_MS);
  const after = offsetMinutes(zone, wall + DAY_MS);
  if (before === after) {
    let t = wall - before * MS_PER_MIN;
    const actual = offsetMinutes(zone, t);
    if (actual !== before) {
      // Two transitions inside the window (rare); settle by iteration.
      t = wall - actual * MS_PER_MIN;
    }
    return { utcMs: t, offset: offsetMinutes(zone, t), status: "ok", choice: null, alternativeMs: null };
  }
  const tBefore = wall - before * MS_PER_MIN;
  const tAfter = wall - after * MS_PER_MIN;
  const validBefore = offsetMinutes(zone, tBefore) === before;
  const validAfter = offsetMinutes(zone, tAfter) === after;
  if (validBefore && validAfter) {
    const pickBefore = choice === "earlier";
    return {
      utcMs: pickBefore ? tBefore : tAfter,
      offset: pickBefore ? before : after,
      status: "ambiguous",
      choice,
      alternativeMs: pickBefore ? tAfter : tBefore,
    };
  }
  if (!validBefore && !validAfter) {
    const pickBefore = choice === "earlier";
    return {
      utcMs: pickBefore ? tBefore : tAfter,
      offset: pickBefore ? before : after,
      status: "nonexistent",
      choice,
      alternativeMs: pickBefore ? tAfter : tBefore,
    };
  }
  const t = validBefore ? tBefore : tAfter;
  return { utcMs: t, offset: validBefore ? before : after, status: "ok", choice: null, alternativeMs: null };
}

export interface BirthTimeInput {
  birthDate: string;
  birthTime: string | null;
  latitude: number;
  longitude: number;
  timeChoice?: TimeChoice;
  /** Override the zone lookup (tests, or a zone the user picked). */
  timezone?: string;
}

/** Local birth date/time at (lat, lon) -> UT. Unknown time is read as local noon. */
export function resolveBirthTime(input: BirthTimeInput): ResolvedTime {
  const local = parseLocal(input.birthDate, input.birthTime);
  const zone = input.timezone ?? zoneAt(input.latitude, input.longitude);
  const wall = wallMs(local);
  const reading = resolveInZone(zone, wall, input.timeChoice ?? "earlier");
  const lmt = zoneLmtOffset(zone);
  const unknown = input.birthTime === null;
  const notes: string[] = [];

  if (lmt !== null && reading.offset === lmt && reading.status === "ok") {
    const offset = input.longitude * 4; // minutes: longitude / 15 hours
    const utcMs = Math.round(wall - offset * MS_PER_MIN);
    notes.push(
      `Before standard time was adopted in ${zone}; local mean time of the birth place used (${formatOffset(offset)}).`,
    );
    if (unknown) notes.push("Birth time unknown: chart cast for local noon; no Ascendant or houses.");
    return {
      utcMs,
      utc: new Date(utcMs).toISOString(),
      jdUt: julianDayFromMs(utcMs),
      timezone: "LMT",
      ianaZone: zone,
      utcOffsetMinutes: offset,
      zoneAbbreviation: "LMT",
      status: unknown ? "unknown-time" : "lmt",
      choice: null,
      alternativeUtc: null,
      note: notes.join(" "),
    };
  }

  const abbr = zoneAbbreviation(zone, reading.utcMs);
  if (reading.status === "ambiguous") {
    notes.push(
      `${input.birthTime} occurred twice on ${input.birthDate} in ${zone} (clocks went back); ` +
        `read as the ${reading.choice === "earlier" ? "first" : "second"} occurrence (${abbr}, ${formatOffset(reading.offset)}).`,
    );
  } else if (reading.status === "nonexistent") {
    notes.push(
      `${input.birthTime} did not exist on ${input.birthDate} in ${zone} (clocks went forward); ` +
        `read with the offset in force ${reading.choice === "earlier" ? "before" : "after"} the change (${formatOffset(reading.offset)}).`,
    );
  }
  if (unknown) notes.push("Birth time unknown: chart cast for local noon; no Ascendant or houses.");
  return {
    utcMs: reading.utcMs,
    utc: new Date(reading.utcMs).toISOString(),
    jdUt: julianDayFromMs(reading.utcMs),
    timezone: zone,
    ianaZone: zone,
    utcOffsetMinutes: reading.offset,
    zoneAbbreviation: abbr,
    status: unknown ? "unknown-time" : reading.status,
    choice: reading.choice,
    alternativeUtc: reading.alternativeMs === null ? null : new Date(reading.alternativeMs).toISOString(),
    note: notes.length ? notes.join(" ") : null,
  };
}

/** UT instants of the start and end of a local calendar day at a place (LMT-aware). */
export function localDayBounds(input: BirthTimeInput): { startMs: number; endMs: number } {
  const start = resolveBirthTime({ ...input, birthTime: "00:00", timeChoice: "earlier" });
  const next = new Date(Date.UTC(2000, 0, 1));
  const l = parseLocal(input.birthDate, null);
  next.setUTCFullYear(l.year, l.month - 1, l.day + 1);
  const nextDate = next.toISOString().slice(0, 10);
  const end = resolveBirthTime({ ...input, birthDate: nextDate, birthTime: "00:00", timeChoice: "earlier" });
  return { startMs: start.utcMs, endMs: end.utcMs };
}

/** Wall time (date + "HH:MM") in an IANA zone -> instant (ms). */
export function zonedToUtcMs(date: string, time: string, zone: string, choice: TimeChoice = "earlier"): number {
  return resolveInZone(zone, wallMs(parseLocal(date, time)), choice).utcMs;
}

/** Calendar date (YYYY-MM-DD) of an instant in a zone. */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
export function dateInZone(ms: number, zone: string): string {
  let f = dateFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });
    dateFormatters.set(zone, f);
  }
  return f.format(ms);
}
