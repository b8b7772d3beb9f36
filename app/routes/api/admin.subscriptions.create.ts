import { adminCreateSubscriptionSchema } from "~/schemas/billing";
import { adminCreateSubscription } from "~/services/billing/admin.server";
import { api, methodNotAllowed } from "../api.server";

/** POST /api/admin/subscriptions/create { email, priceId }: makes the user Premium (audited). */
export const action = api({ guard: "admin", method: "POST", limit: "write", body: adminCreateSubscriptionSchema }, async ({ user, body }) => {
  const result = await adminCreateSubscription(body.email, body.priceId, user);
  return Response.json({ message: "Subscription created successfully", ...result });
});

export const loader = () => methodNotAllowed();
