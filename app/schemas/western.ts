// The Western facts /api/profile answers under chart.progressions (and chart.solarReturn), and
// /api/compatibility under composite. The engine's types must fit these schemas (checked at compile
// time below), and the API tests parse the answers with them.
import { z } from "zod";
import { SIGNS } from "~/astrology/constants";
import type { CompositeReport, ProgressedChart, SolarReturnChart } from "~/astrology";
import { coordinate, LATITUDE_RANGE, LONGITUDE_RANGE } from "~/schemas/profile";

const sign = z.enum(SIGNS);
const instant = z.string().datetime();
export const pointSchema = z.object({ longitude: z.number().min(0).lt(360), sign });

export const progressionsSchema = z.object({
  at: instant,
  progressedUtc: instant,
  bodies: z.object({ Sun: pointSchema, Moon: pointSchema, Mercury: pointSchema, Venus: pointSchema, Mars: pointSchema }),
  ascendant: pointSchema.nullable(),
  midheaven: pointSchema.nullable(),
  moonIngresses: z.array(z.object({ date: instant, sign })),
  moonSpan: z.object({ from: pointSchema, to: pointSchema }).nullable(),
  timeKnown: z.boolean(),
  readings: z.object({ moon: z.string().min(1), sun: z.string().min(1) }),
});

const body = z.object({
  longitude: z.number(),
  sign,
  degree: z.number(),
  retrograde: z.boolean(),
  speed: z.number(),
  house: z.number().int().min(1).max(12).nullable(),
});
const angle = z.object({ longitude: z.number(), sign, degree: z.number() }).nullable();
const aspect = z.object({ a: z.string(), b: z.string(), type: z.enum(["conjunction", "sextile", "square", "trine", "opposition"]), angle: z.number(), orb: z.number() });

export const solarReturnSchema = z.object({
  instant: instant,
  place: z.object({ name: z.string(), latitude: z.number(), longitude: z.number() }),
  timeKnown: z.boolean(),
  chart: z.object({
    bodies: z.record(z.string(), body),
    ascendant: angle,
    midheaven: angle,
    houses: z.array(z.number()).length(12).nullable(),
    houseSystem: z.enum(["placidus", "whole-sign"]).nullable(),
    aspects: z.array(aspect),
  }),
  reading: z.string().min(1),
});

export const SOLAR_RETURN_PLACE_MISSING = "Choose a place from the list, or give both its latitude and longitude.";

/**
 * The Birth tab's solar-return place (a plain GET form, no JavaScript needed): `returnPlace` searches
 * the gazetteer; a picked result sends `returnName`, `returnLat` and `returnLon`.
 */
export const solarReturnPlaceSchema = z
  .object({
    returnPlace: z.string().trim().max(300, "Place must be at most 300 characters").optional(),
    returnName: z.string().trim().max(300, "Place must be at most 300 characters").optional(),
    returnLat: coordinate(90, LATITUDE_RANGE, SOLAR_RETURN_PLACE_MISSING).optional(),
    returnLon: coordinate(180, LONGITUDE_RANGE, SOLAR_RETURN_PLACE_MISSING).optional(),
  })
  .refine((v) => (v.returnLat === undefined) === (v.returnLon === undefined), { message: SOLAR_RETURN_PLACE_MISSING, path: ["returnLat"] });

// Compile-time: what the service returns is what the schema describes.
void ((value: ProgressedChart): z.infer<typeof progressionsSchema> => value);
void ((value: SolarReturnChart): z.infer<typeof solarReturnSchema> => value);

/** /api/compatibility's `composite`: the nearer midpoints, the angles with both birth times, the reading. */
export const compositeSchema = z.object({
  bodies: z.object(Object.fromEntries(["Sun", "Moon", "Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"].map((p) => [p, pointSchema])) as Record<string, typeof pointSchema>),
  ascendant: pointSchema.nullable(),
  midheaven: pointSchema.nullable(),
  anglesNote: z.string().nullable(),
  aspects: z.array(aspect),
  reading: z.string().min(1),
});
void ((value: CompositeReport): z.infer<typeof compositeSchema> => value);
