// Daily insights by web push: a local push service started here receives the day's message once per
// device, encrypted for the browser's keys (decrypted here as RFC 8291 says); 404/410 remove the
// subscription, other failures retry like email; only push services are posted to, within a time and
// an answer limit, and their words stay out of the member's reach; /api/user/push-subscriptions and its guards.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db, sqlite } from "~/db.server";
import { parseDaily } from "~/domain/daily-reading";
import type { PushDevice } from "~/domain/push";
import { resetEnvForTests } from "~/env.server";
import { deliverDailyInsights } from "~/services/delivery.server";
import { findUserById } from "~/models/user.server";
import { createElement } from "react";
import { PushCard } from "~/components/settings/push-card";
import { renderPush } from "~/services/delivery/messages.server";
import * as exportRoute from "~/routes/api/user.export";
import * as settingsRoute from "~/routes/settings";
import * as subscriptionsRoute from "~/routes/api/user.push-subscriptions";
import * as testPushRoute from "~/routes/api/user.push-subscriptions.test-push";
import * as vapidKeyRoute from "~/routes/api/user.push-subscriptions.vapid-key";
import { devicesNotReached, PUSH_FAILURES } from "~/domain/push";
import { AUTH_INVALID, ENDPOINT_NOT_PUSH_SERVICE, P256DH_INVALID } from "~/schemas/push";
import { DEVICE_NOT_FOUND, pushTransport, sendTestPush } from "~/services/push.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { browserKeys, decryptPushMessage, startHugeAnswerService, startLocalPushService, startSilentService, type LocalPushService } from "../support/push-service";
import { pageText } from "../support/render";
import { serverMarkup } from "../support/form-markup";
import { Client, json, signedInAs } from "../support/routes";
import { seedUser, type SeedOptions } from "./delivery-fixtures";

const PATH = "/api/user/push-subscriptions";
let service: LocalPushService;

beforeAll(async () => {
  service = await startLocalPushService();
});

afterAll(async () => {
  await service.close();
});

beforeEach(() => {
  resetRateLimits();
  process.env.PUSH_TEST_ORIGINS = `https://unused.example.test, ${service.origin}`;
  resetEnvForTests();
  sqlite().exec("DELETE FROM push_subscriptions; DELETE FROM delivery_log; DELETE FROM daily_horoscopes; DELETE FROM outbox;");
  service.messages.length = 0;
});

afterEach(() => {
  delete process.env.PUSH_TEST_ORIGINS;
  resetEnvForTests();
});

/** A member (Free unless said otherwise, email off) signed in, with a browser subscribed through the API. */
async function subscribedMember(options: SeedOptions = {}, deviceName = "Kitchen tablet") {
  const seeded = await seedUser({ premium: false, emailInsights: false, timezone: "Europe/Paris", deliveryTime: "08:00", ...options });
  const client = await signedInAs((await findUserById(seeded.id))!);
  const device = await subscribe(client, deviceName);
  return { ...seeded, client, ...device };
}

async function subscribe(client: Client, deviceName: string, origin = service.origin) {
  const keys = browserKeys();
  const endpoint = `${origin}/send/${crypto.randomBytes(12).toString("hex")}`;
  const response = await client.call(subscriptionsRoute, PATH, { method: "POST", json: { endpoint, expirationTime: null, keys: keys.json, deviceName } });
  expect(response.status).toBe(201);
  const { device } = await json<{ device: { id: string } }>(response);
  return { keys, endpoint, deviceId: device.id };
}

function runCli(now: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "app/jobs/daily.ts", "--now", now], { env: { ...process.env }, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
  child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
  return new Promise<{ code: number | null; summary: Record<string, unknown>; stderr: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, summary: JSON.parse(stdout.trim().split("\n").pop() || "{}") as Record<string, unknown>, stderr })),
  );
}

async function headlineOf(userId: string, date: string) {
  const row = await db().selectFrom("dailyHoroscopes").select("content").where("userId", "=", userId).where("date", "=", date).executeTakeFirstOrThrow();
  return { content: row.content, reading: parseDaily(row.content)! };
}

function payloadOf(index: number, keys: ReturnType<typeof browserKeys>) {
  return JSON.parse(decryptPushMessage(service.messages[index]!.body, keys)) as { title: string; body: string; url: string; tag: string };
}

