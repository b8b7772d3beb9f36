// How the app writes dates for people: US English, in UTC so the server and the browser agree.

// Building an Intl formatter is the costly part of formatting: one of each, made once.
const LONG_DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const LONG_DAY = new Intl.DateTimeFormat("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const SHORT_DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
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

/** "January 5, 2026" from an ISO instant or a Date; an unreadable value is shown as given. */
export function formatLongDate(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return LONG_DATE.format(date);
}

/** "Monday, January 5, 2026" from a calendar date (`YYYY-MM-DD`), the day of a horoscope. */
export function formatLongDay(date: string): string {
  return LONG_DAY.format(new Date(`${date}T12:00:00Z`));
}

/** "Jan 5" from a calendar date (`YYYY-MM-DD`). */
export function formatShortDay(date: string): string {
  return SHORT_DAY.format(new Date(`${date}T12:00:00Z`));
}
