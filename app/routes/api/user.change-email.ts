import type { Route } from "./+types/user.change-email";
import { requireUser } from "~/http/guards.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";
import { changeEmailSchema } from "~/schemas/account-email";
import { CHANGE_SENT, requestEmailChange } from "~/services/account-email.server";
import { rateLimit } from "~/services/rate-limit.server";

/**
 * POST /api/user/change-email { email, password }: sends a link to the new address; the account moves
 * there only when it is followed (POST /api/auth/verify-email). 202 { message, email }.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    const user = await requireUser(request);
    await rateLimit("auth", context.clientIp);
    const input = await parseJson(request, changeEmailSchema);
    const { email } = await requestEmailChange(user, input);
    return Response.json({ message: CHANGE_SENT(email), email }, { status: 202, headers: { "Cache-Control": "private, no-store" } });
  });
}

export const loader = () => methodNotAllowed();
