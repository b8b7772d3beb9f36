import type { ActionFunctionArgs } from "react-router";
import { requireUser } from "~/http/guards.server";
import { reportForDownload } from "~/services/compatibility.server";
import { HttpError, readForm } from "~/http/responses.server";

/**
 * POST /compatibility/download (token): the report just generated, as a .txt attachment named
 * compatibility-report-{partner}-{date}.txt. The token is the signed set of inputs the Match tab
 * rendered into the Download form, so this works without JavaScript and stores nothing.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  try {
    const form = await readForm(request);
    const token = form.get("token");
    if (typeof token !== "string" || !token) throw new HttpError(400, "Missing report token. Generate the report again.");
    const { fileName, text } = await reportForDownload(user, token);
    return new Response(text.endsWith("\n") ? text : `${text}\n`, {
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    if (error instanceof HttpError) {
      return new Response(`${error.message}\n`, { status: error.status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }
    throw error;
  }
}

export function loader() {
  return new Response("Generate a report on the Match tab of your profile, then use its Download button.\n", {
    status: 405,
    headers: { "Content-Type": "text/plain; charset=utf-8", Allow: "POST" },
  });
}
