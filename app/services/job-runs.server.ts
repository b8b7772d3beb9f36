// The scheduled job's record of itself (job_runs): what the web server reports about a job that
// runs as its own process.
import type { Channel } from "~/domain/delivery";
import { scrubText } from "~/services/error-reporting.server";
import { finishJobRun as writeEnd } from "~/models/job-run.server";

export { startJobRun } from "~/models/job-run.server";

type Done = { delivered: Record<Channel, number>; failedBy: Record<Channel, number> };

export type RunEnd =
  | { outcome: "ok"; summary: Done; finishedAt: Date; backupKey?: string | null }
  | { outcome: "failed"; error: unknown; finishedAt: Date };

/** Records a run's end: its messages per channel, or the first line of what stopped it. */
export function finishJobRun(id: number, end: RunEnd) {
  if (end.outcome === "ok") {
    writeEnd(id, { outcome: "ok", finishedAt: end.finishedAt, sent: end.summary.delivered, failed: end.summary.failedBy, backupKey: end.backupKey ?? null });
    return;
  }
  // Counts only: an error that quotes an address or a number does not carry it into the table.
  const message = end.error instanceof Error ? end.error.message : String(end.error);
  writeEnd(id, { outcome: "failed", finishedAt: end.finishedAt, error: scrubText(message.split("\n")[0] ?? "failed") });
}
