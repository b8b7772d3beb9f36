import type { ActionFunctionArgs } from "react-router";
import { compatibilitySchema } from "~/schemas/profile";
import { requirePremium } from "~/http/guards.server";
import { generateCompatibilityReport, PREMIUM_REQUIRED } from "~/services/compatibility.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";
import { rateLimit } from "~/services/rate-limit.server";

/**
 * POST /api/compatibility { partnerName, partnerBirthDate, partnerBirthTime, partnerBirthPlace,
 * partnerBirthLatitude, partnerBirthLongitude }: premium only (403 otherwise). Answers the plain-text
 * `report` and the structured result (Western synastry, Chinese relation, Guna Milan "N/36", Manglik).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    const user = await requirePremium(request, PREMIUM_REQUIRED);
    await rateLimit("compatibility", context.clientIp);
    const input = await parseJson(request, compatibilitySchema);
    return Response.json(await generateCompatibilityReport(user, input));
  });
}

export const loader = () => methodNotAllowed();
