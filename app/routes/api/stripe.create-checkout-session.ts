import { checkoutSchema } from "~/schemas/billing";
import { createCheckoutSession } from "~/services/billing/checkout.server";
import { api, methodNotAllowed } from "../api.server";

/** POST /api/stripe/create-checkout-session { priceId }: answers { url } to navigate to. */
export const action = api({ method: "POST", guard: "user", limit: "write", body: checkoutSchema }, async ({ user, body }) => {
  const { url } = await createCheckoutSession(user, body.priceId, body.from ?? null);
  return Response.json({ url });
});

export const loader = () => methodNotAllowed();
