import { IntentButton } from "~/components/ui/intent-form";
import { Fact, Section } from "~/components/ui/section";
import { Link } from "~/components/ui/link";
import { formatLongDate } from "~/domain/dates";
import { UPGRADE_REASONS, type UpgradeReason } from "~/domain/payment-wait";
import type { subscriptionSummary } from "~/services/billing/plans.server";
import words from "./data/subscription-words.json" with { type: "json" };

export const STATUS_LABELS: Record<string, string> = words.statusLabels;

export function SubscriptionCard({ summary, actionError }: { summary: ReturnType<typeof subscriptionSummary>; actionError?: string | null }) {
  return (
    <section className="card" aria-labelledby="subscription-heading">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="subscription-heading" className="text-xl font-semibold">
            Subscription
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {summary.premium && summary.endsAtPeriodEnd && summary.currentPeriodEnd
              ? `Cancelled: Premium stays yours until ${formatLongDate(summary.currentPeriodEnd)}, then your account moves to the Free plan.`
              : summary.premium
                ? "Thank you for supporting Three Skies."
                : "You are on the Free plan."}
          </p>
        </div>
        <span
          data-testid="plan-badge"
          className={`rounded-full px-3 py-1 text-sm font-semibold ${
            summary.premium
              ? "bg-gold-400 text-night-950"
              : "bg-night-100 text-night-900 dark:bg-night-900 dark:text-night-100"
          }`}
        >
          {summary.plan}
        </span>
      </div>
      <dl className="mt-4 grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
        {summary.price ? <Fact term="Price">{summary.price}</Fact> : null}
        {summary.premium || summary.status !== "active" ? <Fact term="Status">{STATUS_LABELS[summary.status] ?? summary.status}</Fact> : null}
        {summary.currentPeriodEnd ? (
          <Fact term={summary.endsAtPeriodEnd ? "Premium until" : "Renews on"}>{formatLongDate(summary.currentPeriodEnd)}</Fact>
        ) : null}
      </dl>
      {actionError ? (
        <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <p className="font-semibold">Failed to open billing portal</p>
          <p>{actionError}</p>
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        {summary.premium || summary.canManage ? (
          <IntentButton intent="portal" data-enhance="" className={summary.premium ? "btn-primary" : "btn-outline"} pendingText="Opening..." label="Manage billing" />
        ) : null}
        {summary.premium ? null : (
          <Link to="/pricing" className="btn-primary">
            Upgrade to Premium
          </Link>
        )}
      </div>
    </section>
  );
}

/** Shown after checkout until the payment is confirmed (polled by the page script, else a meta refresh); the server decides. */
export function PaymentProcessingCard({ refreshSeconds }: { refreshSeconds: number }) {
  return (
    <section
      className="card border-2 border-night-300 dark:border-night-700"
      aria-labelledby="processing-heading"
      aria-live="polite"
      data-payment-wait=""
    >
      {/* Without JavaScript the browser reloads; the server stops once Premium or after 30 seconds. */}
      <noscript>
        <meta httpEquiv="refresh" content={String(refreshSeconds)} />
      </noscript>
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="h-5 w-5 animate-spin rounded-full border-2 border-night-300 border-t-night-700 dark:border-night-700 dark:border-t-night-200"
        />
        <h2 id="processing-heading" className="text-lg font-semibold">
          Processing your subscription...
        </h2>
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        We are confirming your payment with our payment provider. This usually takes a few seconds.
      </p>
    </section>
  );
}

const WAYS_BACK: Record<UpgradeReason, { to: string; label: string; line: string }> = words.waysBack;

/** Shown once the payment is confirmed: the way back to what the member came for, then the rest of Premium. */
export function PremiumWelcomeCard({ from }: { from: UpgradeReason | null }) {
  const order: UpgradeReason[] = from ? [from, ...UPGRADE_REASONS.filter((reason) => reason !== from)] : [...UPGRADE_REASONS];
  const [first, ...rest] = order.map((reason) => WAYS_BACK[reason]);
  return (
    <Section id="welcome-premium" title="Premium is yours" className="card border-gold-400" data-testid="premium-welcome">
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{first!.line}</p>
      <Link to={first!.to} className="btn-primary mt-4">
        {first!.label}
      </Link>
      <ul className="mt-4 space-y-1 text-sm">
        {rest.map((way) => (
          <li key={way.to}>
            <Link to={way.to} className="link">
              {way.label}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
