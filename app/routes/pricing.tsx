import { parseWithZod } from "@conform-to/zod";
import { data, useNavigation, useSearchParams } from "react-router";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/pricing";
import { FormAlert } from "~/components/form-alert";
import { PublicHeader } from "~/components/site-header";
import { checkoutSchema, PAYMENTS_NOT_CONFIGURED, PLANS, SAVE_PERCENT, YEARLY_SAVING, upgradeReason, type BillingInterval } from "~/schemas/billing";
import { getUser, requireUser } from "~/http/guards.server";
import { createCheckoutSession } from "~/services/billing/checkout.server";
import { billingMode, priceIds } from "~/services/billing/plans.server";
import { formAction, readForm, shown } from "~/http/responses.server";
import { publicCacheHeaders } from "~/services/blog.server";
import { rateLimit } from "~/services/rate-limit.server";
import { useRootData } from "~/root-data";

// Links and plain forms only: served without the framework's JavaScript (public JS budget).
export const handle = { hydrate: false };

export const meta: Route.MetaFunction = () => [
  { title: "Pricing - Three Skies" },
  {
    name: "description",
    content:
      "Three Skies is free to start. Premium adds compatibility reports, saved people, a fuller morning notification, daily insights by email or SMS, PDF reports and deeper readings for $14.99 a month or $119 a year.",
  },
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  const interval: BillingInterval = new URL(request.url).searchParams.get("billing") === "yearly" ? "yearly" : "monthly";
  const page = { interval, priceIds: priceIds(), signedIn: Boolean(user), payments: billingMode() };
  // The guests' page is the same for everyone: the server's page cache serves it like the blog.
  return user ? page : data(page, { headers: publicCacheHeaders(request) });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

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

const FREE_FEATURES = [
  "Natal chart: Sun, Moon and rising sign",
  "Chinese zodiac animal and element",
  "Planetary positions with short meanings",
  "Nakshatra (lunar mansion) love reading",
  "Daily horoscope on the site",
  "The day's headline as a daily notification on the devices you choose",
  "Whether Sade Sati or a small panoti is running, and its phase",
  "Your BaZi luck pillar running now, with its reading",
  "Your progressed Moon, its reading and its sign changes in the next two years",
];

/**
 * Everything Premium gives, in plain words, grouped by what it does for the member. Each line is
 * something the server grants only to Premium (docs/product.md#tiers); keep them in step.
 */
const PREMIUM_FEATURES: readonly { heading: string; items: readonly string[] }[] = [
  {
    heading: "You and the people in your life",
    items: [
      "Compatibility reports with anyone whose birth date and place you know: how your charts meet in Western, Chinese and Vedic astrology, with a score for each",
      "Your people: save the people you compare yourself with, open their reports again at any time, and star up to three",
      "“You and them today” on your Daily tab for each starred person: how the day's sky touches the two of you",
    ],
  },
  {
    heading: "Delivered to you",
    items: [
      "A fuller daily notification at the hour you choose: the day's headline with what it means for love, work and wellbeing, and one thing to do",
      "Your daily reading by email, text message or both, at the hour you choose",
      "The year ahead in your own calendar app, kept up to date by a private link",
    ],
  },
  {
    heading: "Reports to keep",
    items: [
      "Your natal chart as a designed PDF report: cover, contents, the Western, Chinese and Vedic chapters with their charts drawn",
      "Every compatibility report as a PDF as well as a text file",
    ],
  },
  {
    heading: "Your chart in depth",
    items: [
      "Your birthday chart for this year (solar return): the exact moment, its wheel and a reading, where you were born or wherever you spend the day",
      "How you have grown since birth: your progressed Sun, Mercury, Venus, Mars, rising sign and Midheaven, with a reading",
      "All ten of your ten-year luck periods (BaZi luck pillars) with their dates, the year pillars ahead with a reading of this year, and the hidden stems and ten gods of your chart (how each part of it relates to you)",
      "Every Sade Sati of your life (Saturn's seven and a half years over your Moon) with its dates, the yogas (planetary combinations) in your chart, and your career chart, the Dasamsa (D10)",
    ],
  },
  {
    heading: "Also",
    items: ["Change your birth details as often as you need (Free: three times in 30 days)", "No promotions on your pages", "Priority support"],
  },
];

const FAQ = [
  {
    question: "Can I cancel at any time?",
    answer:
      "Yes. Open Settings, choose Manage billing and cancel in the billing portal; there is no contract or fee. Your free natal chart and daily horoscope stay with you.",
  },
  {
    question: "What is the difference between monthly and yearly billing?",
    answer: `Both give you the same Premium features. Monthly is ${PLANS.monthly.price} each month; yearly is ${PLANS.yearly.price} once a year, which saves ${YEARLY_SAVING} compared with twelve monthly payments.`,
  },
  {
    question: "Is my payment information secure?",
    answer:
      "Payments are handled by our card payment provider. Your card number is entered on their checkout page and never reaches our servers.",
  },
  {
    question: "Do I need my exact birth time?",
    answer:
      "No. Your Sun sign, Chinese zodiac and most readings work from the date alone. An exact time and place add your Moon sign, rising sign, planetary houses and nakshatra.",
  },
];

function Check() {
  return (
    <span aria-hidden="true" className="mt-0.5 text-gold-700 dark:text-gold-400">
      ✓
    </span>
  );
}

export default function Pricing({ loaderData, actionData }: Route.ComponentProps) {
  const user = useRootData()?.user ?? null;
  const navigation = useNavigation();
  const { interval } = loaderData;
  const plan = PLANS[interval];
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
        <span className="ml-2 rounded-full bg-gold-400 px-2 py-0.5 text-xs font-semibold text-night-950">Save {SAVE_PERCENT}%</span>
      ) : null}
    </Link>
  );

  return (
    <>
      <PublicHeader user={user} />
      <main id="main" className="mx-auto max-w-5xl px-4 py-12">
        <div className="text-center">
          <h1 className="text-4xl font-semibold">Choose Your Cosmic Path</h1>
          <p className="mx-auto mt-3 max-w-2xl text-slate-700 dark:text-slate-300">
            Start free with your natal chart and daily horoscope. Go Premium for compatibility reports, the people you love kept beside you,
            your reading delivered every day, PDF reports to keep and your chart in depth.
          </p>
        </div>

        <nav aria-label="Billing period" className="mt-8 flex justify-center">
          <div className="inline-flex gap-1 rounded-full border border-night-200 bg-white/70 p-1 dark:border-night-800 dark:bg-transparent">
            {toggle("monthly", "Monthly")}
            {toggle("yearly", "Yearly")}
          </div>
        </nav>

        {loaderData.payments === "off" ? (
          <p role="status" className="mx-auto mt-6 max-w-xl rounded-lg border border-night-200 bg-night-50 p-3 text-center text-sm dark:border-night-800 dark:bg-night-950">
            {PAYMENTS_NOT_CONFIGURED} on this site yet, so Premium cannot be bought here. The free plan works as usual.
          </p>
        ) : loaderData.payments === "local" ? (
          <p role="note" className="mx-auto mt-6 max-w-xl rounded-lg border border-night-200 bg-night-50 p-3 text-center text-sm dark:border-night-800 dark:bg-night-950">
            Demo payment: no card is charged. Upgrading goes through a built-in checkout page.
          </p>
        ) : null}

        {actionData?.message ? (
          <div className="mx-auto mt-6 max-w-xl">
            <FormAlert title="Checkout failed" message={actionData.message} />
          </div>
        ) : null}

        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <section className="card flex flex-col" aria-labelledby="plan-free">
            <h2 id="plan-free" className="text-2xl font-semibold">
              Free
            </h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">Your chart and your day, written in the stars.</p>
            <p className="mt-6">
              <span className="font-display text-4xl font-semibold">$0</span>
              <span className="text-slate-600 dark:text-slate-300"> / forever</span>
            </p>
            <ul className="mt-6 flex-1 space-y-2 text-sm">
              {FREE_FEATURES.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check />
                  {feature}
                </li>
              ))}
            </ul>
            <Link to={user ? "/profile" : "/register"} className="btn-outline mt-8 w-full">
              Get Started Free
            </Link>
          </section>

          <section
            className="card relative flex flex-col border-2 border-night-600 dark:border-night-400"
            aria-labelledby="plan-premium"
          >
            <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-night-700 px-3 py-1 text-xs font-semibold text-white dark:bg-night-600">
              Most popular
            </p>
            <h2 id="plan-premium" className="text-2xl font-semibold">
              Premium
            </h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">Every reading, every day, for you and the people you love.</p>
            <p className="mt-6">
              <span className="font-display text-4xl font-semibold">{plan.price}</span>
              <span className="text-slate-600 dark:text-slate-300"> / {plan.per}</span>
            </p>
            {interval === "yearly" ? (
              <p className="mt-1 text-sm font-medium text-green-700 dark:text-green-400">
                You save {YEARLY_SAVING} a year compared with monthly billing.
              </p>
            ) : (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                Or {PLANS.yearly.price} a year: save {SAVE_PERCENT}%.
              </p>
            )}
            <div className="mt-6 flex-1 space-y-5 text-sm">
              <p className="flex gap-2 font-medium">
                <Check />
                Everything in Free, and:
              </p>
              {PREMIUM_FEATURES.map((group) => (
                <div key={group.heading}>
                  <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{group.heading}</h3>
                  <ul className="mt-2 space-y-2">
                    {group.items.map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <Check />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
            {loaderData.payments === "off" && !user?.premium ? (
              <button type="button" className="btn-primary mt-8 w-full" disabled>
                Not available yet
              </button>
            ) : user?.premium ? (
              <button type="button" className="btn-primary mt-8 w-full" disabled>
                Current Plan
              </button>
            ) : user ? (
              <Form method="post" className="mt-8">
                <input type="hidden" name="priceId" value={priceId} />
                {from ? <input type="hidden" name="from" value={from} /> : null}
                <button type="submit" className="btn-primary w-full" disabled={submitting}>
                  {submitting ? "Opening checkout..." : "Upgrade to Premium"}
                </button>
              </Form>
            ) : (
              <Link
                to={`/login?redirectTo=${encodeURIComponent(interval === "yearly" ? "/pricing?billing=yearly" : "/pricing")}`}
                className="btn-primary mt-8 w-full"
              >
                Upgrade to Premium
              </Link>
            )}
          </section>
        </div>

        <section className="mx-auto mt-16 max-w-3xl" aria-labelledby="faq-heading">
          <h2 id="faq-heading" className="text-center text-2xl font-semibold">
            Frequently Asked Questions
          </h2>
          <div className="mt-6 space-y-3">
            {FAQ.map((item) => (
              <details key={item.question} className="card group">
                <summary className="cursor-pointer list-none font-medium marker:hidden">
                  <span className="flex items-center justify-between gap-4">
                    {item.question}
                    <span aria-hidden="true" className="transition group-open:rotate-45">
                      +
                    </span>
                  </span>
                </summary>
                <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{item.answer}</p>
              </details>
            ))}
          </div>
          <p className="mt-6 text-center text-sm text-slate-700 dark:text-slate-300">
            Premium renews until you cancel; the{" "}
            <Link to="/terms" className="link">
              Terms of Service
            </Link>{" "}
            cover billing and cancellation, and the{" "}
            <Link to="/privacy" className="link">
              Privacy Policy
            </Link>{" "}
            says what each provider receives.
          </p>
        </section>
      </main>
    </>
  );
}
