// The change-password form's action, shared by Settings and the screen a temporary password leads to.
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { readSessionId } from "~/http/session.server";
import type { User } from "~/models/user.server";
import { changePasswordSchema } from "~/schemas/auth";
import { constraintMessages } from "~/schemas/constraint-messages";
import { changePassword } from "~/services/auth.server";
import { rateLimit } from "~/services/rate-limit.server";
import { shown } from "~/http/responses.server";
import { refusalReply, unlessRefused } from "./refusals.server";

/** The browser's checks of the form (required, lengths) and their messages, read from its schema. */
export const passwordChecks = () => ({ constraint: getZodConstraint(changePasswordSchema), messages: constraintMessages(changePasswordSchema) });

const HIDDEN = ["oldPassword", "newPassword", "confirmPassword"];

export async function changePasswordOutcome(request: Request, user: User, formData: FormData, clientIp: string, then: string) {
  const intent = "change-password" as const;
  const submission = await parseWithZod(formData, { schema: changePasswordSchema });
  if (submission.status !== "success") return { data: { intent, result: submission.reply({ hideFields: HIDDEN }) }, status: 400 };
  const { oldPassword, newPassword } = submission.value;
  return unlessRefused(
    async () => {
      await rateLimit("auth", clientIp);
      await changePassword(user, await readSessionId(request), oldPassword, newPassword);
      return { redirect: then, toast: { title: "Password changed", description: "Your other sessions have been signed out." } };
    },
    (error) => shown(error, { intent, result: refusalReply(submission, error, HIDDEN) }),
  );
}
