import { changeEmailSchema } from "~/schemas/account-email";
import { CHANGE_SENT, requestEmailChange } from "~/services/account-email.server";
import { api, methodNotAllowed } from "../api.server";

/**
 * POST /api/user/change-email { email, password }: sends a link to the new address; the account moves
 * there only when it is followed (POST /api/auth/verify-email). 202 { message, email }.
 */
export const action = api({ method: "POST", guard: "user", limit: "auth", body: changeEmailSchema }, async ({ user, body }) => {
  const { email } = await requestEmailChange(user, body);
  return Response.json({ message: CHANGE_SENT(email), email }, { status: 202, headers: { "Cache-Control": "private, no-store" } });
});

export const loader = () => methodNotAllowed();
