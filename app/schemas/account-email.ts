// Payloads of the account's email address: following a confirmation link, changing the address.
import { z } from "zod";
import { emailField } from "~/schemas/auth";
import { requiredString } from "~/schemas/text";

export const LINK_MISSING = "The confirmation link is missing its token. Open the link from the email again.";

export const verifyEmailSchema = z.object({
  token: requiredString(LINK_MISSING),
});

export const changeEmailSchema = z.object({
  email: emailField,
  password: requiredString("Current password is required"),
});
