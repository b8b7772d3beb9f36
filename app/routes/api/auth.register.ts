import type { Route } from "./+types/auth.register";
import { registerSchema } from "~/schemas/auth";
import { registerUser } from "~/services/auth.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";
import { rateLimit } from "~/services/rate-limit.server";

/**
 * POST /api/auth/register { email, password, firstName, lastName }: creates the account and emails the
 * link that confirms the address; 202 { message, email }. A taken address is answered the same way
 * (its owner is told by email). Nobody is signed in: POST /api/auth/login works straight away.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    await rateLimit("auth", context.clientIp);
    const input = await parseJson(request, registerSchema);
    return Response.json(await registerUser(input), { status: 202 });
  });
}

export const loader = () => methodNotAllowed();
