import type { Route } from "./+types/stripe.create-checkout-session";
import { checkoutSchema } from "~/schemas/billing";
import { requireUser } from "~/http/guards.server";
import { createCheckoutSession } from "~/services/billing/checkout.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";
import { rateLimit } from "~/services/rate-limit.server";

/** POST /api/stripe/create-checkout-session { priceId }: answers { url } to navigate to. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    const user = await requireUser(request);
    await rateLimit("write", context.clientIp);
    const input = await parseJson(request, checkoutSchema);
    const { url } = await createCheckoutSession(user, input.priceId, input.from ?? null);
    return Response.json({ url });
  });
}

export const loader = () => methodNotAllowed();
