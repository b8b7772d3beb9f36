// The browser's side of "Notifications on this device": the service worker's push manager and the
// calls to /api/user/push-subscriptions. Loaded by the settings card only once the page runs, so the
// settings page's first load carries none of it.
import { suggestDeviceName, type PushDevice } from "~/domain/push";

const API = "/api/user/push-subscriptions";
const JSON_HEADERS = { "Content-Type": "application/json", Accept: "application/json" };

export type Support = "unsupported" | "no-worker" | "ready";

/** The key of `applicationServerKey`: base64url text to bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function messageOf(response: Response, fallback: string) {
  try {
    return ((await response.json()) as { message?: string }).message ?? fallback;
  } catch {
    return fallback;
  }
}

/** The service worker's registration, if this site installed one (the production build does). */
async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return undefined;
  return registration.active ? registration : navigator.serviceWorker.ready;
}

/** Whether this browser can subscribe, the endpoint it is subscribed with (if any), and a name to suggest for it. */
export async function pushState(): Promise<{ support: Support; endpoint: string | null; suggestedName: string }> {
  const suggestedName = suggestDeviceName(navigator.userAgent);
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) return { support: "unsupported", endpoint: null, suggestedName };
  const registration = await workerRegistration().catch(() => undefined);
  if (!registration) return { support: "no-worker", endpoint: null, suggestedName };
  const subscription = await registration.pushManager.getSubscription().catch(() => null);
  return { support: "ready", endpoint: subscription?.endpoint ?? null, suggestedName };
}

/**
 * Asks the permission, subscribes this browser with the server's key (or reuses its subscription) and
 * saves it under `deviceName`. Answers the endpoint; throws an Error with a message for the member.
 */
export async function subscribeHere(deviceName: string): Promise<string> {
  const permission = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
  if (permission !== "granted") throw new Error("Notifications are blocked for Three Skies in this browser. Allow them in the site settings, then try again.");
  const registration = await workerRegistration();
  if (!registration) throw new Error("Notifications need the Three Skies app's service worker, which is not installed in this browser yet. Reload the page and try again.");
  const keyResponse = await fetch(`${API}/vapid-key`, { headers: { Accept: "application/json" }, cache: "no-store" });
  if (!keyResponse.ok) throw new Error(await messageOf(keyResponse, "The server did not give its push key."));
  const { publicKey } = (await keyResponse.json()) as { publicKey: string };
  const subscription =
    (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const response = await fetch(API, { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ ...subscription.toJSON(), deviceName }) });
  if (!response.ok) throw new Error(await messageOf(response, "The subscription was not saved."));
  return subscription.endpoint;
}

/** A test notification to one of the member's devices. */
export async function testDevice(device: PushDevice): Promise<{ delivered: boolean; removed: boolean }> {
  const response = await fetch(`${API}/test`, { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ id: device.id }) });
  if (!response.ok) throw new Error(await messageOf(response, "The test message was not sent."));
  return (await response.json()) as { delivered: boolean; removed: boolean };
}

/** Ends this browser's subscription with its push service (its row is removed by the form). */
export async function unsubscribeHere() {
  const registration = await workerRegistration().catch(() => undefined);
  await (await registration?.pushManager.getSubscription())?.unsubscribe().catch(() => false);
}
