// What the server refuses before the app sees a request, decided on plain facts of the request (no
// server framework here: server/guards.ts reads the facts and applies the answers). Each rule decides
// on the path the router will route (./paths), so no spelling of a path walks around it.
import net from "node:net";
import type { Env } from "~/env.server";
import { canonicalPath, isApiPath } from "./paths";

export const isWrite = (method: string) => method !== "GET" && method !== "HEAD" && method !== "OPTIONS";

const isLoopback = (address: string) => address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");

/**
 * The client's address. With TRUST_PROXY=fly, Fly's `Fly-Client-Ip` names it, but only on a
 * connection from this machine itself: on Fly the app listens on 127.0.0.1 behind the LiteFS proxy,
 * which relays Fly's proxy (docs/security.md). A header sent straight to the port is ignored.
 */
export function clientAddressOf(socket: string | undefined, flyClientIp: string | undefined, trustProxy: Env["TRUST_PROXY"]): string {
  const peer = socket ?? "unknown";
  if (trustProxy !== "fly" || !isLoopback(peer)) return peer;
  const fly = flyClientIp?.trim();
  return fly && net.isIP(fly) ? fly : peer;
}

/** Provider callbacks come from the providers' own addresses and are verified by signature. */
const WEBHOOKS = new Set(["/api/stripe/webhook", "/api/twilio/inbound"]);
export const isWebhookPath = (path: string) => WEBHOOKS.has(canonicalPath(path).replace(/\/+$/, ""));

export type RequestFacts = {
  method: string;
  path: string;
  host: string | undefined;
  origin: string | undefined;
  secFetchSite: string | undefined;
  contentType: string | undefined;
  /** A declared length over 0, or a chunked body. */
  hasBody: boolean;
};

export type Refusal = { status: 403 | 415; message: string; json: boolean; log?: string };

function sameOrigin(facts: RequestFacts, appUrl: string) {
  if (facts.secFetchSite && facts.secFetchSite !== "same-origin" && facts.secFetchSite !== "none") return false;
  if (facts.origin === undefined) return true;
  try {
    const url = new URL(facts.origin);
    return url.host === facts.host || url.origin === new URL(appUrl).origin;
  } catch {
    return false; // "null" (sandboxed frames, file://) and anything unreadable
  }
}

/**
 * Cross-site requests change nothing: a write whose Origin (or Sec-Fetch-Site) names another site
 * is refused, for pages (logout included) and /api alike. The JSON routes also read JSON only, so a
 * plain HTML form (text/plain, urlencoded, multipart) cannot reach them. Webhooks are exempt: they
 * are verified by signature.
 */
export function crossSiteRefusal(facts: RequestFacts, appUrl: string): Refusal | null {
  if (!isWrite(facts.method) || isWebhookPath(facts.path)) return null;
  const json = isApiPath(facts.path);
  if (!sameOrigin(facts, appUrl)) {
    return { status: 403, message: "Cross-site requests are not allowed", json, log: `cross-site (origin ${JSON.stringify(facts.origin?.slice(0, 100) ?? null)})` };
  }
  const isJson = /^application\/json\s*(;|$)/i.test(facts.contentType ?? "");
  if (json && (facts.contentType !== undefined || facts.hasBody) && !isJson) {
    return { status: 415, message: "Send the request body as JSON (Content-Type: application/json)", json };
  }
  return null;
}
