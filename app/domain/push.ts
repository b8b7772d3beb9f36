// Web push as the member sees it: a subscribed device (the settings card, GET /api/user/push-subscriptions).
import deviceNames from "./data/device-names.json" with { type: "json" };

export type PushDevice = {
  id: string;
  /** The name the member gave the device (may be empty). */
  deviceName: string;
  /** The push service's address of the browser: how a browser recognises its own row. */
  endpoint: string;
  createdAt: string;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
};

/**
 * A name to suggest for this browser, from its user agent ("Firefox on Android"): the first browser and
 * the first system whose pattern (a regular expression, in the order of data/device-names.json) matches.
 */
export function suggestDeviceName(userAgent: string): string {
  const first = (table: string[][]) => table.find(([pattern]) => new RegExp(pattern!).test(userAgent))?.[1];
  const browser = first(deviceNames.browsers) ?? "Browser";
  const system = first(deviceNames.systems);
  return system ? `${browser} on ${system}` : browser;
}

// ---- Which addresses are push services ---------------------------------------------------------------

/** The push services' hosts browsers subscribe with: Google (Chrome, Edge on Android), Mozilla (Firefox). */
const PUSH_SERVICE_HOSTS = ["fcm.googleapis.com", "android.googleapis.com", "updates.push.services.mozilla.com", "push.services.mozilla.com"];
/** Push services that give each region or browser a host of their own: Apple (Safari), Microsoft (Windows). */
const PUSH_SERVICE_DOMAINS = [".push.apple.com", ".notify.windows.com"];

/**
 * Whether the server may post to `endpoint`: the https:// address (default port, no credentials) of a
 * browser's push service, or an address on one of the operator's test origins (PUSH_TEST_ORIGINS, exact
 * scheme, host and port). Anything else — a private address, a name of the member's choosing — is
 * refused, so a subscription cannot make the server call into its own network.
 */
export function isPushServiceEndpoint(endpoint: string, testOrigins: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (testOrigins.includes(url.origin)) return true;
  if (url.protocol !== "https:" || url.port !== "") return false;
  const host = url.hostname;
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(domain) && host.length > domain.length);
}

// ---- What the member reads of a failure ---------------------------------------------------------------

/** Why a device was not reached, as stored on it: never the push service's own words (the operator's log has them); the /api adds the kind as `code` for the page to word. */
export const PUSH_FAILURES = {
  refused: "The push service refused the last message.",
  unreachable: "The push service did not answer.",
} as const;

export type PushFailure = keyof typeof PUSH_FAILURES;

/** The sentence a member may read for a device's stored failure; anything stored otherwise reads as a refusal. */
export function pushFailureShown(stored: string | null): string | null {
  if (stored === null) return null;
  return Object.hasOwn(PUSH_FAILURES, stored) ? PUSH_FAILURES[stored as PushFailure] : PUSH_FAILURES.refused;
}

/** What the delivery log keeps of a daily push that missed devices: how many, nothing else. */
export function devicesNotReached(failed: number, total: number): string {
  return `${failed} of ${total} device(s) not reached`;
}

/** The delivery log's note on a daily push as the member may read it; anything stored otherwise reads as a plain miss. */
export function pushDeliveryErrorShown(stored: string | null): string | null {
  if (stored === null) return null;
  return /^\d+ of \d+ device\(s\) not reached$/.test(stored) ? stored : "Not every device was reached.";
}
