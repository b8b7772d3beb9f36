// Names people give (first, last, display, partner): what is kept of what was typed; required strings.
import { z } from "zod";

/** Control characters and line/paragraph separators: become a space. */
const CONTROL = /[\p{Cc}\u2028\u2029]/gu;
/** Invisible formatting: zero-width characters, bidi overrides and isolates, soft hyphen, BOM. */
const INVISIBLE = /[\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0]/gu;

/** Removes control, bidi-override and zero-width characters, collapses spaces and trims. */
export function cleanName(value: string): string {
  return value.replace(CONTROL, " ").replace(INVISIBLE, "").replace(/\s+/gu, " ").trim();
}

/** A name field: cleaned, then required (a name that becomes empty is refused) and bounded. */
export function nameField(required: string, max: number, tooLong: string) {
  return z
    .string({ required_error: required, invalid_type_error: required })
    .transform(cleanName)
    .pipe(z.string().min(1, required).max(max, tooLong));
}

/** Text that must not be blank once trimmed: `message` when it is missing, blank or not text, `tooLong` past `max` characters. */
export function requiredText(message: string, max: number, tooLong: string) {
  return z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(max, tooLong);
}

/** A required string of at least `min` and at most 200 characters; one message for each failure but the length cap. */
export function requiredString(message: string, min = 1, tooLong = message) {
  return z.string({ required_error: message, invalid_type_error: message }).min(min, message).max(200, tooLong);
}
