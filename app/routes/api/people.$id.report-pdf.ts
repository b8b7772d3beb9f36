import type { Route } from "./+types/people.$id.report-pdf";
import { requireUser } from "~/http/guards.server";
import { apiHandler, methodNotAllowed, pdfFileResponse } from "~/http/responses.server";
import { personReportPdf } from "~/services/report-pdf.server";

/** GET /api/people/{id}/report.pdf: the Match report with a saved person as a PDF (Premium; 404 for anyone else's person). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const user = await requireUser(request);
    const { fileName, bytes } = await personReportPdf(user, params.id);
    return pdfFileResponse(fileName, bytes);
  });
}

export const action = () => methodNotAllowed();
