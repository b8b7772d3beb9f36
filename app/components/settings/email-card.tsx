import { getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { getZodConstraint } from "@conform-to/zod";
import { IntentButton, IntentForm } from "~/components/ui/intent-form";
import { FormAlert } from "~/components/form-alert";
import { Field } from "~/components/ui/field";
import { Fact, Section } from "~/components/ui/section";
import { useContext } from "react";
import { ServerCatalogs } from "~/i18n/text-context";
import type { ConstraintMessages } from "~/schemas/constraint-messages";
import { useLocale, useT } from "~/i18n/use-t";

/** The browser's own checks of a settings form (required, lengths), read from its schema on the server. */
export type FormConstraint = ReturnType<typeof getZodConstraint>;
/** A form's browser checks and, for the enhancement script, each field's messages (all from its schema). */
export type FormChecks = { constraint: FormConstraint; messages: Record<string, ConstraintMessages> };

export type EmailCardProps = {
  email: string;
  username: string | null;
  verified: boolean;
  /** A change of address waiting for its link to be followed. */
  pending: { email: string; expiresAt: string } | null;
  /** The "resend-verification" intent's error (e.g. too many links this hour). */
  resendError: string | null;
  changeResult?: SubmissionResult<string[]>;
  checks: FormChecks;
};

/** Settings → the account's address: confirmed or not (with a fresh link on request), and moving to a new one. */
export function EmailCard({ email, username, verified, pending, resendError, changeResult, checks }: EmailCardProps) {
  const [form, fields] = useForm({ id: "change-email", lastResult: changeResult, constraint: checks.constraint });
  const t = useT();
  // The words the member agrees to, as the change is recorded with them (app/services/account-email.server.ts).
  const locale = useLocale();
  const wording = useContext(ServerCatalogs)?.(locale, "email")["email.moveWording"];
  return (
    <Section id="email" title={t("settings.accountTitle")}>
      <dl className="mt-4 grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
        <Fact term={t("settings.email")}>
          {email}{" "}
          <span className={`ml-1 rounded-full px-2 py-0.5 text-xs font-semibold ${verified ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100" : "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100"}`}>
            {t(verified ? "settings.confirmed" : "settings.notConfirmed")}
          </span>
        </Fact>
        <Fact term={t("settings.username")}>{username || t("settings.notSet")}</Fact>
      </dl>
      {verified ? null : (
        <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50" data-testid="verify-email-notice">
          <p className="font-semibold">{t("settings.confirmToReceive")}</p>
          <p className="mt-1">{t("settings.linkSentWhenJoined", { email })}</p>
          <FormAlert title={t("settings.noLinkSent")} message={resendError} id="resend-verification-error" />
          <IntentButton intent="resend-verification" formClassName="mt-3" data-enhance="" className="btn-outline" pendingText={t("settings.sending")} label={t("settings.sendLinkAgain")} />
        </div>
      )}
      <h3 className="mt-6 text-lg font-semibold">{t("settings.changeEmail")}</h3>
      {pending ? (
        <p className="mt-1 text-sm" role="status">
          {t("settings.pendingSent")}<strong>{pending.email}</strong>{t("settings.pendingStays", { email })}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{wording}</p>
      <IntentForm form={form} intent="change-email" failure={t("settings.emailNotChanged")} className="mt-4 space-y-4" data-enhance="">
        <Field
          label={t("settings.newEmail")}
          messages={checks.messages.email}
          errors={fields.email.errors}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }} />
        <Field
          label={t("settings.yourPassword")}
          messages={checks.messages.password}
          hint={t("settings.passwordHint")}
          errors={fields.password.errors}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }}
        />
        <button type="submit" className="btn-primary" data-pending-text={t("settings.sending")}>
          {t("settings.sendConfirmation")}
        </button>
      </IntentForm>
    </Section>
  );
}
