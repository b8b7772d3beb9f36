import { redirect, useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/billing-portal";
import { BillingCard, BillingFact } from "~/components/billing-card";
import { STATUS_LABELS as SETTINGS_STATUS_LABELS } from "~/components/settings/subscription-card";
import { useHydrated } from "~/components/use-hydrated";
import { requireUser } from "~/http/guards.server";
import { setMemberCancellation } from "~/services/billing/admin.server";
import { createPortalSession } from "~/services/billing/checkout.server";
import { usesLocalBilling } from "~/services/billing/driver.server";
import { getLocalPortal } from "~/services/billing/local-checkout.server";
import { billingMode, PAYMENTS_NOT_CONFIGURED } from "~/services/billing/plans.server";
import { formAction, readForm, shown } from "~/http/responses.server";
import { rateLimit } from "~/services/rate-limit.server";
import { formatLongDate } from "~/domain/dates";
import { errorPage, unlessRefused } from "./refusals.server";

export const meta: Route.MetaFunction = () => [{ title: "Billing - Three Skies" }, { name: "robots", content: "noindex" }];

/** The embedded driver's billing portal; with Stripe configured it forwards to Stripe's portal. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  if (usesLocalBilling()) return getLocalPortal(user);
  throw redirect((await unlessRefused(() => createPortalSession(user), errorPage)).url);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  return formAction(
    async () => {
      const intent = (await readForm(request)).get("intent");
      if (intent !== "cancel" && intent !== "resume") return { data: { message: "Unknown action" }, status: 400 };
      if (billingMode() === "off") return { data: { message: PAYMENTS_NOT_CONFIGURED }, status: 503 };
      if (!usesLocalBilling()) return { data: { message: "The billing portal is provided by Stripe." }, status: 404 };
      await rateLimit("write", context.clientIp);
      const until = await setMemberCancellation(user, intent === "cancel");
      const toast =
        intent === "cancel"
          ? {
              title: "Subscription cancelled",
              description: until ? `Premium stays yours until ${formatLongDate(until)}; you will not be charged again.` : "You will not be charged again.",
            }
          : {
              title: "Premium continues",
              description: until ? `Your subscription renews on ${formatLongDate(until)}.` : "Your subscription renews as before.",
            };
      return { redirect: "/billing-portal", toast };
    },
    (error) => shown(error, { message: error.message }),
  );
}

const STATUS_LABELS: Record<string, string> = { ...SETTINGS_STATUS_LABELS, past_due: "Payment overdue" };

export default function BillingPortal({ loaderData, actionData }: Route.ComponentProps) {
  const { subscription } = loaderData;
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const active = subscription && ["active", "trialing", "past_due"].includes(subscription.status);
  const periodEnd = subscription ? formatLongDate(subscription.currentPeriodEnd) : "";
  return (
    <BillingCard eyebrow="Billing" title="Your subscription">
      {subscription ? (
        <dl className="mt-6 grid grid-cols-[9rem_1fr] gap-y-3 text-sm">
          <BillingFact term="Plan">{subscription.interval ? `Premium, billed ${subscription.interval}` : "Three Skies Premium"}</BillingFact>
          {subscription.price ? <BillingFact term="Price">{subscription.price}</BillingFact> : null}
          <BillingFact term="Status" testId="subscription-status">
            {STATUS_LABELS[subscription.status] ?? subscription.status}
          </BillingFact>
          {active ? (
            <BillingFact term={subscription.endsAtPeriodEnd ? "Premium until" : "Renews on"} testId="period-end">
              {periodEnd}
            </BillingFact>
          ) : null}
        </dl>
      ) : (
        <p className="mt-4 text-slate-700 dark:text-slate-300">You have no subscription yet.</p>
      )}
      {actionData?.message ? (
        <p role="alert" className="mt-4 text-sm text-red-800 dark:text-red-300">
          {actionData.message}
        </p>
      ) : null}
      {active && subscription.endsAtPeriodEnd ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="resume" />
          <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
            Your subscription is cancelled: Premium stays yours until {periodEnd}, and you will not be charged again. Changed your mind?
            Keep it and it renews as before.
          </p>
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? "Saving..." : "Keep Premium"}
          </button>
        </Form>
      ) : active ? (
        <Form
          method="post"
          className="mt-6"
          onSubmit={(event) => {
            if (hydrated && !window.confirm(`Cancel your Premium subscription? Premium stays yours until ${periodEnd} and is not renewed.`)) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="cancel" />
          <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
            If you cancel, Premium stays yours until {periodEnd}, the end of the period you paid for, and is not renewed. Your natal chart
            and daily horoscope stay free.
          </p>
          <button type="submit" className="btn-danger w-full" disabled={busy}>
            {busy ? "Cancelling..." : "Cancel subscription"}
          </button>
        </Form>
      ) : (
        <Link to="/pricing" className="btn-primary mt-6 w-full">
          See Premium plans
        </Link>
      )}
      <p className="mt-4 text-center text-sm">
        <Link to="/settings" reloadDocument className="link">
          Return to Three Skies
        </Link>
      </p>
    </BillingCard>
  );
}
