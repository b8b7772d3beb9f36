import type { ReactNode } from "react";
import { getFormProps, getInputProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { useNavigation } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { Honeypot } from "~/components/honeypot";
import { Field } from "~/components/ui/field";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import type { ConstraintMessages } from "~/schemas/constraint-messages";
import { Brand } from "~/components/site-header";
import { ThemeSwitch } from "~/components/theme-switch";
import { useT } from "~/i18n/use-t";

/** The centred card of the account screens. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="min-h-[80vh] bg-gradient-to-b from-night-100 to-night-50 dark:from-night-950 dark:to-[#0b0820]">
      <header className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4">
        <Brand />
        <ThemeSwitch />
      </header>
      <main id="main" className="mx-auto flex max-w-md flex-col px-4 pb-16 pt-8">
        <div className="card">
          <h1 className="text-2xl font-semibold">{title}</h1>
          {subtitle ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}

/** A message with the address in bold wherever the language puts it (`message` still holds `{email}`). */
export function WithEmail({ message, email }: { message: string; email: string }) {
  const [before, after] = message.split("{email}");
  return (
    <>
      {before}
      <strong>{email}</strong>
      {after}
    </>
  );
}

/** The answer to a request for an emailed link: the same whether or not the account exists. */
export function EmailSent({ email, sent, note, children }: { email: string; sent: string; note: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <AuthLayout title={t("auth.checkEmail")}>
      <div role="status" className="space-y-3 text-sm">
        <p className="font-semibold text-night-800 dark:text-night-200">{t("auth.emailSent")}</p>
        <p>
          <WithEmail message={sent} email={email} />
        </p>
        <p>{note}</p>
      </div>
      {children}
    </AuthLayout>
  );
}

/** The way back to the sign-in page, under an account screen's form. */
export function BackToLogin() {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to="/login" className="link">
        {useT()("auth.backToLogin")}
      </Link>
    </p>
  );
}

/** The form asking where to email a link (a password reset, a sign-in link); app/browser/enhance.ts validates it as you type. */
export function EmailLinkForm({ form, email, messages, submitLabel }: {
  form: FormMetadata<{ email: string }>;
  email: FieldMetadata<string>;
  messages?: ConstraintMessages;
  submitLabel: string;
}) {
  const pending = useNavigation().state === "submitting";
  const t = useT();
  return (
    <>
      <Form method="post" className="space-y-4" data-enhance="" {...getFormProps(form)}>
        <FormAlert title={t("auth.requestFailed")} message={form.errors?.[0]} id={form.errorId} />
        <Honeypot />
        <Field label={t("auth.email")} messages={messages} errors={email.errors} inputProps={{ ...getInputProps(email, { type: "email" }), autoComplete: "email", autoFocus: true }} />
        <button type="submit" className="btn-primary w-full" disabled={pending} data-pending-text={t("auth.sending")}>
          {pending ? t("auth.sending") : submitLabel}
        </button>
      </Form>
      <BackToLogin />
    </>
  );
}
