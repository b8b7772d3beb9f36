import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useState } from "react";
import { useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/reset-password";
import { AuthLayout } from "~/components/auth-layout";
import { FormAlert } from "~/components/form-alert";
import { ToastView } from "~/components/toaster";
import { ErrorList } from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { resetPasswordSchema } from "~/schemas/auth";
import { constraintMessages, messageAttributes } from "~/schemas/constraint-messages";
import { resetPassword } from "~/services/auth.server";
import { formAction, formError, readForm, shown } from "~/http/responses.server";
import { unlessRefused } from "./refusals.server";
import { rateLimit } from "~/services/rate-limit.server";
import { localizedChecks, viewMessages } from "~/i18n/messages.server";
import { requestLocale } from "~/i18n/request.server";
import { useT } from "~/i18n/use-t";

const messages = constraintMessages(resetPasswordSchema);

// Served without the framework's JavaScript (public JS budget); app/browser/enhance.ts validates as you type.
export const handle = { hydrate: false };

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.messages["auth.resetTitle"] }];

export const loader = ({ request }: Route.LoaderArgs) => ({
  token: new URL(request.url).searchParams.get("token") ?? "",
  messages: viewMessages(requestLocale(request), "auth"),
  checks: localizedChecks(requestLocale(request), messages),
});

export async function action({ request, context }: Route.ActionArgs) {
  return formAction(
    async () => {
      await rateLimit("passwordReset", context.clientIp);
      const submission = await parseWithZod(await readForm(request), { schema: resetPasswordSchema });
      if (submission.status !== "success") return { data: { done: false, result: submission.reply({ hideFields: ["password"] }) }, status: 400 };
      return unlessRefused(async () => {
        await resetPassword(submission.value.token, submission.value.password);
        return { data: { done: true, result: null } };
      }, (error) => shown(error, { done: false, result: submission.reply({ formErrors: [error.message], hideFields: ["password"] }) }));
    },
    (error) => shown(error, { done: false, result: formError(error.message) }),
    requestLocale(request),
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useNavigation().state === "submitting";
  const [showPassword, setShowPassword] = useState(false);
  const [form, fields] = useSchemaForm(resetPasswordSchema, { id: "reset-password", lastResult: actionData?.result as never, shouldValidate: "onSubmit" });
  const t = useT();

  if (!loaderData.token) {
    return (
      <AuthLayout title={t("auth.invalidLinkHeading")}>
        {/* The product's toast, rendered by the page itself (it is served without the framework's JavaScript). */}
        <ToastView message={{ title: t("auth.invalidLink"), description: t("auth.invalidLinkBody"), variant: "destructive" }} />
        <FormAlert title={t("auth.invalidLink")} message={t("auth.invalidLinkBody")} />
        <Link to="/forgot-password" className="btn-primary mt-6 w-full">
          {t("auth.requestNewLink")}
        </Link>
      </AuthLayout>
    );
  }
  if (actionData?.done) {
    return (
      <AuthLayout title={t("auth.resetComplete")}>
        <div role="status" className="space-y-1 text-sm">
          <p className="font-semibold text-night-800 dark:text-night-200">{t("auth.resetDone")}</p>
          <p>{t("auth.resetDoneBody")}</p>
        </div>
        <Link to="/login" className="btn-primary mt-6 w-full">
          {t("auth.goToLogin")}
        </Link>
      </AuthLayout>
    );
  }
  const passwordProps = getInputProps(fields.password, { type: showPassword ? "text" : "password" });
  return (
    <AuthLayout title={t("auth.choosePassword")} subtitle={t("auth.passwordHint")}>
      <Form method="post" className="space-y-4" data-enhance="" {...getFormProps(form)}>
        <FormAlert title={t("auth.resetFailed")} message={form.errors?.[0]} id={form.errorId} />
        <input type="hidden" name="token" value={loaderData.token} />
        <div data-field="">
          <label htmlFor={fields.password.id} className="label">
            {t("auth.newPassword")}
          </label>
          <div className="flex gap-2">
            <input
              {...passwordProps}
              {...messageAttributes(loaderData.checks.password)}
              className="input"
              autoComplete="new-password"
              aria-invalid={fields.password.errors ? true : undefined}
              aria-describedby={fields.password.errors ? fields.password.errorId : undefined}
            />
            <button type="button" className="btn-outline shrink-0" onClick={() => setShowPassword((value) => !value)} aria-pressed={showPassword} data-toggle-password={fields.password.id} data-other={showPassword ? t("auth.show") : t("auth.hide")}>
              {showPassword ? t("auth.hide") : t("auth.show")}
            </button>
          </div>
          <ErrorList id={fields.password.errorId} errors={fields.password.errors} />
        </div>
        <button type="submit" className="btn-primary w-full" disabled={pending} data-pending-text={t("auth.resetting")}>
          {pending ? t("auth.resetting") : t("auth.resetPassword")}
        </button>
      </Form>
    </AuthLayout>
  );
}
