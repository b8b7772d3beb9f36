// What the person on call sees of the daily job, which runs as its own process: its runs recorded in
// the database, the web server's metrics read from there, and /admin/system, for administrators only.
import client from "prom-client";
import { beforeAll, describe, expect, it } from "vitest";
import { runDailyJob } from "~/jobs/daily";
import { sqlite } from "~/db.server";
import { finishJobRun, lastBackupAt, startJobRun } from "~/models/job-run.server";
import * as systemPage from "~/routes/admin.system";
import { registerOperationsMetrics } from "~/services/operations.server";
import { rateLimit, RateLimitError, resetRateLimits } from "~/services/rate-limit.server";
import { resetEnvForTests } from "~/env.server";
import type { MailMessage } from "~/services/mail.server";
import { newSignedInUser } from "../support/routes";
import { seedUser } from "./delivery-fixtures";

const NOW = new Date("2025-06-10T12:05:00Z"); // 08:05 in New York

/** One metric's samples from the registry's text output, as `name{labels} value` lines. */
async function samples(name: string) {
  const text = await client.register.metrics();
  return text.split("\n").filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
}

describe("the daily job as the web server reports it", () => {
  beforeAll(async () => {
    registerOperationsMetrics();
    await seedUser({ email: "sent@example.com", timezone: "America/New_York", deliveryTime: "08:00" });
    await seedUser({ email: "refused@example.com", timezone: "America/New_York", deliveryTime: "08:00" });
    const sent: MailMessage[] = [];
    await runDailyJob({
      now: NOW,
      transports: {
        mail: async (message) => {
          if (message.to === "refused@example.com") throw new Error("550 mailbox unavailable");
          sent.push(message);
        },
      },
    });
    expect(sent).toHaveLength(1);
  });

  it("records the run: start, end, sent and failed per channel", () => {
    const rows = sqlite().prepare("SELECT * FROM job_runs").all() as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ job: "daily", outcome: "ok", sent_email: 1, failed_email: 1, sent_sms: 0, error: null });
    expect(Date.parse(String(rows[0]!.finished_at))).toBeGreaterThanOrEqual(Date.parse(String(rows[0]!.started_at)));
  });

  it("shows the last success, the deliveries by channel and outcome, and the backlog in the metrics", async () => {
    const [success] = await samples("daily_job_last_success_timestamp_seconds");
    const finished = sqlite().prepare("SELECT finished_at FROM job_runs").pluck().get() as string;
    expect(Number(success!.split(" ")[1])).toBeCloseTo(Date.parse(finished) / 1000, 2);
    expect(await samples("deliveries_total")).toEqual(
      expect.arrayContaining(['deliveries_total{channel="email",outcome="sent"} 1', 'deliveries_total{channel="email",outcome="failed"} 1']),
    );
    expect(await samples("delivery_backlog")).toContain('delivery_backlog{state="retrying"} 1');
    expect((await samples("daily_job_duration_seconds")).length).toBe(1);
    const [size] = await samples("sqlite_database_size_bytes");
    expect(Number(size!.split(" ")[1])).toBeGreaterThan(4096);
    const [disk] = await samples("disk_used_ratio");
    expect(Number(disk!.split(" ")[1])).toBeGreaterThan(0);
    expect(Number(disk!.split(" ")[1])).toBeLessThanOrEqual(1);
    // No LiteFS here: no position, and this process may write.
    expect(await samples("litefs_replication_position")).toEqual(["litefs_replication_position 0"]);
    expect(await samples("litefs_primary")).toEqual(["litefs_primary 1"]);
  });

  it("a failed run is recorded with its error, and does not count as a success", async () => {
    const before = await samples("daily_job_last_success_timestamp_seconds");
    sqlite().exec("ALTER TABLE delivery_log RENAME TO delivery_log_away");
    try {
      await expect(runDailyJob({ now: new Date(NOW.getTime() + 3_600_000) })).rejects.toThrow();
    } finally {
      sqlite().exec("ALTER TABLE delivery_log_away RENAME TO delivery_log");
    }
    const last = sqlite().prepare("SELECT outcome, error FROM job_runs ORDER BY id DESC LIMIT 1").get() as { outcome: string; error: string };
    expect(last.outcome).toBe("failed");
    expect(last.error).toMatch(/delivery_log/);
    expect(await samples("daily_job_last_success_timestamp_seconds")).toEqual(before);
  });

  it("/admin/system shows an administrator the run, its deliveries and the refused address", async () => {
    const { client: admin } = await newSignedInUser({ admin: true });
    const response = await admin.call(systemPage, "/admin/system");
    expect(response.status).toBe(200);
    const status = (await response.json()) as Awaited<ReturnType<typeof systemPage.loader>>;
    const ok = status.runs.find((run) => run.outcome === "ok")!;
    expect(ok.sent).toEqual({ email: 1, sms: 0, push: 0 });
    expect(ok.failed).toEqual({ email: 1, sms: 0, push: 0 });
    expect(status.failingAddresses).toEqual([expect.objectContaining({ email: "refused@example.com", attempts: 1, retrying: true, lastError: "550 mailbox unavailable" })]);
    expect(status.backlog).toEqual({ retrying: 1, claimed: 0 });
    expect(status.databaseBytes).toBeGreaterThan(0);
    expect(Date.parse(status.startedAt)).not.toBeNaN();
  });

  it("/admin/system sends a member home and a guest to sign in", async () => {
    const { client: member } = await newSignedInUser();
    const refused = await member.call(systemPage, "/admin/system");
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/");
    const { Client } = await import("../support/routes");
    const guest = await new Client().call(systemPage, "/admin/system");
    expect(guest.status).toBe(302);
    expect(guest.headers.get("location")).toMatch(/^\/login/);
  });
});

