import { redirect } from "react-router";
import type { Route } from "./+types/theme";
import { safeRedirect } from "~/schemas/auth";
import { formAction, HttpError, readForm, shown } from "~/http/responses.server";
import { isThemeChoice, serializeTheme } from "~/http/theme.server";

/** The theme switch: a plain form (works without JavaScript) that sets the theme cookie ("system" clears it). */
export async function action({ request }: Route.ActionArgs) {
  return formAction(
    async () => {
      // A body that is not a form counts as no choice; one over the size limit is still a 413.
      const form = await readForm(request).catch((error: unknown) => {
        if (error instanceof HttpError && error.status === 413) throw error;
        return null;
      });
      const theme = form?.get("theme");
      if (!isThemeChoice(theme)) return { data: { message: "Theme must be light, dark or system" }, status: 400 };
      const headers = { "Set-Cookie": await serializeTheme(theme) };
      const back = form?.get("redirectTo");
      if (typeof back === "string" && back) return { redirect: safeRedirect(back), headers };
      return { data: { theme }, headers };
    },
    (error) => shown(error, { message: error.message }),
  );
}

export async function loader() {
  throw redirect("/");
}
