import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/admin.create-sub";
import { UserPicker } from "~/components/admin/user-picker";
import { FormAlert } from "~/components/form-alert";
import { Field } from "~/components/ui/field";
import { adminCreateSubscriptionSchema } from "~/schemas/admin";
import { createSubscriptionAsAdmin, loadUserPicker } from "~/services/admin.server";
import { HttpError, redirectWithToast, tabUrl, readPageForm } from "~/http/responses.server";
import { requireAdmin } from "~/http/guards.server";
import { priceIds } from "~/services/billing/plans.server";

export const meta: Route.MetaFunction = () => [{ title: "Create Subscription - Admin Panel - Three Skies" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const prices = priceIds();
  return { picker: await loadUserPicker(new URL(request.url)), prices: [prices.monthly, prices.yearly] };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const submission = await parseWithZod(await readPageForm(request), { schema: adminCreateSubscriptionSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await createSubscriptionAsAdmin(admin, submission.value.email, submission.value.priceId);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: error.status, headers: error.headers });
  }
  return redirectWithToast(tabUrl(request), {
    title: "Subscription created successfully",
    description: `${submission.value.email} is now Premium.`,
  });
}

export default function CreateSubscriptionTab({ loaderData, actionData }: Route.ComponentProps) {
  const { picker, prices } = loaderData;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: `create-sub-${picker.selected?.id ?? "none"}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { email: picker.selected?.email ?? "", priceId: "" },
    constraint: getZodConstraint(adminCreateSubscriptionSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: adminCreateSubscriptionSchema }),
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
        <p className="hint">Subscribes the user to a price and makes them Premium. Picking a user above fills in the email.</p>
        <Form method="post" className="mt-4 max-w-md space-y-4" {...getFormProps(form)}>
          <FormAlert title="Failed to create subscription" message={form.errors?.[0]} id={form.errorId} />
          <Field label="User email" errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "off" }} />
          <Field
            label="Price ID"
            hint={`Begins with price_. This site's prices: ${prices.join(" (monthly), ")} (yearly).`}
            errors={fields.priceId.errors}
            inputProps={{ ...getInputProps(fields.priceId, { type: "text" }), list: "price-ids", autoComplete: "off", placeholder: "price_..." }}
          />
          <datalist id="price-ids">
            {prices.map((price) => (
              <option key={price} value={price} />
            ))}
          </datalist>
          <button type="submit" className="btn-primary" disabled={pending}>
            {pending ? "Creating..." : "Create Subscription"}
          </button>
        </Form>
      </section>
    </div>
  );
}
