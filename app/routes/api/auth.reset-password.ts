import type { Route } from "./+types/auth.reset-password";
import { resetPasswordSchema } from "~/schemas/auth";
import { resetPassword } from "~/services/auth.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";
import { rateLimit } from "~/services/rate-limit.server";

/** POST /api/auth/reset-password { token, password }: single-use, 1 hour; ends every session. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    await rateLimit("passwordReset", context.clientIp);
    const input = await parseJson(request, resetPasswordSchema);
    await resetPassword(input.token, input.password);
    return Response.json({ message: "Password reset successfully" });
  });
}

export const loader = () => methodNotAllowed();
