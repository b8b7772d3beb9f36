import { parseWithZod } from "@conform-to/zod";
import { data, useNavigation, useSearchParams } from "react-router";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/pricing";
import { FormAlert } from "~/components/form-alert";
import { PublicHeader } from "~/components/site-header";
import { checkoutSchema, PLANS, SAVE_PERCENT, upgradeReason, type BillingInterval } from "~/schemas/billing";
import { getUser, requireUser } from "~/http/guards.server";
import { createCheckoutSession } from "~/services/billing/checkout.server";
import { billingMode, priceIds } from "~/services/billing/plans.server";
import { formAction, readForm, shown } from "~/http/responses.server";
import { publicCacheHeaders } from "~/services/blog.server";
import { rateLimit } from "~/services/rate-limit.server";
import { useRootData } from "~/root-data";
import { requestLocale } from "~/i18n/request.server";
import { viewMessages } from "~/i18n/messages.server";
import { fill, useLocale, useLocalePath, useT } from "~/i18n/use-t";
import { usd } from "~/i18n/format";
import { pageMeta } from "./localized-page.server";

// Links and plain forms only: served without the framework's JavaScript (public JS budget).
export const handle = { hydrate: false };

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  const locale = requestLocale(request);
  const interval: BillingInterval = new URL(request.url).searchParams.get("billing") === "yearly" ? "yearly" : "monthly";
  const messages = viewMessages(locale, "pricing");
  const description = fill(messages["pricing.description"]!, { monthly: usd(PLANS.monthly.amount, locale), yearly: usd(PLANS.yearly.amount, locale) });
  const meta = pageMeta(locale, "/pricing", messages["pricing.title"]!, description);
  const page = { interval, priceIds: priceIds(), signedIn: Boolean(user), payments: billingMode(), messages, meta };
  // The guests' page is the same for everyone: the server's page cache serves it like the blog.
  return user ? page : data(page, { headers: publicCacheHeaders(request) });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The upgrade button of a signed-in free user: creates the checkout session and goes there. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  return formAction(
    async () => {
      const submission = parseWithZod(await readForm(request), { schema: checkoutSchema });
      if (submission.status !== "success") return { data: { message: submission.error?.priceId?.[0] ?? "Please choose a plan" }, status: 400 };
      await rateLimit("write", context.clientIp);
      const { url } = await createCheckoutSession(user, submission.value.priceId, submission.value.from ?? null);
      return { redirect: url };
    },
    (error) => shown(error, { message: error.message }),
  );
}

/** The Free plan's lines: pricing.free1 … free9. */
const FREE_FEATURES = 9;

/**
 * Everything Premium gives, in plain words, grouped by what it does for the member (pricing.<group>,
 * its lines pricing.<group>1 …). Each line is something the server grants only to Premium
 * (docs/product.md#tiers); keep them in step.
 */
const PREMIUM_FEATURES = [
  ["people", 3],
  ["delivered", 3],
  ["reports", 2],
  ["depth", 4],
  ["also", 3],
] as const;

/** The four questions: pricing.<name>Q and pricing.<name>A. */
const FAQ = ["cancel", "billing", "secure", "birthTime"] as const;

const lines = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `pricing.${prefix}${i + 1}`);

function Check() {
  return (
    <span aria-hidden="true" className="mt-0.5 text-gold-700 dark:text-gold-400">
      ✓
    </span>
  );
}

function Checklist({ keys, className }: { keys: string[]; className: string }) {
  const t = useT();
  return (
    <ul className={className}>
      {keys.map((key) => (
        <li key={key} className="flex gap-2">
          <Check />
          {t(key)}
        </li>
      ))}
    </ul>
  );
}

