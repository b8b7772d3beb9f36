import { adminCancelSubscriptionSchema } from "~/schemas/billing";
import { adminCancelSubscription } from "~/services/billing/admin.server";
import { api, methodNotAllowed } from "../api.server";

/** POST /api/admin/subscriptions/cancel { email }: cancels the user's subscription now (audited). */
export const action = api({ guard: "admin", method: "POST", limit: "write", body: adminCancelSubscriptionSchema }, async ({ user, body }) => {
  const result = await adminCancelSubscription(body.email, user);
  return Response.json({ message: "Subscription cancelled successfully", ...result });
});

export const loader = () => methodNotAllowed();
