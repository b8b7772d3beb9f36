import { signInLinkRequestSchema } from "~/schemas/auth";
import { requestSignInLink, SIGN_IN_LINK_SENT } from "~/services/sign-in-link.server";
import { api, methodNotAllowed } from "../api.server";

/** POST /api/auth/sign-in-link { email }: emails a one-time sign-in link; the same answer whether or not the account exists. */
export const action = api({ method: "POST", limit: "signInLink", body: signInLinkRequestSchema }, async ({ body }) => {
  await requestSignInLink(body.email);
  return Response.json({ message: SIGN_IN_LINK_SENT });
});

export const loader = () => methodNotAllowed();