describe("the daily push", () => {
  it("reaches a Free member's device exactly once for the day (the job run twice with --now): the day's headline and the Daily tab", async () => {
    const member = await subscribedMember();
    const { publicKey } = await json<{ publicKey: string }>(await member.client.call(vapidKeyRoute, `${PATH}/vapid-key`));

    // 08:05 and 08:40 in Paris (CEST, UTC+2) on 10 June.
    const first = await runCli("2025-06-10T06:05:00Z");
    expect(first.code).toBe(0);
    expect(first.summary).toMatchObject({ delivered: { email: 0, sms: 0, push: 1 }, failed: 0 });
    const second = await runCli("2025-06-10T06:40:00Z");
    expect(second.code).toBe(0);
    expect(second.summary).toMatchObject({ delivered: { push: 0 }, skipped: { alreadySent: 1 } });

    expect(service.messages).toHaveLength(1);
    const message = service.messages[0]!;
    expect(message.path).toBe(new URL(member.endpoint).pathname);
    expect(message.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(message.headers.ttl)).toBeGreaterThan(0);
    // Signed with this database's VAPID key, the one browsers subscribe with.
    expect(message.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));

    const payload = payloadOf(0, member.keys);
    const { reading } = await headlineOf(member.id, "2025-06-10");
    expect(reading.headline.length).toBeGreaterThan(10);
    expect(payload.body).toBe(reading.headline);
    expect(payload.title).toBe("Your day, Jun 10");
    expect(payload.url).toBe("http://localhost:3000/profile?tab=daily");
    // Free: the headline only, not the reading.
    expect(JSON.stringify(payload)).not.toContain(reading.cards[0]!.lead);

    expect(await db().selectFrom("deliveryLog").select(["channel", "localDate", "status"]).where("userId", "=", member.id).execute()).toEqual([
      { channel: "push", localDate: "2025-06-10", status: "sent" },
    ]);
    const device = await db().selectFrom("pushSubscriptions").selectAll().where("id", "=", member.deviceId).executeTakeFirstOrThrow();
    expect(device).toMatchObject({ lastSentDate: "2025-06-10", lastFailureAt: null });
    expect(device.lastSuccessAt).not.toBeNull();
  }, 60_000);

  it("gives Premium members the reading's summary, on every device, beside their email", async () => {
    const member = await subscribedMember({ premium: true, emailInsights: true, timezone: "UTC" }, "Phone");
    const second = await subscribe(member.client, "Laptop");
    const summary = await deliverDailyInsights({ now: new Date("2025-06-10T08:30:00Z") });
    expect(summary).toMatchObject({ delivered: { email: 1, push: 1 } });
    expect(service.messages).toHaveLength(2);
    const { reading } = await headlineOf(member.id, "2025-06-10");
    const byPath = new Map(service.messages.map((m, i) => [m.path, i]));
    for (const keys of [
      [member.endpoint, member.keys],
      [second.endpoint, second.keys],
    ] as const) {
      const payload = payloadOf(byPath.get(new URL(keys[0]).pathname)!, keys[1]);
      expect(payload.title).toBe(reading.headline);
      expect(payload.body).toBe([...reading.cards.map((c) => `${c.title}: ${c.lead}`), `Do: ${reading.do}`].join("\n"));
    }
  });

  it("sends to a member's devices a few at a time: at once, but never more than 4", async () => {
    const member = await subscribedMember({ timezone: "UTC" }, "Device 1");
    for (let n = 2; n <= 7; n++) await subscribe(member.client, `Device ${n}`);
    let inFlight = 0;
    let most = 0;
    const reached: string[] = [];
    const summary = await deliverDailyInsights({
      now: new Date("2025-06-10T08:05:00Z"),
      transports: {
        push: async (target) => {
          most = Math.max(most, ++inFlight);
          // A push service's answer takes a few turns of the event loop.
          for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
          inFlight--;
          reached.push(target.endpoint);
        },
      },
    });
    expect(summary.delivered.push).toBe(1);
    expect(reached).toHaveLength(7);
    expect(most).toBe(4);
  });

  it("waits for the member's delivery time, and sends nothing with the master switch off", async () => {
    const member = await subscribedMember({ deliveryTime: "09:00", timezone: "UTC" });
    await deliverDailyInsights({ now: new Date("2025-06-10T08:59:00Z") });
    expect(service.messages).toHaveLength(0);
    await db().updateTable("users").set({ sendDailyInsights: 0 }).where("id", "=", member.id).execute();
    await deliverDailyInsights({ now: new Date("2025-06-10T09:05:00Z") });
    expect(service.messages).toHaveLength(0);
  });

  it("a 410 from the push service removes the subscription; the next day nothing is sent to it", async () => {
    const member = await subscribedMember({ timezone: "UTC" });
    service.answer(410);
    const summary = await deliverDailyInsights({ now: new Date("2025-06-10T08:05:00Z") });
    expect(summary.failed).toBe(0);
    expect(await db().selectFrom("pushSubscriptions").select("id").where("userId", "=", member.id).execute()).toEqual([]);
    await deliverDailyInsights({ now: new Date("2025-06-11T08:05:00Z") });
    expect(service.messages).toHaveLength(0);
    const list = await json<{ devices: unknown[] }>(await member.client.call(subscriptionsRoute, PATH));
    expect(list.devices).toEqual([]);
  });

  it("another failure is retried like an email, and the retry reaches only the device that missed it", async () => {
    const member = await subscribedMember({ timezone: "UTC" }, "Phone");
    const laptop = await subscribe(member.client, "Laptop");
    // The first device's push service fails once with a 500; the second takes its message.
    service.answer(500);
    let summary = await deliverDailyInsights({ now: new Date("2025-06-10T08:05:00Z") });
    expect(summary.failed).toBe(1);
    expect(service.messages).toHaveLength(1);
    const log = await db().selectFrom("deliveryLog").selectAll().where("userId", "=", member.id).executeTakeFirstOrThrow();
    expect(log).toMatchObject({ channel: "push", status: "failed", attempts: 1 });
    expect(log.lastError).toBe(devicesNotReached(1, 2));
    const devices = await db().selectFrom("pushSubscriptions").select(["id", "lastSentDate", "lastError"]).where("userId", "=", member.id).execute();
    expect(devices.filter((d) => d.lastSentDate === "2025-06-10")).toHaveLength(1);
    expect(devices.filter((d) => d.lastError === "refused")).toHaveLength(1);

    // Before the backoff is over: nothing. After: the device that missed it, once.
    summary = await deliverDailyInsights({ now: new Date("2025-06-10T08:10:00Z") });
    expect(summary.skipped.waitingRetry).toBe(1);
    summary = await deliverDailyInsights({ now: new Date("2025-06-10T08:20:00Z") });
    expect(summary.delivered.push).toBe(1);
    expect(service.messages).toHaveLength(2);
    expect(new Set(service.messages.map((m) => m.path))).toEqual(new Set([new URL(member.endpoint).pathname, new URL(laptop.endpoint).pathname]));
  });
});

