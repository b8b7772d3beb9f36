/**
 * Time-zone history read from the IANA tz database compiled with `backzone`, shipped in
 * `./tzdata/tzdb.ts` (rebuilt by `npm run tz:update`; docs/decisions/006-time-zone-data.md).
 * Node's ICU data is not used: it lacks backzone, so it merges e.g. Amsterdam's history into Brussels'.
 *
 * Every answer is one local-time type of the zone (offset, DST flag and abbreviation together), so an
 * offset and its abbreviation can never disagree.
 */
import tzdb from "./tzdata/tzdb";

export interface ZoneType {
  /** Offset from UT in seconds (local = UT + offset). */
  utoff: number;
  isdst: boolean;
  /** As in the tz database: "CET", "PMT", "LMT", or numeric like "-01", "+0530". */
  abbr: string;
}

interface PosixRule {
  std: ZoneType;
  dst: ZoneType | null;
  /** Rule for the start (to DST) and the end (back to standard), with the local time of day in seconds. */
  start: RuleDate | null;
  end: RuleDate | null;
}

type RuleDate = { kind: "M"; month: number; week: number; weekday: number; time: number } | { kind: "J" | "N"; day: number; time: number };

interface Zone {
  name: string;
  types: ZoneType[];
  /** Transition instants in seconds since the epoch, ascending. */
  times: Float64Array;
  /** Type index in force from each transition on. */
  index: Uint8Array;
  posix: PosixRule | null;
}

export interface TzdbFile {
  version: string;
  source: string;
  zones: Record<string, string>;
  links: Record<string, string>;
  countries: Record<string, string>;
}

const db: TzdbFile = tzdb;
const zones = new Map<string, Zone | null>();

function canonical(name: string): string | null {
  if (db.zones[name]) return name;
  const target = db.links[name];
  return target && db.zones[target] ? target : null;
}

const runtimeZones = new Map<string, boolean>();

/** True when the runtime's own clock (Intl, used to write local times) can show times in the zone. */
function runtimeKnows(name: string): boolean {
  let known = runtimeZones.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en-GB", { timeZone: name });
      known = true;
    } catch {
      known = false;
    }
    runtimeZones.set(name, known);
  }
  return known;
}

/**
 * True if the zone (or a link to one) is in the database and the runtime can show its times too:
 * "Factory", the database's stand-in for "no zone set", is no place's clock and Intl refuses it.
 * Only database names reach the runtime check, so its memo stays as small as the database.
 */
export function isKnownZone(name: string): boolean {
  return canonical(name) !== null && runtimeKnows(name);
}

/** ISO country code of a zone from zone.tab ("Europe/Paris" -> "FR"), or null. */
export function zoneCountry(name: string): string | null {
  const c = canonical(name);
  return (c && db.countries[c]) ?? db.countries[name] ?? null;
}

function parseZone(name: string, text: string): Zone {
  const [typesText, transText, footer] = text.split("|") as [string, string, string];
  const types = typesText.split(";").map((t) => {
    const [off, dst, abbr] = t.split(",") as [string, string, string];
    return { utoff: parseInt(off, 36), isdst: dst === "1", abbr };
  });
  const parts = transText ? transText.split(" ") : [];
  const times = new Float64Array(parts.length);
  const index = new Uint8Array(parts.length);
  let t = 0;
  parts.forEach((p, k) => {
    const dot = p.indexOf(".");
    t += parseInt(p.slice(0, dot), 36);
    times[k] = t;
    index[k] = parseInt(p.slice(dot + 1), 36);
  });
  return { name, types, times, index, posix: footer ? parsePosix(footer) : null };
}

function getZone(name: string): Zone | null {
  let z = zones.get(name);
  if (z !== undefined) return z;
  const c = canonical(name);
  z = c ? parseZone(c, db.zones[c]!) : etcZone(name);
  zones.set(name, z);
  return z;
}

/** "Etc/GMT-5" style fixed zones and "UTC" when a data file lacks them. */
function etcZone(name: string): Zone | null {
  const m = /^Etc\/GMT([+-]\d{1,2})?$/.exec(name) ?? (name === "UTC" || name === "Etc/UTC" ? ["", undefined] : null);
  if (!m) return null;
  const h = m[1] ? -Number(m[1]) : 0;
  const abbr = h === 0 ? "UTC" : `${h > 0 ? "+" : "-"}${String(Math.abs(h)).padStart(2, "0")}`;
  return { name, types: [{ utoff: h * 3600, isdst: false, abbr }], times: new Float64Array(0), index: new Uint8Array(0), posix: null };
}

// POSIX TZ strings: the rule past the last listed transition.

