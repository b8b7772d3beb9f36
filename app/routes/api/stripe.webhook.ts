import { handleStripeWebhook } from "~/services/billing/webhook.server";
import { readBodyText } from "~/http/body.server";
import { api, methodNotAllowed } from "../api.server";

/**
 * POST /api/stripe/webhook: Stripe's signed events. The signature covers the raw bytes, so the body
 * is read as text (streamed, at most the body limit) and never re-serialised before verification.
 */
export const action = api({ method: "POST" }, async ({ request }) => {
  const rawBody = await readBodyText(request);
  return Response.json(await handleStripeWebhook(rawBody, request.headers.get("stripe-signature")));
});

export const loader = () => methodNotAllowed();
