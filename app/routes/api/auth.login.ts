import type { Route } from "./+types/auth.login";
import { publicUser } from "~/models/user.server";
import { loginSchema } from "~/schemas/auth";
import { attemptLogin, LOGIN_FAILED } from "~/services/auth.server";
import { apiError, apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";
import { rateLimit } from "~/services/rate-limit.server";
import { createSession } from "~/http/session.server";

/** POST /api/auth/login { email, password, rememberMe }: sets the session cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    await rateLimit("auth", context.clientIp);
    const input = await parseJson(request, loginSchema);
    const user = await attemptLogin(input.email, input.password, context.clientIp);
    if (!user) return apiError(401, LOGIN_FAILED);
    const cookie = await createSession(user.id, input.rememberMe);
    return Response.json({ user: publicUser(user) }, { headers: { "Set-Cookie": cookie } });
  });
}

export const loader = () => methodNotAllowed();