function parsePosix(s: string): PosixRule | null {
  let pos = 0;
  const name = (): string | null => {
    if (s[pos] === "<") {
      const end = s.indexOf(">", pos);
      const n = s.slice(pos + 1, end);
      pos = end + 1;
      return n;
    }
    const m = /^[A-Za-z]{3,}/.exec(s.slice(pos));
    if (!m) return null;
    pos += m[0].length;
    return m[0];
  };
  const hms = (): number | null => {
    const m = /^([+-]?)(\d{1,3})(?::(\d{1,2}))?(?::(\d{1,2}))?/.exec(s.slice(pos));
    if (!m) return null;
    pos += m[0].length;
    const v = Number(m[2]) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0);
    return m[1] === "-" ? -v : v;
  };
  const stdName = name();
  const stdOff = hms();
  if (stdName === null || stdOff === null) return null;
  const std: ZoneType = { utoff: -stdOff, isdst: false, abbr: stdName };
  if (pos >= s.length) return { std, dst: null, start: null, end: null };
  const dstName = name();
  if (dstName === null) return { std, dst: null, start: null, end: null };
  let dstOff = std.utoff + 3600;
  if (s[pos] !== "," && pos < s.length) {
    const o = hms();
    if (o !== null) dstOff = -o;
  }
  const dst: ZoneType = { utoff: dstOff, isdst: true, abbr: dstName };
  const date = (): RuleDate | null => {
    if (s[pos] !== ",") return null;
    pos++;
    let d: RuleDate;
    const m = /^M(\d{1,2})\.(\d)\.(\d)/.exec(s.slice(pos));
    const j = /^(J?)(\d{1,3})/.exec(s.slice(pos));
    if (m) {
      pos += m[0].length;
      d = { kind: "M", month: Number(m[1]), week: Number(m[2]), weekday: Number(m[3]), time: 7200 };
    } else if (j) {
      pos += j[0].length;
      d = { kind: j[1] ? "J" : "N", day: Number(j[2]), time: 7200 };
    } else return null;
    if (s[pos] === "/") {
      pos++;
      d.time = hms() ?? 7200;
    }
    return d;
  };
  const start = date();
  const end = date();
  return { std, dst, start, end };
}

/** Local-time seconds (since the epoch, as if local were UT) at which a rule date falls in `year`. */
function ruleLocalSeconds(r: RuleDate, year: number): number {
  let dayMs: number;
  if (r.kind === "M") {
    if (r.week === 5) {
      const last = Date.UTC(year, r.month, 0);
      const wd = new Date(last).getUTCDay();
      dayMs = last - ((wd - r.weekday + 7) % 7) * 86_400_000;
    } else {
      const first = Date.UTC(year, r.month - 1, 1);
      const wd = new Date(first).getUTCDay();
      dayMs = first + (((r.weekday - wd + 7) % 7) + (r.week - 1) * 7) * 86_400_000;
    }
  } else if (r.kind === "J") {
    // 1..365, February 29 never counted.
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    const day = leap && r.day >= 60 ? r.day : r.day - 1;
    dayMs = Date.UTC(year, 0, 1) + day * 86_400_000;
  } else {
    dayMs = Date.UTC(year, 0, 1) + r.day * 86_400_000;
  }
  return dayMs / 1000 + r.time;
}

function posixType(p: PosixRule, t: number): ZoneType {
  if (!p.dst || !p.start || !p.end) return p.std;
  const year = new Date(t * 1000).getUTCFullYear();
  // Start is given in standard local time, end in DST local time.
  const start = ruleLocalSeconds(p.start, year) - p.std.utoff;
  const end = ruleLocalSeconds(p.end, year) - p.dst.utoff;
  if (start < end) return t >= start && t < end ? p.dst : p.std;
  // Southern hemisphere: DST spans the new year.
  return t >= end && t < start ? p.std : p.dst;
}

function lastAtOrBefore(times: Float64Array, t: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** The local-time type in force in `zone` at instant `ms` (UT milliseconds); null for an unknown zone. */
export function zoneTypeAt(zone: string, ms: number): ZoneType | null {
  const z = getZone(zone);
  if (!z) return null;
  const t = Math.floor(ms / 1000);
  const k = lastAtOrBefore(z.times, t);
  if (k < 0) return z.types[0]!;
  if (k === z.times.length - 1 && z.posix) return posixType(z.posix, t);
  return z.types[z.index[k]!]!;
}

export interface TypeSpan {
  type: ZoneType;
  /** Instant (ms) of the next change to a standard type with another offset or abbreviation, or null. */
  untilMs: number | null;
}

/** The type in force at `ms` together with when that reading ended (for explanations). */
export function zoneSpanAt(zone: string, ms: number): TypeSpan | null {
  const z = getZone(zone);
  if (!z) return null;
  const type = zoneTypeAt(zone, ms)!;
  const t = Math.floor(ms / 1000);
  const k = lastAtOrBefore(z.times, t);
  const same = (i: number) => {
    const x = z.types[z.index[i]!]!;
    return x.abbr === type.abbr && x.utoff === type.utoff;
  };
  // A mean time or standard time with summer time in between still ends only at the next standard
  // (non-DST) type with another offset or abbreviation.
  let until = k + 1;
  while (until < z.times.length && (same(until) || z.types[z.index[until]!]!.isdst)) until++;
  return { type, untilMs: until < z.times.length ? z.times[until]! * 1000 : null };
}
