// The scheduled job's runs (job_runs): written by the job at its start and end, read by the web
// server's metrics and /admin/system. Raw prepared statements like the job's other writes
// (models/delivery.server.ts): the job's bookkeeping must not wait on the async query builder.
import fs from "node:fs";
import path from "node:path";
import { sqlite } from "~/db.server";
import type { Channel } from "~/domain/delivery";

export type JobRun = {
  id: number;
  startedAt: string;
  finishedAt: string | null;
  outcome: "running" | "ok" | "failed";
  sent: Record<Channel, number>;
  failed: Record<Channel, number>;
  backupKey: string | null;
  error: string | null;
};

/** The three channels' counts of a column pair ("sent", "failed") as one JSON object, `sum` to add them up. */
const channels = (prefix: string, sum = (column: string) => column) =>
  `json_object('email', ${sum(`${prefix}_email`)}, 'sms', ${sum(`${prefix}_sms`)}, 'push', ${sum(`${prefix}_push`)}) AS ${prefix}`;
const counts = (row: { sent: string; failed: string }) => ({ sent: JSON.parse(row.sent) as Record<Channel, number>, failed: JSON.parse(row.failed) as Record<Channel, number> });

/** How long runs are kept: the last success and the last backup are kept whatever their age. */
export const JOB_RUNS_KEPT_DAYS = 90;

/** A run begins: its id. Runs older than JOB_RUNS_KEPT_DAYS go at the same time. */
export function startJobRun(startedAt: Date): number {
  const db = sqlite();
  const before = new Date(startedAt.getTime() - JOB_RUNS_KEPT_DAYS * 86_400_000).toISOString();
  db.prepare(
    `DELETE FROM job_runs WHERE started_at < ?
       AND id IS NOT (SELECT id FROM job_runs WHERE outcome = 'ok' ORDER BY finished_at DESC, id DESC LIMIT 1)
       AND id IS NOT (SELECT id FROM job_runs WHERE backup_at IS NOT NULL ORDER BY backup_at DESC, id DESC LIMIT 1)`,
  ).run(before);
  const result = db.prepare("INSERT INTO job_runs (job, started_at) VALUES ('daily', ?)").run(startedAt.toISOString());
  return Number(result.lastInsertRowid);
}

export type JobRunEnd = {
  finishedAt: Date;
  outcome: "ok" | "failed";
  sent?: Record<Channel, number>;
  failed?: Record<Channel, number>;
  backupKey?: string | null;
  error?: string | null;
};

/** A run ends, well or not. */
export function finishJobRun(id: number, end: JobRunEnd) {
  const each = ({ email, sms, push } = { email: 0, sms: 0, push: 0 }) => [email, sms, push];
  const finishedAt = end.finishedAt.toISOString();
  sqlite()
    .prepare(
      `UPDATE job_runs SET finished_at = ?, outcome = ?, sent_email = ?, sent_sms = ?, sent_push = ?,
         failed_email = ?, failed_sms = ?, failed_push = ?, backup_key = ?, backup_at = ?, error = ? WHERE id = ?`,
    )
    .run(finishedAt, end.outcome, ...each(end.sent), ...each(end.failed), end.backupKey ?? null, end.backupKey ? finishedAt : null, end.error?.slice(0, 500) || null, id);
}

/** The latest runs, newest first. */
export function recentJobRuns(limit = 10): JobRun[] {
  const rows = sqlite()
    .prepare(
      `SELECT id, started_at AS startedAt, finished_at AS finishedAt, outcome, ${channels("sent")}, ${channels("failed")}, backup_key AS backupKey, error
       FROM job_runs WHERE job = 'daily' ORDER BY started_at DESC, id DESC LIMIT ?`,
    )
    .all(limit) as (Omit<JobRun, "sent" | "failed"> & { sent: string; failed: string })[];
  return rows.map((row) => ({ ...row, ...counts(row) }));
}

/** When the last off-machine backup was made, or null. */
export function lastBackupAt(): string | null {
  const row = sqlite().prepare("SELECT max(backup_at) AS at FROM job_runs WHERE backup_at IS NOT NULL").get() as { at: string | null };
  return row.at;
}

