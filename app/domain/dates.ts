// How the app writes dates for people: US English, in UTC so the server and the browser agree.

// Building an Intl formatter is the costly part of formatting: one of each, made once.
const LONG_DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const LONG_DAY = new Intl.DateTimeFormat("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

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
