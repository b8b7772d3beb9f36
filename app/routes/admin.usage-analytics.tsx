import type { Route } from "./+types/admin.usage-analytics";
import { DayBarChart, TotalsChart } from "~/components/admin/charts";
import { listAudit } from "~/models/audit.server";
import { AUDIT_ACTION_WORDS, auditActionInWords } from "~/domain/audit";
import { compatibilityStats, usageAnalytics } from "~/services/admin.server";
import { requireAdmin } from "~/http/guards.server";
import type { ReactNode } from "react";
import { adminMeta } from "~/components/admin/admin-tabs";
import { ColumnHeads } from "~/components/ui/table";
import { useLocale, useT } from "~/i18n/use-t";

export const meta = adminMeta("usage");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [analytics, stats, audit] = await Promise.all([usageAnalytics(), compatibilityStats({ limit: 100 }), listAudit({ limit: 20 })]);
  return { analytics, stats, audit: audit.map(({ id, createdAt, actorEmail, action, targetEmail }) => ({ id, createdAt, actorEmail, action, targetEmail })) };
}

export default function UsageAnalyticsTab({ loaderData }: Route.ComponentProps) {
  const { analytics, stats, audit } = loaderData;
  const [t, locale] = [useT(), useLocale()];
  const days = { days: analytics.days };
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold">{t("admin.usage.heading")}</h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[
          [t("admin.usage.users"), analytics.totalUsers],
          [t("admin.usage.premiumUsers"), analytics.premiumUsers],
          [t("admin.usage.sent", days), analytics.deliveriesSent],
          [t("admin.usage.failed", days), analytics.deliveriesFailed],
        ].map(([label, value]) => (
          <div key={label} className="card">
            <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="mt-1 font-display text-3xl font-semibold">{Number(value).toLocaleString(locale)}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <TotalsChart
          title={t("admin.usage.totals")}
          description={t("admin.usage.totalsAbout")}
          rows={[
            { label: t("admin.usage.users"), value: analytics.totalUsers, className: "fill-night-600 dark:fill-night-400" },
            { label: t("admin.usage.premium"), value: analytics.premiumUsers, className: "fill-gold-400 dark:fill-gold-300" },
          ]}
        />
        <DayBarChart
          title={t("admin.usage.signups", days)}
          description={t("admin.usage.signupsAbout")}
          days={analytics.signups}
          series={[{ key: "count", label: t("admin.usage.signupsSeries"), className: "fill-night-600 dark:fill-night-400", swatchClassName: "bg-night-600 dark:bg-night-400" }]}
        />
        <DayBarChart
          title={t("admin.usage.reports", days)}
          description={t("admin.usage.reportsAbout")}
          days={analytics.reports}
          series={[{ key: "count", label: t("admin.usage.reportsSeries"), className: "fill-gold-400 dark:fill-gold-300", swatchClassName: "bg-gold-400 dark:bg-gold-300" }]}
        />
        <DayBarChart
          title={t("admin.usage.deliveries", days)}
          description={t("admin.usage.deliveriesAbout")}
          days={analytics.deliveries}
          series={[
            { key: "sent", label: t("admin.usage.sentSeries"), className: "fill-emerald-600 dark:fill-emerald-400", swatchClassName: "bg-emerald-600 dark:bg-emerald-400" },
            { key: "failed", label: t("admin.usage.failedSeries"), className: "fill-red-600 dark:fill-red-400", swatchClassName: "bg-red-600 dark:bg-red-400" },
          ]}
        />
      </div>
      <ReportTable
        id="compat-stats"
        title={t("admin.usage.perUser")}
        empty={t("admin.usage.perUserEmpty")}
        columns={[{ label: t("admin.usage.username"), className: "pr-4" }, { label: t("admin.usage.email"), className: "pr-4" }, { label: t("admin.usage.reportsSeries"), className: "text-right" }]}
        rows={stats.map((row) => [row.userId, [row.username || t("admin.notSet"), row.email, <span className="font-semibold">{row.reportCount}</span>]])}
        note={stats.length === 100 ? t("admin.usage.top") : null}
      />
      <ReportTable
        id="audit"
        title={t("admin.usage.audit")}
        empty={t("admin.usage.auditEmpty")}
        columns={[{ label: t("admin.usage.when"), className: "pr-4" }, { label: t("admin.usage.admin"), className: "pr-4" }, { label: t("admin.usage.action"), className: "pr-4" }, { label: t("admin.usage.user") }]}
        rows={audit.map((row) => [
          row.id,
          [<span className="whitespace-nowrap">{row.createdAt.slice(0, 16).replace("T", " ")}</span>, row.actorEmail, row.action in AUDIT_ACTION_WORDS ? t(`admin.audit.${row.action}`) : auditActionInWords(row.action), row.targetEmail ?? "—"],
        ])}
      />
    </div>
  );
}

/** A titled card with a table whose cells take their column's classes; `empty` when there are no rows. */
function ReportTable({ id, title, empty, columns, rows, note }: { id: string; title: string; empty: string; columns: { label: string; className?: string }[]; rows: [string | number, ReactNode[]][]; note?: string | null }) {
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{empty}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <ColumnHeads rowClassName="border-b border-night-200 dark:border-night-800" cellClassName="py-2" columns={columns} />
            </thead>
            <tbody>
              {rows.map(([key, cells]) => (
                <tr key={key} className="border-b border-night-100 last:border-0 dark:border-night-900">
                  {cells.map((cell, i) => (
                    <td key={i} className={`py-2 ${columns[i]?.className ?? ""}`.trim()}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {note ? <p className="hint">{note}</p> : null}
        </div>
      )}
    </section>
  );
}
