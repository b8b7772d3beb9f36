import type { Route } from "./+types/user.change-password";
import { changePasswordSchema } from "~/schemas/auth";
import { requireUser } from "~/http/guards.server";
import { changePassword } from "~/services/auth.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";
import { rateLimit } from "~/services/rate-limit.server";
import { readSessionId } from "~/http/session.server";

/** POST /api/user/change-password: checks the current password; other sessions end. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    const user = await requireUser(request);
    await rateLimit("auth", context.clientIp);
    const input = await parseJson(request, changePasswordSchema);
    await changePassword(user, await readSessionId(request), input.oldPassword, input.newPassword);
    return Response.json({ message: "Password changed" });
  });
}

export const loader = () => methodNotAllowed();
