import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { signUpLocale } from "~/i18n/request.server";
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
import { REGISTER_EMAIL_WORDING } from "~/domain/consent";
import { createSession } from "~/http/session.server";

const messages = constraintMessages(registerSchema);

// Served without the framework's JavaScript (public JS budget); app/browser/enhance.ts validates as you type.
export const handle = { hydrate: false };

export const meta: Route.MetaFunction = () => [
  { title: "Create your account - Three Skies" },
  { name: "description", content: "Create a free Three Skies account and get your Western, Chinese and Vedic natal chart." },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return { redirectTo: safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "") };
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
  return (
    <AuthLayout title="Create your account" subtitle="Your chart, read three ways, in under a minute.">
      <Form method="post" reloadDocument className="space-y-4" data-enhance="" {...getFormProps(form)}>
        <FormAlert title="Registration failed" message={form.errors?.[0]} id={form.errorId} />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        {/* Filled with the browser's time zone by the page script; empty without it (the birth place's then applies). */}
        <input type="hidden" name="timezone" defaultValue="" data-browser-zone="" />
        <Honeypot />
        <div className="grid grid-cols-2 gap-3">
          <Field label="First name" messages={messages.firstName} errors={fields.firstName.errors} inputProps={{ ...getInputProps(fields.firstName, { type: "text" }), autoComplete: "given-name" }} />
          <Field label="Last name" messages={messages.lastName} errors={fields.lastName.errors} inputProps={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "family-name" }} />
        </div>
        <Field
          label="Email"
          messages={messages.email}
          hint={REGISTER_EMAIL_WORDING}
          errors={fields.email.errors}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
        />
        {taken ? (
          <p className="text-sm" data-testid="email-taken">
            Is it yours?{" "}
            <Link to={login} className="link">
              Sign in
            </Link>{" "}
            or{" "}
            <Link to="/forgot-password" className="link">
              reset your password
            </Link>
            .
          </p>
        ) : null}
        <Field
          label="Password"
          messages={messages.password}
          hint="At least 8 characters."
          errors={fields.password.errors}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
        />
        <button type="submit" className="btn-primary w-full" disabled={pending} data-pending-text="Creating your account...">
          {pending ? "Creating your account..." : "Create Account"}
        </button>
        <p className="hint">
          By creating an account you agree to the{" "}
          <Link to="/terms" className="link">
            Terms of Service
          </Link>{" "}
          and confirm you have read the{" "}
          <Link to="/privacy" className="link">
            Privacy Policy
          </Link>
          , which explains what we keep about you, who processes it and how to download or delete it.
        </p>
      </Form>
      <p className="mt-6 text-center text-sm">
        Already have an account?{" "}
        <Link to="/login" className="link">
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
