import type { Route } from "./+types/stripe.webhook";
import { handleStripeWebhook } from "~/services/billing/webhook.server";
import { readBodyText } from "~/http/body.server";
import { apiHandler, methodNotAllowed } from "~/http/responses.server";

/**
 * POST /api/stripe/webhook: Stripe's signed events. The signature covers the raw bytes, so the body
 * is read as text (streamed, at most the body limit) and never re-serialised before verification.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    const rawBody = await readBodyText(request);
    const result = await handleStripeWebhook(rawBody, request.headers.get("stripe-signature"));
    return Response.json(result);
  });
}

export const loader = () => methodNotAllowed();
