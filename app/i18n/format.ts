/** Dates and times for people, in each language, through `Intl` (formatters built once each). */
import type { Locale } from "./locales";

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(locale === "en" ? "en-US" : locale, { timeZone: "UTC", ...options })));
  return f;
}

/** "Monday, January 5, 2026", "lunes, 5 de enero de 2026", "सोमवार, 5 जनवरी 2026" from a yyyy-mm-dd date. */
export function longDay(date: string, locale: Locale, year = true): string {
  const options: Intl.DateTimeFormatOptions = { weekday: "long", month: "long", day: "numeric" };
  return format(locale, year ? { ...options, year: "numeric" } : options).format(new Date(`${date}T12:00:00Z`));
}

/** A yyyy-mm-dd date in a language, with the given fields: "21 mar", "noviembre de 2026". */
export function formatDay(date: string, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  return format(locale, options).format(new Date(`${date}T12:00:00Z`));
}

/** The weekday of a yyyy-mm-dd date: "Tuesday", "martes", "मंगलवार". */
export function weekdayName(date: string, locale: Locale): string {
  return format(locale, { weekday: "long" }).format(new Date(`${date}T12:00:00Z`));
}

/** A wall-clock time: "6:51 am" in English as the product has always written it, the 24-hour clock elsewhere. */
export function wallTime(w: { hour: number; minute: number }, locale: Locale): string {
  if (locale === "en") return `${w.hour % 12 === 0 ? 12 : w.hour % 12}:${String(w.minute).padStart(2, "0")} ${w.hour < 12 ? "am" : "pm"}`;
  return format(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(Date.UTC(2000, 0, 1, w.hour, w.minute));
}

/** A zone's name in a language at an instant: "India Standard Time", "भारतीय मानक समय"; "longGeneric" drops summer/winter: "hora de Europa central". */
export function zoneName(zone: string, ms: number, locale: Locale, style: "long" | "longGeneric" = "long"): string {
  const parts = format(locale, { timeZone: zone, timeZoneName: style }).formatToParts(ms);
  return parts.find((p) => p.type === "timeZoneName")?.value ?? zone;
}

/** A price in US dollars, written the locale's way: "$119", "$14.99", "14,99 US$". */
export function usd(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "USD", minimumFractionDigits: cents % 100 ? 2 : 0 }).format(cents / 100);
}

/** A plan's price per its interval, in the settings catalog's words: "$14.99 / month", "14,99 US$ / mes", "US$14.99／月". */
export function pricePer(plan: { interval: "monthly" | "yearly"; amount: number }, locale: string, t: (key: string, values: { price: string }) => string): string {
  return t(plan.interval === "yearly" ? "settings.perYear" : "settings.perMonth", { price: usd(plan.amount, locale) });
}
