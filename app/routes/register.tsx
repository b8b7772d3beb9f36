import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { requestLocale, signUpLocale } from "~/i18n/request.server";
import { localizedChecks, viewMessages } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/register";
import { AuthLayout } from "~/components/auth-layout";
import { FormAlert } from "~/components/form-alert";
import { Honeypot, HONEYPOT_FIELD } from "~/components/honeypot";
import { Field } from "~/components/ui/field";
import { EMAIL_TAKEN, registerSchema, safeRedirect } from "~/schemas/auth";
import { constraintMessages } from "~/schemas/constraint-messages";
import { requireAnonymous } from "~/http/guards.server";
import { registerUser } from "~/services/auth.server";
import { formAction, formError, HttpError, readForm, shown } from "~/http/responses.server";
import { rateLimit } from "~/services/rate-limit.server";
import { createSession } from "~/http/session.server";

const messages = constraintMessages(registerSchema);

// Served without the framework's JavaScript (public JS budget); app/browser/enhance.ts validates as you type.
export const handle = { hydrate: false };

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.messages["auth.registerTitle"] },
  { name: "description", content: data?.messages["auth.registerDescription"] },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const locale = requestLocale(request);
  return { redirectTo: safeRedirect(new URL(request.url).searchParams.get("redirectTo"), ""), messages: viewMessages(locale, "auth"), checks: localizedChecks(locale, messages) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return formAction(
    async () => {
      await rateLimit("auth", context.clientIp);
      const formData = await readForm(request);
      // Honeypot: people never fill a field they cannot see; scripts often do.
      if (formData.get(HONEYPOT_FIELD)) throw new HttpError(400, "Registration failed");
      const submission = await parseWithZod(formData, { schema: registerSchema });
      if (submission.status !== "success") return { data: submission.reply({ hideFields: ["password"] }), status: 400 };
      try {
        const user = await registerUser({ ...submission.value, locale: signUpLocale(request, submission.value.locale) }, context.clientIp);
        // Signed in as the sign-in does; "/" (the birth form) loads as a document (decision record 004).
        const cookie = await createSession(user.id, false);
        return { redirect: safeRedirect(submission.value.redirectTo), headers: { "Set-Cookie": cookie } };
      } catch (error) {
        if (error instanceof HttpError && error.errors) return shown(error, submission.reply({ fieldErrors: error.errors, hideFields: ["password"] }));
        throw error;
      }
    },
    (error) => shown(error, formError(error.message)),
    requestLocale(request),
  );
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "register",
    lastResult: navigation.state === "idle" ? (actionData as never) : undefined,
    constraint: getZodConstraint(registerSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const taken = fields.email.errors?.includes(EMAIL_TAKEN) ?? false;
  const login = loaderData.redirectTo ? `/login?redirectTo=${encodeURIComponent(loaderData.redirectTo)}` : "/login";
  const pending = navigation.state === "submitting";
  const t = useT();
  return (
    <AuthLayout title={t("auth.createYourAccount")} subtitle={t("auth.registerSubtitle")}>
      <Form method="post" reloadDocument className="space-y-4" data-enhance="" {...getFormProps(form)}>
        <FormAlert title={t("auth.registrationFailed")} message={form.errors?.[0]} id={form.errorId} />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        {/* Filled with the browser's time zone by the page script; empty without it (the birth place's then applies). */}
        <input type="hidden" name="timezone" defaultValue="" data-browser-zone="" />
        <Honeypot />
        <div className="grid grid-cols-2 gap-3">
          <Field label={t("auth.firstName")} messages={loaderData.checks.firstName} errors={fields.firstName.errors} inputProps={{ ...getInputProps(fields.firstName, { type: "text" }), autoComplete: "given-name" }} />
          <Field label={t("auth.lastName")} messages={loaderData.checks.lastName} errors={fields.lastName.errors} inputProps={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "family-name" }} />
        </div>
        <Field
          label={t("auth.email")}
          messages={loaderData.checks.email}
          hint={t("auth.emailWording")}
          errors={fields.email.errors}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
        />
        {taken ? (
          <p className="text-sm" data-testid="email-taken">
            {t("auth.isItYours")}{" "}
            <Link to={login} className="link">
              {t("auth.signInLink")}
            </Link>{" "}
            {t("auth.or")}{" "}
            <Link to="/forgot-password" className="link">
              {t("auth.resetYourPassword")}
            </Link>
            .
          </p>
        ) : null}
        <Field
          label={t("auth.password")}
          messages={loaderData.checks.password}
          hint={t("auth.passwordHint")}
          errors={fields.password.errors}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
        />
        <button type="submit" className="btn-primary w-full" disabled={pending} data-pending-text={t("auth.creatingAccount")}>
          {pending ? t("auth.creatingAccount") : t("auth.createAccount")}
        </button>
        <p className="hint">
          {t("auth.agreeBefore")}{" "}
          <Link to="/terms" className="link">
            {t("auth.termsLink")}
          </Link>{" "}
          {t("auth.agreeMiddle")}{" "}
          <Link to="/privacy" className="link">
            {t("auth.privacyLink")}
          </Link>
          {t("auth.agreeAfter")}
        </p>
      </Form>
      <p className="mt-6 text-center text-sm">
        {t("auth.haveAccount")}{" "}
        <Link to="/login" className="link">
          {t("auth.signInLink")}
        </Link>
      </p>
    </AuthLayout>
  );
}
