import type { Route } from "./+types/stripe.webhook";
import { handleStripeWebhook } from "~/services/billing/webhook.server";
import { apiHandler, HttpError, MAX_BODY_BYTES, methodNotAllowed } from "~/http/responses.server";

/**
 * POST /api/stripe/webhook: Stripe's signed events. The signature covers the raw bytes, so the body
 * is read as text and never re-serialised before verification.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    if (Number(request.headers.get("content-length") ?? "0") > MAX_BODY_BYTES) throw new HttpError(413, "Request body is too large");
    const rawBody = await request.text();
    if (Buffer.byteLength(rawBody) > MAX_BODY_BYTES) throw new HttpError(413, "Request body is too large");
    const result = await handleStripeWebhook(rawBody, request.headers.get("stripe-signature"));
    return Response.json(result);
  });
}

export const loader = () => methodNotAllowed();
