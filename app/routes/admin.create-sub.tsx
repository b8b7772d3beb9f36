import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import type { Route } from "./+types/admin.create-sub";
import { UserPicker } from "~/components/admin/user-picker";
import { FormAlert } from "~/components/form-alert";
import { Section } from "~/components/ui/section";
import { ErrorList, Field } from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { adminCreateSubscriptionSchema } from "~/schemas/admin";
import { loadUserPicker } from "~/services/admin.server";
import { adminCreateSubscription } from "~/services/billing/admin.server";
import { formAction, formError, readForm, shown, tabUrl } from "~/http/responses.server";
import { requireAdmin } from "~/http/guards.server";
import { PLANS, priceIds } from "~/services/billing/plans.server";
import { unlessRefused } from "./refusals.server";

export const meta: Route.MetaFunction = () => [{ title: "Create Subscription - Admin Panel - Three Skies" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const prices = priceIds();
  // The plans by name, as members see them on the pricing page; the price id travels as the value.
  const plans = (["monthly", "yearly"] as const).map((interval) => ({
    priceId: prices[interval],
    name: `Premium ${interval === "monthly" ? "Monthly" : "Yearly"}: ${PLANS[interval].price} a ${PLANS[interval].per}`,
  }));
  return { picker: await loadUserPicker(new URL(request.url)), plans };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return formAction(
    async () => {
      const submission = await parseWithZod(await readForm(request), { schema: adminCreateSubscriptionSchema });
      if (submission.status !== "success") return { data: { result: submission.reply() }, status: 400 };
      const { email, priceId } = submission.value;
      return unlessRefused(
        async () => {
          await adminCreateSubscription(email, priceId, admin);
          return { redirect: tabUrl(request), toast: { title: "Subscription created successfully", description: `${email} is now Premium.` } };
        },
        (error) => shown(error, { result: submission.reply({ formErrors: [error.message] }) }),
      );
    },
    (error) => shown(error, { result: formError(error.message) }),
  );
}

export default function CreateSubscriptionTab({ loaderData, actionData }: Route.ComponentProps) {
  const { picker, plans } = loaderData;
  const pending = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(adminCreateSubscriptionSchema, {
    id: `create-sub-${picker.selected?.id ?? "none"}`,
    lastResult: actionData?.result,
    defaultValue: { email: picker.selected?.email ?? "", priceId: plans[0]?.priceId ?? "" },
  });
  const { priceId } = fields;
  return (
    <div className="space-y-6">
      <UserPicker picker={picker} />
      <Section id="create-sub" title="Create Subscription">
        <p className="hint">Subscribes the user to a plan and makes them Premium. Picking a user above fills in the email.</p>
        <Form method="post" className="mt-4 max-w-md space-y-4" {...getFormProps(form)}>
          <FormAlert title="Failed to create subscription" message={form.errors?.[0]} id={form.errorId} />
          <Field label="User email" errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "off" }} />
          <div data-field="">
            <label htmlFor={priceId.id} className="label">
              Plan
            </label>
            <select {...getSelectProps(priceId)} className="input" aria-describedby={priceId.errors?.length ? priceId.errorId : undefined}>
              {plans.map((plan) => (
                <option key={plan.priceId} value={plan.priceId}>
                  {plan.name}
                </option>
              ))}
            </select>
            <ErrorList id={priceId.errorId} errors={priceId.errors} />
          </div>
          <button type="submit" className="btn-primary" disabled={pending}>
            {pending ? "Creating..." : "Create Subscription"}
          </button>
        </Form>
      </Section>
    </div>
  );
}
