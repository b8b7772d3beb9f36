import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import type { Route } from "./+types/admin.reset-password";
import { useAdminText, UserPicker, userLabel } from "~/components/admin/user-picker";
import { FormAlert } from "~/components/form-alert";
import { Section } from "~/components/ui/section";
import { Field } from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { adminResetPasswordFormSchema } from "~/schemas/admin";
import { adminResetPassword } from "~/services/admin.server";
import { formAction, formError, readForm, shown, tabUrl } from "~/http/responses.server";
import type { ViewTranslate } from "~/i18n/use-t";
import { askingAdmin } from "./admin-picker.server";
import { unlessRefused } from "./refusals.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.messages["manage.resetTitle"] }];

const HIDE = ["newPassword", "confirmPassword"];

export { pickerLoader as loader } from "./admin-picker.server";

export async function action({ request }: Route.ActionArgs) {
  const { admin, locale, t } = await askingAdmin(request);
  return formAction(
    async () => {
      const submission = await parseWithZod(await readForm(request), { schema: adminResetPasswordFormSchema });
      if (submission.status !== "success") return { data: { result: submission.reply({ hideFields: HIDE }) }, status: 400 };
      return unlessRefused(
        async () => {
          const user = await adminResetPassword(admin, submission.value.userId, submission.value.newPassword);
          return { redirect: tabUrl(request), toast: { title: t("manage.passwordReset"), description: t("manage.passwordResetText", { email: user.email }) } };
        },
        (error) => shown(error, { result: submission.reply({ formErrors: [error.message], hideFields: HIDE }) }),
      );
    },
    (error) => shown(error, { result: formError(error.message) }),
    locale,
  );
}

/** The spec's pairs: "Password too short" / "Passwords don't match" titles over the field messages. */
function summary(t: ViewTranslate, errors: Record<string, string[] | undefined>, formError?: string) {
  if (errors.userId?.length) return { title: t("manage.resetFailed"), message: errors.userId[0] };
  if (errors.newPassword?.length) return { title: t("manage.passwordTooShort"), message: errors.newPassword[0] };
  if (errors.confirmPassword?.length) return { title: t("manage.passwordsDiffer"), message: errors.confirmPassword[0] };
  if (formError) return { title: t("manage.resetFailed"), message: formError };
  return null;
}

export default function ResetPasswordTab({ loaderData, actionData }: Route.ComponentProps) {
  const { picker } = loaderData;
  const selected = picker.selected;
  const pending = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(adminResetPasswordFormSchema, { id: "admin-reset-password", lastResult: actionData?.result, shouldValidate: "onSubmit" });
  const { t, say } = useAdminText();
  const alert = summary(
    t,
    { userId: say(fields.userId.errors), newPassword: say(fields.newPassword.errors), confirmPassword: say(fields.confirmPassword.errors) },
    say(form.errors)?.[0],
  );
  return (
    <div className="space-y-6">
      <UserPicker picker={picker} />
      <Section id="reset-password" title={t("manage.resetPassword")}>
        <p className="hint">{selected ? t("manage.resetHint", { label: userLabel(selected) }) : t("manage.selectFirst")}</p>
        <Form method="post" className="mt-4 max-w-md space-y-4" {...getFormProps(form)}>
          <FormAlert title={alert?.title ?? t("manage.resetFailed")} message={alert?.message} id={form.errorId} />
          <input type="hidden" name="userId" value={selected?.id ?? ""} />
          <Field
            label={t("manage.newPassword")}
            hint={t("manage.atLeast8")}
            errors={say(fields.newPassword.errors)}
            inputProps={{ ...getInputProps(fields.newPassword, { type: "password" }), autoComplete: "new-password" }}
          />
          <Field
            label={t("manage.confirmNew")}
            errors={say(fields.confirmPassword.errors)}
            inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
          />
          <button type="submit" className="btn-primary" disabled={pending || !selected}>
            {pending ? t("manage.resetting") : t("manage.resetPassword")}
          </button>
        </Form>
      </Section>
    </div>
  );
}