describe("what a push service's address and answer may do", () => {
  /** PUSH_TEST_ORIGINS with one more local service. */
  function allowOrigin(origin: string) {
    process.env.PUSH_TEST_ORIGINS = `${service.origin}, ${origin}`;
    resetEnvForTests();
  }

  async function exported(client: Client) {
    const file = await json<{ tables: Record<string, { data: unknown }> }>(await client.call(exportRoute, "/api/user/export"));
    return { text: JSON.stringify(file), tables: file.tables };
  }

  it("a device stored before the rule, at an address that is not a push service, is removed unsent; its stored words never reach the export", async () => {
    const member = await subscribedMember({ timezone: "UTC" });
    const forbidden = [
      { id: crypto.randomUUID(), endpoint: "https://169.254.169.254/latest/meta-data" },
      { id: crypto.randomUUID(), endpoint: "https://10.0.0.1/x" },
    ];
    for (const row of forbidden) {
      const keys = browserKeys().json;
      await db().insertInto("pushSubscriptions").values({ ...row, userId: member.id, p256dh: keys.p256dh, auth: keys.auth, createdAt: new Date().toISOString() }).execute();
    }
    // What an earlier version kept of an answer, on the device and in the delivery log.
    await db().updateTable("pushSubscriptions").set({ lastFailureAt: "2025-06-09T08:00:00.000Z", lastError: "push service answered 500: INTERNAL-SECRET-1" }).where("id", "=", member.deviceId).execute();
    await db()
      .insertInto("deliveryLog")
      .values({ userId: member.id, localDate: "2025-06-09", channel: "push", status: "failed", attempts: 1, lastError: "1 of 1 device(s) failed: push service answered 500: INTERNAL-SECRET-2" })
      .execute();
    const before = await exported(member.client);
    expect(before.text).not.toContain("INTERNAL-SECRET");
    expect(before.text).toContain(PUSH_FAILURES.refused);

    const test = await member.client.call(testPushRoute, `${PATH}/test`, { method: "POST", json: { id: forbidden[0]!.id } });
    expect(await json(test)).toEqual({ delivered: false, removed: true });
    const asked: string[] = [];
    const summary = await deliverDailyInsights({
      now: new Date("2025-06-10T08:05:00Z"),
      transports: { push: async (target) => void asked.push(target.endpoint) },
    });
    expect(summary).toMatchObject({ delivered: { push: 1 }, failed: 0 });
    expect(asked).toEqual([member.endpoint]);
    expect(await db().selectFrom("pushSubscriptions").select("id").where("userId", "=", member.id).execute()).toEqual([{ id: member.deviceId }]);
  });

  it("a 500 with a 48 MB answer: a few KB of it are read, the job's memory barely moves, and its words stay in the operator's log", async () => {
    const huge = await startHugeAnswerService(500, 48 * 1024 * 1024, "INTERNAL-SECRET answer of a service inside the network");
    try {
      allowOrigin(huge.origin);
      const member = await subscribedMember({ timezone: "UTC" });
      await subscribe(member.client, "Laptop", huge.origin);
      const warnings: string[] = [];
      const warn = vi.spyOn(console, "warn").mockImplementation((line: string) => void warnings.push(line));
      const summary = await deliverDailyInsights({ now: new Date("2025-06-10T08:05:00Z") });
      warn.mockRestore();
      await huge.hungUp();
      expect(summary).toMatchObject({ delivered: { push: 0 }, failed: 1 });
      // The device on the well-behaved service took its message; the other one was given up.
      expect(service.messages).toHaveLength(1);
      const growth = huge.growth();
      console.info(`48 MB answer: ${huge.served()} bytes served before the job hung up; memory rose by at most ${(growth.rss / 2 ** 20).toFixed(1)} MB rss, ${(growth.heap / 2 ** 20).toFixed(1)} MB heap`);
      expect(growth.rss).toBeLessThan(40 * 2 ** 20);
      expect(growth.heap).toBeLessThan(40 * 2 ** 20);
      expect(huge.served()).toBeLessThan(24 * 2 ** 20);

      expect(warnings).toEqual([expect.stringMatching(/^\[push\] device [\w-]+ not reached \(refused\): "push service answered 500: \\"INTERNAL-SECRET answer/)]);
      const { text, tables } = await exported(member.client);
      expect(text).not.toContain("INTERNAL-SECRET");
      expect(tables.delivery_log!.data).toEqual([expect.objectContaining({ channel: "push", status: "failed", lastError: devicesNotReached(1, 2) })]);
      expect(tables.push_subscriptions!.data).toEqual(
        expect.arrayContaining([expect.objectContaining({ deviceName: "Laptop", lastError: PUSH_FAILURES.refused, pushService: huge.origin })]),
      );
    } finally {
      await huge.close();
    }
  });

  it("a push service that never answers is given up after the time limit, and the member reads that it did not answer", async () => {
    const silent = await startSilentService();
    try {
      allowOrigin(silent.origin);
      const member = await subscribedMember({}, "Phone");
      const device = await subscribe(member.client, "Tablet", silent.origin);
      const user = (await findUserById(member.id))!;
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      await expect(sendTestPush(user, device.deviceId, pushTransport({ timeoutMs: 200 }))).rejects.toMatchObject({ status: 502, message: PUSH_FAILURES.unreachable, code: "unreachable" });
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/not reached \(unreachable\): "no answer within 200 ms"$/));
      warn.mockRestore();
      // The request reached it, and the sender hung up.
      expect(silent.requests()).toBe(1);
      await silent.hungUp();
      const row = await db().selectFrom("pushSubscriptions").select(["lastError", "lastFailureAt"]).where("id", "=", device.deviceId).executeTakeFirstOrThrow();
      expect(row.lastError).toBe("unreachable");
      expect(row.lastFailureAt).not.toBeNull();
    } finally {
      await silent.close();
    }
  });
});

