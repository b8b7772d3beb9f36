import { getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { IntentForm } from "~/components/ui/intent-form";
import { Field } from "~/components/ui/field";
import { Section } from "~/components/ui/section";
import type { FormChecks } from "./email-card";
import { useT } from "~/i18n/use-t";

const PASSWORD_FIELDS = [
  ["oldPassword", "settings.currentPassword", "current-password"],
  ["newPassword", "settings.newPassword", "new-password"],
  ["confirmPassword", "settings.confirmNewPassword", "new-password"],
] as const;

/** Change Password (Settings, and the screen a temporary password leads to); the server checks everything. */
export function ChangePasswordCard({ result, checks, action }: { result?: SubmissionResult<string[]>; checks: FormChecks; action?: string }) {
  const [form, fields] = useForm({ id: "change-password", lastResult: result, constraint: checks.constraint });
  const t = useT();
  return (
    <Section id="password" title={t("settings.passwordTitle")}>
      <IntentForm form={form} intent="change-password" failure={t("settings.passwordFailed")} action={action} className="mt-4 space-y-4" data-enhance="" data-needs-filled="">
        {PASSWORD_FIELDS.map(([name, label, autoComplete]) => (
          <Field
            key={name}
            label={t(label)}
            messages={checks.messages[name]}
            errors={fields[name].errors}
            inputProps={{
              ...getInputProps(fields[name], { type: "password" }),
              autoComplete,
              // The browser compares the confirmation with the new password before posting.
              ...(name === "confirmPassword" ? { "data-match": fields.newPassword.name, "data-error-match": t("settings.passwordsDontMatch") } : {}),
            }}
          />
        ))}
        <button type="submit" className="btn-primary" data-pending-text={t("settings.changing")}>
          {t("settings.passwordTitle")}
        </button>
      </IntentForm>
    </Section>
  );
}
