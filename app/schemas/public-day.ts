import { z } from "zod";
import { isKnownZone } from "~/astrology/tz";

/** The public sky pages cover these days (the ephemeris is exact well beyond them). */
export const FIRST_PUBLIC_DAY = "1900-01-01";
export const LAST_PUBLIC_DAY = "2100-12-31";

export const DATE_MESSAGE = `Give a date as YYYY-MM-DD between ${FIRST_PUBLIC_DAY} and ${LAST_PUBLIC_DAY}.`;
export const ZONE_MESSAGE = "Unknown time zone: give an IANA name such as Europe/London or America/New_York.";

/** A real calendar day, written yyyy-mm-dd, in the range the public pages cover. */
export function isPublicDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  if (value < FIRST_PUBLIC_DAY || value > LAST_PUBLIC_DAY) return false;
  // 2026-02-30 parses as March 2: only a date that reads back unchanged is a calendar day.
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export const publicDateSchema = z.string({ required_error: DATE_MESSAGE }).trim().refine(isPublicDay, DATE_MESSAGE);

/** An IANA zone name as the tz database spells it ("Europe/Paris", "UTC"). */
export const publicZoneSchema = z
  .string({ required_error: "Choose a time zone." })
  .trim()
  .min(1, "Choose a time zone.")
  // One message however the name is wrong (no zone name is longer than 64 characters).
  .refine((value) => value.length <= 64 && isKnownZone(value), ZONE_MESSAGE);

/** The zone form on every public sky page (POST, remembered in a cookie). */
export const zoneFormSchema = z.object({ tz: publicZoneSchema });

/** An empty query value (`?tz=`) reads as absent, as a form left blank does. */
const blankAsAbsent = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/**
 * `?date=&tz=` of the public sky pages and their /api routes: both optional (today; the zone cookie or
 * UTC). The pages take the day from the path and read only `tz` (publicPageQuerySchema); a bad value
 * is a 400 with the same message everywhere.
 */
export const publicDayQuerySchema = z.object({
  date: z.preprocess(blankAsAbsent, publicDateSchema.optional()),
  tz: z.preprocess(blankAsAbsent, publicZoneSchema.optional()),
});

/** The query of a public sky page (the day is in its path). */
export const publicPageQuerySchema = publicDayQuerySchema.pick({ tz: true });
