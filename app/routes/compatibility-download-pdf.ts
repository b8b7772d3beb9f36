import type { ActionFunctionArgs } from "react-router";
import { pdfFileResponse } from "~/http/responses.server";
import { matchReportPdfFromToken } from "~/services/report-pdf.server";
import { postOnly, reportDownload } from "./report-download.server";

/**
 * POST /compatibility/download.pdf (token): the Match report on screen as a designed PDF, beside the
 * .txt download and from the same signed token, so it works without JavaScript, stores nothing and is
 * not another generation.
 */
export async function action({ request }: ActionFunctionArgs) {
  return reportDownload(request, async (user, token) => {
    const { fileName, bytes } = await matchReportPdfFromToken(user, token);
    return pdfFileResponse(fileName, bytes);
  });
}

export function loader() {
  return postOnly("PDF");
}
