// POST /api/user/preferences and the preferences forms (docs/product.md#records): the menu's shape
// { username, sendDailyInsights } and the settings' shape { dailyInsights, emailDailyInsights,
// smsDailyInsights, phoneNumber, deliveryTime } (+ timezone), validated by one schema.
//
// One model (docs/decisions/003-daily-insights-model.md): `sendDailyInsights` is the master switch;
// the settings payload's `dailyInsights` is the same switch under its other name; the two channel
// flags choose email and/or SMS. A premium user receives insights when the switch is on and at
// least one channel is on.
import { z } from "zod";
import { THEME_CHOICES } from "~/domain/theme";
import { formatTimeZone } from "~/domain/format";
import { TIME_ZONES } from "~/domain/time-zones";
import { nameField } from "~/schemas/text";

import { DELIVERY_HOURS } from "~/domain/delivery";

export { DELIVERY_HOURS };
export const DELIVERY_TIME_MESSAGE = "Delivery time must be in HH:MM format";

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
    .string({ invalid_type_error: "Timezone must be a valid IANA time zone" })
    .refine(isIanaTimeZone, "Timezone must be a valid IANA time zone")
    .optional(),
  theme: z.enum(THEME_CHOICES, { message: "Theme must be light, dark or system" }).optional(),
});

export type PreferencesInput = z.infer<typeof preferencesSchema>;

/** ICU still lists some zones under their old names; the select shows (and saves) today's names. */
const CURRENT_ZONE_NAMES: Record<string, string> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

export function currentZoneName(zone: string): string {
  return CURRENT_ZONE_NAMES[zone] ?? zone;
}

/** The timezone select's options: the shared list (app/domain/time-zones.ts) under today's names, plus any of `extra` it lacks. */
export function timeZoneOptions(extra: (string | null | undefined)[] = []): readonly string[] {
  const added = extra.filter((zone): zone is string => Boolean(zone)).map(currentZoneName).filter((zone) => !KNOWN.has(zone));
  return added.length ? [...new Set([...TIME_ZONES, ...added])].sort() : TIME_ZONES;
}
const KNOWN = new Set(TIME_ZONES);

function escapeHtml(text: string) {
  return text.replace(/[&<>"]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : "&quot;"));
}

const optionsHtml = new WeakMap<readonly string[], string>();
/**
 * The select's options as markup, `selected` on `value`: the same string on the server and in the
 * browser (both read the shared list), set as the select's inner HTML. Four hundred option elements
 * rendered by React on every settings page cost more than the rest of the delivery card (decision
 * record 008). Each zone reads city first ("London (Europe)"), in the order of those labels, so typing
 * a city's first letters in the closed select finds it; the value stays the IANA name.
 */
export function timeZoneOptionsHtml(zones: readonly string[], value: string): string {
  let html = optionsHtml.get(zones);
  if (html === undefined) {
    html = zones
      .map((zone) => ({ zone, label: formatTimeZone(zone) }))
      .sort((a, b) => a.label.localeCompare(b.label, "en"))
      .map(({ zone, label }) => `<option value="${escapeHtml(zone)}">${escapeHtml(label)}</option>`)
      .join("");
    optionsHtml.set(zones, html);
  }
  const chosen = `<option value="${escapeHtml(value)}">`;
  return html.replace(chosen, `<option value="${escapeHtml(value)}" selected="">`);
}
