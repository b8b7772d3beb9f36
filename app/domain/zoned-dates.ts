// Dates in a time zone, and shorter forms than ./dates writes (kept apart, so a page that writes only
// long dates loads none of this). Building an Intl formatter is the costly part: each made once.
const MONTH_YEAR = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
const CLOCK_UTC = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });

/**
 * A formatter for a time zone (UTC when the zone is unknown to the runtime), made once per zone and
 * options: the keys are bounded by the zones of the time-zone database times the few option sets used.
 */
const zoned = new Map<string, Intl.DateTimeFormat>();
export function zonedFormatter(locale: string, timeZone: string | null, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = zoned.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone: timeZone ?? "UTC" });
    } catch {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    }
    zoned.set(key, format);
  }
  return format;
}

/** "Mar 2031" from an ISO instant (UTC). */
export function formatMonthYear(iso: string): string {
  return MONTH_YEAR.format(new Date(iso));
}

/** "14:05" (UTC) of an instant. */
export function formatClockUtc(date: Date): string {
  return CLOCK_UTC.format(date);
}
