// What a member may change on their profile without new birth details: the sex the luck pillars ask
// for, and the chart conventions (decision 018). One schema for PATCH /api/profile and the Settings
// card's form (which sends every convention); each field is optional, at least one is needed. Also
// the shape of `chart.conventions` in /api/profile.
import { z } from "zod";
import { AYANAMSAS, BAZI_HOURS, DASHA_YEAR_DAYS, DAY_STARTS, NODES, type Conventions } from "~/astrology/conventions";
import { sexSchema } from "~/schemas/chinese";

export const BAZI_HOUR_MESSAGE = "Choose how the BaZi hour is read: clock (the birth place's clock time) or solar (apparent solar time).";
export const DAY_START_MESSAGE = "Choose when the BaZi day begins: 00:00 (midnight) or 23:00 (the start of the Zi hour).";
export const AYANAMSA_MESSAGE = "Choose an ayanamsa: lahiri, krishnamurti, raman or true-chitrapaksha.";
export const NODE_MESSAGE = "Choose the mean or the true node for Rahu and Ketu.";
export const DASHA_YEAR_MESSAGE = "Choose a dasha year of 365.25, 365.2564 or 360 days.";
export const NOTHING_TO_CHANGE = "Nothing to change: send sex, or one of baziHour, dayStart, ayanamsa, node and dashaYearDays.";

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { errorMap: () => ({ message }) });

/** 365.25, 365.2564 or 360: a number in JSON, its digits in a form. */
const dashaYearDays = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value.trim()) : value),
  z.union([z.literal(DASHA_YEAR_DAYS[0]), z.literal(DASHA_YEAR_DAYS[1]), z.literal(DASHA_YEAR_DAYS[2])], { errorMap: () => ({ message: DASHA_YEAR_MESSAGE }) }),
);

export const conventionsSchema = z.object({
  baziHour: choice(BAZI_HOURS, BAZI_HOUR_MESSAGE),
  dayStart: choice(DAY_STARTS, DAY_START_MESSAGE),
  ayanamsa: choice(AYANAMSAS, AYANAMSA_MESSAGE),
  node: choice(NODES, NODE_MESSAGE),
  dashaYearDays,
});

/** PATCH /api/profile and the Settings conventions form: any of the sex and the five conventions. */
export const profileSettingsSchema = sexSchema
  .partial()
  .merge(conventionsSchema.partial())
  .refine((value) => Object.values(value).some((v) => v !== undefined), { message: NOTHING_TO_CHANGE });
export type ProfileSettingsInput = z.infer<typeof profileSettingsSchema>;

// Compile-time: the schema's conventions are the engine's.
void ((value: Conventions): z.infer<typeof conventionsSchema> => value);
void ((value: z.infer<typeof conventionsSchema>): Conventions => value);
