import { getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { IntentForm } from "~/components/ui/intent-form";
import { Link } from "~/components/ui/link";
import { ErrorList, Field } from "~/components/ui/field";
import type { FormChecks } from "~/components/settings/email-card";
import { messageAttributes } from "~/schemas/constraint-messages";

/** The support form on /settings; Premium members' requests are flagged as priority. */
export function SupportCard({ premium, result, checks }: { premium: boolean; result?: SubmissionResult<string[]>; checks: FormChecks }) {
  const [form, fields] = useForm({ id: "support", lastResult: result, constraint: checks.constraint });
  const messageErrorId = fields.message.errors?.length ? `${fields.message.id}-error` : undefined;
  return (
    <section className="card" aria-labelledby="support-heading">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="support-heading" className="text-xl font-semibold">
          Support
        </h2>
        {premium ? (
          <span className="rounded-full bg-gold-400 px-2 py-0.5 text-xs font-semibold text-night-950">Priority</span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {premium ? (
          "As a Premium member your message goes to the front of the queue, and we reply straight to your email."
        ) : (
          <>
            Questions about your chart or your account? Write to us.{" "}
            <Link to="/pricing" className="link">
              Premium
            </Link>{" "}
            members get priority support.
          </>
        )}
      </p>
      <IntentForm form={form} intent="support" failure="Request failed" className="mt-4 space-y-4" data-enhance="">
        <Field label="Subject" messages={checks.messages.subject} errors={fields.subject.errors} inputProps={{ ...getInputProps(fields.subject, { type: "text" }), maxLength: 150 }} />
        <div data-field="">
          <label htmlFor={fields.message.id} className="label">
            Message
          </label>
          <textarea
            {...getTextareaProps(fields.message)}
            {...messageAttributes(checks.messages.message)}
            rows={5}
            className="input min-h-32"
            aria-invalid={messageErrorId ? true : undefined}
            aria-describedby={messageErrorId}
          />
          <ErrorList id={messageErrorId} errors={fields.message.errors} />
        </div>
        <button type="submit" className="btn-primary" data-pending-text="Sending...">
          Send Message
        </button>
      </IntentForm>
    </section>
  );
}
