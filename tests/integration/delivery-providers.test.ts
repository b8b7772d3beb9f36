// The real drivers (official SendGrid and Twilio SDKs) against local fake servers, and the job's
// CLI: killed between claim and send, then re-run; standing down on a replica.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, sqlite } from "~/db.server";
import { resetEnvForTests } from "~/env.server";
import { deliverDailyInsights } from "~/services/delivery.server";
import { setMailDriverForTests } from "~/services/mail.server";
import { setSmsDriverForTests, twilioDriver } from "~/services/sms.server";
import { startFakeSendGrid } from "../fakes/sendgrid-server";
import { startFakeTwilio } from "../fakes/twilio-server";
import { seedUser } from "./delivery-fixtures";
import * as registerRoute from "~/routes/api/auth.register";
import * as verifyRoute from "~/routes/api/auth.verify-email";
import { saveProfile } from "~/services/profile.server";
import { Client } from "../support/routes";

let sendgrid: Awaited<ReturnType<typeof startFakeSendGrid>>;
let twilioFake: Awaited<ReturnType<typeof startFakeTwilio>>;
const SID = "AC00000000000000000000000000000001";

beforeAll(async () => {
  sendgrid = await startFakeSendGrid();
  twilioFake = await startFakeTwilio();
});

afterAll(async () => {
  await sendgrid.close();
  await twilioFake.close();
});

function useProviders() {
  process.env.SENDGRID_API_KEY = "SG.test-key";
  process.env.SENDGRID_BASE_URL = sendgrid.url;
  process.env.TWILIO_ACCOUNT_SID = SID;
  process.env.TWILIO_AUTH_TOKEN = "twilio-test-token";
  process.env.TWILIO_FROM = "+15005550006";
  process.env.TWILIO_BASE_URL = twilioFake.url;
  resetEnvForTests();
  setMailDriverForTests(undefined);
  setSmsDriverForTests(undefined);
}

beforeEach(() => {
  sqlite().exec("DELETE FROM outbox; DELETE FROM delivery_log; DELETE FROM daily_horoscopes; DELETE FROM astrology_profiles; DELETE FROM users;");
  sendgrid.requests.length = 0;
  twilioFake.requests.length = 0;
});

afterEach(() => {
  for (const key of ["SENDGRID_API_KEY", "SENDGRID_BASE_URL", "TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM", "TWILIO_BASE_URL", "LITEFS_DIR"]) delete process.env[key];
  resetEnvForTests();
  setMailDriverForTests(undefined);
  setSmsDriverForTests(undefined);
});

describe("Twilio driver", () => {
  it("posts the message to the Messages resource with the account's credentials", async () => {
    const driver = twilioDriver(SID, "secret-token", "+15005550006", twilioFake.url);
    await driver.send({ to: "+447700900123", body: "Hello from the stars" });
    const [message] = twilioFake.messages();
    expect(message).toEqual({
      accountSid: SID,
      to: "+447700900123",
      from: "+15005550006",
      body: "Hello from the stars",
      authorization: `Basic ${Buffer.from(`${SID}:secret-token`).toString("base64")}`,
    });
  });

  it("throws on an API error", async () => {
    twilioFake.script({ status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 } });
    const driver = twilioDriver(SID, "secret-token", "+15005550006", twilioFake.url);
    await expect(driver.send({ to: "+1", body: "x" })).rejects.toThrow(/not a valid phone number/);
  });
});

