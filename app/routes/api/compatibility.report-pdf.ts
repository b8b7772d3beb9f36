import type { ActionFunctionArgs } from "react-router";
import { compatibilitySchema } from "~/schemas/profile";
import { requirePremium } from "~/http/guards.server";
import { PREMIUM_REQUIRED } from "~/services/compatibility.server";
import { apiHandler, methodNotAllowed, parseJson, pdfFileResponse } from "~/http/responses.server";
import { rateLimit } from "~/services/rate-limit.server";
import { generateMatchReportPdf } from "~/services/report-pdf.server";

/**
 * POST /api/compatibility/report.pdf: the body of POST /api/compatibility, answered with the report as a
 * PDF. It is a generation like POST /api/compatibility (logged, within the daily allowance); premium only.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    const user = await requirePremium(request, PREMIUM_REQUIRED);
    await rateLimit("compatibility", context.clientIp);
    const input = await parseJson(request, compatibilitySchema);
    const { fileName, bytes } = await generateMatchReportPdf(user, input);
    return pdfFileResponse(fileName, bytes);
  });
}

export const loader = () => methodNotAllowed();
