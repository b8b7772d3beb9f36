// The panchang's day and place: GET /api/panchang's query and the /panchang page's place choice.
import { z } from "zod";
import { isKnownZone } from "~/astrology/tz";

export const FIRST_DAY = "1900-01-01";
export const LAST_DAY = "2100-12-31";
export const DATE_MESSAGE = `Enter a date as YYYY-MM-DD between ${FIRST_DAY} and ${LAST_DAY}`;
export const LATITUDE_MESSAGE = "Latitude must be a number between -90 and 90";
export const LONGITUDE_MESSAGE = "Longitude must be a number between -180 and 180";
export const ZONE_MESSAGE = "Time zone must be an IANA name such as Asia/Kolkata";
export const PLACE_NAME_MESSAGE = "Choose a place from the search results";

/** A real calendar day (no 2026-02-30) inside the years the pages cover. */
export function isCoveredDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < FIRST_DAY || value > LAST_DAY) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

const coordinate = (limit: number, message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .refine((v) => /^-?\d+(\.\d+)?$/.test(v) && Math.abs(Number(v)) <= limit, message)
    .transform(Number);

export const dayField = z.string({ invalid_type_error: DATE_MESSAGE }).trim().refine(isCoveredDay, DATE_MESSAGE);
export const zoneField = z.string({ invalid_type_error: ZONE_MESSAGE }).trim().refine(isKnownZone, ZONE_MESSAGE);

/** GET /api/panchang?date=&lat=&lon=&tz=: without lat and lon, New Delhi; without tz, the place's zone. */
export const panchangQuerySchema = z
  .object({
    date: dayField.optional(),
    lat: coordinate(90, LATITUDE_MESSAGE).optional(),
    lon: coordinate(180, LONGITUDE_MESSAGE).optional(),
    tz: zoneField.optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lon === undefined), { message: "Give both lat and lon, or neither", path: ["lat"] });

/** The place a visitor picked from the search results (hidden fields of each result's button). */
export const panchangPlaceSchema = z.object({
  name: z.string({ required_error: PLACE_NAME_MESSAGE }).trim().min(1, PLACE_NAME_MESSAGE).max(200, PLACE_NAME_MESSAGE),
  lat: coordinate(90, LATITUDE_MESSAGE),
  lon: coordinate(180, LONGITUDE_MESSAGE),
  tz: zoneField,
  date: dayField.optional(),
});

export type PanchangQuery = z.infer<typeof panchangQuerySchema>;
export type PanchangPlaceChoice = z.infer<typeof panchangPlaceSchema>;
