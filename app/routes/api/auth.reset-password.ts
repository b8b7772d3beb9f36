import { resetPasswordSchema } from "~/schemas/auth";
import { resetPassword } from "~/services/auth.server";
import { api, methodNotAllowed } from "../api.server";

/** POST /api/auth/reset-password { token, password }: single-use, 1 hour; ends every session. */
export const action = api({ method: "POST", limit: "passwordReset", body: resetPasswordSchema }, async ({ body }) => {
  await resetPassword(body.token, body.password);
  return Response.json({ message: "Password reset successfully" });
});

export const loader = () => methodNotAllowed();
