import type { Route } from "./+types/stripe.create-portal-session";
import { portalSchema } from "~/schemas/billing";
import { requireUser } from "~/http/guards.server";
import { createPortalSession } from "~/services/billing/checkout.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";
import { rateLimit } from "~/services/rate-limit.server";

/** POST /api/stripe/create-portal-session (empty body): answers { url } of the billing portal. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    const user = await requireUser(request);
    await rateLimit("write", context.clientIp);
    await parseJson(request, portalSchema);
    const { url } = await createPortalSession(user);
    return Response.json({ url });
  });
}

export const loader = () => methodNotAllowed();
