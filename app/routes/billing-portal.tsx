import { redirect, useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/billing-portal";
import { BillingCard, BillingFact } from "~/components/billing-card";
import { STATUS_LABELS, useLongDate } from "~/components/settings/subscription-card";
import { useHydrated } from "~/components/use-hydrated";
import { requireUser } from "~/http/guards.server";
import { setMemberCancellation } from "~/services/billing/admin.server";
import { createPortalSession } from "~/services/billing/checkout.server";
import { usesLocalBilling } from "~/services/billing/driver.server";
import { getLocalPortal } from "~/services/billing/local-checkout.server";
import { billingMode, PAYMENTS_NOT_CONFIGURED, PLANS } from "~/services/billing/plans.server";
import { formAction, readForm, shown } from "~/http/responses.server";
import { rateLimit } from "~/services/rate-limit.server";
import { errorPage, unlessRefused } from "./refusals.server";
import { memberLocale, message, viewMessages } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";
import { pricePer } from "~/i18n/format";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.messages["account.portal.title"] }, { name: "robots", content: "noindex" }];

/** The embedded driver's billing portal; with Stripe configured it forwards to Stripe's portal. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [locale, portal] = [memberLocale(user), usesLocalBilling() ? await getLocalPortal(user) : null];
  // The status, the plan and the price in the member's words, formatted here (a select, and the settings card's labels and price).
  const status = portal?.subscription && portal.subscription.status in STATUS_LABELS ? message(locale, portal.subscription.status === "past_due" ? "account.portal.pastDue" : `settings.status.${portal.subscription.status}`) : portal?.subscription?.status;
  const interval = portal?.subscription?.interval;
  const price = interval ? pricePer(PLANS[interval], locale, (key, values) => message(locale, key, values)) : null;
  if (portal) return { ...portal, status, price, plan: message(locale, "account.portal.premium", { interval: interval ?? "none" }), messages: viewMessages(locale, "account") };
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
      const locale = memberLocale(user);
      const say = (key: string) => message(locale, `account.portal.${key}`, { date: until ? new Date(until) : null });
      const toast =
        intent === "cancel"
          ? { title: say("cancelled"), description: say(until ? "cancelledUntil" : "noCharge") }
          : { title: say("continues"), description: say(until ? "renewsAt" : "renewsAsBefore") };
      return { redirect: "/billing-portal", toast };
    },
    (error) => shown(error, { message: error.message }),
  );
}

export default function BillingPortal({ loaderData, actionData }: Route.ComponentProps) {
  const { subscription } = loaderData;
  const [t, longDate] = [useT(), useLongDate()];
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const active = subscription && ["active", "trialing", "past_due"].includes(subscription.status);
  const periodEnd = subscription ? longDate(subscription.currentPeriodEnd) : "";
  return (
    <BillingCard eyebrow={t("account.portal.eyebrow")} title={t("account.portal.heading")}>
      {subscription ? (
        <dl className="mt-6 grid grid-cols-[9rem_1fr] gap-y-3 text-sm">
          <BillingFact term={t("account.portal.plan")}>{loaderData.plan}</BillingFact>
          {loaderData.price ? <BillingFact term={t("account.portal.price")}>{loaderData.price}</BillingFact> : null}
          <BillingFact term={t("account.portal.status")} testId="subscription-status">
            {loaderData.status}
          </BillingFact>
          {active ? (
            <BillingFact term={t(subscription.endsAtPeriodEnd ? "account.portal.premiumUntil" : "account.portal.renewsOn")} testId="period-end">
              {periodEnd}
            </BillingFact>
          ) : null}
        </dl>
      ) : (
        <p className="mt-4 text-slate-700 dark:text-slate-300">{t("account.portal.none")}</p>
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
            {t("account.portal.cancelledNote", { date: periodEnd })}
          </p>
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {t(busy ? "account.portal.saving" : "account.portal.keep")}
          </button>
        </Form>
      ) : active ? (
        <Form
          method="post"
          className="mt-6"
          onSubmit={(event) => {
            if (hydrated && !window.confirm(t("account.portal.confirmCancel", { date: periodEnd }))) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="cancel" />
          <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
            {t("account.portal.cancelNote", { date: periodEnd })}
          </p>
          <button type="submit" className="btn-danger w-full" disabled={busy}>
            {t(busy ? "account.portal.cancelling" : "account.portal.cancel")}
          </button>
        </Form>
      ) : (
        <Link to="/pricing" className="btn-primary mt-6 w-full">
          {t("account.portal.plans")}
        </Link>
      )}
      <p className="mt-4 text-center text-sm">
        <Link to="/settings" reloadDocument className="link">
          {t("account.portal.back")}
        </Link>
      </p>
    </BillingCard>
  );
}
