import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import type { Route } from "./+types/admin.create-sub";
import { useAdminText, UserPicker } from "~/components/admin/user-picker";
import { FormAlert } from "~/components/form-alert";
import { Section } from "~/components/ui/section";
import { ErrorList, Field } from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { adminCreateSubscriptionSchema } from "~/schemas/admin";
import { adminCreateSubscription } from "~/services/billing/admin.server";
import { formAction, formError, readForm, shown, tabUrl } from "~/http/responses.server";
import { PLANS, priceIds } from "~/services/billing/plans.server";
import { fill } from "~/i18n/use-t";
import { unlessRefused } from "./refusals.server";
import { askingAdmin, pickerLoader } from "./admin-picker.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.messages["manage.createTitle"] }];

export async function loader({ request }: Route.LoaderArgs) {
  const tab = await pickerLoader({ request });
  const usd = new Intl.NumberFormat(tab.locale, { style: "currency", currency: "USD", trailingZeroDisplay: "stripIfInteger" });
  // The plans by name, as members see them on the pricing page, in the admin's language; the price id travels as the value.
  const plans = (["monthly", "yearly"] as const).map((interval) => ({
    priceId: priceIds()[interval],
    name: fill(tab.messages[`manage.${interval}Plan`]!, { price: usd.format(PLANS[interval].amount / 100) }),
  }));
  return { ...tab, plans };
}

export async function action({ request }: Route.ActionArgs) {
  const { admin, locale, t } = await askingAdmin(request);
  return formAction(
    async () => {
      const submission = await parseWithZod(await readForm(request), { schema: adminCreateSubscriptionSchema });
      if (submission.status !== "success") return { data: { result: submission.reply() }, status: 400 };
      const { email, priceId } = submission.value;
      return unlessRefused(
        async () => {
          await adminCreateSubscription(email, priceId, admin);
          return { redirect: tabUrl(request), toast: { title: t("manage.subCreated"), description: t("manage.nowPremium", { email }) } };
        },
        (error) => shown(error, { result: submission.reply({ formErrors: [error.message] }) }),
      );
    },
    (error) => shown(error, { result: formError(error.message) }),
    locale,
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
  const { t, say } = useAdminText();
  return (
    <div className="space-y-6">
      <UserPicker picker={picker} />
      <Section id="create-sub" title={t("manage.createSub")}>
        <p className="hint">{t("manage.createHint")}</p>
        <Form method="post" className="mt-4 max-w-md space-y-4" {...getFormProps(form)}>
          <FormAlert title={t("manage.createFailed")} message={say(form.errors)?.[0]} id={form.errorId} />
          <Field label={t("manage.userEmail")} errors={say(fields.email.errors)} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "off" }} />
          <div data-field="">
            <label htmlFor={priceId.id} className="label">
              {t("manage.plan")}
            </label>
            <select {...getSelectProps(priceId)} className="input" aria-describedby={priceId.errors?.length ? priceId.errorId : undefined}>
              {plans.map((plan) => (
                <option key={plan.priceId} value={plan.priceId}>
                  {plan.name}
                </option>
              ))}
            </select>
            <ErrorList id={priceId.errorId} errors={say(priceId.errors)} />
          </div>
          <button type="submit" className="btn-primary" disabled={pending}>
            {pending ? t("manage.creating") : t("manage.createSub")}
          </button>
        </Form>
      </Section>
    </div>
  );
}
