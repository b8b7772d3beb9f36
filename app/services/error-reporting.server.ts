// Error reporting: the official Sentry SDK (@sentry/node) when SENTRY_DSN is set; otherwise the
// embedded default, the log (every error is already a JSON line there). Members' personal data
// never leaves: before an event is sent, cookies, headers, bodies and the user are dropped (the
// member is named by the logs' keyed hash), and every string is scrubbed of email addresses, phone
// numbers and the secrets the logs redact. Sentry keeps its client on the global scope, so the
// server bundle's init serves the app build's reports too.
import * as Sentry from "@sentry/node";
import { redactSecrets } from "~/domain/redact";
import type { Env } from "~/env.server";
import { memberHash } from "~/request-scope.server";

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// International numbers (+ and 7–15 digits, spaces, dots or dashes between).
const PHONE = /\+\d(?:[\s.-]?\d){6,14}/g;

/** A string as it may leave: no address, no number, no token. */
export function scrubText(text: string): string {
  return redactSecrets(text).replace(EMAIL, "[email]").replace(PHONE, "[phone]");
}

function scrubDeep<T>(value: T, depth = 0): T {
  if (typeof value === "string") return scrubText(value) as T;
  if (depth > 12 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = scrubDeep(item, depth + 1);
  return out as T;
}

type Event = Sentry.ErrorEvent;

/** What is sent of an event: no cookies, headers, body, query or address; the member as a hash; strings scrubbed. */
export function scrubEvent(event: Event): Event {
  const copy: Event = { ...event };
  if (copy.request) {
    const { method, url } = copy.request;
    copy.request = { method, url: url ? url.split("?")[0] : undefined };
  }
  const id = copy.user?.id;
  copy.user = id !== undefined ? { id: memberHash(String(id)) } : undefined;
  delete copy.server_name;
  return scrubDeep(copy);
}

let started = false;

/** Starts reporting when SENTRY_DSN is set; answers whether it did. */
export function startErrorReporting(env: Pick<Env, "SENTRY_DSN" | "NODE_ENV">, release?: string): boolean {
  if (!env.SENTRY_DSN || started) return started;
  Sentry.init({
    dsn: env.SENTRY_DSN,
    environment: env.NODE_ENV,
    release,
    // Collect no personal data in the first place; scrubEvent is the second line.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    // Errors only: no performance tracing.
    tracesSampleRate: undefined,
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubDeep(breadcrumb),
  });
  started = true;
  return true;
}

/** Reports an unexpected error (a 500, a failed job) when reporting is on; the caller logs it as well. */
export function reportError(error: unknown, context: { route?: string; requestId?: string; job?: string } = {}) {
  if (!Sentry.getClient()) return;
  Sentry.withScope((scope) => {
    for (const [key, value] of Object.entries(context)) if (value) scope.setTag(key, value);
    Sentry.captureException(error);
  });
}

/** Waits (up to `ms`) for queued reports to be sent: before a job exits. */
export async function flushErrorReports(ms = 2_000) {
  if (Sentry.getClient()) await Sentry.flush(ms);
}
