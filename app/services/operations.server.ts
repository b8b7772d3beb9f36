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
import {
  databaseSizes,
  deliveryBacklog,
  diskUsedRatio,
  failingEmailAddresses,
  failingPushDevices,
  jobFigures,
  recentJobRuns,
  type FailingAddress,
  type FailingDevice,
  type JobRun,
} from "~/models/job-run.server";

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

export type SystemStatus = {
  runs: JobRun[];
  failingDevices: FailingDevice[];
  failingAddresses: FailingAddress[];
  backlog: { retrying: number; claimed: number };
  databaseBytes: number;
  walBytes: number;
  version: string;
  startedAt: string;
  primary: boolean;
};

export function systemStatus(): SystemStatus {
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
  metric(
    "daily_job_last_success_timestamp_seconds",
    () =>
      new client.Gauge({
        name: "daily_job_last_success_timestamp_seconds",
        help: "When the daily job last finished without error (Unix time); 0 until it has",
        collect() {
          const { lastSuccessAt } = jobFigures();
          this.reset();
          if (lastSuccessAt) this.set(Date.parse(lastSuccessAt) / 1000);
        },
      }),
  );
  metric(
    "daily_job_duration_seconds",
    () =>
      new client.Gauge({
        name: "daily_job_duration_seconds",
        help: "How long the daily job's last finished run took",
        collect() {
          const { lastDurationSeconds } = jobFigures();
          this.reset();
          if (lastDurationSeconds !== null) this.set(lastDurationSeconds);
        },
      }),
  );
  metric(
    "delivery_backlog",
    () =>
      new client.Gauge({
        name: "delivery_backlog",
        help: "Deliveries not done yet: failed ones waiting for a retry (retrying), claims in progress or left by a crash (claimed)",
        labelNames: ["state"] as const,
        collect() {
          const backlog = deliveryBacklog();
          this.set({ state: "retrying" }, backlog.retrying);
          this.set({ state: "claimed" }, backlog.claimed);
        },
      }),
  );
  metric(
    "sqlite_database_size_bytes",
    () =>
      new client.Gauge({
        name: "sqlite_database_size_bytes",
        help: "The SQLite database's size (page count × page size)",
        collect() {
          this.set(databaseSizes().databaseBytes);
        },
      }),
  );
  metric(
    "sqlite_wal_size_bytes",
    () =>
      new client.Gauge({
        name: "sqlite_wal_size_bytes",
        help: "The SQLite write-ahead log's size on disk",
        collect() {
          this.set(databaseSizes().walBytes);
        },
      }),
  );
  metric(
    "disk_used_ratio",
    () =>
      new client.Gauge({
        name: "disk_used_ratio",
        help: "How full the disk holding the data is, 0 to 1 (the volume of BACKUP_DIR, else of the database's folder)",
        collect() {
          const { BACKUP_DIR, DATABASE_PATH } = env();
          const ratio = diskUsedRatio(BACKUP_DIR ?? path.dirname(DATABASE_PATH));
          if (ratio !== null) this.set(ratio);
        },
      }),
  );
  metric(
    "litefs_primary",
    () =>
      new client.Gauge({
        name: "litefs_primary",
        help: "1 on the machine that may write (the LiteFS primary, or without LiteFS), 0 on a replica",
        collect() {
          this.set(isPrimaryInstance() ? 1 : 0);
        },
      }),
  );
  metric(
    "litefs_replication_position",
    () =>
      new client.Gauge({
        name: "litefs_replication_position",
        help: "The LiteFS transaction id this machine's copy of the database has reached; 0 without LiteFS",
        async collect() {
          this.reset();
          const position = await replicationPosition().catch(() => null);
          if (position !== null) this.set(position);
        },
      }),
  );
}
