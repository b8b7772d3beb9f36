import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import type { Route } from "./+types/admin.create-sub";
import { UserPicker } from "~/components/admin/user-picker";
import { FormAlert } from "~/components/form-alert";
import { ErrorList, Field } from "~/components/ui/field";
import { adminCreateSubscriptionSchema } from "~/schemas/admin";
import { loadUserPicker } from "~/services/admin.server";
import { adminCreateSubscription } from "~/services/billing/admin.server";
import { formAction, formError, HttpError, readForm, shown, tabUrl } from "~/http/responses.server";
import { requireAdmin } from "~/http/guards.server";
import { PLANS, priceIds } from "~/services/billing/plans.server";

export const meta: Route.MetaFunction = () => [
  { title: "Create Subscription - Admin Panel - Three Skies" },
];

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
      try {
        await adminCreateSubscription(submission.value.email, submission.value.priceId, admin);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return shown(error, { result: submission.reply({ formErrors: [error.message] }) });
      }
      return {
        redirect: tabUrl(request),
        toast: { title: "Subscription created successfully", description: `${submission.value.email} is now Premium.` },
      };
    },
    (error) => shown(error, { result: formError(error.message) }),
  );
}

export default function CreateSubscriptionTab({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { picker, plans } = loaderData;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: `create-sub-${picker.selected?.id ?? "none"}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: {
      email: picker.selected?.email ?? "",
      priceId: plans[0]?.priceId ?? "",
    },
    constraint: getZodConstraint(adminCreateSubscriptionSchema),
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: adminCreateSubscriptionSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <div className="space-y-6">
      <UserPicker picker={picker} />
      <section className="card" aria-labelledby="create-sub-heading">
        <h2 id="create-sub-heading" className="text-xl font-semibold">
          Create Subscription
        </h2>
        <p className="hint">
          Subscribes the user to a plan and makes them Premium. Picking a user
          above fills in the email.
        </p>
        <Form
          method="post"
          className="mt-4 max-w-md space-y-4"
          {...getFormProps(form)}
        >
          <FormAlert
            title="Failed to create subscription"
            message={form.errors?.[0]}
            id={form.errorId}
          />
          <Field
            label="User email"
            errors={fields.email.errors}
            inputProps={{
              ...getInputProps(fields.email, { type: "email" }),
              autoComplete: "off",
            }}
          />
          <div data-field="">
            <label htmlFor={fields.priceId.id} className="label">
              Plan
            </label>
            <select
              {...getSelectProps(fields.priceId)}
              className="input"
              aria-describedby={
                fields.priceId.errors?.length
                  ? fields.priceId.errorId
                  : undefined
              }
            >
              {plans.map((plan) => (
                <option key={plan.priceId} value={plan.priceId}>
                  {plan.name}
                </option>
              ))}
            </select>
            <ErrorList
              id={fields.priceId.errorId}
              errors={fields.priceId.errors}
            />
          </div>
          <button type="submit" className="btn-primary" disabled={pending}>
            {pending ? "Creating..." : "Create Subscription"}
          </button>
        </Form>
      </section>
    </div>
  );
}
