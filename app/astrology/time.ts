/**
 * Birth moment: local civil time at a place -> UT.
 *
 * Rules (see docs/decisions/001-astrology-rules.md):
 * - The zone comes from geo-tz's comprehensive data set ("geo-tz/all"), which keeps zones that differed
 *   before 1970; the offset history comes from the IANA tz database compiled with backzone and shipped in
 *   ./tzdata (see ./tz.ts and docs/decisions/006-time-zone-data.md), not from Node's ICU data.
 * - Where the zone's own record at that moment is LMT or "-00" (no local time yet) the birth place's own
 *   local mean time is used: longitude / 15 hours (as astro.com does). A named mean time (Paris, Dublin,
 *   Amsterdam Mean Time ...) was the legal clock of a whole country and is used as it is.
 * - Where the tz database merged a region into one zone, the place's own legal clock comes from
 *   ./local-clocks (provincial Russia before 1919, India before 1906, Bombay and Calcutta Time).
 * - Offset and abbreviation always come from the same local-time type of the zone.
 * - Ambiguous local times (fall back) and nonexistent ones (spring forward) are detected. The choice
 *   "earlier" (default) reads the time with the offset in force *before* the clock change: for a
 *   repeated hour that is the first occurrence (summer time), for a skipped hour that is standard time.
 *   "later" reads it with the offset in force after the change. The result reports which applied.
 */
import { find as findZones } from "geo-tz/all";
import { zoneTypeAt, zoneSpanAt, zoneCountry, type ZoneType } from "./tz";
import { meanTimeName, countryInSentence } from "./clock-names";
import { localClockAt, namedClockAt } from "./local-clocks";
import { LRUCache } from "lru-cache";

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
  /** The clock that applied, in words ("Paris Mean Time (UTC+0:09:21) — the legal clock in France on that date, until 1911"). */
  rule: string;
  status: TimeStatus;
  /** Which reading was applied for an ambiguous or nonexistent time. */
  choice: TimeChoice | null;
  /** The other possible instant for ambiguous/nonexistent times (ISO), for the form to offer. */
  alternativeUtc: string | null;
  /** Human-readable explanation for the profile, or null when nothing unusual happened. */
  note: string | null;
}

const MS_PER_MIN = 60_000;
export const DAY_MS = 86_400_000;

export function julianDayFromMs(ms: number): number {
  return ms / DAY_MS + 2440587.5;
}

const zoneCache = new LRUCache<string, string>({ max: 50_000 });
/** IANA zone at a coordinate (comprehensive data set, valid for pre-1970 dates). */
export function zoneAt(latitude: number, longitude: number): string {
  const key = `${latitude.toFixed(4)},${longitude.toFixed(4)}`;
  const hit = zoneCache.get(key);
  if (hit) return hit;
  const zone = findZones(latitude, longitude)[0] ?? etcZoneFor(longitude);
  zoneCache.set(key, zone);
  return zone;
}

function etcZoneFor(longitude: number): string {
  const h = Math.round(longitude / 15);
  if (h === 0) return "Etc/GMT";
  // Etc/GMT signs are inverted by POSIX convention.
  return h > 0 ? `Etc/GMT-${h}` : `Etc/GMT+${-h}`;
}

function typeAt(zone: string, ms: number): ZoneType {
  const t = zoneTypeAt(zone, ms);
  if (!t) throw new RangeError(`Unknown time zone "${zone}"`);
  return t;
}

/** Offset (minutes, local = UT + offset) of `zone` at instant `ms`, to the second. */
export function offsetMinutes(zone: string, ms: number): number {
  return typeAt(zone, ms).utoff / 60;
}

/** True where the zone's record is no legal clock: "LMT" (before one) or "-00" (no local time kept). */
function noLegalClock(type: ZoneType): boolean {
  return type.abbr === "LMT" || type.abbr === "-00";
}

/**
 * The clock kept at a place at instant `ms`, as a birth time there is read: the zone's record, a city's
 * own legal clock (Calcutta Time, Bombay Time), or local mean time where no legal clock was kept ("LMT",
 * "-00"). `offsetMinutes` is local = UT + offset; `localMean` says the Sun's own time at the place applied.
 */
