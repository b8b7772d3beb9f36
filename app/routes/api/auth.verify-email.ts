import type { Route } from "./+types/auth.verify-email";
import { getUser } from "~/http/guards.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";
import { verifyEmailSchema } from "~/schemas/account-email";
import { confirmEmailLink } from "~/services/account-email.server";
import { rateLimit } from "~/services/rate-limit.server";

/**
 * POST /api/auth/verify-email { token }: follows a confirmation link (the account's address, or a
 * change of address); 200 { purpose, email }. Signed in as another member, 403 and nothing changes.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    await rateLimit("auth", context.clientIp);
    const { token } = await parseJson(request, verifyEmailSchema);
    const done = await confirmEmailLink(token, await getUser(request));
    return Response.json(done, { headers: { "Cache-Control": "private, no-store" } });
  });
}

export const loader = () => methodNotAllowed();
