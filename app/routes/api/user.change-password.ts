import { changePasswordSchema } from "~/schemas/auth";
import { changePassword } from "~/services/auth.server";
import { readSessionId } from "~/http/session.server";
import { api, methodNotAllowed } from "../api.server";

/** POST /api/user/change-password: checks the current password; other sessions end. */
export const action = api({ method: "POST", guard: "user", limit: "auth", body: changePasswordSchema }, async ({ request, user, body }) => {
  await changePassword(user, await readSessionId(request), body.oldPassword, body.newPassword);
  return Response.json({ message: "Password changed" });
});

export const loader = () => methodNotAllowed();