export function placeClockAt(zone: string, latitude: number, longitude: number, ms: number): { offsetMinutes: number; localMean: boolean } {
  const type = typeAt(zone, ms);
  if (noLegalClock(type)) return { offsetMinutes: longitude * 4, localMean: true };
  const local = localClockAt(zone, latitude, longitude, ms, type.isdst);
  if (!local) return { offsetMinutes: type.utoff / 60, localMean: false };
  return local.offset === "mean" ? { offsetMinutes: longitude * 4, localMean: true } : { offsetMinutes: local.offset / 60, localMean: false };
}

/** Abbreviation of a zone type: "CET", "PMT", "BST"; numeric ones ("-01", "+0530") as "UTC-01:00". */
export function typeAbbreviation(type: ZoneType): string {
  if (/^[A-Za-z]/.test(type.abbr)) return type.abbr;
  return formatOffset(type.utoff / 60);
}

/** Zone abbreviation at an instant ("PST", "BST", "CEST", "IST"), else "UTC+05:30"-style. */
export function zoneAbbreviation(zone: string, ms: number): string {
  return typeAbbreviation(typeAt(zone, ms));
}

/** Whole hours, minutes and seconds of an offset in minutes, as two-digit strings past the hours. */
function offsetParts(minutes: number): [number, string, string] {
  const total = Math.round(Math.abs(minutes) * 60);
  return [Math.floor(total / 3600), String(Math.floor((total % 3600) / 60)).padStart(2, "0"), String(total % 60).padStart(2, "0")];
}

export function formatOffset(minutes: number): string {
  const [h, m, s] = offsetParts(minutes);
  return `UTC${minutes < 0 ? "-" : "+"}${String(h).padStart(2, "0")}:${m}${s === "00" ? "" : `:${s}`}`;
}

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
  const t = time === null ? ["", "12", "00"] : /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!t) throw new RangeError(`Invalid time "${time}", expected HH:MM`);
  const [hour, minute, second] = [Number(t[1]), Number(t[2]), Number(t[3] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) throw new RangeError(`Invalid time "${time}"`);
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

export interface ZoneReading {
  utcMs: number;
  offset: number;
  /** The zone's local-time type the wall time was read in (offset and abbreviation together). */
  type: ZoneType;
  status: "ok" | "ambiguous" | "nonexistent";
  choice: TimeChoice | null;
  alternativeMs: number | null;
}

/** Wall time in an IANA zone -> instant, with the ambiguity/gap rule above. */
export function resolveInZone(zone: string, wall: number, choice: TimeChoice = "earlier"): ZoneReading {
  const before = typeAt(zone, wall - DAY_MS);
  const after = typeAt(zone, wall + DAY_MS);
  const ok = (type: ZoneType, utcMs: number): ZoneReading => ({ utcMs, offset: type.utoff / 60, type, status: "ok", choice: null, alternativeMs: null });
  if (before.utoff === after.utoff) {
    let t = wall - before.utoff * 1000;
    let actual = typeAt(zone, t);
    if (actual.utoff !== before.utoff) {
      // Two transitions inside the window (rare); settle by iteration.
      t = wall - actual.utoff * 1000;
      actual = typeAt(zone, t);
    }
    return ok(actual, t);
  }
  const tBefore = wall - before.utoff * 1000;
  const tAfter = wall - after.utoff * 1000;
  const atBefore = typeAt(zone, tBefore);
  const atAfter = typeAt(zone, tAfter);
  const validBefore = atBefore.utoff === before.utoff;
  const validAfter = atAfter.utoff === after.utoff;
  if (validBefore === validAfter) {
    // Both readings valid: the hour happened twice. Neither valid: the hour was skipped. The chosen
    // reading keeps the type (offset and abbreviation) of its side of the change.
    const pickBefore = choice === "earlier";
    return {
      utcMs: pickBefore ? tBefore : tAfter,
      offset: (pickBefore ? before : after).utoff / 60,
      type: validBefore ? (pickBefore ? atBefore : atAfter) : pickBefore ? before : after,
      status: validBefore ? "ambiguous" : "nonexistent",
      choice,
      alternativeMs: pickBefore ? tAfter : tBefore,
    };
  }
  return validBefore ? ok(atBefore, tBefore) : ok(atAfter, tAfter);
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

function yearOf(ms: number): number {
  return new Date(ms).getUTCFullYear();
}

/** "Dublin" for "Europe/Dublin", "Buenos Aires" for "America/Argentina/Buenos_Aires": the city a zone is named after. */
export function zoneCity(zone: string): string {
  return (zone.split("/").at(-1) ?? zone).replace(/_/g, " ");
}

/** An offset as people say it: "UTC+1", "UTC−3", "UTC+5:30", "UTC−0:25:21", "UTC+0". */
export function formatShortOffset(minutes: number): string {
  const [h, m, s] = offsetParts(minutes);
  if (h === 0 && m === "00" && s === "00") return "UTC+0";
  const tail = s !== "00" ? `:${m}:${s}` : m !== "00" ? `:${m}` : "";
  return `UTC${minutes < 0 ? "\u2212" : "+"}${h}${tail}`;
}

const zoneNameFormats = new Map<string, { name: Intl.DateTimeFormat; offset: Intl.DateTimeFormat } | null>();

function zonePart(format: Intl.DateTimeFormat, utcMs: number): string {
  return format.formatToParts(new Date(utcMs)).find((part) => part.type === "timeZoneName")?.value ?? "";
}

/**
 * The clock's everyday name from the runtime's locale data ("Irish Standard Time"), only when that data
 * agrees with the tz database on the offset at that instant; null otherwise (old dates, no name).
 */
function everydayZoneName(zone: string, utcMs: number, offsetMinutes: number): string | null {
  let formats = zoneNameFormats.get(zone);
  if (formats === undefined) {
    try {
      formats = {
        name: new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "long" }),
        offset: new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" }),
      };
    } catch {
      formats = null;
    }
    zoneNameFormats.set(zone, formats);
  }
  if (!formats) return null;
  const name = zonePart(formats.name, utcMs);
  if (!name || /^GMT([+-]|$)/.test(name)) return null;
  // "GMT+05:30", "GMT-03:00", or "GMT" for no offset.
  const match = /^GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(zonePart(formats.offset, utcMs));
  if (!match) return null;
  const icu = match[1] ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]) + Number(match[4] ?? 0) / 60) : 0;
  return Math.abs(icu - offsetMinutes) < 0.01 ? name : null;
}

