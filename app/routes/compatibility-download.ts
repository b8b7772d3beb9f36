import type { ActionFunctionArgs } from "react-router";
import { reportForDownload } from "~/services/compatibility.server";
import { postOnly, reportDownload } from "./report-download.server";

/**
 * POST /compatibility/download (token): the report just generated, as a .txt attachment named
 * compatibility-report-{partner}-{date}.txt. The token is the signed set of inputs the Match tab
 * rendered into the Download form, so this works without JavaScript and stores nothing.
 */
export async function action({ request }: ActionFunctionArgs) {
  return reportDownload(request, async (user, token) => {
    const { fileName, text } = await reportForDownload(user, token);
    return new Response(text.endsWith("\n") ? text : `${text}\n`, {
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "no-store",
      },
    });
  });
}

export function loader() {
  return postOnly("Download");
}
