import type { Route } from "./+types/auth.resend-verification";
import { requireUser } from "~/http/guards.server";
import { apiHandler, methodNotAllowed } from "~/http/responses.server";
import { LINK_SENT, resendVerification } from "~/services/account-email.server";

/** POST /api/auth/resend-verification: a fresh confirmation link to the account's address (older links stop working). */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    const user = await requireUser(request);
    await resendVerification(user);
    return Response.json({ message: LINK_SENT(user.email) }, { status: 202, headers: { "Cache-Control": "private, no-store" } });
  });
}

export const loader = () => methodNotAllowed();
