import type { Route } from "./+types/auth.sign-in-link";
import { signInLinkRequestSchema } from "~/schemas/auth";
import { requestSignInLink, SIGN_IN_LINK_SENT } from "~/services/sign-in-link.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";
import { rateLimit } from "~/services/rate-limit.server";

/** POST /api/auth/sign-in-link { email }: emails a one-time sign-in link; the same answer whether or not the account exists. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    await rateLimit("signInLink", context.clientIp);
    const input = await parseJson(request, signInLinkRequestSchema);
    await requestSignInLink(input.email);
    return Response.json({ message: SIGN_IN_LINK_SENT });
  });
}

export const loader = () => methodNotAllowed();
