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

export const meta: Route.MetaFunction = () => [{ title: "Checkout - Three Skies" }, { name: "robots", content: "noindex" }];

/** The embedded payments driver's checkout page (only exists while no Stripe keys are set). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const checkout = await unlessRefused(() => getLocalCheckout(user, params.sessionId), errorPage);
  if (checkout.status === "complete") throw redirect("/settings");
  return { checkout, email: user.email };
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
      if (error.status === 409) return { redirect: "/settings", toast: { title: "Checkout failed", description: error.message, variant: "destructive" } };
      return shown(error, { message: error.message });
    },
  );
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { checkout, email } = loaderData;
  const navigation = useNavigation();
  const paying = navigation.state !== "idle" && navigation.formMethod === "POST";
  const expired = checkout.status === "expired";
  return (
    <BillingCard eyebrow="Checkout" title="Three Skies Premium">
      <dl className="mt-6 grid grid-cols-[8rem_1fr] gap-y-3 text-sm">
        <BillingFact term="Plan">{checkout.interval === "yearly" ? "Premium, billed yearly" : "Premium, billed monthly"}</BillingFact>
        <BillingFact term="Price">
          <span className="text-lg font-semibold">{checkout.price}</span> / {checkout.per}
        </BillingFact>
        <BillingFact term="Account" className="break-all">
          {email}
        </BillingFact>
      </dl>
      <p className="mt-6 rounded-lg border border-night-200 bg-night-50 p-3 text-sm text-slate-700 dark:border-night-800 dark:bg-night-950 dark:text-slate-300">
        <strong>Demo payment: no card is charged.</strong> This is the built-in checkout used while no card payment provider is configured;
        paying starts your subscription right away and you can cancel it from Settings.
      </p>
      {actionData?.message ? (
        <div className="mt-4">
          <FormAlert title="Checkout failed" message={actionData.message} />
        </div>
      ) : null}
      {expired ? (
        <p role="alert" className="mt-6 text-sm text-red-800 dark:text-red-300">
          This checkout session has expired.{" "}
          <Link to="/pricing" className="link">
            Start again from the pricing page
          </Link>
          .
        </p>
      ) : (
        // A document submission, as when Stripe sends the browser back: the settings page then
        // reads the payment result (and its toast) on a full load.
        <Form method="post" reloadDocument className="mt-6">
          <button type="submit" className="btn-primary w-full" disabled={paying}>
            {paying ? "Processing payment..." : `Pay ${checkout.price}`}
          </button>
        </Form>
      )}
      <p className="mt-4 text-center text-sm">
        <Link to="/pricing" className="link">
          Cancel and return to pricing
        </Link>
      </p>
      <p className="mt-4 text-center text-xs text-slate-600 dark:text-slate-300">
        Paying means you accept the{" "}
        <Link to="/terms" className="link">
          Terms of Service
        </Link>
        ; the{" "}
        <Link to="/privacy" className="link">
          Privacy Policy
        </Link>{" "}
        says what the payment provider receives.
      </p>
    </BillingCard>
  );
}
