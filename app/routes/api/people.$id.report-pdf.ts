import { pdfFileResponse } from "~/http/responses.server";
import { personReportPdf } from "~/services/report-pdf.server";
import { api, methodNotAllowed } from "../api.server";

/** GET /api/people/{id}/report.pdf: the Match report with a saved person as a PDF (Premium; 404 for anyone else's person). */
export const loader = api({ guard: "user" }, async ({ user, params }) => {
  const { fileName, bytes } = await personReportPdf(user, params.id);
  return pdfFileResponse(fileName, bytes);
});

export const action = () => methodNotAllowed();
