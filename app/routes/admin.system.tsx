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

      <section aria-labelledby="job-runs">
        <h3 id="job-runs" className="mb-2 text-lg font-semibold">
          Daily job: last runs
        </h3>
        {runs.length === 0 ? (
          <p className="hint">The daily job has not run yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <ColumnHeads
                  rowClassName={HEAD_ROW}
                  cellClassName={CELL}
                  columns={["Started", "Finished", "Outcome", "Email sent / failed", "SMS sent / failed", "Push sent / failed", "Backup"]}
                />
              </thead>
              <tbody>
                {runs.map((run) => (
                  <tr key={run.id} className={ROW} data-outcome={run.outcome}>
                    <td className={CELL}>{when(run.startedAt)}</td>
                    <td className={CELL}>{when(run.finishedAt)}</td>
                    <td className={CELL}>{run.outcome === "failed" ? `failed: ${run.error ?? "unknown error"}` : run.outcome}</td>
                    <td className={CELL}>{`${run.sent.email} / ${run.failed.email}`}</td>
                    <td className={CELL}>{`${run.sent.sms} / ${run.failed.sms}`}</td>
                    <td className={CELL}>{`${run.sent.push} / ${run.failed.push}`}</td>
                    <td className={CELL}>{run.backupKey ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="failing-devices">
        <h3 id="failing-devices" className="mb-2 text-lg font-semibold">
          Failing push devices
        </h3>
        {failingDevices.length === 0 ? (
          <p className="hint">No push device is failing.</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <ColumnHeads rowClassName={HEAD_ROW} cellClassName={CELL} columns={["Member", "Device", "Last failure", "Error"]} />
            </thead>
            <tbody>
              {failingDevices.map((device, i) => (
                <tr key={i} className={ROW}>
                  <td className={CELL}>{device.email}</td>
                  <td className={CELL}>{device.deviceName || "—"}</td>
                  <td className={CELL}>{when(device.lastFailureAt)}</td>
                  <td className={CELL}>{device.lastError ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="failing-addresses">
        <h3 id="failing-addresses" className="mb-2 text-lg font-semibold">
          Bounced or refused email addresses
        </h3>
        {failingAddresses.length === 0 ? (
          <p className="hint">No email delivery is failing.</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <ColumnHeads rowClassName={HEAD_ROW} cellClassName={CELL} columns={["Address", "Day", "Attempts", "Error", "Next"]} />
            </thead>
            <tbody>
              {failingAddresses.map((address, i) => (
                <tr key={i} className={ROW}>
                  <td className={CELL}>{address.email}</td>
                  <td className={CELL}>{address.localDate}</td>
                  <td className={CELL}>{address.attempts}</td>
                  <td className={CELL}>{address.lastError ?? "—"}</td>
                  <td className={CELL}>{address.retrying ? "retry due" : "gave up"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
