// Payloads of the admin panel and /api/admin/* (docs/product.md#records, #api) with the messages of docs/product.md#validation.
// Each schema is used by the tab's HTML action (Conform) and by the matching /api route.
import { z } from "zod";
import { firstNameField, lastNameField, PASSWORD_MIN } from "~/schemas/auth";
import { birthDetailsSchema as profileBirthDetailsSchema } from "~/schemas/profile";
import { requiredString, requiredText } from "~/schemas/text";
import adminMessages from "./data/admin-messages.json" with { type: "json" };

export const ADMIN_MESSAGES = adminMessages;

/** Form fields arrive as strings; JSON may send null for an empty optional field. */
const blankToNull = (value: unknown) => (typeof value === "string" ? value.trim() || null : value);

// Preprocessed rather than piped, so the form's constraints see the field as optional (no `required`).
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess(blankToNull, schema.nullable().optional().transform((value): z.output<T> | null => value ?? null));

const optionalText = (max: number, message: string) => optional(z.string().max(max, message));

const email = z
  .string({ required_error: "Please enter a valid email address", invalid_type_error: "Please enter a valid email address" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Please enter a valid email address")
  .email("Please enter a valid email address");

// Birth details follow the profile's own rules (app/schemas/profile.ts), so an admin fix is validated
// exactly like the user's form.
export const birthDate = profileBirthDetailsSchema.shape.birthDate;
export const birthTime = profileBirthDetailsSchema.shape.birthTime;

/** JSON booleans, and what forms send: "on" from a checkbox, "true"/"false" from a hidden field or button. */
const flag = z.preprocess(
  (value) => {
    const last = Array.isArray(value) ? value[value.length - 1] : value;
    if (last === "on" || last === "true") return true;
    if (last === "off" || last === "false" || last === undefined || last === null || last === "") return false;
    return last;
  },
  z.boolean({ invalid_type_error: "Expected true or false" }),
);

const requiredFlag = z.preprocess(
  (value) => (value === "true" ? true : value === "false" ? false : value),
  z.boolean({ required_error: "isAdmin must be true or false", invalid_type_error: "isAdmin must be true or false" }),
);

export const userId = z
  .string({ required_error: ADMIN_MESSAGES.noUser, invalid_type_error: ADMIN_MESSAGES.noUser })
  .trim()
  .min(1, ADMIN_MESSAGES.noUser)
  .max(100, ADMIN_MESSAGES.noUser);

// GET /api/admin/users and the user picker: server-side search, paginated.

export const USER_PAGE_SIZE = 100;

/** A whole number of a query string from `min` to `max`: `message` for anything else, `tooLarge` past `max`. */
const wholeNumber = (min: number, max: number, message: string, tooLarge = message) =>
  z.coerce.number({ invalid_type_error: message }).int(message).min(min, message).max(max, tooLarge);

export const userSearchSchema = z.object({
  q: z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim().slice(0, 200)),
  offset: wholeNumber(0, 10_000_000, "offset must be a whole number", "offset is too large").default(0),
  limit: wholeNumber(1, USER_PAGE_SIZE, "limit must be between 1 and 100").default(USER_PAGE_SIZE),
});
export type UserSearch = z.output<typeof userSearchSchema>;

// POST /api/admin/users: email, firstName, lastName, birthDate, birthTime, birthPlace

export const addUserSchema = z
  .object({
    email,
    firstName: firstNameField,
    lastName: lastNameField,
    birthDate: optional(birthDate),
    birthTime,
    birthPlace: optionalText(200, "Birth place must be at most 200 characters"),
  })
  .superRefine((value, ctx) => {
    if (value.birthDate && !value.birthPlace) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["birthPlace"], message: ADMIN_MESSAGES.birthPlaceRequired });
    }
    if (!value.birthDate && (value.birthPlace || value.birthTime)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["birthDate"], message: ADMIN_MESSAGES.birthDateNeeded });
    }
  });
export type AddUserInput = z.output<typeof addUserSchema>;

// Delete user: the form carries the selected user and, once confirmed, confirm=yes.

export const deleteUserFormSchema = z.object({
  userId,
  confirm: z.literal("yes").optional(),
});

// PATCH /api/admin/users/{id}/admin-status { isAdmin }

export const adminStatusSchema = z.object({ isAdmin: requiredFlag });
export const adminStatusFormSchema = z.object({
  userId,
  isAdmin: requiredFlag,
  confirm: z.literal("yes").optional(),
});

// PATCH /api/admin/users/{id}/reset-password { newPassword }; the form also asks for a confirmation.

const newPassword = requiredString(ADMIN_MESSAGES.passwordTooShort, PASSWORD_MIN, "Password must be at most 200 characters");

export const adminResetPasswordSchema = z.object({ newPassword });
export const adminResetPasswordFormSchema = z
  .object({
    userId,
    newPassword,
    confirmPassword: z.string({ required_error: ADMIN_MESSAGES.passwordsDiffer }).max(200, ADMIN_MESSAGES.passwordsDiffer),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: ADMIN_MESSAGES.passwordsDiffer,
    path: ["confirmPassword"],
  });

// PATCH /api/admin/users/{id}/birth-details

const birthDetailsFields = {
  birthDate,
  birthTime,
  birthPlace: optionalText(200, "Birth place must be at most 200 characters"),
  birthLatitude: profileBirthDetailsSchema.shape.birthLatitude,
  birthLongitude: profileBirthDetailsSchema.shape.birthLongitude,
  regenerateProfile: flag.default(false),
  timeChoice: profileBirthDetailsSchema.shape.timeChoice,
};
export const birthDetailsSchema = z.object(birthDetailsFields);
export type BirthDetailsInput = z.output<typeof birthDetailsSchema>;
export const birthDetailsFormSchema = z.object({ userId, ...birthDetailsFields });

// POST /api/admin/geocode { location }

export const geocodeSchema = z.object({
  location: requiredText("Location is required", 200, "Location must be at most 200 characters"),
});

// Subscriptions: the tabs use the billing schemas (app/schemas/billing.ts), the same ones as
// /api/admin/subscriptions/*.
export { adminCancelSubscriptionSchema, adminCreateSubscriptionSchema } from "~/schemas/billing";

// GET /api/admin/compatibility-stats

export const statsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0, "offset must be a whole number").max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1, "limit must be between 1 and 500").max(500, "limit must be between 1 and 500").default(100),
});
