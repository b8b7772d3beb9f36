// Payloads of the birth details (POST /api/profile, the onboarding and regenerate forms) and of the
// compatibility report (POST /api/compatibility, the Match tab), with the messages of docs/product.md#validation.
// One schema per payload: the HTML actions parse forms with Conform, the /api routes parse JSON.
import { z } from "zod";
import { nameField, requiredText } from "~/schemas/text";

import {
  BIRTH_DATE_FORMAT,
  BIRTH_DATE_INVALID,
  BIRTH_TIME_FORMAT,
  BIRTH_PLACE_REQUIRED,
  LATITUDE_RANGE,
  LONGITUDE_RANGE,
  PARTNER_NAME_REQUIRED,
  BIRTH_LOCATION_REQUIRED,
  PARTNER_LOCATION_REQUIRED,
} from "~/schemas/profile-messages";

export * from "~/schemas/profile-messages";

/** Earliest and latest birth years the engine's time-zone history and ephemeris are trusted for. */
export const MIN_BIRTH_YEAR = 1800;
export const MAX_BIRTH_YEAR = 2100;

/** True when `value` (YYYY-MM-DD) is a real calendar date (no 2023-02-30). */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const birthDate = z
  .string({ required_error: BIRTH_DATE_FORMAT, invalid_type_error: BIRTH_DATE_FORMAT })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, BIRTH_DATE_FORMAT)
  .refine(isRealDate, BIRTH_DATE_INVALID)
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= MIN_BIRTH_YEAR && year <= MAX_BIRTH_YEAR;
  }, BIRTH_DATE_INVALID);

/** Optional "HH:MM"; an empty string, a missing value and null all mean "time unknown". */
export const birthTime = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : typeof value === "string" ? value.trim() : value),
  z
    .string({ invalid_type_error: BIRTH_TIME_FORMAT })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, BIRTH_TIME_FORMAT)
    .nullable()
    .optional()
    .transform((value) => value ?? null),
);

export const birthPlace = requiredText(BIRTH_PLACE_REQUIRED, 300, "Birth place must be at most 300 characters");

/** A coordinate sent as a number (JSON) or a numeric string (forms, older clients). */
export function coordinate(limit: number, rangeMessage: string, missingMessage: string) {
  return z.preprocess(
    (value) => {
      if (typeof value !== "string") return value === null ? undefined : value;
      const trimmed = value.trim();
      return trimmed === "" ? undefined : /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    },
    z
      .number({ required_error: missingMessage, invalid_type_error: rangeMessage })
      .finite(rangeMessage)
      .min(-limit, rangeMessage)
      .max(limit, rangeMessage),
  );
}

/** Checkbox / boolean: "on", "true", true; everything else is false. */
export const flag = z.preprocess((value) => {
  const last = Array.isArray(value) ? value[value.length - 1] : value;
  return last === true || last === "on" || last === "true";
}, z.boolean());

export const timeChoice = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  z.enum(["earlier", "later"], { invalid_type_error: "Time choice must be earlier or later" }).optional(),
);

export const birthDetailsSchema = z.object({
  birthDate,
  birthTime,
  birthPlace,
  birthLatitude: coordinate(90, LATITUDE_RANGE, BIRTH_LOCATION_REQUIRED),
  birthLongitude: coordinate(180, LONGITUDE_RANGE, BIRTH_LOCATION_REQUIRED),
  regenerateProfile: flag.default(false),
  /** For an ambiguous (repeated) or nonexistent (skipped) local time: which reading was meant. */
  timeChoice,
});
export type BirthDetailsInput = z.input<typeof birthDetailsSchema>;
export type BirthDetails = z.output<typeof birthDetailsSchema>;

export const compatibilitySchema = z.object({
  partnerName: nameField(PARTNER_NAME_REQUIRED, 100, "Partner's name must be at most 100 characters"),
  partnerBirthDate: birthDate,
  partnerBirthTime: birthTime,
  partnerBirthPlace: birthPlace,
  partnerBirthLatitude: coordinate(90, LATITUDE_RANGE, PARTNER_LOCATION_REQUIRED),
  partnerBirthLongitude: coordinate(180, LONGITUDE_RANGE, PARTNER_LOCATION_REQUIRED),
  partnerTimeChoice: timeChoice,
});
export type CompatibilityDetails = z.output<typeof compatibilitySchema>;

/** GET /api/places?q= */
export const PLACE_QUERY_MIN = 3;
export const PLACE_RESULTS_MAX = 5;
