// Payloads of the account's email address: following a confirmation link, changing the address.
import { z } from "zod";
import { emailField } from "~/schemas/auth";

export const LINK_MISSING = "The confirmation link is missing its token. Open the link from the email again.";

export const verifyEmailSchema = z.object({
  token: z.string({ required_error: LINK_MISSING, invalid_type_error: LINK_MISSING }).min(1, LINK_MISSING).max(200, LINK_MISSING),
});

export const changeEmailSchema = z.object({
  email: emailField,
  password: z
    .string({ required_error: "Current password is required", invalid_type_error: "Current password is required" })
    .min(1, "Current password is required")
    .max(200, "Current password is required"),
});
