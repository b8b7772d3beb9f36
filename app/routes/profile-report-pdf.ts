import type { LoaderFunctionArgs } from "react-router";
import { requireUser } from "~/http/guards.server";
import { parseQuery, pdfFileResponse, plainError } from "~/http/responses.server";
import { natalPdfQuerySchema } from "~/schemas/report-pdf";
import { natalReportPdf } from "~/services/report-pdf.server";
import { readVedicStyle } from "./profile.server";
import { unlessRefused } from "./refusals.server";

/**
 * GET /profile/report.pdf[?style=north|south]: the natal report as a designed PDF (Premium), the link on
 * the chart page. A plain link: it works without JavaScript. The Vedic charts follow `style`, else the
 * style the member chose on the Planets tab. Refusals are plain text (403 Premium, 404 no chart, 400 style).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return unlessRefused(async () => {
    const query = parseQuery(request, natalPdfQuerySchema);
    const { fileName, bytes } = await natalReportPdf(user, query.style ?? (await readVedicStyle(request)));
    return pdfFileResponse(fileName, bytes);
  }, plainError);
}