/**
 * The clock a birth time was read on, in words a member reads without a tz manual: "Irish Standard
 * Time (UTC+1) — the clock in Dublin on that date"; "Paris Mean Time (UTC+0:09:21) — the legal clock
 * in France on that date, until 1911"; before any legal clock, "Local mean time (UTC−2:36) — the Sun's own time at
 * the birth place, before Brazil kept a standard clock".
 */
export function clockInWords(zone: string, utcMs: number, offsetMinutes: number, localMean: boolean, where = "the birth place"): string {
  const offset = formatShortOffset(offsetMinutes);
  if (localMean) {
    // "-00": the settlement kept no local time although its country had standard time.
    const cc = zoneTypeAt(zone, utcMs)?.abbr === "-00" ? null : zoneCountry(zone);
    return `Local mean time (${offset}) — the Sun's own time at ${where}, before ${cc ? countryInSentence(cc) : zoneCity(zone)} kept a standard clock`;
  }
  if (zone.startsWith("Etc/") || zone === "UTC") return `${offset} — the sea-going clock for that longitude`;
  const local = namedClockAt(zone, Math.round(offsetMinutes * 60), utcMs);
  if (local) return `${local.name} (${offset}) — the clock kept in ${local.place} on that date, until ${yearOf(local.untilMs + DAY_MS)}`;
  const type = zoneTypeAt(zone, utcMs);
  const mean = type && meanTimeName(zone, type.abbr);
  const cc = zoneCountry(zone);
  if (mean && cc) {
    const until = zoneSpanAt(zone, utcMs)?.untilMs;
    return `${mean} (${offset}) — the legal clock in ${countryInSentence(cc)} on that date${until != null ? `, until ${yearOf(until)}` : ""}`;
  }
  const name = mean ?? everydayZoneName(zone, utcMs, offsetMinutes) ?? (type?.isdst ? "Summer time" : "Standard time");
  return `${name} (${offset}) — the clock in ${zoneCity(zone)} on that date`;
}

/** A stored note with the zone's id put in words ("the clocks in Europe/Dublin" → "the clocks in Dublin"). */
export function noteInWords(note: string | null, zone: string): string | null {
  return note === null ? null : note.split(zone).join(zoneCity(zone));
}

const UNKNOWN_NOTE = "Birth time unknown: chart cast for local noon; no Ascendant or houses.";

