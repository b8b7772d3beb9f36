import type { Route } from "./+types/auth.register";
import { publicUser } from "~/models/user.server";
import { registerSchema } from "~/schemas/auth";
import { registerUser } from "~/services/auth.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";
import { rateLimit } from "~/services/rate-limit.server";
import { createSession } from "~/http/session.server";
import { signUpLocale } from "~/i18n/request.server";

/**
 * POST /api/auth/register { email, password, firstName, lastName }: creates the account and signs the
 * new member in, as the sign-in does: 201 { user } with the session cookie; the page then loads /.
 * The link that confirms the address is emailed. A taken address is 409 with the message (its owner is
 * told by email); too many of those from one client address, 429.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    await rateLimit("auth", context.clientIp);
    const input = await parseJson(request, registerSchema);
    const user = await registerUser({ ...input, locale: signUpLocale(request, input.locale) }, context.clientIp);
    const cookie = await createSession(user.id, false);
    return Response.json({ user: publicUser(user) }, { status: 201, headers: { "Set-Cookie": cookie } });
  });
}

export const loader = () => methodNotAllowed();
