import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/admin.cancel-sub";
import { UserPicker } from "~/components/admin/user-picker";
import { FormAlert } from "~/components/form-alert";
import { Field } from "~/components/ui/field";
import { adminCancelSubscriptionSchema } from "~/schemas/admin";
import { cancelSubscriptionAsAdmin, loadUserPicker } from "~/services/admin.server";
import { HttpError, redirectWithToast, tabUrl, readPageForm } from "~/http/responses.server";
import { requireAdmin } from "~/http/guards.server";

export const meta: Route.MetaFunction = () => [{ title: "Cancel Subscription - Admin Panel - Three Skies" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { picker: await loadUserPicker(new URL(request.url)) };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const submission = await parseWithZod(await readPageForm(request), { schema: adminCancelSubscriptionSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await cancelSubscriptionAsAdmin(admin, submission.value.email);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: error.status, headers: error.headers });
  }
  return redirectWithToast(tabUrl(request), {
    title: "Subscription cancelled successfully",
    description: `${submission.value.email} is now on the Free plan.`,
  });
}

export default function CancelSubscriptionTab({ loaderData, actionData }: Route.ComponentProps) {
  const { picker } = loaderData;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: `cancel-sub-${picker.selected?.id ?? "none"}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { email: picker.selected?.email ?? "" },
    constraint: getZodConstraint(adminCancelSubscriptionSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: adminCancelSubscriptionSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <div className="space-y-6">
      <UserPicker picker={picker} />
      <section className="card" aria-labelledby="cancel-sub-heading">
        <h2 id="cancel-sub-heading" className="text-xl font-semibold">
          Cancel Subscription
        </h2>
        <p className="hint">Ends the user&apos;s Premium subscription now. Picking a user above fills in the email.</p>
        <Form method="post" className="mt-4 max-w-md space-y-4" {...getFormProps(form)}>
          <FormAlert title="Failed to cancel subscription" message={form.errors?.[0]} id={form.errorId} />
          <Field label="User email" errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "off" }} />
          <button type="submit" className="btn-danger" disabled={pending}>
            {pending ? "Cancelling..." : "Cancel Subscription"}
          </button>
        </Form>
      </section>
    </div>
  );
}
