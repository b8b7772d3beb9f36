import { publicUser } from "~/models/user.server";
import { registerSchema } from "~/schemas/auth";
import { registerUser } from "~/services/auth.server";
import { createSession } from "~/http/session.server";
import { api, methodNotAllowed } from "../api.server";
import { signUpLocale } from "~/i18n/request.server";

/**
 * POST /api/auth/register { email, password, firstName, lastName }: creates the account and signs the
 * new member in, as the sign-in does: 201 { user } with the session cookie; the page then loads /.
 * The link that confirms the address is emailed. A taken address is 409 with the message (its owner is
 * told by email); too many of those from one client address, 429.
 */
export const action = api({ method: "POST", limit: "auth", body: registerSchema }, async ({ body, context, request }) => {
  const user = await registerUser({ ...body, locale: signUpLocale(request, body.locale) }, context.clientIp);
  const cookie = await createSession(user.id, false);
  return Response.json({ user: publicUser(user) }, { status: 201, headers: { "Set-Cookie": cookie } });
});

export const loader = () => methodNotAllowed();