describe("job with the real drivers", () => {
  it("sends the email through SendGrid with the unsubscribe headers and the SMS through Twilio", async () => {
    useProviders();
    await seedUser({ email: "stars@example.com", timezone: "Asia/Kolkata", deliveryTime: "07:00", smsInsights: true, phoneNumber: "+919812345678" });
    const summary = await deliverDailyInsights({ now: new Date("2025-06-10T01:31:00Z") }); // 07:01 in Kolkata
    expect(summary.delivered).toEqual({ email: 1, sms: 1, push: 0 });
    const [mail] = sendgrid.mails();
    expect(sendgrid.requests[0]!.headers.authorization).toBe("Bearer SG.test-key");
    expect(mail!.personalizations[0]!.to).toEqual([{ email: "stars@example.com" }]);
    expect(mail!.from.email).toBe("hello@threeskies.app");
    expect(mail!.subject).toBe("Your daily insights for Tuesday, June 10, 2025");
    expect(mail!.content.map((c) => c.type)).toEqual(["text/plain", "text/html"]);
    expect(mail!.headers!["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:3000\/unsubscribe\?token=.+>$/);
    expect(mail!.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const [text] = twilioFake.messages();
    expect(text).toMatchObject({ to: "+919812345678", from: "+15005550006", accountSid: SID });
    expect(text!.body).toContain("http://localhost:3000/profile?tab=daily");
    expect(await db().selectFrom("outbox").selectAll().execute()).toHaveLength(0);
  });

  it("records a provider failure and succeeds on the retry", async () => {
    useProviders();
    const user = await seedUser({ timezone: "UTC", deliveryTime: "08:00" });
    sendgrid.script({ status: 500, body: { errors: [{ message: "internal error" }] } });
    let summary = await deliverDailyInsights({ now: new Date("2025-06-10T08:00:00Z") });
    expect(summary.failed).toBe(1);
    const failed = await db().selectFrom("deliveryLog").selectAll().where("userId", "=", user.id).executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(failed.lastError).toMatch(/Internal Server Error|500/);
    summary = await deliverDailyInsights({ now: new Date("2025-06-10T09:00:00Z") });
    expect(summary.delivered.email).toBe(1);
    expect(sendgrid.mails()).toHaveLength(2);
  });
});

function runCli(args: string[], extraEnv: Record<string, string> = {}) {
  // One process (node with tsx's loader), so a kill reaches the job itself, not a wrapper.
  const child = spawn(process.execPath, ["--import", "tsx", "app/jobs/daily.ts", ...args], {
    env: { ...process.env, ...extraEnv },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
  child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve) =>
    child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, done };
}

describe("job:daily CLI", () => {
  it("is killed between claim and send, and the re-run delivers exactly once", async () => {
    const user = await seedUser({ timezone: "America/New_York", deliveryTime: "08:00" });
    const providerEnv = { SENDGRID_API_KEY: "SG.cli", SENDGRID_BASE_URL: sendgrid.url };
    // The provider hangs; the job is killed while the message is in flight.
    sendgrid.script("hang");
    const first = runCli(["--now", "2025-06-10T12:05:00Z"], providerEnv);
    await sendgrid.waitForRequests(1);
    first.child.kill("SIGKILL");
    expect((await first.done).signal).toBe("SIGKILL");
    expect(await db().selectFrom("deliveryLog").select(["status", "attempts"]).where("userId", "=", user.id).execute()).toEqual([
      { status: "claimed", attempts: 1 },
    ]);

    // Re-run minutes later: the claim is fresh (another run could be sending), so it is left alone.
    const soon = await runCli(["--now", "2025-06-10T12:10:00Z"], providerEnv).done;
    expect(soon.code).toBe(0);
    expect(JSON.parse(soon.stdout.trim().split("\n").pop()!)).toMatchObject({ delivered: { email: 0, sms: 0 }, skipped: { inProgress: 1 } });

    // The next hourly run takes the stale claim over and delivers.
    const later = await runCli(["--now", "2025-06-10T13:05:00Z"], providerEnv).done;
    expect(later.code).toBe(0);
    const summary = JSON.parse(later.stdout.trim().split("\n").pop()!) as Record<string, unknown>;
    expect(summary).toMatchObject({ published: 0, delivered: { email: 1, sms: 0 }, failed: 0 });
    // Its progress: JSON lines on stderr, tagged with the job, like the server's.
    const progress = later.stderr.trim().split("\n").map((line) => JSON.parse(line) as { job: string; msg: string });
    expect(progress.every((line) => line.job === "daily")).toBe(true);
    expect(progress.at(-1)!.msg).toMatch(/^done in \d+ ms$/);
    expect(sendgrid.mails()).toHaveLength(2); // the killed attempt and the delivery
    expect(await db().selectFrom("deliveryLog").select(["status", "attempts"]).where("userId", "=", user.id).execute()).toEqual([
      { status: "sent", attempts: 2 },
    ]);
  }, 240_000);

  it("stands down on a LiteFS replica with a JSON summary and exit 0", async () => {
    const user = await seedUser({ timezone: "UTC", deliveryTime: "06:00" });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "litefs-"));
    fs.writeFileSync(path.join(dir, ".primary"), "primary-machine");
    const result = await runCli(["--now", "2025-06-10T12:00:00Z"], { LITEFS_DIR: dir }).done;
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split("\n").pop()).toBe('{"skipped":"replica"}');
    expect(await db().selectFrom("deliveryLog").selectAll().where("userId", "=", user.id).execute()).toHaveLength(0);
  }, 120_000);

  it("a new account's daily email waits for its confirmation link, then goes", async () => {
    const email = "newcomer@example.test";
    const client = new Client();
    const registered = await client.call(registerRoute, "/api/auth/register", { method: "POST", json: { email, password: "tidal-lantern-mosaic", firstName: "Cecilia", lastName: "Payne" } });
    expect(registered.status).toBe(201);
    const user = await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    await db().updateTable("users").set({ subscriptionTier: "premium", emailDailyInsights: 1, timezone: "UTC", deliveryTime: "06:00" }).where("id", "=", user.id).execute();
    await saveProfile(user.id, { birthDate: "1990-05-17", birthTime: "14:30", birthPlace: "Wendover, England, GB", birthLatitude: 51.76, birthLongitude: -0.74 } as never, { enforceLimit: false } as never);
    const dailies = () => db().selectFrom("outbox").select("id").where("recipient", "=", email).where("subject", "like", "Your daily insights%").execute();
    const confirmation = () => db().selectFrom("outbox").select("textBody").where("recipient", "=", email).where("textBody", "like", "%/verify-email?token=%").executeTakeFirst();
    await expect.poll(confirmation).toBeTruthy();

    const before = await runCli(["--now", "2025-06-10T07:00:00Z"]).done;
    expect(before.code).toBe(0);
    expect(JSON.parse(before.stdout.trim().split("\n").pop()!)).toMatchObject({ delivered: { email: 0 }, skipped: { unverifiedEmail: 1 } });
    expect(await dailies()).toHaveLength(0);

    const { textBody } = (await confirmation())!;
    const token = /verify-email\?token=([\w-]+)/.exec(textBody)![1]!;
    expect((await client.call(verifyRoute, "/api/auth/verify-email", { method: "POST", json: { token } })).status).toBe(200);

    const after = await runCli(["--now", "2025-06-10T07:05:00Z"]).done;
    expect(JSON.parse(after.stdout.trim().split("\n").pop()!)).toMatchObject({ delivered: { email: 1 } });
    expect(await dailies()).toHaveLength(1);
  }, 60_000);

  it("refuses a malformed --now", async () => {
    const result = await runCli(["--now", "yesterday"]).done;
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--now needs an ISO instant");
  }, 30_000);
});
