import { parseWithZod } from "@conform-to/zod";
import { useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import type { Route } from "./+types/preferences";
import { PreferencesFields } from "~/components/preferences-dialog";
import { AppHeader } from "~/components/site-header";
import { preferencesSchema } from "~/schemas/preferences";
import { requireUser } from "~/http/guards.server";
import { requestLocale } from "~/i18n/request.server";
import { formAction, readForm, shown } from "~/http/responses.server";
import { updatePreferences } from "~/services/preferences.server";
import { displayName } from "~/domain/user";
import { translator } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";
import { serializeTheme } from "~/http/theme.server";
import { useRootData } from "~/root-data";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { title: translator(requestLocale(request, user))("frame.preferencesTitle") };
}

/**
 * The user menu's preferences, the one way to save them: the dialog posts here with `via=dialog` and reads
 * the answer, so the page stays; without JavaScript this page posts here and redirects home with a toast.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const locale = requestLocale(request, user);
  const t = translator(locale);
  return formAction(
    async () => {
      const formData = await readForm(request);
      const fromDialog = formData.get("via") === "dialog";
      const submission = await parseWithZod(formData, { schema: preferencesSchema });
      if (submission.status !== "success") {
        const errors = Object.fromEntries(Object.entries(submission.error ?? {}).map(([key, value]) => [key, value ?? []]));
        return { data: { ok: false, errors, message: Object.values(errors)[0]?.[0] ?? t("frame.preferencesFailed") }, status: 400 };
      }
      const updated = await updatePreferences(user, submission.value);
      const headers = new Headers();
      if (submission.value.theme) headers.append("Set-Cookie", await serializeTheme(submission.value.theme));
      if (fromDialog) return { data: { ok: true, errors: undefined as Record<string, string[]> | undefined, message: undefined as string | undefined, displayName: displayName(updated) }, headers };
      return { redirect: "/", toast: { title: t("frame.preferencesUpdated"), description: t("frame.preferencesSaved") }, headers };
    },
    (error) => shown(error, { ok: false, errors: error.errors ?? { "": [error.message] }, message: error.message }),
    locale,
  );
}

export default function PreferencesPage({ actionData }: Route.ComponentProps) {
  const root = useRootData();
  const navigation = useNavigation();
  const t = useT();
  if (!root?.user) return null;
  return (
    <>
      <AppHeader user={root.user} />
      <main id="main" className="mx-auto max-w-lg px-4 py-10">
        <div className="card">
          <h1 className="text-2xl font-semibold">{t("frame.userPreferences")}</h1>
          <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">{t("frame.customize")}</p>
          <Form method="post">
            <PreferencesFields user={root.user} theme={root.theme} errors={actionData?.errors} pending={navigation.state === "submitting"} />
          </Form>
        </div>
      </main>
    </>
  );
}
