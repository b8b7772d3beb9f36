// The member's own data: deleting the account (settings form and DELETE /api/user).
import { z } from "zod";

/** What an account without a password types to confirm its deletion. */
export const DELETE_CONFIRMATION_WORD = "DELETE";
export const PASSWORD_REQUIRED = "Enter your password to delete your account";
export const CONFIRMATION_REQUIRED = `Type ${DELETE_CONFIRMATION_WORD} to delete your account`;

export const deleteAccountSchema = z.object({
  password: z.string({ invalid_type_error: PASSWORD_REQUIRED }).max(200, PASSWORD_REQUIRED).optional(),
  confirmation: z.string({ invalid_type_error: CONFIRMATION_REQUIRED }).trim().max(50, CONFIRMATION_REQUIRED).optional(),
});

export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
