import { getUser } from "~/http/guards.server";
import { verifyEmailSchema } from "~/schemas/account-email";
import { confirmEmailLink } from "~/services/account-email.server";
import { api, methodNotAllowed } from "../api.server";

/**
 * POST /api/auth/verify-email { token }: follows a confirmation link (the account's address, or a
 * change of address); 200 { purpose, email }. Signed in as another member, 403 and nothing changes.
 */
export const action = api({ method: "POST", limit: "auth", body: verifyEmailSchema }, async ({ request, body }) => {
  const done = await confirmEmailLink(body.token, await getUser(request));
  return Response.json(done, { headers: { "Cache-Control": "private, no-store" } });
});

export const loader = () => methodNotAllowed();
