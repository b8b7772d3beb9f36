import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import type { Route } from "./+types/admin.reset-password";
import { UserPicker, userLabel } from "~/components/admin/user-picker";
import { FormAlert } from "~/components/form-alert";
import { Section } from "~/components/ui/section";
import { Field } from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { ADMIN_MESSAGES, adminResetPasswordFormSchema } from "~/schemas/admin";
import { adminResetPassword } from "~/services/admin.server";
import { formAction, formError, readForm, shown, tabUrl } from "~/http/responses.server";
import { requireAdmin } from "~/http/guards.server";
import { unlessRefused } from "./refusals.server";

export const meta: Route.MetaFunction = () => [{ title: "Reset Password - Admin Panel - Three Skies" }];

const HIDE = ["newPassword", "confirmPassword"];

export { pickerLoader as loader } from "./admin-picker.server";

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return formAction(
    async () => {
      const submission = await parseWithZod(await readForm(request), { schema: adminResetPasswordFormSchema });
      if (submission.status !== "success") return { data: { result: submission.reply({ hideFields: HIDE }) }, status: 400 };
      return unlessRefused(
        async () => {
          const user = await adminResetPassword(admin, submission.value.userId, submission.value.newPassword);
          const description = `${user.email} has a new password; their sessions have been signed out.`;
          return { redirect: tabUrl(request), toast: { title: "Password reset successfully", description } };
        },
        (error) => shown(error, { result: submission.reply({ formErrors: [error.message], hideFields: HIDE }) }),
      );
    },
    (error) => shown(error, { result: formError(error.message) }),
  );
}

/** The spec's pairs: "Password too short" / "Passwords don't match" titles over the field messages. */
function summary(errors: Record<string, string[] | undefined>, formError?: string) {
  if (errors.userId?.length) return { title: "Password reset failed", message: errors.userId[0] };
  if (errors.newPassword?.length) return { title: ADMIN_MESSAGES.passwordTooShortTitle, message: errors.newPassword[0] };
  if (errors.confirmPassword?.length) return { title: ADMIN_MESSAGES.passwordsDifferTitle, message: errors.confirmPassword[0] };
  if (formError) return { title: "Password reset failed", message: formError };
  return null;
}

export default function ResetPasswordTab({ loaderData, actionData }: Route.ComponentProps) {
  const { picker } = loaderData;
  const selected = picker.selected;
  const pending = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(adminResetPasswordFormSchema, { id: "admin-reset-password", lastResult: actionData?.result, shouldValidate: "onSubmit" });
  const alert = summary(
    { userId: fields.userId.errors, newPassword: fields.newPassword.errors, confirmPassword: fields.confirmPassword.errors },
    form.errors?.[0],
  );
  return (
    <div className="space-y-6">
      <UserPicker picker={picker} />
      <Section id="reset-password" title="Reset Password">
        <p className="hint">{selected ? `Sets a temporary password for ${userLabel(selected)} and signs them out everywhere; they choose their own at their next sign-in.` : "Select a user first."}</p>
        <Form method="post" className="mt-4 max-w-md space-y-4" {...getFormProps(form)}>
          <FormAlert title={alert?.title ?? "Password reset failed"} message={alert?.message} id={form.errorId} />
          <input type="hidden" name="userId" value={selected?.id ?? ""} />
          <Field
            label="New password"
            hint="At least 8 characters."
            errors={fields.newPassword.errors}
            inputProps={{ ...getInputProps(fields.newPassword, { type: "password" }), autoComplete: "new-password" }}
          />
          <Field
            label="Confirm new password"
            errors={fields.confirmPassword.errors}
            inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
          />
          <button type="submit" className="btn-primary" disabled={pending || !selected}>
            {pending ? "Resetting..." : "Reset Password"}
          </button>
        </Form>
      </Section>
    </div>
  );
}
