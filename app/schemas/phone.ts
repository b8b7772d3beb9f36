// Confirming a phone number for daily texts: the settings form and POST /api/user/phone/verify.
import { z } from "zod";

export const CODE_FORMAT = "Enter the 6-digit code from the text message";

export const phoneCodeSchema = z.object({
  code: z
    .string({ required_error: CODE_FORMAT, invalid_type_error: CODE_FORMAT })
    .transform((value) => value.replace(/\s+/g, ""))
    .refine((value) => /^\d{6}$/.test(value), CODE_FORMAT),
});
