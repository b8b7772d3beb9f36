import { redirect } from "react-router";
import type { Route } from "./+types/settings.export";
import { requireUser } from "~/http/guards.server";
import { HttpError, jsonFileResponse, readPageForm, redirectWithToast } from "~/http/responses.server";
import { exportAccountData } from "~/services/data-rights.server";

/** Settings → "Download my data": a plain form posts here and the browser saves the file. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  await readPageForm(request);
  try {
    const file = await exportAccountData(user);
    return jsonFileResponse(file.filename, file.body);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return redirectWithToast("/settings#your-data", { title: "Download not ready", description: error.message, variant: "destructive" });
  }
}

export const loader = () => redirect("/settings#your-data");
