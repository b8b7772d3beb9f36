import { redirect } from "react-router";
import type { Route } from "./+types/settings.export";
import { requireUser } from "~/http/guards.server";
import { formAction, jsonFile, readForm } from "~/http/responses.server";
import { exportAccountData } from "~/services/data-rights.server";

/** Settings → "Download my data": a plain form posts here and the browser saves the file. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  return formAction(
    async () => {
      await readForm(request);
      const file = await exportAccountData(user);
      return { file: jsonFile(file.filename, file.body) };
    },
    (error) => ({ redirect: "/settings#your-data", toast: { title: "Download not ready", description: error.message, variant: "destructive" } }),
  );
}

export const loader = () => redirect("/settings#your-data");
