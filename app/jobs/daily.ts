/**
 * The hourly job: `npm run job:daily [-- --now <ISO instant>]` (built for production as
 * build/cli/daily.js). Publishes due blog posts, delivers the daily insights that are due, deletes
 * expired sessions, reset tokens, spent email links and expired phone codes, and (embedded payments) ends cancelled subscriptions whose
 * period is over. Progress goes to stderr; the last stdout line is a JSON summary. On a LiteFS replica it stands down: `{"skipped":"replica"}`, exit 0.
 * Safe to re-run at any time: every delivery is claimed in delivery_log before it is sent.
 * Each run is recorded in job_runs (start, end, messages sent and failed per channel), which the web
 * server's metrics and /admin/system read; its log lines are JSON like the server's (app/log.server.ts).
 */
import { pathToFileURL } from "node:url";
import { closeDb, isReplica } from "~/db.server";
import { createLogger, installLogRedaction, logger, setProcessLogger } from "~/log.server";
import { scheduledBackup } from "~/services/backup.server";
import { flushErrorReports, reportError, startErrorReporting } from "~/services/error-reporting.server";
import { env } from "~/env.server";
import { finishJobRun, startJobRun } from "~/services/job-runs.server";
import { deleteExpiredEmailLinks } from "~/services/account-email.server";
import { deleteExpiredResetTokens } from "~/services/auth.server";
import { deleteExpiredCodes } from "~/services/phone-verification.server";
import { publishDuePosts } from "~/services/blog.server";
import { deliverDailyInsights, type DeliveryOptions } from "~/services/delivery.server";
import { deleteSessionsExpiredBy } from "~/models/session.server";
import { usesLocalBilling } from "~/services/billing/driver.server";
import { endLocalSubscriptionsDue } from "~/services/billing/local-driver.server";

export async function runDailyJob(options: Omit<DeliveryOptions, "dryRun"> = {}) {
  if (isReplica()) return { skipped: "replica" as const };
  const started = Date.now();
  const run = startJobRun(new Date(started));
  try {
    const summary = await runDailyWork(options, started);
    finishJobRun(run, { outcome: "ok", summary, finishedAt: new Date(), backupKey: summary.backup });
    return summary;
  } catch (error) {
    finishJobRun(run, { outcome: "failed", error, finishedAt: new Date() });
    throw error;
  }
}

async function runDailyWork(options: Omit<DeliveryOptions, "dryRun">, started: number) {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const published = await publishDuePosts(now);
  if (published) log(`published ${published} scheduled post(s)`);
  const delivery = await deliverDailyInsights({ ...options, now, log });
  const sessionsDeleted = await deleteSessionsExpiredBy(now);
  const resetTokensDeleted = await deleteExpiredResetTokens(now);
  // The embedded payments driver has no provider to end cancelled subscriptions at the period's end.
  const subscriptionsEnded = usesLocalBilling() ? await endLocalSubscriptionsDue(now) : 0;
  if (subscriptionsEnded) log(`ended ${subscriptionsEnded} cancelled subscription(s) at the end of their period`);
  const emailLinksDeleted = await deleteExpiredEmailLinks(now);
  const phoneCodesDeleted = await deleteExpiredCodes(now);
  // Once a day, when BACKUP_S3_URL is set: a checked copy of the database off the machine.
  const backup = await scheduledBackup(now);
  if (backup) log(`backed up to ${backup}`);
  return {
    now: now.toISOString(),
    published,
    delivered: delivery.delivered,
    failed: delivery.failed,
    failedBy: delivery.failedBy,
    skipped: delivery.skipped,
    users: delivery.users,
    sessionsDeleted,
    resetTokensDeleted,
    subscriptionsEnded,
    emailLinksDeleted,
    phoneCodesDeleted,
    /** The object key of the backup this run made, if one was due. */
    backup,
    ms: Date.now() - started,
  };
}

/** `--now <ISO>` or `--now=<ISO>`; anything else is an error. */
export function parseArgs(argv: string[]): { now: Date } {
  let now = new Date();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    let value: string | undefined;
    if (arg === "--now") value = argv[++i];
    else if (arg.startsWith("--now=")) value = arg.slice("--now=".length);
    else throw new Error(`Unknown argument: ${arg}. Usage: job:daily [--now <ISO instant>]`);
    if (!value || !/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(Date.parse(value))) {
      throw new Error(`--now needs an ISO instant such as 2025-06-10T12:05:00Z, got "${value ?? ""}"`);
    }
    now = new Date(value);
  }
  return { now };
}

async function main() {
  let args: { now: Date };
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exitCode = 2;
    return;
  }
  const log = (line: string) => logger().info(line);
  try {
    const summary = await runDailyJob({ now: args.now, log });
    if ("now" in summary) log(`done in ${summary.ms} ms`);
    else log("this machine is a LiteFS replica: standing down");
    process.stdout.write(`${JSON.stringify(summary)}\n`);
  } finally {
    await closeDb();
  }
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  // The job's lines go to stderr (stdout ends with the summary), tagged with the job's name.
  setProcessLogger(createLogger(process.stderr, { job: "daily" }));
  installLogRedaction();
  startErrorReporting(env());
  main()
    .catch((error: unknown) => {
      logger().error({ err: error }, "failed");
      reportError(error, { job: "daily" });
      process.exitCode = 1;
    })
    .finally(() => flushErrorReports());
}
