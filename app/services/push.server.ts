// Web push (issue 30): a member's subscribed devices, the VAPID keys, and sending an encrypted message
// to a push service. The message is encrypted by the `web-push` library (RFC 8291, aes128gcm) and
// signed with the VAPID key pair (RFC 8292); the request itself goes out by fetch, so a local push
// service of a test or demo (an http:// origin listed in PUSH_TEST_ORIGINS) is reached the same way.
import webpush from "web-push";
import { HttpError } from "~/domain/errors";
import type { PushDevice } from "~/domain/push";
import { env } from "~/env.server";
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

export const DEVICE_NOT_FOUND = "No such device among yours";
export const MAX_DEVICES = 20;
export const TOO_MANY_DEVICES = `You can subscribe at most ${MAX_DEVICES} devices; remove one first`;
/** How long a push service keeps an undelivered daily message: the rest of the day, roughly. */
const DAILY_TTL_SECONDS = 12 * 60 * 60;
const REQUEST_TIMEOUT_MS = 10_000;

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

// ---- VAPID ---------------------------------------------------------------------------------------------

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

// ---- The member's devices ----------------------------------------------------------------------------

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
 * Sends a test notification to one of the member's devices. A push service that says the
 * subscription is gone (404, 410) removes the device: answered as `removed`.
 */
export async function sendTestPush(user: Pick<User, "id">, id: string, transport: PushTransport = sendPush): Promise<{ delivered: boolean; removed: boolean }> {
  const row = await findPushSubscription(user.id, id);
  if (!row) throw new HttpError(404, DEVICE_NOT_FOUND);
  const payload: PushPayload = {
    title: "Three Skies",
    body: `Notifications reach ${row.deviceName || "this device"}. Your daily insight arrives here at your delivery time.`,
    url: `${env().APP_URL.replace(/\/$/, "")}/settings`,
    tag: "three-skies-test",
  };
  try {
    await transport(row, payload, { ttlSeconds: 60 });
    await markPushDelivered(row.id, new Date().toISOString(), null);
    return { delivered: true, removed: false };
  } catch (error) {
    if (error instanceof PushGoneError) {
      await deletePushSubscriptionById(row.id);
      return { delivered: false, removed: true };
    }
    await markPushFailed(row.id, new Date().toISOString(), errorText(error));
    throw new HttpError(502, `The push service did not take the test message: ${errorText(error)}`);
  }
}

// ---- Sending -----------------------------------------------------------------------------------------

/** The push service answered 404 or 410: the subscription no longer exists. */
export class PushGoneError extends Error {
  constructor(public status: number) {
    super(`push service answered ${status}: subscription gone`);
  }
}

export type PushTarget = Pick<PushSubscriptionRow, "endpoint" | "p256dh" | "auth">;
export type PushTransport = (target: PushTarget, payload: PushPayload, options: { ttlSeconds: number }) => Promise<void>;

function errorText(error: unknown) {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/** Encrypts the payload for the browser's keys, signs the request with VAPID and posts it to the endpoint. */
export const sendPush: PushTransport = async (target, payload, options) => {
  const vapid = await vapidDetails();
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    { vapidDetails: vapid, TTL: options.ttlSeconds, contentEncoding: "aes128gcm", urgency: "normal" },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : undefined,
    redirect: "error",
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (response.status === 404 || response.status === 410) throw new PushGoneError(response.status);
  if (!response.ok) {
    const text = (await response.text().catch(() => "")).slice(0, 200);
    throw new Error(`push service answered ${response.status}${text ? `: ${text}` : ""}`);
  }
};

/**
 * The day's push to every device of the member that has not had it yet (a retry reaches only those).
 * A device whose subscription is gone is removed; any other failure is recorded on the device and
 * thrown, so the delivery log retries the rest later like an email.
 */
export async function pushToDevices(userId: string, localDate: string, payload: PushPayload, transport: PushTransport): Promise<{ sent: number; removed: number }> {
  const devices = await devicesAwaiting(userId, localDate);
  let sent = 0;
  let removed = 0;
  const failures: string[] = [];
  for (const device of devices) {
    try {
      await transport(device, payload, { ttlSeconds: DAILY_TTL_SECONDS });
      await markPushDelivered(device.id, new Date().toISOString(), localDate);
      sent++;
    } catch (error) {
      if (error instanceof PushGoneError) {
        await deletePushSubscriptionById(device.id);
        removed++;
        continue;
      }
      await markPushFailed(device.id, new Date().toISOString(), errorText(error));
      failures.push(errorText(error));
    }
  }
  if (failures.length) throw new Error(`${failures.length} of ${devices.length} device(s) failed: ${failures[0]}`);
  return { sent, removed };
}
