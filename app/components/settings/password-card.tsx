import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "~/components/ui/form";
import { FormAlert } from "~/components/form-alert";
import { Field } from "~/components/ui/field";
import type { FormChecks } from "./email-card";

/** The browser's word for two new passwords that differ (the server says "Passwords do not match"). */
export const PASSWORDS_DONT_MATCH = "Passwords don't match";

/**
 * Settings → Change Password (also the screen a temporary password leads to). With JavaScript
 * (app/browser/enhance-settings.ts and enhance.ts) the button waits until all three fields are filled and
 * the browser compares the two new passwords before posting; without it the server checks everything.
 */
export function ChangePasswordCard({ result, checks, action }: { result?: SubmissionResult<string[]>; checks: FormChecks; action?: string }) {
  const [form, fields] = useForm({ id: "change-password", lastResult: result, constraint: checks.constraint });
  return (
    <section className="card" aria-labelledby="password-heading">
      <h2 id="password-heading" className="text-xl font-semibold">
        Change Password
      </h2>
      <Form method="post" action={action} className="mt-4 space-y-4" data-enhance="" data-needs-filled="" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="change-password" />
        <FormAlert title="Failed to change password" message={form.errors?.[0]} id={form.errorId} />
        <Field
          label="Current password"
          messages={checks.messages.oldPassword}
          errors={fields.oldPassword.errors}
          inputProps={{
            ...getInputProps(fields.oldPassword, { type: "password" }),
            autoComplete: "current-password",
          }}
        />
        <Field
          label="New password"
          messages={checks.messages.newPassword}
          errors={fields.newPassword.errors}
          inputProps={{
            ...getInputProps(fields.newPassword, { type: "password" }),
            autoComplete: "new-password",
          }}
        />
        <Field
          label="Confirm new password"
          messages={checks.messages.confirmPassword}
          errors={fields.confirmPassword.errors}
          inputProps={{
            ...getInputProps(fields.confirmPassword, { type: "password" }),
            autoComplete: "new-password",
            ...{
              "data-match": fields.newPassword.name,
              "data-error-match": PASSWORDS_DONT_MATCH,
            },
          }}
        />
        <button type="submit" className="btn-primary" data-pending-text="Changing...">
          Change Password
        </button>
      </Form>
    </section>
  );
}