export default function Pricing({ loaderData, actionData }: Route.ComponentProps) {
  const user = useRootData()?.user ?? null;
  const navigation = useNavigation();
  const t = useT();
  const locale = useLocale();
  const to = useLocalePath();
  const [monthly, yearly, saving] = [PLANS.monthly.amount, PLANS.yearly.amount, 12 * PLANS.monthly.amount - PLANS.yearly.amount].map((c) => usd(c, locale));
  const { interval } = loaderData;
  const priceId = loaderData.priceIds[interval];
  // What the member came from (the Match tab's upgrade link…): Settings leads back to it after paying.
  const from = upgradeReason(useSearchParams()[0].get("from"));
  // Submitting, then loading the checkout page: the button stays busy until we leave.
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const toggle = (value: BillingInterval, label: string) => (
    <Link
      to={`?billing=${value}${from ? `&from=${from}` : ""}`}
      preventScrollReset
      replace
      aria-current={interval === value ? "page" : undefined}
      className={`rounded-full px-4 py-2 text-sm font-medium transition ${
        interval === value
          ? "bg-night-700 text-white dark:bg-night-600"
          : "text-night-900 hover:bg-night-100 dark:text-night-100 dark:hover:bg-night-900"
      }`}
    >
      {label}
      {value === "yearly" ? (
        <span className="ml-2 rounded-full bg-gold-400 px-2 py-0.5 text-xs font-semibold text-night-950">{t("pricing.savePercent", { percent: SAVE_PERCENT })}</span>
      ) : null}
    </Link>
  );

  return (
    <>
      <PublicHeader user={user} />
      <main id="main" className="mx-auto max-w-5xl px-4 py-12">
        <div className="text-center">
          <h1 className="text-4xl font-semibold">{t("pricing.heading")}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-slate-700 dark:text-slate-300">{t("pricing.intro")}</p>
        </div>

        <nav aria-label={t("pricing.billingPeriod")} className="mt-8 flex justify-center">
          <div className="inline-flex gap-1 rounded-full border border-night-200 bg-white/70 p-1 dark:border-night-800 dark:bg-transparent">
            {toggle("monthly", t("pricing.monthly"))}
            {toggle("yearly", t("pricing.yearly"))}
          </div>
        </nav>

        {loaderData.payments === "off" || loaderData.payments === "local" ? (
          <p
            role={loaderData.payments === "off" ? "status" : "note"}
            className="mx-auto mt-6 max-w-xl rounded-lg border border-night-200 bg-night-50 p-3 text-center text-sm dark:border-night-800 dark:bg-night-950"
          >
            {t(loaderData.payments === "off" ? "pricing.paymentsOff" : "pricing.paymentsDemo")}
          </p>
        ) : null}

        {actionData?.message ? (
          <div className="mx-auto mt-6 max-w-xl">
            <FormAlert title={t("pricing.checkoutFailed")} message={actionData.message} />
          </div>
        ) : null}

        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <section className="card flex flex-col" aria-labelledby="plan-free">
            <h2 id="plan-free" className="text-2xl font-semibold">
              {t("pricing.free")}
            </h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t("pricing.freeTagline")}</p>
            <p className="mt-6">
              <span className="font-display text-4xl font-semibold">{usd(0, locale)}</span>
              <span className="text-slate-600 dark:text-slate-300"> {t("pricing.forever")}</span>
            </p>
            <Checklist keys={lines("free", FREE_FEATURES)} className="mt-6 flex-1 space-y-2 text-sm" />
            <Link to={user ? "/profile" : "/register"} className="btn-outline mt-8 w-full">
              {t("pricing.getStartedFree")}
            </Link>
          </section>

          <section
            className="card relative flex flex-col border-2 border-night-600 dark:border-night-400"
            aria-labelledby="plan-premium"
          >
            <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-night-700 px-3 py-1 text-xs font-semibold text-white dark:bg-night-600">
              {t("pricing.mostPopular")}
            </p>
            <h2 id="plan-premium" className="text-2xl font-semibold">
              {t("pricing.premium")}
            </h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t("pricing.premiumTagline")}</p>
            <p className="mt-6">
              <span className="font-display text-4xl font-semibold">{interval === "yearly" ? yearly : monthly}</span>
              <span className="text-slate-600 dark:text-slate-300"> {t(interval === "yearly" ? "pricing.perYear" : "pricing.perMonth")}</span>
            </p>
            {interval === "yearly" ? (
              <p className="mt-1 text-sm font-medium text-green-700 dark:text-green-400">
                {t("pricing.youSave", { saving })}
              </p>
            ) : (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {t("pricing.orYearly", { yearly, percent: SAVE_PERCENT })}
              </p>
            )}
            <div className="mt-6 flex-1 space-y-5 text-sm">
              <p className="flex gap-2 font-medium">
                <Check />
                {t("pricing.everythingInFree")}
              </p>
              {PREMIUM_FEATURES.map(([group, count]) => (
                <div key={group}>
                  <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{t(`pricing.${group}`)}</h3>
                  <Checklist keys={lines(group, count)} className="mt-2 space-y-2" />
                </div>
              ))}
            </div>
            {loaderData.payments === "off" || user?.premium ? (
              <button type="button" className="btn-primary mt-8 w-full" disabled>
                {t(user?.premium ? "pricing.currentPlan" : "pricing.notAvailable")}
              </button>
            ) : user ? (
              <Form method="post" className="mt-8">
                <input type="hidden" name="priceId" value={priceId} />
                {from ? <input type="hidden" name="from" value={from} /> : null}
                <button type="submit" className="btn-primary w-full" disabled={submitting}>
                  {submitting ? t("pricing.openingCheckout") : t("pricing.upgrade")}
                </button>
              </Form>
            ) : (
              <Link
                to={`/login?redirectTo=${encodeURIComponent(to(interval === "yearly" ? "/pricing?billing=yearly" : "/pricing"))}`}
                className="btn-primary mt-8 w-full"
              >
                {t("pricing.upgrade")}
              </Link>
            )}
          </section>
        </div>

        <section className="mx-auto mt-16 max-w-3xl" aria-labelledby="faq-heading">
          <h2 id="faq-heading" className="text-center text-2xl font-semibold">
            {t("pricing.faqHeading")}
          </h2>
          <div className="mt-6 space-y-3">
            {FAQ.map((name) => (
              <details key={name} className="card group">
                <summary className="cursor-pointer list-none font-medium marker:hidden">
                  <span className="flex items-center justify-between gap-4">
                    {t(`pricing.${name}Q`)}
                    <span aria-hidden="true" className="transition group-open:rotate-45">
                      +
                    </span>
                  </span>
                </summary>
                <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t(`pricing.${name}A`, { monthly, yearly, saving })}</p>
              </details>
            ))}
          </div>
          <p className="mt-6 text-center text-sm text-slate-700 dark:text-slate-300">
            {t("pricing.renewsBefore")}{" "}
            <Link to="/terms" className="link">
              {t("pricing.termsLink")}
            </Link>{" "}
            {t("pricing.renewsMiddle")}{" "}
            <Link to="/privacy" className="link">
              {t("pricing.privacyLink")}
            </Link>{" "}
            {t("pricing.renewsAfter")}
          </p>
        </section>
      </main>
    </>
  );
}
