import type { LoaderFunctionArgs } from "react-router";
import { requireUser } from "~/http/guards.server";
import { apiHandler, methodNotAllowed, parseQuery, pdfFileResponse } from "~/http/responses.server";
import { natalPdfQuerySchema } from "~/schemas/report-pdf";
import { natalReportPdf } from "~/services/report-pdf.server";
import { readVedicStyle } from "../profile.server";

/** GET /api/profile/report.pdf[?style=north|south]: the natal report as a PDF (Premium; 403, 404 without a chart, 400 bad style). */
export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    const user = await requireUser(request);
    const query = parseQuery(request, natalPdfQuerySchema);
    const { fileName, bytes } = await natalReportPdf(user, query.style ?? (await readVedicStyle(request)));
    return pdfFileResponse(fileName, bytes);
  });
}

export const action = () => methodNotAllowed();
