// The Match report's downloads (.txt and .pdf): the signed token the Match tab rendered into the
// form, read and checked the same way for both, and a refusal answered as plain text.
import { requireUser } from "~/http/guards.server";
import { HttpError, plainError, readForm } from "~/http/responses.server";
import type { User } from "~/models/user.server";
import { unlessRefused } from "./refusals.server";

/** Reads the form's report token for the signed-in member and answers with `make`'s file. */
export async function reportDownload(request: Request, make: (user: User, token: string) => Promise<Response>) {
  const user = await requireUser(request);
  return unlessRefused(async () => {
    const token = (await readForm(request)).get("token");
    if (typeof token !== "string" || !token) throw new HttpError(400, "Missing report token. Generate the report again.");
    return make(user, token);
  }, plainError);
}

/** GET on a download address: it takes the form's POST only. */
export function postOnly(button: string) {
  return new Response(`Generate a report on the Match tab of your profile, then use its ${button} button.\n`, {
    status: 405,
    headers: { "Content-Type": "text/plain; charset=utf-8", Allow: "POST" },
  });
}
