import { data, redirect, useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/checkout";
import { FormAlert } from "~/components/form-alert";
import { BillingCard, BillingFact } from "~/components/billing-card";
import { requireUser } from "~/http/guards.server";
import { completeLocalCheckout, getLocalCheckout } from "~/services/billing/local-checkout.server";
import { formAction, readForm, shown } from "~/http/responses.server";
import { rateLimit } from "~/services/rate-limit.server";
import { errorPage, unlessRefused } from "./refusals.server";
import { memberLocale, message, viewMessages } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.messages["account.checkout.title"] }, { name: "robots", content: "noindex" }];

/** The embedded payments driver's checkout page (only exists while no Stripe keys are set). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const checkout = await unlessRefused(() => getLocalCheckout(user, params.sessionId), errorPage);
  if (checkout.status === "complete") throw redirect("/settings");
  const locale = memberLocale(user);
  const [plan, per] = ["account.portal.premium", "account.checkout.per"].map((key) => message(locale, key, { interval: checkout.interval }));
  return { checkout, email: user.email, plan, per, messages: viewMessages(locale, "account", "pricing") };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  return formAction(
    async () => {
      await readForm(request);
      await rateLimit("write", context.clientIp);
      return { redirect: await completeLocalCheckout(user, params.sessionId) };
    },
    (error) => {
      if (error.status === 404) throw data(error.message, { status: 404 });
      if (error.status === 409) return { redirect: "/settings", toast: { title: message(memberLocale(user), "pricing.checkoutFailed"), description: error.message, variant: "destructive" } };
      return shown(error, { message: error.message });
    },
  );
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { checkout, email, plan, per } = loaderData;
  const [navigation, t] = [useNavigation(), useT()];
  const paying = navigation.state !== "idle" && navigation.formMethod === "POST";
  const expired = checkout.status === "expired";
  return (
    <BillingCard eyebrow={t("account.checkout.eyebrow")} title={t("account.checkout.heading")}>
      <dl className="mt-6 grid grid-cols-[8rem_1fr] gap-y-3 text-sm">
        <BillingFact term={t("account.portal.plan")}>{plan}</BillingFact>
        <BillingFact term={t("account.portal.price")}>
          <span className="text-lg font-semibold">{checkout.price}</span> / {per}
        </BillingFact>
        <BillingFact term={t("account.checkout.account")} className="break-all">
          {email}
        </BillingFact>
      </dl>
      <p className="mt-6 rounded-lg border border-night-200 bg-night-50 p-3 text-sm text-slate-700 dark:border-night-800 dark:bg-night-950 dark:text-slate-300">
        <strong>{t("account.checkout.demo")}</strong> {t("account.checkout.demoNote")}
      </p>
      {actionData?.message ? (
        <div className="mt-4">
          <FormAlert title={t("pricing.checkoutFailed")} message={actionData.message} />
        </div>
      ) : null}
      {expired ? (
        <p role="alert" className="mt-6 text-sm text-red-800 dark:text-red-300">
          {t("account.checkout.expired")}{" "}
          <Link to="/pricing" className="link">
            {t("account.checkout.startAgain")}
          </Link>
          {t("account.checkout.startAgainEnd")}
        </p>
      ) : (
        // A document submission, as when Stripe sends the browser back: the settings page then
        // reads the payment result (and its toast) on a full load.
        <Form method="post" reloadDocument className="mt-6">
          <button type="submit" className="btn-primary w-full" disabled={paying}>
            {paying ? t("account.checkout.processing") : t("account.checkout.pay", { price: checkout.price })}
          </button>
        </Form>
      )}
      <p className="mt-4 text-center text-sm">
        <Link to="/pricing" className="link">
          {t("account.checkout.cancel")}
        </Link>
      </p>
      <p className="mt-4 text-center text-xs text-slate-600 dark:text-slate-300">
        {t("account.checkout.termsBefore")}{" "}
        <Link to="/terms" className="link">
          {t("pricing.termsLink")}
        </Link>
        {t("account.checkout.termsMiddle")}{" "}
        <Link to="/privacy" className="link">
          {t("pricing.privacyLink")}
        </Link>{" "}
        {t("account.checkout.termsAfter")}
      </p>
    </BillingCard>
  );
}
