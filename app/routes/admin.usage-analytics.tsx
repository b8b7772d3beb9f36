import type { Route } from "./+types/admin.usage-analytics";
import { DayBarChart, TotalsChart } from "~/components/admin/charts";
import { listAudit } from "~/models/audit.server";
import { auditActionInWords } from "~/domain/audit";
import { compatibilityStats, usageAnalytics } from "~/services/admin.server";
import { requireAdmin } from "~/http/guards.server";
import type { ReactNode } from "react";
import { ColumnHeads } from "~/components/ui/table";

export const meta: Route.MetaFunction = () => [{ title: "Usage Analytics - Admin Panel - Three Skies" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [analytics, stats, audit] = await Promise.all([usageAnalytics(), compatibilityStats({ limit: 100 }), listAudit({ limit: 20 })]);
  return { analytics, stats, audit: audit.map(({ id, createdAt, actorEmail, action, targetEmail }) => ({ id, createdAt, actorEmail, action, targetEmail })) };
}

export default function UsageAnalyticsTab({ loaderData }: Route.ComponentProps) {
  const { analytics, stats, audit } = loaderData;
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold">Usage Analytics</h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[
          ["Users", analytics.totalUsers],
          ["Premium users", analytics.premiumUsers],
          [`Deliveries sent (${analytics.days} days)`, analytics.deliveriesSent],
          [`Deliveries failed (${analytics.days} days)`, analytics.deliveriesFailed],
        ].map(([label, value]) => (
          <div key={label} className="card">
            <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="mt-1 font-display text-3xl font-semibold">{Number(value).toLocaleString("en-US")}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <TotalsChart
          title="Users and premium users"
          description="Total accounts compared with Premium accounts."
          rows={[
            { label: "Users", value: analytics.totalUsers, className: "fill-night-600 dark:fill-night-400" },
            { label: "Premium", value: analytics.premiumUsers, className: "fill-gold-400 dark:fill-gold-300" },
          ]}
        />
        <DayBarChart
          title={`Signups per day (last ${analytics.days} days)`}
          description="New accounts per day, oldest day on the left."
          days={analytics.signups}
          series={[{ key: "count", label: "Signups", className: "fill-night-600 dark:fill-night-400", swatchClassName: "bg-night-600 dark:bg-night-400" }]}
        />
        <DayBarChart
          title={`Compatibility reports per day (last ${analytics.days} days)`}
          description="Compatibility reports generated per day, oldest day on the left."
          days={analytics.reports}
          series={[{ key: "count", label: "Reports", className: "fill-gold-400 dark:fill-gold-300", swatchClassName: "bg-gold-400 dark:bg-gold-300" }]}
        />
        <DayBarChart
          title={`Daily insight deliveries (last ${analytics.days} days)`}
          description="Email and SMS deliveries per day, sent stacked under failed, oldest day on the left."
          days={analytics.deliveries}
          series={[
            { key: "sent", label: "Sent", className: "fill-emerald-600 dark:fill-emerald-400", swatchClassName: "bg-emerald-600 dark:bg-emerald-400" },
            { key: "failed", label: "Failed", className: "fill-red-600 dark:fill-red-400", swatchClassName: "bg-red-600 dark:bg-red-400" },
          ]}
        />
      </div>
      <ReportTable
        id="compat-stats"
        title="Compatibility reports per user"
        empty="No compatibility reports generated yet"
        columns={[{ label: "Username", className: "pr-4" }, { label: "Email", className: "pr-4" }, { label: "Reports", className: "text-right" }]}
        rows={stats.map((row) => [row.userId, [row.username || "Not set", row.email, <span className="font-semibold">{row.reportCount}</span>]])}
        note={stats.length === 100 ? "Showing the 100 users with the most reports." : null}
      />
      <ReportTable
        id="audit"
        title="Recent admin actions"
        empty="No admin actions recorded yet"
        columns={[{ label: "When (UTC)", className: "pr-4" }, { label: "Admin", className: "pr-4" }, { label: "Action", className: "pr-4" }, { label: "User" }]}
        rows={audit.map((row) => [
          row.id,
          [<span className="whitespace-nowrap">{row.createdAt.slice(0, 16).replace("T", " ")}</span>, row.actorEmail, auditActionInWords(row.action), row.targetEmail ?? "—"],
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
