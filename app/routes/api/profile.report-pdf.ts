import { parseQuery, pdfFileResponse } from "~/http/responses.server";
import { natalPdfQuerySchema } from "~/schemas/report-pdf";
import { natalReportPdf } from "~/services/report-pdf.server";
import { readVedicStyle } from "../profile.server";
import { api, methodNotAllowed } from "../api.server";

/** GET /api/profile/report.pdf[?style=north|south]: the natal report as a PDF (Premium; 403, 404 without a chart, 400 bad style). */
export const loader = api({ guard: "user" }, async ({ request, user }) => {
  const query = parseQuery(request, natalPdfQuerySchema);
  const { fileName, bytes } = await natalReportPdf(user, query.style ?? (await readVedicStyle(request)));
  return pdfFileResponse(fileName, bytes);
});

export const action = () => methodNotAllowed();