/** What the metrics report: the last success, the last run's length, and every run's messages added up. */
export function jobFigures() {
  const db = sqlite();
  const success = db.prepare("SELECT max(finished_at) AS at FROM job_runs WHERE job = 'daily' AND outcome = 'ok'").get() as { at: string | null };
  const last = db
    .prepare("SELECT started_at, finished_at FROM job_runs WHERE job = 'daily' AND finished_at IS NOT NULL ORDER BY finished_at DESC LIMIT 1")
    .get() as { started_at: string; finished_at: string } | undefined;
  const total = (column: string) => `coalesce(sum(${column}), 0)`;
  const totals = db.prepare(`SELECT ${channels("sent", total)}, ${channels("failed", total)} FROM job_runs WHERE job = 'daily'`).get() as { sent: string; failed: string };
  return {
    lastSuccessAt: success.at,
    /** Seconds the last finished run took. */
    lastDurationSeconds: last ? (Date.parse(last.finished_at) - Date.parse(last.started_at)) / 1000 : null,
    ...counts(totals),
  };
}

/** Deliveries waiting: failed ones due for a retry, and claims not yet marked sent or failed. */
export function deliveryBacklog(): { retrying: number; claimed: number } {
  return sqlite()
    .prepare(
      `SELECT coalesce(sum(status = 'failed' AND next_attempt_at IS NOT NULL), 0) AS retrying,
              coalesce(sum(status = 'claimed'), 0) AS claimed
       FROM delivery_log WHERE status IN ('failed', 'claimed')`,
    )
    .get() as { retrying: number; claimed: number };
}

/** The database file's size and its write-ahead log's, in bytes. */
export function databaseSizes(): { databaseBytes: number; walBytes: number } {
  const db = sqlite();
  const pageSize = db.pragma("page_size", { simple: true }) as number;
  const pageCount = db.pragma("page_count", { simple: true }) as number;
  let walBytes = 0;
  try {
    walBytes = fs.statSync(`${db.name}-wal`).size;
  } catch {
    // no WAL file: nothing written since the last checkpoint closed it
  }
  return { databaseBytes: pageSize * pageCount, walBytes };
}

/**
 * How full the disk holding `dir` is (0–1): the nearest existing folder's filesystem. On Fly, pass the
 * volume (BACKUP_DIR under /data), not the LiteFS FUSE mount, whose figures are LiteFS's own.
 */
export function diskUsedRatio(dir: string): number | null {
  let current = path.resolve(dir);
  while (!fs.existsSync(current) && path.dirname(current) !== current) current = path.dirname(current);
  try {
    const stats = fs.statfsSync(current);
    return stats.blocks > 0 ? (stats.blocks - stats.bavail) / stats.blocks : null;
  } catch {
    return null;
  }
}

export type FailingDevice = { email: string; deviceName: string; lastFailureAt: string; lastError: string | null };
export type FailingAddress = { email: string; localDate: string; attempts: number; lastError: string | null; retrying: boolean };

/** Push devices whose last attempt failed (a success since clears them). */
export function failingPushDevices(limit = 20): FailingDevice[] {
  return sqlite()
    .prepare(
      `SELECT u.email AS email, p.device_name AS deviceName, p.last_failure_at AS lastFailureAt, p.last_error AS lastError
       FROM push_subscriptions p JOIN users u ON u.id = p.user_id
       WHERE p.last_failure_at IS NOT NULL AND (p.last_success_at IS NULL OR p.last_success_at < p.last_failure_at)
       ORDER BY p.last_failure_at DESC LIMIT ?`,
    )
    .all(limit) as FailingDevice[];
}

/** Email deliveries the provider refused (bounced or rejected addresses), latest first. */
export function failingEmailAddresses(limit = 20): FailingAddress[] {
  const rows = sqlite()
    .prepare(
      `SELECT u.email AS email, d.local_date AS localDate, d.attempts AS attempts, d.last_error AS lastError,
              d.next_attempt_at IS NOT NULL AS retrying
       FROM delivery_log d JOIN users u ON u.id = d.user_id
       WHERE d.channel = 'email' AND d.status = 'failed'
       ORDER BY d.local_date DESC, d.id DESC LIMIT ?`,
    )
    .all(limit) as Array<Omit<FailingAddress, "retrying"> & { retrying: number }>;
  return rows.map((row) => ({ ...row, retrying: row.retrying === 1 }));
}
