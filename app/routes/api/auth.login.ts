import { publicUser } from "~/models/user.server";
import { loginSchema } from "~/schemas/auth";
import { attemptLogin, LOGIN_FAILED } from "~/services/auth.server";
import { apiError } from "~/http/responses.server";
import { createSession } from "~/http/session.server";
import { api, methodNotAllowed } from "../api.server";

/** POST /api/auth/login { email, password, rememberMe }: sets the session cookie. */
export const action = api({ method: "POST", limit: "auth", body: loginSchema }, async ({ body, context }) => {
  const user = await attemptLogin(body.email, body.password, context.clientIp);
  if (!user) return apiError(401, LOGIN_FAILED);
  const cookie = await createSession(user.id, body.rememberMe);
  return Response.json({ user: publicUser(user) }, { headers: { "Set-Cookie": cookie } });
});

export const loader = () => methodNotAllowed();