describe("the job's record of itself", () => {
  it("keeps 90 days of runs, and the last success and the last backup whatever their age", () => {
    sqlite().exec("DELETE FROM job_runs");
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
    const run = (n: number, outcome: "ok" | "failed", backupKey: string | null = null) =>
      finishJobRun(startJobRun(day(n)), { finishedAt: new Date(day(n).getTime() + 60_000), outcome, backupKey });
    run(0, "ok", "backups/2026-01-01.db"); // the last backup, 200 days before the next run
    run(10, "ok"); // the last success
    run(20, "failed");
    run(120, "failed"); // within 90 days of day 200
    run(200, "failed");
    const kept = (sqlite().prepare("SELECT started_at FROM job_runs ORDER BY started_at").all() as { started_at: string }[]).map((r) => r.started_at.slice(0, 10));
    expect(kept).toEqual(["2026-01-01", "2026-01-11", "2026-05-01", "2026-07-20"]);
    expect(lastBackupAt()).toBe(new Date(day(0).getTime() + 60_000).toISOString());
  });
});

describe("rate limits in the metrics", () => {
  it("counts each refusal by the limit that refused it", async () => {
    const before = await samples("rate_limit_refusals_total");
    process.env.RATE_LIMIT_FACTOR = "1";
    resetEnvForTests();
    resetRateLimits();
    let refused = 0;
    try {
      for (let i = 0; i < 7; i++) {
        try {
          await rateLimit("signInLink", "10.98.0.1");
        } catch (error) {
          if (!(error instanceof RateLimitError)) throw error;
          refused++;
        }
      }
    } finally {
      process.env.RATE_LIMIT_FACTOR = "1000";
      resetEnvForTests();
      resetRateLimits();
    }
    expect(refused).toBe(2); // 5 allowed
    const count = (lines: string[]) => Number(lines.find((line) => line.startsWith('rate_limit_refusals_total{limit="signInLink"}'))?.split(" ")[1] ?? 0);
    expect(count(await samples("rate_limit_refusals_total")) - count(before)).toBe(2);
  });
});
