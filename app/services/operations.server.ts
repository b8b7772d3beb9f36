// What the person on call reads: the daily job's runs, the deliveries that fail, the backlog, the
// database's size, the build (GET /admin/system), and the same figures as Prometheus metrics
// (registered in prom-client's registry, read from the database at each scrape; the server serves
// them on METRICS_PORT, server/metrics.ts).
import fs from "node:fs";
import path from "node:path";
import client from "prom-client";
import type { Channel } from "~/domain/delivery";
import { env } from "~/env.server";
import { isPrimaryInstance, replicationPosition } from "~/litefs.server";
import { databaseSizes, deliveryBacklog, diskUsedRatio, failingEmailAddresses, failingPushDevices, jobFigures, recentJobRuns } from "~/models/job-run.server";

const CHANNELS: Channel[] = ["email", "sms", "push"];
const startedAt = new Date(Date.now() - process.uptime() * 1000);

function packageVersion(): string {
  try {
    return (JSON.parse(fs.readFileSync(path.join(process.cwd(), "package.json"), "utf8")) as { version?: string }).version ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** The build: the package's version and, on Fly, the image it runs from. */
export function buildVersion(): string {
  const image = process.env.FLY_IMAGE_REF;
  return image ? `${packageVersion()} (${image})` : packageVersion();
}

export function systemStatus() {
  return {
    runs: recentJobRuns(10),
    failingDevices: failingPushDevices(20),
    failingAddresses: failingEmailAddresses(20),
    backlog: deliveryBacklog(),
    ...databaseSizes(),
    version: buildVersion(),
    startedAt: startedAt.toISOString(),
    primary: isPrimaryInstance(),
  };
}

/** A metric of prom-client's registry by name, created once (the server bundle and the app build share it). */
function metric<T extends client.Metric>(name: string, create: () => T): T {
  return (client.register.getSingleMetric(name) as T | undefined) ?? create();
}

/** A gauge set by `collect` each time Prometheus scrapes. */
function gauge(name: string, help: string, collect: (gauge: client.Gauge) => unknown, labelNames: string[] = []) {
  metric(name, () => new client.Gauge({ name, help, labelNames, collect: async function () { await collect(this); } }));
}

/** Registers the metrics read from the database; each is read when Prometheus scrapes. */
export function registerOperationsMetrics() {
  metric(
    "deliveries_total",
    () =>
      new client.Counter({
        name: "deliveries_total",
        help: "Daily insights handed to a provider (sent) or refused (failed), by channel, over every recorded job run",
        labelNames: ["channel", "outcome"] as const,
        collect() {
          const figures = jobFigures();
          this.reset();
          for (const channel of CHANNELS) {
            this.inc({ channel, outcome: "sent" }, figures.sent[channel]);
            this.inc({ channel, outcome: "failed" }, figures.failed[channel]);
          }
        },
      }),
  );
  gauge("daily_job_last_success_timestamp_seconds", "When the daily job last finished without error (Unix time); 0 until it has", (gauge) => {
    const { lastSuccessAt } = jobFigures();
    gauge.reset();
    if (lastSuccessAt) gauge.set(Date.parse(lastSuccessAt) / 1000);
  });
  gauge("daily_job_duration_seconds", "How long the daily job's last finished run took", (gauge) => {
    const { lastDurationSeconds } = jobFigures();
    gauge.reset();
    if (lastDurationSeconds !== null) gauge.set(lastDurationSeconds);
  });
  gauge(
    "delivery_backlog",
    "Deliveries not done yet: failed ones waiting for a retry (retrying), claims in progress or left by a crash (claimed)",
    (gauge) => {
      const backlog = deliveryBacklog();
      gauge.set({ state: "retrying" }, backlog.retrying);
      gauge.set({ state: "claimed" }, backlog.claimed);
    },
    ["state"],
  );
  gauge("sqlite_database_size_bytes", "The SQLite database's size (page count × page size)", (gauge) => gauge.set(databaseSizes().databaseBytes));
  gauge("sqlite_wal_size_bytes", "The SQLite write-ahead log's size on disk", (gauge) => gauge.set(databaseSizes().walBytes));
  gauge("disk_used_ratio", "How full the disk holding the data is, 0 to 1 (the volume of BACKUP_DIR, else of the database's folder)", (gauge) => {
    const { BACKUP_DIR, DATABASE_PATH } = env();
    const ratio = diskUsedRatio(BACKUP_DIR ?? path.dirname(DATABASE_PATH));
    if (ratio !== null) gauge.set(ratio);
  });
  gauge("litefs_primary", "1 on the machine that may write (the LiteFS primary, or without LiteFS), 0 on a replica", (gauge) => gauge.set(isPrimaryInstance() ? 1 : 0));
  gauge("litefs_replication_position", "The LiteFS transaction id this machine's copy of the database has reached; 0 without LiteFS", async (gauge) => {
    gauge.reset();
    const position = await replicationPosition().catch(() => null);
    if (position !== null) gauge.set(position);
  });
}
