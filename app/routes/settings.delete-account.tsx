import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/settings.delete-account";
import { FormAlert } from "~/components/form-alert";
import { Field } from "~/components/ui/field";
import { requireUser } from "~/http/guards.server";
import { requestLocale } from "~/i18n/request.server";
import { formAction, formError, readForm, shown } from "~/http/responses.server";
import { CLEAR_CACHE_HEADER, destroySession } from "~/http/session.server";
import { isPremium } from "~/models/user.server";
import { DELETE_CONFIRMATION_WORD, deleteAccountSchema } from "~/schemas/account";
import { deleteAccount, hasPassword } from "~/services/data-rights.server";
import { rateLimit } from "~/services/rate-limit.server";
import { constraintMessages } from "~/schemas/constraint-messages";
import { localizedChecks, translator, viewMessages } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";
import { refusalReply, unlessRefused } from "./refusals.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.messages["account.deleteTitle"] }];

// Reached from Settings and, like it, served without the framework's JavaScript: app/browser/enhance.ts
// checks the field as you type with the schema's messages and marks the button while it posts.
export const handle = { hydrate: false };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const locale = requestLocale(request, user);
  return { hasPassword: hasPassword(user), premium: isPremium(user), email: user.email, messages: viewMessages(locale, "account"), checks: localizedChecks(locale, messages) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const locale = requestLocale(request, user);
  const t = translator(locale);
  return formAction(
    async () => {
      const submission = parseWithZod(await readForm(request), { schema: deleteAccountSchema });
      if (submission.status !== "success") return { data: { result: submission.reply({ hideFields: ["password"] }) }, status: 400 };
      return unlessRefused(async () => {
        await rateLimit("auth", context.clientIp);
        await deleteAccount(user, submission.value, "settings");
        const headers: [string, string][] = [["Set-Cookie", await destroySession(request)], CLEAR_CACHE_HEADER];
        const toast = { title: t("account.deletedToast"), description: t("account.deletedToastText") };
        return { redirect: "/", toast, headers };
      }, (error) => shown(error, { result: refusalReply(submission, error, ["password"]) }));
    },
    (error) => shown(error, { result: formError(error.message) }),
    locale,
  );
}

const constraint = getZodConstraint(deleteAccountSchema);
const messages = constraintMessages(deleteAccountSchema);

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm({ id: "delete-account", lastResult: actionData?.result as never, constraint });
  const t = useT();
  const { checks } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-8">
      <Link to="/settings" className="btn-ghost">
        <span aria-hidden="true">←</span> {t("account.backToSettings")}
      </Link>
      <h1 className="mb-4 mt-6 text-3xl font-semibold">{t("account.deleteHeading")}</h1>
      <section className="card space-y-4" aria-labelledby="what-happens">
        <h2 id="what-happens" className="text-xl font-semibold">
          {t("account.whatHappens")}
        </h2>
        <ul className="list-disc space-y-1 pl-6 text-sm">
          {loaderData.premium ? <li>{t("account.premiumCancelled")}</li> : null}
          <li>{t("account.birthDeleted")}</li>
          <li>{t("account.reportsDeleted")}</li>
          <li>{t("account.deliveryDeleted")}</li>
          <li>{t("account.messagesRemoved")}</li>
          <li>{t("account.lastEmail", { email: loaderData.email })}</li>
          <li>{t("account.cannotUndo")}</li>
        </ul>
        <Form method="post" className="space-y-4" data-enhance="" {...getFormProps(form)}>
          <FormAlert title={t("account.notDeleted")} message={form.errors?.[0]} id={form.errorId} />
          {loaderData.hasPassword ? (
            <Field
              label={t("account.yourPassword")}
              messages={checks.password}
              errors={fields.password.errors}
              inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password", required: true }}
            />
          ) : (
            <Field
              label={t("account.typeToConfirm", { word: DELETE_CONFIRMATION_WORD })}
              messages={checks.confirmation}
              errors={fields.confirmation.errors}
              inputProps={{ ...getInputProps(fields.confirmation, { type: "text" }), autoComplete: "off", required: true }}
            />
          )}
          <button type="submit" className="btn-danger" data-pending-text={t("account.deleting")}>
            {t("account.deleteHeading")}
          </button>
        </Form>
      </section>
    </main>
  );
}
