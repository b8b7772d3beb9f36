import type { ActionFunctionArgs } from "react-router";
import { requireUser } from "~/http/guards.server";
import { HttpError, pdfFileResponse, plainError, readForm } from "~/http/responses.server";
import { matchReportPdfFromToken } from "~/services/report-pdf.server";

/**
 * POST /compatibility/download.pdf (token): the Match report on screen as a designed PDF, beside the
 * .txt download and from the same signed token, so it works without JavaScript, stores nothing and is
 * not another generation.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  try {
    const form = await readForm(request);
    const token = form.get("token");
    if (typeof token !== "string" || !token) throw new HttpError(400, "Missing report token. Generate the report again.");
    const { fileName, bytes } = await matchReportPdfFromToken(user, token);
    return pdfFileResponse(fileName, bytes);
  } catch (error) {
    if (error instanceof HttpError) return plainError(error);
    throw error;
  }
}

export function loader() {
  return new Response("Generate a report on the Match tab of your profile, then use its PDF button.\n", {
    status: 405,
    headers: { "Content-Type": "text/plain; charset=utf-8", Allow: "POST" },
  });
}
