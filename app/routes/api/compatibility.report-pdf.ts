import { requirePremium } from "~/http/guards.server";
import { pdfFileResponse } from "~/http/responses.server";
import { compatibilitySchema } from "~/schemas/profile";
import { PREMIUM_REQUIRED } from "~/services/compatibility.server";
import { generateMatchReportPdf } from "~/services/report-pdf.server";
import { api, methodNotAllowed } from "../api.server";

/**
 * POST /api/compatibility/report.pdf: the body of POST /api/compatibility, answered with the report as a
 * PDF. It is a generation like POST /api/compatibility (logged, within the daily allowance); premium only.
 */
export const action = api(
  { method: "POST", guard: (request: Request) => requirePremium(request, PREMIUM_REQUIRED), limit: "compatibility", body: compatibilitySchema },
  async ({ user, body }) => {
    const { fileName, bytes } = await generateMatchReportPdf(user, body);
    return pdfFileResponse(fileName, bytes);
  },
);

export const loader = () => methodNotAllowed();
