// POST /api/user/preferences and the preferences forms (docs/product.md#records): the menu's shape
// { username, sendDailyInsights } and the settings' shape { dailyInsights, emailDailyInsights,
// smsDailyInsights, phoneNumber, deliveryTime } (+ timezone), validated by one schema.
//
// One model (docs/decisions/003-daily-insights-model.md): `sendDailyInsights` is the master switch;
// the settings payload's `dailyInsights` is the same switch under its other name; the two channel
// flags choose email and/or SMS. A premium user receives insights when the switch is on and at
// least one channel is on.
import { z } from "zod";
import { THEME_MESSAGE, THEMES, themeOfChoice } from "~/domain/theme";
import { nameField } from "~/schemas/text";
import { LOCALES } from "~/i18n/locales";

import { DELIVERY_HOURS } from "~/domain/delivery";
import { ZONE_PLACE_REQUIRED, ZONE_QUERY_MESSAGE } from "~/domain/member-zone";
import { coordinate } from "~/schemas/profile";
import { LATITUDE_RANGE, LONGITUDE_RANGE } from "~/schemas/profile-messages";

export { DELIVERY_HOURS };
export const DELIVERY_TIME_MESSAGE = "Delivery time must be in HH:MM format";
export const TIMEZONE_INVALID = "Timezone must be a valid IANA time zone";
export const LOCALE_MESSAGE = "Choose one of the languages offered";

/** The settings' place search for the member's clock: the words typed (3 letters at least, as every place search). */
export const zoneSearchSchema = z.object({
  zoneQuery: z
    .string({ required_error: ZONE_QUERY_MESSAGE, invalid_type_error: ZONE_QUERY_MESSAGE })
    .trim()
    .min(3, ZONE_QUERY_MESSAGE)
    .max(120, "Place name is too long"),
});

/** Form checkboxes arrive as "on" (or a hidden "off" before them); JSON sends booleans. */
const flag = z.preprocess(
  (value) => {
    const last = Array.isArray(value) ? value[value.length - 1] : value;
    if (last === "on" || last === "true") return true;
    if (last === "off" || last === "false") return false;
    return last;
  },
  z.boolean({ invalid_type_error: "Expected true or false" }).optional(),
);

export function isIanaTimeZone(value: string) {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const preferencesSchema = z.object({
  username: nameField("Username must be at least 1 character", 50, "Display name must be at most 50 characters").optional(),
  sendDailyInsights: flag,
  dailyInsights: flag,
  emailDailyInsights: flag,
  smsDailyInsights: flag,
  phoneNumber: z
    .string({ invalid_type_error: "Phone number must be a string" })
    .trim()
    .max(32, "Phone number is too long")
    .nullable()
    .optional()
    .transform((value) => (value === "" ? null : value)),
  deliveryTime: z
    .string({ invalid_type_error: DELIVERY_TIME_MESSAGE })
    // HH:MM and one of the offered hours, in one check so the message appears once.
    .refine((value) => (DELIVERY_HOURS as readonly string[]).includes(value), DELIVERY_TIME_MESSAGE)
    .optional(),
  timezone: z
    .string({ invalid_type_error: TIMEZONE_INVALID })
    .refine(isIanaTimeZone, TIMEZONE_INVALID)
    .optional(),
  // Where the member is, as a place found by the settings' place search: its zone becomes theirs
  // (the place's name is for the answer only; the zone is what is kept).
  zonePlace: z.string().trim().max(300, "Place name is too long").optional(),
  zoneLatitude: coordinate(90, LATITUDE_RANGE, ZONE_PLACE_REQUIRED).optional(),
  zoneLongitude: coordinate(180, LONGITUDE_RANGE, ZONE_PLACE_REQUIRED).optional(),
  // Light or dark; an older page's "system" (once: follow the browser) reads as light, the default.
  theme: z.preprocess((value) => themeOfChoice(value) ?? value, z.enum(THEMES, { message: THEME_MESSAGE })).optional(),
  // The member's language (their pages' frame, their emails).
  locale: z.enum(LOCALES, { message: LOCALE_MESSAGE }).optional(),
});

/** The footer's chooser (POST /language): a language and the page to go back to. */
export const languageChoiceSchema = z.object({
  locale: z.enum(LOCALES, { message: LOCALE_MESSAGE }),
  redirectTo: z.string().max(2000).optional(),
});

export type PreferencesInput = z.infer<typeof preferencesSchema>;

// The select's zone list lives apart from the schema so the settings view can use it without Zod.
export { currentZoneName } from "~/domain/zone-options";
