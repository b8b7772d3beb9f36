import { getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { IntentButton, IntentForm } from "~/components/ui/intent-form";
import { Field } from "~/components/ui/field";
import { useT } from "~/i18n/use-t";

/** What the settings loader knows about the saved number (null: no number). */
export type PhoneStatus = { verified: true } | { verified: false; codeWaiting: boolean } | null;

/** Below the delivery form: the number confirmed, or the code form and "send again" (two forms: forms cannot nest). */
export function PhoneCheck({ number, status, result }: { number: string; status: NonNullable<PhoneStatus>; result?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({ id: "phone-code", lastResult: result });
  const t = useT();
  if (status.verified) {
    return (
      <p className="mt-4 text-sm text-emerald-800 dark:text-emerald-300" data-testid="phone-status">
        <span aria-hidden="true">✓ </span>
        {t("settings.phoneConfirmed", { number })}
      </p>
    );
  }
  return (
    <div className="mt-5 rounded-lg border border-gold-300 p-4 dark:border-gold-700" aria-labelledby="phone-check-heading">
      <h3 id="phone-check-heading" className="font-semibold">
        {t("settings.confirmNumberTitle", { number })}
      </h3>
      <p className="hint" data-testid="phone-status">
        {t(status.codeWaiting ? "settings.codeWaiting" : "settings.codeNone")}
      </p>
      <IntentForm form={form} intent="phone-code" failure={t("settings.phoneNotConfirmed")} className="mt-3 flex flex-wrap items-end gap-3 [&>[role=alert]]:w-full">
        <Field
          label={t("settings.codeLabel")}
          errors={fields.code.errors}
          inputProps={{
            ...getInputProps(fields.code, { type: "text" }),
            inputMode: "numeric",
            autoComplete: "one-time-code",
            pattern: "[0-9 ]{6,7}",
            maxLength: 7,
            required: true,
          }}
        />
        <button type="submit" className="btn-primary">
          {t("settings.confirmNumber")}
        </button>
      </IntentForm>
      <IntentButton intent="phone-resend" formClassName="mt-2" className="btn-ghost text-sm" label={t("settings.newCode")} />
    </div>
  );
}
