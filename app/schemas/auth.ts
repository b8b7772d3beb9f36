// Payloads of the account screens and /api/auth/* (docs/product.md#records) with the messages of docs/product.md#validation.
import { z } from "zod";
import { LOCALES } from "~/i18n/locales";
import { nameField, requiredString } from "~/schemas/text";

export const PASSWORD_MIN = 8;

export const emailField = z
  .string({ required_error: "Please enter a valid email address", invalid_type_error: "Please enter a valid email address" })
  .trim()
  .max(254, "Please enter a valid email address")
  .email("Please enter a valid email address");

const checkbox = z
  .union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("false")])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

export const firstNameField = nameField("First name is required", 100, "First name must be at most 100 characters");

export const lastNameField = nameField("Last name is required", 100, "Last name must be at most 100 characters");

/** A new password (registration, reset). */
const newPasswordField = requiredString("Password must be at least 8 characters", PASSWORD_MIN, "Password must be at most 200 characters");

/** Registration with an address that already has an account (HTML and /api alike). */
export const EMAIL_TAKEN = "An account with this email already exists. Sign in or reset your password.";

export const registerSchema = z.object({
  email: emailField,
  password: newPasswordField,
  firstName: firstNameField,
  lastName: lastNameField,
  // The browser's time zone (a hidden field the page script fills; JSON clients may send it), kept as
  // the member's clock when the tz database knows it. Anything else is dropped, never refused: no one
  // can correct a hidden field, and without a zone the birth place's applies.
  timezone: z.string().max(64).optional().catch(undefined),
  // The member's language: a JSON client may name it; else the route takes the visitor's choice or
  // the browser's Accept-Language (app/i18n/request.server.ts). Anything not offered is dropped.
  locale: z.enum(LOCALES).optional().catch(undefined),
  redirectTo: z.string().optional(),
});

export const loginSchema = z.object({
  email: emailField,
  password: requiredString("Password is required"),
  rememberMe: checkbox,
  redirectTo: z.string().optional(),
});

export const forgotPasswordSchema = z.object({ email: emailField });

/** How long a one-time sign-in link works. */
export const SIGN_IN_LINK_MINUTES = 15;

/** Asking for a one-time sign-in link by email. */
export const signInLinkRequestSchema = z.object({ email: emailField });

/** Using one: the token from the link. */
export const signInLinkSchema = z.object({
  token: requiredString("Sign-in link token is required"),
});

export const resetPasswordSchema = z.object({
  token: requiredString("Reset token is required"),
  password: newPasswordField,
});

export const changePasswordSchema = z
  .object({
    oldPassword: requiredString("Current password is required"),
    newPassword: requiredString("New password must be at least 8 characters", PASSWORD_MIN, "New password must be at most 200 characters"),
    confirmPassword: requiredString("Please confirm your new password", PASSWORD_MIN),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

/** Only same-site paths: "/x" but never "//host" or "/\\host", and never an absolute URL. */
export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f]/.test(to) || to.length > 2048) return fallback;
  // A Location header holds ASCII only: anything else (spaces, accents, emoji) is percent-encoded.
  try {
    return to.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
  } catch {
    return fallback; // a lone surrogate cannot be encoded
  }
}
