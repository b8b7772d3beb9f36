import type { Route } from "./+types/auth.forgot-password";
import { forgotPasswordSchema } from "~/schemas/auth";
import { requestPasswordReset } from "~/services/auth.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";
import { rateLimit } from "~/services/rate-limit.server";

export const FORGOT_ANSWER = "If an account exists for that email, a reset link has been sent. The link expires in 1 hour.";

/** POST /api/auth/forgot-password { email }: the same answer whether or not the account exists. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    await rateLimit("passwordReset", context.clientIp);
    const input = await parseJson(request, forgotPasswordSchema);
    await requestPasswordReset(input.email);
    return Response.json({ message: FORGOT_ANSWER });
  });
}

export const loader = () => methodNotAllowed();
