import { IntentButton } from "~/components/ui/intent-form";
import { Fact, Section } from "~/components/ui/section";
import { Link } from "~/components/ui/link";
import { formatDay, pricePer } from "~/i18n/format";
import { PLANS } from "~/schemas/billing";
import { useLocale, useT } from "~/i18n/use-t";
import { UPGRADE_REASONS, type UpgradeReason } from "~/domain/payment-wait";
import type { subscriptionSummary } from "~/services/billing/plans.server";
import words from "./data/subscription-words.json" with { type: "json" };

export const STATUS_LABELS: Record<string, string> = words.statusLabels;

/** "January 5, 2026", "2026年1月5日" from an ISO instant (its UTC date), in the page's language; an unreadable value as given. */
export function useLongDate(): (value: string) => string {
  const locale = useLocale();
  return (value) => (Number.isNaN(Date.parse(value)) ? value : formatDay(new Date(value).toISOString().slice(0, 10), locale, { year: "numeric", month: "long", day: "numeric" }));
}

export function SubscriptionCard({ summary, actionError }: { summary: ReturnType<typeof subscriptionSummary>; actionError?: string | null }) {
  const [t, locale, longDate] = [useT(), useLocale(), useLongDate()];
  return (
    <section className="card" aria-labelledby="subscription-heading">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="subscription-heading" className="text-xl font-semibold">
            {t("settings.subscriptionTitle")}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {summary.premium && summary.endsAtPeriodEnd && summary.currentPeriodEnd
              ? t("settings.cancelledUntil", { date: longDate(summary.currentPeriodEnd) })
              : t(summary.premium ? "settings.thanks" : "settings.onFree")}
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
          {t(summary.premium ? "settings.planPremium" : "settings.planFree")}
        </span>
      </div>
      <dl className="mt-4 grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
        {summary.price && summary.interval ? <Fact term={t("settings.price")}>{pricePer(PLANS[summary.interval], locale, t)}</Fact> : null}
        {summary.premium || summary.status !== "active" ? <Fact term={t("settings.status")}>{summary.status in STATUS_LABELS ? t(`settings.status.${summary.status}`) : summary.status}</Fact> : null}
        {summary.currentPeriodEnd ? <Fact term={t(summary.endsAtPeriodEnd ? "settings.premiumUntil" : "settings.renewsOn")}>{longDate(summary.currentPeriodEnd)}</Fact> : null}
      </dl>
      {actionError ? (
        <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <p className="font-semibold">{t("settings.portalFailed")}</p>
          <p>{actionError}</p>
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        {summary.premium || summary.canManage ? (
          <IntentButton intent="portal" data-enhance="" className={summary.premium ? "btn-primary" : "btn-outline"} pendingText={t("settings.opening")} label={t("settings.manageBilling")} />
        ) : null}
        {summary.premium ? null : (
          <Link to="/pricing" className="btn-primary">
            {t("settings.upgrade")}
          </Link>
        )}
      </div>
    </section>
  );
}

/** Shown after checkout until the payment is confirmed (polled by the page script, else a meta refresh); the server decides. */
export function PaymentProcessingCard({ refreshSeconds }: { refreshSeconds: number }) {
  const t = useT();
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
          {t("settings.processingTitle")}
        </h2>
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {t("settings.processingText")}
      </p>
    </section>
  );
}

const WAYS_BACK: Record<UpgradeReason, string> = words.waysBack;

/** Shown once the payment is confirmed: the way back to what the member came for, then the rest of Premium. */
export function PremiumWelcomeCard({ from }: { from: UpgradeReason | null }) {
  const order: UpgradeReason[] = from ? [from, ...UPGRADE_REASONS.filter((reason) => reason !== from)] : [...UPGRADE_REASONS];
  const t = useT();
  const [first, ...rest] = order.map((reason) => ({ to: WAYS_BACK[reason], label: t(`settings.way.${reason}.label`), line: t(`settings.way.${reason}.line`) }));
  return (
    <Section id="welcome-premium" title={t("settings.welcomeTitle")} className="card border-gold-400" data-testid="premium-welcome">
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
