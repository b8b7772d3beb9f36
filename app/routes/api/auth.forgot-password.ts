import { forgotPasswordSchema } from "~/schemas/auth";
import { requestPasswordReset } from "~/services/auth.server";
import { api, methodNotAllowed } from "../api.server";

export const FORGOT_ANSWER = "If an account exists for that email, a reset link has been sent. The link expires in 1 hour.";

/** POST /api/auth/forgot-password { email }: the same answer whether or not the account exists. */
export const action = api({ method: "POST", limit: "passwordReset", body: forgotPasswordSchema }, async ({ body }) => {
  await requestPasswordReset(body.email);
  return Response.json({ message: FORGOT_ANSWER });
});

export const loader = () => methodNotAllowed();
