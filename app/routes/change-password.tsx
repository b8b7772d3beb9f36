import { redirect } from "react-router";
import type { Route } from "./+types/change-password";
import { AuthLayout } from "~/components/auth-layout";
import { LogoutButton } from "~/components/logout-button";
import { ChangePasswordCard } from "~/components/settings/password-card";
import { requireUser } from "~/http/guards.server";
import { memberLocale, viewMessages } from "~/i18n/messages.server";
import { requestLocale } from "~/i18n/request.server";
import { PAGE_SCRIPTS } from "~/browser/scripts";
import { CHANGE_PASSWORD_PATH } from "~/http/paths";
import { formAction, formError, readForm, shown } from "~/http/responses.server";
import { changePasswordOutcome, passwordChecks } from "./password-form.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.messages["settings.ownPassword.title"] }];

// Like the other account pages, served without the framework's JavaScript; the password card's checks
// before posting come from the settings page's script (app/browser/enhance-settings.ts).
export const handle = { hydrate: false, enhance: PAGE_SCRIPTS.settings };

/** Where a member signed in with a password an administrator set must choose their own; nobody else needs it. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  if (user.mustChangePassword !== 1) throw redirect("/settings");
  // The card's words are the settings page's, in the member's language.
  return { checks: passwordChecks(), messages: viewMessages(memberLocale(user), "settings") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  return formAction(
    async () => changePasswordOutcome(request, user, await readForm(request), context.clientIp, "/"),
    (error) => shown(error, { intent: "change-password" as const, result: formError(error.message) }),
    requestLocale(request, user),
  );
}

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthLayout title={loaderData.messages["settings.ownPassword.heading"]!} subtitle={loaderData.messages["settings.ownPassword.subtitle"]!}>
      <ChangePasswordCard result={actionData?.result} checks={loaderData.checks} action={CHANGE_PASSWORD_PATH} />
      <div className="mt-4 flex justify-end">
        <LogoutButton />
      </div>
    </AuthLayout>
  );
}
