import { getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { IntentButton, IntentForm } from "~/components/ui/intent-form";
import { Field } from "~/components/ui/field";

/** What the settings loader knows about the saved number (null: no number). */
export type PhoneStatus = { verified: true } | { verified: false; codeWaiting: boolean } | null;

/** Below the delivery form: the number confirmed, or the code form and "send again" (two forms: forms cannot nest). */
export function PhoneCheck({ number, status, result }: { number: string; status: NonNullable<PhoneStatus>; result?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({ id: "phone-code", lastResult: result });
  if (status.verified) {
    return (
      <p className="mt-4 text-sm text-emerald-800 dark:text-emerald-300" data-testid="phone-status">
        <span aria-hidden="true">✓ </span>
        {number} is confirmed for daily texts.
      </p>
    );
  }
  return (
    <div className="mt-5 rounded-lg border border-gold-300 p-4 dark:border-gold-700" aria-labelledby="phone-check-heading">
      <h3 id="phone-check-heading" className="font-semibold">
        Confirm {number}
      </h3>
      <p className="hint" data-testid="phone-status">
        {status.codeWaiting
          ? "Enter the 6-digit code we texted to this number. No daily texts go to it until then."
          : "No daily texts go to this number until it is confirmed. Send a code, then enter it here."}
      </p>
      <IntentForm form={form} intent="phone-code" failure="Phone number not confirmed" className="mt-3 flex flex-wrap items-end gap-3 [&>[role=alert]]:w-full">
        <Field
          label="6-digit code"
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
          Confirm number
        </button>
      </IntentForm>
      <IntentButton intent="phone-resend" formClassName="mt-2" className="btn-ghost text-sm" label="Send a new code" />
    </div>
  );
}
