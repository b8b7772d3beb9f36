import type { Route } from "./+types/admin.subscriptions.create";
import { adminCreateSubscriptionSchema } from "~/schemas/billing";
import { requireAdmin } from "~/http/guards.server";
import { adminCreateSubscription } from "~/services/billing/admin.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";
import { rateLimit } from "~/services/rate-limit.server";

/** POST /api/admin/subscriptions/create { email, priceId }: makes the user Premium (audited). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    const admin = await requireAdmin(request);
    await rateLimit("write", context.clientIp);
    const input = await parseJson(request, adminCreateSubscriptionSchema);
    const result = await adminCreateSubscription(input.email, input.priceId, admin);
    return Response.json({ message: "Subscription created successfully", ...result });
  });
}

export const loader = () => methodNotAllowed();
