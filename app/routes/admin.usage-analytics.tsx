import type { Route } from "./+types/admin.usage-analytics";
import { DayBarChart, TotalsChart } from "~/components/admin/charts";
import { listAudit } from "~/models/audit.server";
import { auditActionInWords } from "~/domain/audit";
import { compatibilityStats, usageAnalytics } from "~/services/admin.server";
import { requireAdmin } from "~/http/guards.server";
import { ColumnHeads } from "~/components/ui/table";

export const meta: Route.MetaFunction = () => [{ title: "Usage Analytics - Admin Panel - Three Skies" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [analytics, stats, audit] = await Promise.all([usageAnalytics(), compatibilityStats({ limit: 100 }), listAudit({ limit: 20 })]);
  return { analytics, stats, audit: audit.map(({ id, createdAt, actorEmail, action, targetEmail }) => ({ id, createdAt, actorEmail, action, targetEmail })) };
}

const HEAD_ROW = "border-b border-night-200 dark:border-night-800";

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
      <section className="card" aria-labelledby="compat-stats-heading">
        <h3 id="compat-stats-heading" className="text-lg font-semibold">
          Compatibility reports per user
        </h3>
        {stats.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">No compatibility reports generated yet</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <ColumnHeads
                  rowClassName={HEAD_ROW}
                  cellClassName="py-2"
                  columns={[{ label: "Username", className: "pr-4" }, { label: "Email", className: "pr-4" }, { label: "Reports", className: "text-right" }]}
                />
              </thead>
              <tbody>
                {stats.map((row) => (
                  <tr key={row.userId} className="border-b border-night-100 last:border-0 dark:border-night-900">
                    <td className="py-2 pr-4">{row.username || "Not set"}</td>
                    <td className="py-2 pr-4">{row.email}</td>
                    <td className="py-2 text-right font-semibold">{row.reportCount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {stats.length === 100 ? <p className="hint">Showing the 100 users with the most reports.</p> : null}
          </div>
        )}
      </section>
      <section className="card" aria-labelledby="audit-heading">
        <h3 id="audit-heading" className="text-lg font-semibold">
          Recent admin actions
        </h3>
        {audit.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">No admin actions recorded yet</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <ColumnHeads
                  rowClassName={HEAD_ROW}
                  cellClassName="py-2"
                  columns={[{ label: "When (UTC)", className: "pr-4" }, { label: "Admin", className: "pr-4" }, { label: "Action", className: "pr-4" }, "User"]}
                />
              </thead>
              <tbody>
                {audit.map((row) => (
                  <tr key={row.id} className="border-b border-night-100 last:border-0 dark:border-night-900">
                    <td className="py-2 pr-4 whitespace-nowrap">{row.createdAt.slice(0, 16).replace("T", " ")}</td>
                    <td className="py-2 pr-4">{row.actorEmail}</td>
                    <td className="py-2 pr-4">{auditActionInWords(row.action)}</td>
                    <td className="py-2">{row.targetEmail ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
