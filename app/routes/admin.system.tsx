import type { Route } from "./+types/admin.system";
import { adminMeta } from "~/components/admin/admin-tabs";
import { ColumnHeads } from "~/components/ui/table";
import { requireAdmin } from "~/http/guards.server";
import { useLocale, useT, type ViewTranslate } from "~/i18n/use-t";
import { systemStatus } from "~/services/operations.server";

export const meta = adminMeta("system");

/** Administrators only (members go to "/", guests to /login): read on every request, never cached. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return systemStatus();
}

const CELL = "px-3 py-2 text-left align-top";
const HEAD_ROW = "border-b border-night-200 dark:border-night-800";
const ROW = "border-b border-night-100 last:border-0 dark:border-night-900";

/** A size in the admin's language: bytes, KB or MB with one decimal (no grouping, as English always wrote it). */
function bytes(value: number, t: ViewTranslate, locale: string) {
  const [unit, n] = value < 1024 ? ["bytes", value] : value < 1024 * 1024 ? ["kb", value / 1024] : ["mb", value / 1024 / 1024];
  return t(`admin.system.${unit}`, { n: n.toLocaleString(locale, { useGrouping: false, minimumFractionDigits: unit === "bytes" ? 0 : 1, maximumFractionDigits: 1 }) });
}

const when = (iso: string | null) => (iso ? iso.replace("T", " ").replace(/\.\d+Z$/, " UTC").replace(/Z$/, " UTC") : "—");

export default function SystemTab({ loaderData }: Route.ComponentProps) {
  const { runs, failingDevices, failingAddresses, backlog, databaseBytes, walBytes, version, startedAt, primary } = loaderData;
  const [t, locale] = [useT(), useLocale()];
  return (
    <div className="space-y-8">
      <h2 className="text-xl font-semibold">{t("admin.system.heading")}</h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[
          [t("admin.system.build"), version],
          [t("admin.system.started"), when(startedAt)],
          [t("admin.system.database"), t("admin.system.databaseSize", { size: bytes(databaseBytes, t, locale), log: bytes(walBytes, t, locale) }) + (primary ? "" : t("admin.system.replica"))],
          [t("admin.system.backlog"), t("admin.system.backlogValue", backlog)],
        ].map(([label, value]) => (
          <div key={label} className="card">
            <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="mt-1 break-words font-semibold">{value}</dd>
          </div>
        ))}
      </dl>

      <Listing
        id="job-runs"
        title={t("admin.system.runs")}
        empty={t("admin.system.runsEmpty")}
        scroll
        columns={["started", "finished", "outcome", "email", "sms", "push", "backup"].map((key) => t(`admin.system.${key}`))}
        rows={runs.map((run) => ({
          key: run.id,
          outcome: run.outcome,
          cells: [
            when(run.startedAt),
            when(run.finishedAt),
            run.outcome === "failed" ? t("admin.system.failedWith", { error: run.error ?? t("admin.system.unknownError") }) : t(`admin.system.outcome.${run.outcome}`),
            `${run.sent.email} / ${run.failed.email}`,
            `${run.sent.sms} / ${run.failed.sms}`,
            `${run.sent.push} / ${run.failed.push}`,
            run.backupKey ?? "—",
          ],
        }))}
      />
      <Listing
        id="failing-devices"
        title={t("admin.system.devices")}
        empty={t("admin.system.devicesEmpty")}
        columns={["member", "device", "lastFailure", "error"].map((key) => t(`admin.system.${key}`))}
        rows={failingDevices.map((device, i) => ({
          key: i,
          cells: [device.email, device.deviceName || "—", when(device.lastFailureAt), device.lastError ?? "—"],
        }))}
      />
      <Listing
        id="failing-addresses"
        title={t("admin.system.addresses")}
        empty={t("admin.system.addressesEmpty")}
        columns={["address", "day", "attempts", "error", "next"].map((key) => t(`admin.system.${key}`))}
        rows={failingAddresses.map((address, i) => ({
          key: i,
          cells: [address.email, address.localDate, address.attempts, address.lastError ?? "—", t(address.retrying ? "admin.system.retryDue" : "admin.system.gaveUp")],
        }))}
      />
    </div>
  );
}

type Row = { key: string | number; cells: React.ReactNode[]; outcome?: string };

/** A titled table of `rows`, or the `empty` line when there are none. */
function Listing({ id, title, empty, columns, rows, scroll }: { id: string; title: string; empty: string; columns: string[]; rows: Row[]; scroll?: boolean }) {
  const table = (
    <table className="w-full text-sm">
      <thead>
        <ColumnHeads rowClassName={HEAD_ROW} cellClassName={CELL} columns={columns} />
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={ROW} data-outcome={row.outcome}>
            {row.cells.map((cell, i) => (
              <td key={i} className={CELL}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h3>
      {rows.length === 0 ? <p className="hint">{empty}</p> : scroll ? <div className="overflow-x-auto">{table}</div> : table}
    </section>
  );
}
