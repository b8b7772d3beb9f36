import { portalSchema } from "~/schemas/billing";
import { createPortalSession } from "~/services/billing/checkout.server";
import { api, methodNotAllowed } from "../api.server";

/** POST /api/stripe/create-portal-session (empty body): answers { url } of the billing portal. */
export const action = api({ method: "POST", guard: "user", limit: "write", body: portalSchema }, async ({ user }) => {
  const { url } = await createPortalSession(user);
  return Response.json({ url });
});

export const loader = () => methodNotAllowed();
