import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { toast } from "~/components/toaster";
import { useHydrated } from "~/components/use-hydrated";
import { formatLongDate } from "~/domain/dates";

export type SubscriptionSummaryView = {
  premium: boolean;
  plan: "Free" | "Premium";
  status: string;
  interval: "monthly" | "yearly" | null;
  price: string | null;
  currentPeriodEnd: string | null;
  endsAtPeriodEnd: boolean;
  canManage: boolean;
};

// docs/product.md#states: re-fetch the user every 2 seconds, at most 15 times (constants shared with the server).
import { PAYMENT_FLAG_COOKIE, PAYMENT_POLL_ATTEMPTS, PAYMENT_POLL_INTERVAL_MS, UPGRADE_REASONS, type UpgradeReason } from "~/domain/payment-wait";

const STATUS_LABELS: Record<string, string> = {
  active: "Active",
  trialing: "Trial",
  past_due: "Payment overdue: please update your card",
  canceled: "Cancelled",
  unpaid: "Unpaid",
  incomplete: "Incomplete",
  incomplete_expired: "Expired",
  paused: "Paused",
};

export function SubscriptionCard({ summary, actionError }: { summary: SubscriptionSummaryView; actionError?: string | null }) {
  const navigation = useNavigation();
  const opening = navigation.state !== "idle" && navigation.formData?.get("intent") === "portal";
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
        {summary.price ? (
          <>
            <dt className="text-slate-600 dark:text-slate-300">Price</dt>
            <dd>{summary.price}</dd>
          </>
        ) : null}
        {summary.premium || summary.status !== "active" ? (
          <>
            <dt className="text-slate-600 dark:text-slate-300">Status</dt>
            <dd>{STATUS_LABELS[summary.status] ?? summary.status}</dd>
          </>
        ) : null}
        {summary.currentPeriodEnd ? (
          <>
            <dt className="text-slate-600 dark:text-slate-300">{summary.endsAtPeriodEnd ? "Premium until" : "Renews on"}</dt>
            <dd>{formatLongDate(summary.currentPeriodEnd)}</dd>
          </>
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
          <Form method="post">
            <input type="hidden" name="intent" value="portal" />
            <button type="submit" className={summary.premium ? "btn-primary" : "btn-outline"} disabled={opening}>
              {opening ? "Opening..." : "Manage billing"}
            </button>
          </Form>
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

/**
 * Shown after checkout until the payment is confirmed. With JavaScript it asks /api/auth/user every
 * 2 seconds (15 times at most); without it the page refreshes itself and the server decides.
 */
export function PaymentProcessingCard({ refreshSeconds }: { refreshSeconds: number }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [done, setDone] = useState(false);
  const attempts = useRef(0);

  useEffect(() => {
    if (!hydrated || done) return;
    let cancelled = false;
    const clearFlag = () => {
      document.cookie = `${PAYMENT_FLAG_COOKIE}=; Max-Age=0; Path=/settings; SameSite=Lax`;
    };
    const timer = window.setInterval(async () => {
      attempts.current += 1;
      let premium = false;
      try {
        const response = await fetch("/api/auth/user", { headers: { Accept: "application/json" }, cache: "no-store" });
        if (response.ok) premium = ((await response.json()) as { subscriptionTier?: string }).subscriptionTier === "premium";
      } catch {
        // A dropped request counts as one attempt; the next one may succeed.
      }
      if (cancelled) return;
      if (premium) {
        window.clearInterval(timer);
        clearFlag();
        setDone(true);
        toast({ title: "Payment successful!", description: "Welcome to Premium. Every feature is now unlocked." });
        void revalidator.revalidate();
      } else if (attempts.current >= PAYMENT_POLL_ATTEMPTS) {
        window.clearInterval(timer);
        clearFlag();
        setDone(true);
        toast({
          title: "Payment processing",
          description: "Your payment is still being confirmed. Please refresh the page in a minute to see your Premium plan.",
        });
      }
    }, PAYMENT_POLL_INTERVAL_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, done]);

  if (done) return null;
  return (
    <section className="card border-2 border-night-300 dark:border-night-700" aria-labelledby="processing-heading" aria-live="polite">
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

const WAYS_BACK: Record<UpgradeReason, { to: string; label: string; line: string }> = {
  compatibility: { to: "/profile?tab=compatibility", label: "Open the Match tab", line: "Compare your chart with a partner's: synastry, the Chinese zodiac and the Guna Milan score." },
  daily: { to: "/profile?tab=daily", label: "Open the Daily tab", line: "Your reading for today, and the year ahead of your chart." },
  calendar: { to: "/settings#calendar", label: "Add the year ahead to your calendar", line: "Transits, stations and new and full Moons in the calendar app you already use." },
  delivery: { to: "/settings#delivery", label: "Set up daily insights", line: "Your reading by email or text message, at the hour you choose." },
  "luck-pillars": { to: "/profile?tab=chinese#luck-pillars", label: "See all your luck pillars", line: "Your ten luck pillars with their dates, the years ahead and the ten gods of your chart." },
};

/**
 * Shown once the payment is confirmed: the way back to what the member came for first, then the
 * rest of what Premium opens.
 */
export function PremiumWelcomeCard({ from }: { from: UpgradeReason | null }) {
  const order: UpgradeReason[] = from ? [from, ...UPGRADE_REASONS.filter((reason) => reason !== from)] : [...UPGRADE_REASONS];
  const [first, ...rest] = order.map((reason) => WAYS_BACK[reason]);
  return (
    <section className="card border-gold-400" aria-labelledby="welcome-premium-heading" data-testid="premium-welcome">
      <h2 id="welcome-premium-heading" className="text-xl font-semibold">
        Premium is yours
      </h2>
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
    </section>
  );
}