/** Local birth date/time at (lat, lon) -> UT. Unknown time is read as local noon. */
export function resolveBirthTime(input: BirthTimeInput): ResolvedTime {
  const zone = input.timezone ?? zoneAt(input.latitude, input.longitude);
  const wall = wallMs(parseLocal(input.birthDate, input.birthTime));
  const reading = resolveInZone(zone, wall, input.timeChoice ?? "earlier");
  const notes: string[] = [];
  const result = (utcMs: number, offset: number, fields: Pick<ResolvedTime, "timezone" | "zoneAbbreviation" | "status" | "choice" | "alternativeUtc">): ResolvedTime => {
    if (input.birthTime === null) notes.push(UNKNOWN_NOTE);
    return {
      ...fields,
      utcMs,
      utc: new Date(utcMs).toISOString(),
      jdUt: julianDayFromMs(utcMs),
      ianaZone: zone,
      utcOffsetMinutes: offset,
      rule: clockInWords(zone, utcMs, offset, fields.timezone === "LMT"),
      status: input.birthTime === null ? "unknown-time" : fields.status,
      note: notes.length ? notes.join(" ") : null,
    };
  };

  // Local mean time where the zone's record is no legal clock, or where the place kept its own mean time
  // although the zone carries another city's clock. Named mean times (Paris, Dublin, Amsterdam Mean
  // Time ...) were the legal clock and are used as they are.
  const local = noLegalClock(reading.type) ? null : localClockAt(zone, input.latitude, input.longitude, reading.utcMs, reading.type.isdst);
  if ((noLegalClock(reading.type) && reading.status === "ok") || local?.offset === "mean") {
    const offset = input.longitude * 4; // minutes: longitude / 15 hours
    notes.push(`Before standard time was adopted in ${local?.place ?? zoneCity(zone)}; local mean time of the birth place used (${formatShortOffset(offset)}).`);
    const fields = { timezone: "LMT", zoneAbbreviation: "LMT", status: "lmt", choice: null, alternativeUtc: null } as const;
    return result(Math.round(wall - offset * MS_PER_MIN), offset, fields);
  }
  if (local) {
    // A city's own legal clock (Bombay Time, Calcutta Time): a fixed offset, no summer time.
    const fields = { timezone: zone, zoneAbbreviation: formatOffset(local.offset / 60), status: "ok", choice: null, alternativeUtc: null } as const;
    return result(wall - local.offset * 1000, local.offset / 60, fields);
  }

  const abbr = typeAbbreviation(reading.type);
  const said = `${input.birthTime} ${reading.status === "ambiguous" ? "occurred twice" : "did not exist"} on ${input.birthDate} in ${zoneCity(zone)}`;
  const how = `(${abbr}, ${formatShortOffset(reading.offset)})`;
  if (reading.status === "ambiguous") {
    notes.push(`${said} (clocks went back); read as the ${reading.choice === "earlier" ? "first" : "second"} occurrence ${how}.`);
  } else if (reading.status === "nonexistent") {
    notes.push(`${said} (clocks went forward); read with the offset in force ${reading.choice === "earlier" ? "before" : "after"} the change ${how}.`);
  }
  return result(reading.utcMs, reading.offset, {
    timezone: zone,
    zoneAbbreviation: abbr,
    status: reading.status,
    choice: reading.choice,
    alternativeUtc: reading.alternativeMs === null ? null : new Date(reading.alternativeMs).toISOString(),
  });
}

/** UT instants of the start and end of a local calendar day at a place (LMT-aware). */
export function localDayBounds(input: BirthTimeInput): { startMs: number; endMs: number } {
  const start = resolveBirthTime({ ...input, birthTime: "00:00", timeChoice: "earlier" });
  const nextDate = new Date(wallMs(parseLocal(input.birthDate, null)) + DAY_MS).toISOString().slice(0, 10);
  const end = resolveBirthTime({ ...input, birthDate: nextDate, birthTime: "00:00", timeChoice: "earlier" });
  return { startMs: start.utcMs, endMs: end.utcMs };
}

/** Wall time (date + "HH:MM") in an IANA zone -> instant (ms). */
export function zonedToUtcMs(date: string, time: string, zone: string, choice: TimeChoice = "earlier"): number {
  return resolveInZone(zone, wallMs(parseLocal(date, time)), choice).utcMs;
}

/** Civil date and time fields of an instant on a clock `offset` minutes ahead of UT (seconds rounded down). */
export function wallClockAtOffset(ms: number, offset: number): LocalDateTime {
  const d = new Date(Math.floor((ms + offset * MS_PER_MIN) / 1000) * 1000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}
