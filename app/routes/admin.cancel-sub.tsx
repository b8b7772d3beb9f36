import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import { ConfirmStep, ConfirmSubmit } from "~/components/admin/confirm-submit";
import type { Route } from "./+types/admin.cancel-sub";
import { UserPicker } from "~/components/admin/user-picker";
import { FormAlert } from "~/components/form-alert";
import { Section } from "~/components/ui/section";
import { Field } from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { adminCancelSubscriptionSchema } from "~/schemas/admin";
import { adminCancelSubscription } from "~/services/billing/admin.server";
import { formAction, formError, readForm, shown, tabUrl } from "~/http/responses.server";
import { requireAdmin } from "~/http/guards.server";
import { unlessRefused } from "./refusals.server";

export const meta: Route.MetaFunction = () => [{ title: "Cancel Subscription - Admin Panel - Three Skies" }];

export { pickerLoader as loader } from "./admin-picker.server";

const CONFIRM_CANCEL =
  "Their Premium ends now, not at the end of the period paid for, and the subscription cannot be resumed: a new one would have to be created.";

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
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
          return { redirect: tabUrl(request), toast: { title: "Subscription cancelled successfully", description: `${email} is now on the Free plan.` } };
        },
        (error) => shown(error, { result: submission.reply({ formErrors: [error.message] }), confirm: null }),
      );
    },
    (error) => shown(error, { result: formError(error.message), confirm: null }),
  );
}

export default function CancelSubscriptionTab({ loaderData, actionData }: Route.ComponentProps) {
  const { picker } = loaderData;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const confirm = navigation.state === "idle" ? actionData?.confirm : null;
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
          title={`Cancel the subscription of ${confirm.email}?`}
          message={CONFIRM_CANCEL}
          confirmLabel="Yes, cancel subscription"
          fields={{ email: confirm.email }}
        />
      ) : (
        <Section id="cancel-sub" title="Cancel Subscription">
          <p className="hint">Ends the user&apos;s Premium subscription now. Picking a user above fills in the email.</p>
          <Form method="post" className="mt-4 max-w-md space-y-4" {...getFormProps(form)}>
            <FormAlert title="Failed to cancel subscription" message={form.errors?.[0]} id={form.errorId} />
            <Field label="User email" errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "off" }} />
            <ConfirmSubmit
              label={pending ? "Cancelling..." : "Cancel Subscription"}
              title="Cancel this subscription?"
              message={CONFIRM_CANCEL}
              confirmLabel="Yes, cancel subscription"
              disabled={pending}
            />
          </Form>
        </Section>
      )}
    </div>
  );
}
