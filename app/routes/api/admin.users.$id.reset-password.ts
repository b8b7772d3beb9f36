import { adminResetPasswordSchema } from "~/schemas/admin";
import { adminResetPassword } from "~/services/admin.server";
import { api, methodNotAllowed } from "../api.server";

/** PATCH /api/admin/users/{id}/reset-password { newPassword }: min 8; ends the user's sessions. */
export const action = api({ guard: "admin", method: "PATCH", body: adminResetPasswordSchema }, async ({ user, params, body }) => {
  await adminResetPassword(user, params.id, body.newPassword);
  return Response.json({ message: "Password reset successfully" });
});

export const loader = api({ guard: "admin" }, async () => methodNotAllowed());
