import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/login";
import { AuthLayout } from "~/components/auth-layout";
import { FormAlert } from "~/components/form-alert";
import { Field } from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { loginSchema, safeRedirect } from "~/schemas/auth";
import { constraintMessages } from "~/schemas/constraint-messages";
import { requireAnonymous } from "~/http/guards.server";
import { authenticateForm, LOGIN_FAILED } from "~/services/auth.server";
import { formAction, formError, HttpError, readForm, shown } from "~/http/responses.server";
import { rateLimit } from "~/services/rate-limit.server";
import { createSession } from "~/http/session.server";
import { requestLocale } from "~/i18n/request.server";
import { localizedChecks, viewMessages } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";

const messages = constraintMessages(loginSchema);

// Served without the framework's JavaScript (public JS budget); app/browser/enhance.ts validates as you type.
export const handle = { hydrate: false };

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.messages["auth.loginTitle"] },
  { name: "description", content: data?.messages["auth.loginDescription"] },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "");
  return { redirectTo, messages: viewMessages(requestLocale(request), "auth"), checks: localizedChecks(requestLocale(request), messages) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return formAction(
    async () => {
      await rateLimit("auth", context.clientIp);
      const formData = await readForm(request.clone());
      const submission = await parseWithZod(formData, { schema: loginSchema });
      if (submission.status !== "success") return { data: submission.reply({ hideFields: ["password"] }), status: 400 };
      let user;
      try {
        user = await authenticateForm(request, context.clientIp);
      } catch (error) {
        // Too many failures from here, or a paused password: the 429 (with Retry-After) is the form's error.
        if (error instanceof HttpError) throw error;
        return { data: submission.reply({ formErrors: [LOGIN_FAILED], hideFields: ["password"] }), status: 401 };
      }
      const cookie = await createSession(user.id, submission.value.rememberMe);
      return { redirect: safeRedirect(submission.value.redirectTo), headers: { "Set-Cookie": cookie } };
    },
    (error) => shown(error, formError(error.message)),
    requestLocale(request),
  );
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(loginSchema, { id: "login", lastResult: actionData as never, shouldValidate: "onSubmit" });
  const t = useT();
  return (
    <AuthLayout title={t("auth.welcomeBack")} subtitle={t("auth.loginSubtitle")}>
      <Form method="post" reloadDocument className="space-y-4" data-enhance="" {...getFormProps(form)}>
        <FormAlert title={t("auth.loginFailed")} message={form.errors?.[0]} id={form.errorId} />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <Field
          label={t("auth.email")}
          messages={loaderData.checks.email}
          errors={fields.email.errors}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", autoFocus: true }}
        />
        <Field
          label={t("auth.password")}
          messages={loaderData.checks.password}
          errors={fields.password.errors}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }}
        />
        <div className="flex items-center justify-between gap-4">
          <label className="flex items-center gap-2 text-sm">
            {/* Optional: the derived constraint would otherwise mark the checkbox required. */}
            <input {...getInputProps(fields.rememberMe, { type: "checkbox" })} required={false} className="h-4 w-4 accent-night-700" />
            {t("auth.staySignedIn")}
          </label>
          <Link to="/forgot-password" className="link text-sm">
            {t("auth.forgotPassword")}
          </Link>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={pending} data-pending-text={t("auth.signingIn")}>
          {pending ? t("auth.signingIn") : t("auth.signIn")}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm">
        {t("auth.lockedOut")}{" "}
        <Link to="/login/link" className="link">
          {t("auth.emailMeLink")}
        </Link>
      </p>
      <p className="mt-2 text-center text-sm">
        {t("auth.newHere")}{" "}
        <Link to="/register" className="link">
          {t("auth.createAnAccount")}
        </Link>
      </p>
    </AuthLayout>
  );
}
