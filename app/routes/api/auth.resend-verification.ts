import { LINK_SENT, resendVerification } from "~/services/account-email.server";
import { api, methodNotAllowed } from "../api.server";

/** POST /api/auth/resend-verification: a fresh confirmation link to the account's address (older links stop working). */
export const action = api({ method: "POST", guard: "user" }, async ({ user }) => {
  await resendVerification(user);
  return Response.json({ message: LINK_SENT(user.email) }, { status: 202, headers: { "Cache-Control": "private, no-store" } });
});

export const loader = () => methodNotAllowed();
