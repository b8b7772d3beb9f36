import type { Route } from "./+types/admin.subscriptions.cancel";
import { adminCancelSubscriptionSchema } from "~/schemas/billing";
import { requireAdmin } from "~/http/guards.server";
import { adminCancelSubscription } from "~/services/billing/admin.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";
import { rateLimit } from "~/services/rate-limit.server";

/** POST /api/admin/subscriptions/cancel { email }: cancels the user's subscription now (audited). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    const admin = await requireAdmin(request);
    await rateLimit("write", context.clientIp);
    const input = await parseJson(request, adminCancelSubscriptionSchema);
    const result = await adminCancelSubscription(input.email, admin);
    return Response.json({ message: "Subscription cancelled successfully", ...result });
  });
}

export const loader = () => methodNotAllowed();
