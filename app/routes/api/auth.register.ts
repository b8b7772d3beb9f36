import type { Route } from "./+types/auth.register";
import { publicUser } from "~/models/user.server";
import { registerSchema } from "~/schemas/auth";
import { registerUser } from "~/services/auth.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";
import { rateLimit } from "~/services/rate-limit.server";
import { createSession } from "~/http/session.server";

/** POST /api/auth/register { email, password, firstName, lastName }: creates the account and signs in. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    await rateLimit("auth", context.clientIp);
    const input = await parseJson(request, registerSchema);
    const user = await registerUser(input);
    const cookie = await createSession(user.id, false);
    return Response.json({ user: publicUser(user) }, { status: 201, headers: { "Set-Cookie": cookie } });
  });
}

export const loader = () => methodNotAllowed();
