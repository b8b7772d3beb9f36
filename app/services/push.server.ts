// Web push: a member's subscribed devices, the VAPID keys, and sending an encrypted message to a push
// service. The message is encrypted by the `web-push` library (RFC 8291, aes128gcm) and signed with the
// VAPID key pair (RFC 8292); the request goes out by push-transport.server.ts, so a local push service of
// a test or demo (an origin listed in PUSH_TEST_ORIGINS) is reached the same way. Only push services'
// addresses are posted to, checked again before each message (a row may predate the rule); what a
// push service answers goes to the operator's log, the member reads one of our own sentences.
import pLimit from "p-limit";
import webpush from "web-push";
import { HttpError } from "~/domain/errors";
import { devicesNotReached, isPushServiceEndpoint, PUSH_FAILURES, type PushDevice, type PushFailure } from "~/domain/push";
import { env } from "~/env.server";
import { memberLocale, translator } from "~/i18n/messages.server";
import {
  deletePushSubscription,
  deletePushSubscriptionById,
  devicesAwaiting,
  findPushSubscription,
  listPushSubscriptions,
  markPushDelivered,
  markPushFailed,
  storedVapidKeys,
  upsertPushSubscription,
  type PushSubscriptionRow,
} from "~/models/push-subscription.server";
import type { User } from "~/models/user.server";
import { pushSubscriptionSchema, type PushDeviceInput, type PushSubscriptionInput } from "~/schemas/push";
import { PushFailedError, PushGoneError, postPushRequest, type PushRequestOptions } from "~/services/push-transport.server";

export { PushFailedError, PushGoneError };

export const DEVICE_NOT_FOUND = "No such device among yours";
export const MAX_DEVICES = 20;
export const TOO_MANY_DEVICES = `You can subscribe at most ${MAX_DEVICES} devices; remove one first`;
/** How long a push service keeps an undelivered daily message: the rest of the day, roughly. */
const DAILY_TTL_SECONDS = 12 * 60 * 60;
/** How many of one member's devices are sent to at the same time. */
const DEVICES_AT_ONCE = 4;

/** What the notification shows; the service worker reads it (app/pwa/service-worker.ts). */
export type PushPayload = { title: string; body: string; url: string; tag: string };

export type { PushDevice };

function publicDevice(row: PushSubscriptionRow): PushDevice {
  return {
    id: row.id,
    deviceName: row.deviceName,
    endpoint: row.endpoint,
    createdAt: row.createdAt,
    lastSuccessAt: row.lastSuccessAt,
    lastFailureAt: row.lastFailureAt,
  };
}

/** The push subscription payload schema with this deployment's accepted test origins. */
export function subscriptionSchema() {
  return pushSubscriptionSchema(env().PUSH_TEST_ORIGINS);
}

