// The change-password form's action, shared by Settings and the screen a temporary password leads to.
import { getZodConstraint } from "@conform-to/zod";
import { readSessionId } from "~/http/session.server";
import type { User } from "~/models/user.server";
import { changePasswordSchema } from "~/schemas/auth";
import { constraintMessages } from "~/schemas/constraint-messages";
import { changePassword } from "~/services/auth.server";
import { rateLimit } from "~/services/rate-limit.server";
import { checkedForm } from "./refusals.server";

/** The browser's checks of the form (required, lengths) and their messages, read from its schema. */
export const passwordChecks = () => ({ constraint: getZodConstraint(changePasswordSchema), messages: constraintMessages(changePasswordSchema) });

const HIDDEN = ["oldPassword", "newPassword", "confirmPassword"];

export async function changePasswordOutcome(request: Request, user: User, formData: FormData, clientIp: string, then: string) {
  return checkedForm(formData, changePasswordSchema, "change-password", async ({ oldPassword, newPassword }) => {
    await rateLimit("auth", clientIp);
    await changePassword(user, await readSessionId(request), oldPassword, newPassword);
    return { redirect: then, toast: { title: "Password changed", description: "Your other sessions have been signed out." } };
  }, HIDDEN);
}
