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

type Row = {
  id: number;
  started_at: string;
  finished_at: string | null;
  outcome: JobRun["outcome"];
  sent_email: number;
  sent_sms: number;
  sent_push: number;
  failed_email: number;
  failed_sms: number;
  failed_push: number;
  backup_key: string | null;
  error: string | null;
};

const toRun = (row: Row): JobRun => ({
  id: row.id,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  outcome: row.outcome,
  sent: { email: row.sent_email, sms: row.sent_sms, push: row.sent_push },
  failed: { email: row.failed_email, sms: row.failed_sms, push: row.failed_push },
  backupKey: row.backup_key,
  error: row.error,
});

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
  const sent = end.sent ?? { email: 0, sms: 0, push: 0 };
  const failed = end.failed ?? { email: 0, sms: 0, push: 0 };
  sqlite()
    .prepare(
      `UPDATE job_runs SET finished_at = ?, outcome = ?, sent_email = ?, sent_sms = ?, sent_push = ?,
         failed_email = ?, failed_sms = ?, failed_push = ?, backup_key = ?, backup_at = ?, error = ? WHERE id = ?`,
    )
    .run(
      end.finishedAt.toISOString(),
      end.outcome,
      sent.email,
      sent.sms,
      sent.push,
      failed.email,
      failed.sms,
      failed.push,
      end.backupKey ?? null,
      end.backupKey ? end.finishedAt.toISOString() : null,
      end.error ? end.error.slice(0, 500) : null,
      id,
    );
}

/** The latest runs, newest first. */
export function recentJobRuns(limit = 10): JobRun[] {
  return (sqlite().prepare("SELECT * FROM job_runs WHERE job = 'daily' ORDER BY started_at DESC, id DESC LIMIT ?").all(limit) as Row[]).map(toRun);
}

/** When the last off-machine backup was made, or null. */
export function lastBackupAt(): string | null {
  const row = sqlite().prepare("SELECT max(backup_at) AS at FROM job_runs WHERE backup_at IS NOT NULL").get() as { at: string | null };
  return row.at;
}

export type JobFigures = {
  lastSuccessAt: string | null;
  /** Seconds the last finished run took. */
  lastDurationSeconds: number | null;
  sent: Record<Channel, number>;
  failed: Record<Channel, number>;
};

/** What the metrics report: the last success, the last run's length, and every run's messages added up. */
export function jobFigures(): JobFigures {
  const db = sqlite();
  const success = db.prepare("SELECT max(finished_at) AS at FROM job_runs WHERE job = 'daily' AND outcome = 'ok'").get() as { at: string | null };
  const last = db
    .prepare("SELECT started_at, finished_at FROM job_runs WHERE job = 'daily' AND finished_at IS NOT NULL ORDER BY finished_at DESC LIMIT 1")
    .get() as { started_at: string; finished_at: string } | undefined;
  const totals = db
    .prepare(
      `SELECT coalesce(sum(sent_email), 0) AS se, coalesce(sum(sent_sms), 0) AS ss, coalesce(sum(sent_push), 0) AS sp,
              coalesce(sum(failed_email), 0) AS fe, coalesce(sum(failed_sms), 0) AS fs, coalesce(sum(failed_push), 0) AS fp
       FROM job_runs WHERE job = 'daily'`,
    )
    .get() as Record<"se" | "ss" | "sp" | "fe" | "fs" | "fp", number>;
  return {
    lastSuccessAt: success.at,
    lastDurationSeconds: last ? (Date.parse(last.finished_at) - Date.parse(last.started_at)) / 1000 : null,
    sent: { email: totals.se, sms: totals.ss, push: totals.sp },
    failed: { email: totals.fe, sms: totals.fs, push: totals.fp },
  };
}

/** Deliveries waiting: failed ones due for a retry, and claims not yet marked sent or failed. */
export function deliveryBacklog(): { retrying: number; claimed: number } {
  const row = sqlite()
    .prepare(
      `SELECT coalesce(sum(status = 'failed' AND next_attempt_at IS NOT NULL), 0) AS retrying,
              coalesce(sum(status = 'claimed'), 0) AS claimed
       FROM delivery_log WHERE status IN ('failed', 'claimed')`,
    )
    .get() as { retrying: number; claimed: number };
  return row;
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