export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/** The key pair from the environment, else the one generated for this database the first time. */
export async function vapidDetails(): Promise<VapidDetails> {
  const e = env();
  const subject = e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`;
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) return { subject, publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
  const keys = await storedVapidKeys(() => webpush.generateVAPIDKeys());
  return { subject, ...keys };
}

/** The public key a browser subscribes with (`applicationServerKey`). */
export async function vapidPublicKey(): Promise<string> {
  return (await vapidDetails()).publicKey;
}

export async function listDevices(user: Pick<User, "id">): Promise<PushDevice[]> {
  return (await listPushSubscriptions(user.id)).map(publicDevice);
}

/** Subscribes (or renames, or re-keys) the browser of `input.endpoint` for the member. */
export async function subscribeDevice(user: Pick<User, "id">, input: PushSubscriptionInput): Promise<{ device: PushDevice; created: boolean }> {
  const mine = await listPushSubscriptions(user.id);
  if (mine.length >= MAX_DEVICES && !mine.some((row) => row.endpoint === input.endpoint)) throw new HttpError(409, TOO_MANY_DEVICES);
  const { row, created } = await upsertPushSubscription({
    userId: user.id,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    deviceName: input.deviceName,
  });
  return { device: publicDevice(row), created };
}

/** Removes one of the member's devices; another member's, or a missing one, is 404. */
export async function removeDevice(user: Pick<User, "id">, which: PushDeviceInput): Promise<void> {
  if (!(await deletePushSubscription(user.id, which))) throw new HttpError(404, DEVICE_NOT_FOUND);
}

/**
 * Sends a test notification to one of the member's devices. A push service that says the subscription
 * is gone (404, 410), or an address that is not a push service's, removes the device: answered as
 * `removed`. Any other failure is a 502 saying, in our words, whether the service refused or was silent.
 */
export async function sendTestPush(user: Pick<User, "id" | "locale">, id: string, transport: PushTransport = sendPush): Promise<{ delivered: boolean; removed: boolean }> {
  const row = await findPushSubscription(user.id, id);
  if (!row) throw new HttpError(404, DEVICE_NOT_FOUND);
  const t = translator(memberLocale(user));
  const payload: PushPayload = {
    title: "Three Skies",
    body: t("settings.testPushBody", { device: row.deviceName || t("settings.push.thisDevice") }),
    url: `${env().APP_URL.replace(/\/$/, "")}/settings`,
    tag: "three-skies-test",
  };
  const outcome = await deliverToDevice(row, payload, { ttlSeconds: 60, localDate: null }, transport);
  if (outcome.kind === "failed") throw Object.assign(new HttpError(502, PUSH_FAILURES[outcome.failure]), { code: outcome.failure });
  return { delivered: outcome.kind === "delivered", removed: outcome.kind === "removed" };
}

export type PushTarget = Pick<PushSubscriptionRow, "endpoint" | "p256dh" | "auth">;
export type PushTransport = (target: PushTarget, payload: PushPayload, options: { ttlSeconds: number }) => Promise<void>;

/**
 * Encrypts the payload for the browser's keys, signs the request with VAPID and posts it to the
 * endpoint, within `options` (a time limit and how much of the answer is read; the defaults otherwise).
 */
export function pushTransport(options: PushRequestOptions = {}): PushTransport {
  return async (target, payload, { ttlSeconds }) => {
    const vapid = await vapidDetails();
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      { vapidDetails: vapid, TTL: ttlSeconds, contentEncoding: "aes128gcm", urgency: "normal" },
    );
    await postPushRequest({ endpoint: request.endpoint, method: request.method, headers: request.headers as Record<string, string | number>, body: request.body ?? null }, options);
  };
}

export const sendPush: PushTransport = pushTransport();

type Outcome = { kind: "delivered" } | { kind: "removed" } | { kind: "failed"; failure: PushFailure };

function detailOf(error: unknown) {
  return JSON.stringify((error instanceof Error ? error.message : String(error)).slice(0, 300));
}

/**
 * One message to one device, recorded on it: delivered (`localDate`: the daily push's day, if it is
 * one), removed (its subscription is gone, or its address is not a push service's: no message can go
 * there), or failed (the device keeps the kind of failure; the details go to the operator's log).
 */
async function deliverToDevice(row: PushSubscriptionRow, payload: PushPayload, options: { ttlSeconds: number; localDate: string | null }, transport: PushTransport): Promise<Outcome> {
  if (!isPushServiceEndpoint(row.endpoint, env().PUSH_TEST_ORIGINS)) {
    await deletePushSubscriptionById(row.id);
    console.warn(`[push] device ${row.id} removed: ${JSON.stringify(originOf(row.endpoint))} is not a push service`);
    return { kind: "removed" };
  }
  try {
    await transport(row, payload, { ttlSeconds: options.ttlSeconds });
    await markPushDelivered(row.id, new Date().toISOString(), options.localDate);
    return { kind: "delivered" };
  } catch (error) {
    if (error instanceof PushGoneError) {
      await deletePushSubscriptionById(row.id);
      return { kind: "removed" };
    }
    const failure: PushFailure = error instanceof PushFailedError ? error.failure : "refused";
    await markPushFailed(row.id, new Date().toISOString(), failure);
    // The operator's log has the details the member is never shown, on one line whatever they hold.
    console.warn(`[push] device ${row.id} not reached (${failure}): ${detailOf(error)}`);
    return { kind: "failed", failure };
  }
}

function originOf(endpoint: string) {
  try {
    return new URL(endpoint).origin;
  } catch {
    return endpoint.slice(0, 100);
  }
}

/**
 * The day's push to every device of the member that has not had it yet (a retry reaches only those), a
 * few devices at a time. A device whose subscription is gone is removed; any other failure is recorded
 * on the device and thrown (how many devices, no service's words), so the delivery log retries the rest
 * later like an email.
 */
export async function pushToDevices(userId: string, localDate: string, payload: PushPayload, transport: PushTransport): Promise<{ sent: number; removed: number }> {
  const devices = await devicesAwaiting(userId, localDate);
  const limit = pLimit(DEVICES_AT_ONCE);
  const outcomes = await Promise.all(devices.map((device) => limit(() => deliverToDevice(device, payload, { ttlSeconds: DAILY_TTL_SECONDS, localDate }, transport))));
  const count = (kind: Outcome["kind"]) => outcomes.filter((outcome) => outcome.kind === kind).length;
  if (count("failed")) throw new Error(devicesNotReached(count("failed"), devices.length));
  return { sent: count("delivered"), removed: count("removed") };
}
