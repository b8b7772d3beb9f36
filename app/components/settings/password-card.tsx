import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { Field } from "~/components/ui/field";
import { useHydrated } from "~/components/use-hydrated";
import type { FormConstraint } from "./email-card";

/** The browser's word for two new passwords that differ (the server says "Passwords do not match"). */
export const PASSWORDS_DONT_MATCH = "Passwords don't match";

/** Settings → Change Password: disabled until all three fields are filled (with JavaScript). */
export function ChangePasswordCard({ result, constraint, action }: { result: unknown; constraint: FormConstraint; action?: string }) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [filled, setFilled] = useState({ oldPassword: false, newPassword: false, confirmPassword: false });
  const [mismatch, setMismatch] = useState(false);
  const [form, fields] = useForm({
    id: "change-password",
    lastResult: navigation.state === "idle" ? (result as never) : undefined,
    constraint,
  });
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "change-password";
  const allFilled = filled.oldPassword && filled.newPassword && filled.confirmPassword;
  const track = (name: keyof typeof filled) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setFilled((current) => ({ ...current, [name]: event.target.value.length > 0 }));
    if (name !== "oldPassword") setMismatch(false);
  };
  const formProps = getFormProps(form);
  // The browser compares the two new passwords before posting (the server checks again, in its own words).
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const values = new FormData(event.currentTarget);
    if (values.get("newPassword") !== values.get("confirmPassword")) {
      event.preventDefault();
      setMismatch(true);
      return;
    }
    formProps.onSubmit(event);
  }
  return (
    <section className="card" aria-labelledby="password-heading">
      <h2 id="password-heading" className="text-xl font-semibold">
        Change Password
      </h2>
      <Form method="post" action={action} className="mt-4 space-y-4" {...formProps} onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="change-password" />
        <FormAlert title="Failed to change password" message={form.errors?.[0]} id={form.errorId} />
        <Field
          label="Current password"
          errors={fields.oldPassword.errors}
          inputProps={{ ...getInputProps(fields.oldPassword, { type: "password" }), autoComplete: "current-password", onChange: track("oldPassword") }}
        />
        <Field
          label="New password"
          errors={fields.newPassword.errors}
          inputProps={{ ...getInputProps(fields.newPassword, { type: "password" }), autoComplete: "new-password", onChange: track("newPassword") }}
        />
        <Field
          label="Confirm new password"
          errors={mismatch ? [PASSWORDS_DONT_MATCH] : fields.confirmPassword.errors}
          inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password", onChange: track("confirmPassword") }}
        />
        {/* Disabled until all three are filled once JavaScript runs; without it the server validates. */}
        <button type="submit" className="btn-primary" disabled={pending || (hydrated && !allFilled)}>
          {pending ? "Changing..." : "Change Password"}
        </button>
      </Form>
    </section>
  );
}
