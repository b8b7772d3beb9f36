import { getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { IntentForm } from "~/components/ui/intent-form";
import { Link } from "~/components/ui/link";
import { ErrorList, Field } from "~/components/ui/field";
import type { FormChecks } from "~/components/settings/email-card";
import { messageAttributes } from "~/schemas/constraint-messages";
import { useT } from "~/i18n/use-t";

/** The support form on /settings; Premium members' requests are flagged as priority. */
export function SupportCard({ premium, result, checks }: { premium: boolean; result?: SubmissionResult<string[]>; checks: FormChecks }) {
  const [form, fields] = useForm({ id: "support", lastResult: result, constraint: checks.constraint });
  const t = useT();
  const messageErrorId = fields.message.errors?.length ? `${fields.message.id}-error` : undefined;
  return (
    <section className="card" aria-labelledby="support-heading">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="support-heading" className="text-xl font-semibold">
          {t("settings.supportTitle")}
        </h2>
        {premium ? (
          <span className="rounded-full bg-gold-400 px-2 py-0.5 text-xs font-semibold text-night-950">{t("settings.priority")}</span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {premium ? (
          t("settings.supportPremium")
        ) : (
          <>
            {t("settings.supportQuestions")}{" "}
            <Link to="/pricing" className="link">
              Premium
            </Link>{" "}
            {t("settings.supportPriorityTail")}
          </>
        )}
      </p>
      <IntentForm form={form} intent="support" failure={t("settings.requestFailed")} className="mt-4 space-y-4" data-enhance="">
        <Field label={t("settings.subject")} messages={checks.messages.subject} errors={fields.subject.errors} inputProps={{ ...getInputProps(fields.subject, { type: "text" }), maxLength: 150 }} />
        <div data-field="">
          <label htmlFor={fields.message.id} className="label">
            {t("settings.message")}
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
        <button type="submit" className="btn-primary" data-pending-text={t("settings.sending")}>
          {t("settings.sendMessage")}
        </button>
      </IntentForm>
    </section>
  );
}
