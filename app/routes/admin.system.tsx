import type { Route } from "./+types/admin.system";
import { ColumnHeads } from "~/components/ui/table";
import { requireAdmin } from "~/http/guards.server";
import { systemStatus } from "~/services/operations.server";

export const meta: Route.MetaFunction = () => [{ title: "System - Admin Panel - Three Skies" }];

/** Administrators only (members go to "/", guests to /login): read on every request, never cached. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return systemStatus();
}

const CELL = "px-3 py-2 text-left align-top";
const HEAD_ROW = "border-b border-night-200 dark:border-night-800";
const ROW = "border-b border-night-100 last:border-0 dark:border-night-900";

function bytes(value: number) {
  if (value < 1024) return `${value} B`;
  if (value < 1024 * 1024) return `${(value / 1024).toFixed(1)} KB`;
  return `${(value / 1024 / 1024).toFixed(1)} MB`;
}

const when = (iso: string | null) => (iso ? iso.replace("T", " ").replace(/\.\d+Z$/, " UTC").replace(/Z$/, " UTC") : "—");

export default function SystemTab({ loaderData }: Route.ComponentProps) {
  const { runs, failingDevices, failingAddresses, backlog, databaseBytes, walBytes, version, startedAt, primary } = loaderData;
  return (
    <div className="space-y-8">
      <h2 className="text-xl font-semibold">System</h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[
          ["Build", version],
          ["Started", when(startedAt)],
          ["Database", `${bytes(databaseBytes)} (log ${bytes(walBytes)})${primary ? "" : ", replica"}`],
          ["Delivery backlog", `${backlog.retrying} waiting to retry, ${backlog.claimed} in progress`],
        ].map(([label, value]) => (
          <div key={label} className="card">
            <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="mt-1 break-words font-semibold">{value}</dd>
          </div>
        ))}
      </dl>

      <Listing
        id="job-runs"
        title="Daily job: last runs"
        empty="The daily job has not run yet."
        scroll
        columns={["Started", "Finished", "Outcome", "Email sent / failed", "SMS sent / failed", "Push sent / failed", "Backup"]}
        rows={runs.map((run) => ({
          key: run.id,
          outcome: run.outcome,
          cells: [
            when(run.startedAt),
            when(run.finishedAt),
            run.outcome === "failed" ? `failed: ${run.error ?? "unknown error"}` : run.outcome,
            `${run.sent.email} / ${run.failed.email}`,
            `${run.sent.sms} / ${run.failed.sms}`,
            `${run.sent.push} / ${run.failed.push}`,
            run.backupKey ?? "—",
          ],
        }))}
      />
      <Listing
        id="failing-devices"
        title="Failing push devices"
        empty="No push device is failing."
        columns={["Member", "Device", "Last failure", "Error"]}
        rows={failingDevices.map((device, i) => ({
          key: i,
          cells: [device.email, device.deviceName || "—", when(device.lastFailureAt), device.lastError ?? "—"],
        }))}
      />
      <Listing
        id="failing-addresses"
        title="Bounced or refused email addresses"
        empty="No email delivery is failing."
        columns={["Address", "Day", "Attempts", "Error", "Next"]}
        rows={failingAddresses.map((address, i) => ({
          key: i,
          cells: [address.email, address.localDate, address.attempts, address.lastError ?? "—", address.retrying ? "retry due" : "gave up"],
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
