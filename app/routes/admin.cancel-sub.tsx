import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import { ConfirmStep, ConfirmSubmit } from "~/components/admin/confirm-submit";
import type { Route } from "./+types/admin.cancel-sub";
import { useAdminText, UserPicker } from "~/components/admin/user-picker";
import { FormAlert } from "~/components/form-alert";
import { Section } from "~/components/ui/section";
import { Field } from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { adminCancelSubscriptionSchema } from "~/schemas/admin";
import { adminCancelSubscription } from "~/services/billing/admin.server";
import { formAction, formError, readForm, shown, tabUrl } from "~/http/responses.server";
import { unlessRefused } from "./refusals.server";
import { askingAdmin } from "./admin-picker.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.messages["manage.cancelTitle"] }];

export { pickerLoader as loader } from "./admin-picker.server";

export async function action({ request }: Route.ActionArgs) {
  const { admin, locale, t } = await askingAdmin(request);
  return formAction(
    async () => {
      const form = await readForm(request);
      const submission = await parseWithZod(form, { schema: adminCancelSubscriptionSchema });
      if (submission.status !== "success") return { data: { result: submission.reply(), confirm: null }, status: 400 };
      const { email } = submission.value;
      // Without JavaScript the dialog cannot ask: the first submit answers with the question instead.
      if (form.get("confirm") !== "yes") return { data: { result: null, confirm: { email } } };
      return unlessRefused(
        async () => {
          await adminCancelSubscription(email, admin);
          return { redirect: tabUrl(request), toast: { title: t("manage.subCancelled"), description: t("manage.nowFree", { email }) } };
        },
        (error) => shown(error, { result: submission.reply({ formErrors: [error.message] }), confirm: null }),
      );
    },
    (error) => shown(error, { result: formError(error.message), confirm: null }),
    locale,
  );
}

export default function CancelSubscriptionTab({ loaderData, actionData }: Route.ComponentProps) {
  const { picker } = loaderData;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const confirm = navigation.state === "idle" ? actionData?.confirm : null;
  const { t, say } = useAdminText();
  const [form, fields] = useSchemaForm(adminCancelSubscriptionSchema, {
    id: `cancel-sub-${picker.selected?.id ?? "none"}`,
    lastResult: actionData?.result,
    defaultValue: { email: picker.selected?.email ?? "" },
  });
  return (
    <div className="space-y-6">
      <UserPicker picker={picker} />
      {confirm ? (
        <ConfirmStep
          title={t("manage.cancelAsk", { email: confirm.email })}
          message={t("manage.cancelConfirm")}
          confirmLabel={t("manage.yesCancel")}
          fields={{ email: confirm.email }}
        />
      ) : (
        <Section id="cancel-sub" title={t("manage.cancelSub")}>
          <p className="hint">{t("manage.cancelHint")}</p>
          <Form method="post" className="mt-4 max-w-md space-y-4" {...getFormProps(form)}>
            <FormAlert title={t("manage.cancelFailed")} message={say(form.errors)?.[0]} id={form.errorId} />
            <Field label={t("manage.userEmail")} errors={say(fields.email.errors)} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "off" }} />
            <ConfirmSubmit
              label={pending ? t("manage.cancelling") : t("manage.cancelSub")}
              title={t("manage.cancelThis")}
              message={t("manage.cancelConfirm")}
              confirmLabel={t("manage.yesCancel")}
              disabled={pending}
            />
          </Form>
        </Section>
      )}
    </div>
  );
}
