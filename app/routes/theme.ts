import { redirect } from "react-router";
import type { Route } from "./+types/theme";
import { safeRedirect } from "~/schemas/auth";
import { formAction, HttpError, readForm, shown } from "~/http/responses.server";
import { serializeTheme, themeOfChoice } from "~/http/theme.server";
import { THEME_MESSAGE } from "~/domain/theme";

/** The theme switch: a plain form (works without JavaScript) that sets the theme cookie (an older page's "system" sets light). */
export async function action({ request }: Route.ActionArgs) {
  return formAction(
    async () => {
      // A body that is not a form counts as no choice; one over the size limit is still a 413.
      const form = await readForm(request).catch((error: unknown) => {
        if (error instanceof HttpError && error.status === 413) throw error;
        return null;
      });
      const theme = themeOfChoice(form?.get("theme"));
      if (!theme) return { data: { message: THEME_MESSAGE }, status: 400 };
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
