import { parseWithZod } from "@conform-to/zod";
import { redirect } from "react-router";
import type { Route } from "./+types/language";
import { safeRedirect } from "~/schemas/auth";
import { languageChoiceSchema } from "~/schemas/preferences";
import { getUser } from "~/http/guards.server";
import { formAction, readForm, shown } from "~/http/responses.server";
import { localeCookie } from "~/i18n/request.server";
import { localizedPath, splitLocalePath, type Locale } from "~/i18n/locales";
import { hasLocalizedTwin } from "~/i18n/localized-pages";
import { updatePreferences } from "~/services/preferences.server";
import { rateLimit } from "~/services/rate-limit.server";

/** The page to return to in the chosen language: its twin when it has one (`/sky` → `/es/sky`), else itself. */
function returnTo(back: string, locale: Locale): string {
  const url = new URL(safeRedirect(back), "http://x");
  const { path } = splitLocalePath(url.pathname);
  return (hasLocalizedTwin(path) ? localizedPath(path, locale) : url.pathname) + url.search;
}

/**
 * POST /language, the footer's chooser (a plain form: works without JavaScript). A member's choice is
 * saved with their preferences; a visitor's is a cookie. Either way, back to the page, in that language.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return formAction(
    async () => {
      const submission = parseWithZod(await readForm(request), { schema: languageChoiceSchema });
      if (submission.status !== "success") return { data: { message: submission.error?.locale?.[0] ?? "Invalid choice" }, status: 400 };
      await rateLimit("write", context.clientIp);
      const { locale, redirectTo } = submission.value;
      const user = await getUser(request);
      if (user) await updatePreferences(user, { locale });
      return { redirect: returnTo(redirectTo ?? "/", locale), headers: user ? undefined : { "Set-Cookie": localeCookie(locale) }, status: 303 as const };
    },
    (error) => shown(error, { message: error.message }),
  );
}

export async function loader() {
  throw redirect("/");
}
