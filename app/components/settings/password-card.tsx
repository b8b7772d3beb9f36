import { getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { IntentForm } from "~/components/ui/intent-form";
import { Field } from "~/components/ui/field";
import { Section } from "~/components/ui/section";
import type { FormChecks } from "./email-card";

/** The browser's word for two new passwords that differ (the server says "Passwords do not match"). */
export const PASSWORDS_DONT_MATCH = "Passwords don't match";

const PASSWORD_FIELDS = [
  ["oldPassword", "Current password", "current-password"],
  ["newPassword", "New password", "new-password"],
  ["confirmPassword", "Confirm new password", "new-password"],
] as const;

/** Change Password (Settings, and the screen a temporary password leads to); the server checks everything. */
export function ChangePasswordCard({ result, checks, action }: { result?: SubmissionResult<string[]>; checks: FormChecks; action?: string }) {
  const [form, fields] = useForm({ id: "change-password", lastResult: result, constraint: checks.constraint });
  return (
    <Section id="password" title="Change Password">
      <IntentForm form={form} intent="change-password" failure="Failed to change password" action={action} className="mt-4 space-y-4" data-enhance="" data-needs-filled="">
        {PASSWORD_FIELDS.map(([name, label, autoComplete]) => (
          <Field
            key={name}
            label={label}
            messages={checks.messages[name]}
            errors={fields[name].errors}
            inputProps={{
              ...getInputProps(fields[name], { type: "password" }),
              autoComplete,
              // The browser compares the confirmation with the new password before posting.
              ...(name === "confirmPassword" ? { "data-match": fields.newPassword.name, "data-error-match": PASSWORDS_DONT_MATCH } : {}),
            }}
          />
        ))}
        <button type="submit" className="btn-primary" data-pending-text="Changing...">
          Change Password
        </button>
      </IntentForm>
    </Section>
  );
}