describe("/api/user/push-subscriptions", () => {
  it("lists the member's devices and the key to subscribe with; re-subscribing a browser renames it", async () => {
    const member = await subscribedMember();
    const again = await member.client.call(subscriptionsRoute, PATH, {
      method: "POST",
      json: { endpoint: member.endpoint, keys: member.keys.json, deviceName: "  Living-room\u200B tablet " },
    });
    expect(again.status).toBe(200);
    const list = await json<{ publicKey: string; devices: { id: string; deviceName: string; endpoint: string }[] }>(await member.client.call(subscriptionsRoute, PATH));
    expect(list.publicKey).toMatch(/^B[\w-]{86}$/);
    expect(list.devices).toEqual([expect.objectContaining({ id: member.deviceId, deviceName: "Living-room tablet", endpoint: member.endpoint })]);
    expect(JSON.stringify(list)).not.toContain(member.keys.json.auth);
  });

  it("refuses malformed subscriptions with a 400 and a message, storing nothing", async () => {
    const member = await subscribedMember();
    const keys = browserKeys().json;
    const fcm = "https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH";
    const cases: [unknown, string][] = [
      [{ endpoint: fcm, keys: { ...keys, p256dh: "not-a-key" } }, P256DH_INVALID],
      [{ endpoint: fcm, keys: { ...keys, auth: keys.p256dh } }, AUTH_INVALID],
      [{ endpoint: fcm }, "keys is required: { p256dh, auth }"],
      [{ endpoint: fcm, keys, deviceName: "x".repeat(61) }, "Device name must be at most 60 characters"],
      ["[]", "Request body must be a JSON object"],
    ];
    // Addresses of the server's own machine and network, and of any site but a browser's push service.
    for (const endpoint of [
      "https://127.0.0.1/x",
      "https://localhost/x",
      "https://[::1]/x",
      "https://10.0.0.1/x",
      "https://169.254.169.254/latest/meta-data",
      "https://2130706433/x",
      "https://example.com/push",
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://user:secret@fcm.googleapis.com/fcm/send/abc",
    ]) {
      cases.push([{ endpoint, keys }, ENDPOINT_NOT_PUSH_SERVICE]);
    }
    for (const [body, message] of cases) {
      const response = await member.client.call(subscriptionsRoute, PATH, { method: "POST", json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ message: string }>(response)).message).toBe(message);
    }
    expect(await db().selectFrom("pushSubscriptions").select("id").where("userId", "=", member.id).execute()).toHaveLength(1);

    // A browser's push service is accepted.
    const accepted = await member.client.call(subscriptionsRoute, PATH, { method: "POST", json: { endpoint: fcm, keys } });
    expect(accepted.status).toBe(201);
  });

  it("removes a device by id or by endpoint; someone else's is a 404 that changes nothing", async () => {
    const owner = await subscribedMember();
    const other = await subscribedMember();
    const foreign = await other.client.call(subscriptionsRoute, PATH, { method: "DELETE", json: { id: owner.deviceId } });
    expect(foreign.status).toBe(404);
    expect((await json<{ message: string }>(foreign)).message).toBe(DEVICE_NOT_FOUND);
    expect((await other.client.call(testPushRoute, `${PATH}/test`, { method: "POST", json: { id: owner.deviceId } })).status).toBe(404);
    expect((await other.client.call(subscriptionsRoute, PATH, { method: "DELETE", json: {} })).status).toBe(400);
    expect(await db().selectFrom("pushSubscriptions").select("id").where("userId", "=", owner.id).execute()).toHaveLength(1);

    expect((await owner.client.call(subscriptionsRoute, PATH, { method: "DELETE", json: { endpoint: owner.endpoint } })).status).toBe(204);
    expect((await other.client.call(subscriptionsRoute, `${PATH}?id=${other.deviceId}`, { method: "DELETE" })).status).toBe(204);
    expect(await db().selectFrom("pushSubscriptions").select("id").where("userId", "in", [owner.id, other.id]).execute()).toEqual([]);
  });

  it("sends a test message to the member's device, encrypted for it, whatever dispatcher a library gave fetch", async () => {
    const member = await subscribedMember({}, "Work phone");
    // What jsdom once did in the web server: fetch's global dispatcher replaced by one that refuses
    // web-push's request (every test push was a 502 "fetch failed"). The push does not go by fetch.
    const slot = Symbol.for("undici.globalDispatcher.1");
    const globals = globalThis as unknown as Record<symbol, unknown>;
    const kept = globals[slot];
    globals[slot] = {
      dispatch: () => {
        throw new Error("a dispatcher that refuses every request");
      },
    };
    let response: Response;
    try {
      response = await member.client.call(testPushRoute, `${PATH}/test`, { method: "POST", json: { id: member.deviceId } });
    } finally {
      globals[slot] = kept;
    }
    expect(await json(response)).toEqual({ delivered: true, removed: false });
    expect(payloadOf(0, member.keys).body).toContain("Work phone");
  });

  it("asks for a session on every route", async () => {
    const anonymous = new Client();
    expect((await anonymous.call(subscriptionsRoute, PATH)).status).toBe(401);
    expect((await anonymous.call(vapidKeyRoute, `${PATH}/vapid-key`)).status).toBe(401);
    expect((await anonymous.call(subscriptionsRoute, PATH, { method: "POST", json: {} })).status).toBe(401);
    expect((await anonymous.call(subscriptionsRoute, PATH, { method: "DELETE", json: { id: "x" } })).status).toBe(401);
    expect((await anonymous.call(testPushRoute, `${PATH}/test`, { method: "POST", json: { id: "x" } })).status).toBe(401);
  });
});

