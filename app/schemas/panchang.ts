// The panchang's day and place: GET /api/panchang's query and the /panchang page's place choice.
import { z } from "zod";
import { publicDateSchema as dayField, publicZoneSchema as zoneField } from "~/schemas/public-day";

export const LATITUDE_MESSAGE = "Latitude must be a number between -90 and 90";
export const LONGITUDE_MESSAGE = "Longitude must be a number between -180 and 180";
export const PLACE_NAME_MESSAGE = "Choose a place from the search results";

const coordinate = (limit: number, message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .refine((v) => /^-?\d+(\.\d+)?$/.test(v) && Math.abs(Number(v)) <= limit, message)
    .transform(Number);

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

export type PanchangPlaceChoice = z.infer<typeof panchangPlaceSchema>;
