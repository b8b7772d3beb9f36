import { formatWait } from "~/domain/format";
import { env } from "~/env.server";
import { HttpError } from "~/domain/errors";

/** Named limits: requests per window for one client. Multiplied by RATE_LIMIT_FACTOR. */
export const LIMITS = {
  auth: { max: 10, windowMs: 60_000 },
  passwordReset: { max: 5, windowMs: 15 * 60_000 },
  write: { max: 60, windowMs: 60_000 },
  compatibility: { max: 10, windowMs: 60_000 },
  ai: { max: 10, windowMs: 60_000 },
  places: { max: 60, windowMs: 60_000 },
} as const;
export type LimitName = keyof typeof LIMITS;

const hits = new Map<string, number[]>();
let lastSweep = Date.now();

function sweep(now: number) {
  if (now - lastSweep < 60_000) return;
  lastSweep = now;
  const longest = Math.max(...Object.values(LIMITS).map((limit) => limit.windowMs));
  for (const [key, times] of hits) {
    if (!times.length || now - times[times.length - 1]! > longest) hits.delete(key);
  }
}

/**
 * Sliding-window limit per (limit, client). Throws a 429 HttpError when the client is over.
 * In-memory on purpose: each machine protects itself; a shared store is not worth a network hop.
 */
export function rateLimit(name: LimitName, clientKey: string, now = Date.now()) {
  const limit = LIMITS[name];
  const max = Math.max(1, Math.round(limit.max * env().RATE_LIMIT_FACTOR));
  const key = `${name}:${clientKey}`;
  const times = (hits.get(key) ?? []).filter((time) => now - time < limit.windowMs);
  if (times.length >= max) {
    hits.set(key, times);
    const retryAfter = Math.ceil((limit.windowMs - (now - times[0]!)) / 1000);
    throw new HttpError(429, `Too many requests. Please try again ${formatWait(retryAfter)}.`);
  }
  times.push(now);
  hits.set(key, times);
  sweep(now);
}

export function resetRateLimits() {
  hits.clear();
}