describe("Settings: Notifications on this device", () => {
  // The card as the settings page serves it, with the page's words (the settings catalog).
  const serverHtml = async (devices: PushDevice[]) => serverMarkup(createElement(PushCard, { devices, premium: false, removeError: null }), "/settings");

  it("says in the server's HTML that subscribing needs JavaScript, and lists the devices with plain remove forms", async () => {
    const member = await subscribedMember({}, "Hall tablet");
    const loaded = await json<{ pushDevices: PushDevice[] }>(await member.client.call(settingsRoute, "/settings"));
    const html = await serverHtml(loaded.pushDevices);
    const text = pageText(html);
    expect(text).toContain("Notifications on this device");
    expect(text).toContain("Subscribing a device needs JavaScript");
    expect(text).toContain("Hall tablet");
    expect(html).toMatch(/<form [^>]*action="\/settings" method="post">.*name="intent" value="push-remove".*name="id" value="[^"]+"/s);
    expect(html).toContain(`value="${member.deviceId}"`);
    // The button's words travel in the card's data for the script (data-push-words); the page shows no button.
    expect(text).not.toContain("Turn on notifications here");
  });

  it("removes a device by the plain form, with a toast; another member's device is a 404 that changes nothing", async () => {
    const owner = await subscribedMember();
    const other = await subscribedMember();
    const refused = await other.client.call(settingsRoute, "/settings", { method: "POST", form: { intent: "push-remove", id: owner.deviceId } });
    expect(refused.status).toBe(404);
    expect(await json(refused)).toEqual({ intent: "push-remove", pushError: DEVICE_NOT_FOUND });
    const removed = await owner.client.call(settingsRoute, "/settings", { method: "POST", form: { intent: "push-remove", id: owner.deviceId } });
    expect(removed.status).toBe(302);
    expect(removed.headers.get("location")).toBe("/settings#notifications");
    expect(await db().selectFrom("pushSubscriptions").select("userId").where("userId", "in", [owner.id, other.id]).execute()).toEqual([{ userId: other.id }]);
  });
});

describe("renderPush", () => {
  it("falls back to the first sentence for a reading in another shape, and keeps the payload small", () => {
    const content = `The Sun lights your chart's tenth house today. Work asks for a clear plan.\n\n${"A long paragraph. ".repeat(200)}`;
    expect(renderPush("free", "2025-06-10", content)).toEqual({
      title: "Your day, Jun 10",
      body: "The Sun lights your chart's tenth house today.",
      url: "http://localhost:3000/profile?tab=daily",
      tag: "three-skies-daily-2025-06-10",
    });
    const premium = renderPush("premium", "2025-06-10", content);
    expect(premium.title).toBe("The Sun lights your chart's tenth house today.");
    expect(premium.body.length).toBeLessThanOrEqual(900);
    expect(Buffer.byteLength(JSON.stringify(premium))).toBeLessThan(3000);
  });
});
