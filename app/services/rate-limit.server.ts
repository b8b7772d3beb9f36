// Rate limits: one library (rate-limiter-flexible, in memory) for the whole app. The HTTP server's
// write budget (server/index.ts) uses the same `createLimiter`. In memory on purpose: each machine
// protects itself; a shared store is not worth a network hop.
import client from "prom-client";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { waitOf } from "~/domain/format";
import { env } from "~/env.server";
import { HttpError, withValues } from "~/domain/errors";

/** Named limits: requests per window for one key (a client address, or an account). Multiplied by RATE_LIMIT_FACTOR. */
export const LIMITS = {
  /** Sign-in, registration, password change: per client address. */
  auth: { max: 10, windowMs: 60_000 },
  /** Failed sign-ins per account and client address pair: one address cannot lock the owner out. */
  loginFailure: { max: 10, windowMs: 15 * 60_000 },
  /** Failed sign-ins per account from all addresses together: past this (five or more addresses at
   * their pair limit) the password is paused and a one-time sign-in link by email is offered. */
  loginFlood: { max: 50, windowMs: 15 * 60_000 },
  /** Sign-in link requests per client address, and links sent per email address. */
  signInLink: { max: 5, windowMs: 15 * 60_000 },
  signInLinkEmail: { max: 3, windowMs: 60 * 60_000 },
  /** Reset requests and reset submissions: per client address. */
  passwordReset: { max: 5, windowMs: 15 * 60_000 },
  /** Reset emails per email address. */
  passwordResetEmail: { max: 3, windowMs: 60 * 60_000 },
  /** Confirmation and change-of-address links, and "someone tried to register" notices, per account. */
  accountEmail: { max: 3, windowMs: 60 * 60_000 },
  /** Registrations answered "already has an account", per client address: past this, every registration
   * from there waits, so nobody can test many addresses for accounts. */
  registerTaken: { max: 5, windowMs: 60 * 60_000 },
  write: { max: 60, windowMs: 60_000 },
  /** Preferences saved per account, whichever way (the dialog, its page, the Settings card, the JSON route). */
  preferences: { max: 30, windowMs: 60_000 },
  compatibility: { max: 10, windowMs: 60_000 },
  ai: { max: 10, windowMs: 60_000 },
  places: { max: 60, windowMs: 60_000 },
  /** Phone codes texted: per account (each costs a text). */
  phoneCode: { max: 5, windowMs: 60 * 60_000 },
  /** Copies of a member's data: per account. */
  dataExport: { max: 5, windowMs: 60 * 60_000 },
  /** Test notifications sent from the settings: per account. */
  pushTest: { max: 10, windowMs: 60 * 60_000 },
  /** PDF reports drawn (natal and Match, every route): per account. Each costs tens of ms of CPU. */
  reportPdf: { max: 20, windowMs: 10 * 60_000 },
  /** Public pages that compute (sky, panchang, horoscope days, weeks and months, the Chinese
   * calendar) rendered afresh, i.e. missing the page cache: per member, else per client address. */
  publicRender: { max: 60, windowMs: 60_000 },
  /** Share-card preview images drawn (not served from their cache): per client address. */
  cardImage: { max: 60, windowMs: 60_000 },
} as const;
export type LimitName = keyof typeof LIMITS;

/** A limiter of `max` points per window (the factor already applied by the caller). */
export function createLimiter(max: number, windowMs: number) {
  return new RateLimiterMemory({ points: Math.max(1, Math.round(max)), duration: Math.max(1, Math.ceil(windowMs / 1000)) });
}

export function retryAfterSeconds(msBeforeNext: number) {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

export function tooManyMessage(seconds: number) {
  const wait = waitOf(seconds);
  return withValues(`Too many requests. Please try again in ${wait.count} ${wait.unit}${wait.count === 1 ? "" : "s"}.`, "tooMany", wait);
}

const REFUSALS = "rate_limit_refusals_total";

/** Counts a 429 for the metrics (server/metrics.ts): by limit, the write budget being "writes". */
export function countRefusal(limit: string) {
  const counter =
    (client.register.getSingleMetric(REFUSALS) as client.Counter<"limit"> | undefined) ??
    new client.Counter({ name: REFUSALS, help: "Requests refused with 429 by a rate limit, by limit", labelNames: ["limit"] as const });
  counter.inc({ limit });
}

/** A 429 that carries its Retry-After header. */
export class RateLimitError extends HttpError {
  constructor(
    public retryAfter: number,
    limit: string,
  ) {
    super(429, tooManyMessage(retryAfter), undefined, { "Retry-After": String(retryAfter) });
    countRefusal(limit);
  }
}

const limiters = new Map<LimitName, RateLimiterMemory>();

function limiter(name: LimitName) {
  let found = limiters.get(name);
  if (!found) {
    const limit = LIMITS[name];
    found = createLimiter(limit.max * env().RATE_LIMIT_FACTOR, limit.windowMs);
    limiters.set(name, found);
  }
  return found;
}

function keyOf(key: string) {
  // Keys come from requests: bounded, so a long header cannot grow the table's memory.
  return key.length > 200 ? key.slice(0, 200) : key;
}

/** Counts one request against the limit; throws a 429 RateLimitError once the key is over. */
export async function rateLimit(name: LimitName, key: string): Promise<void> {
  try {
    await limiter(name).consume(keyOf(key));
  } catch (error) {
    if (error instanceof RateLimiterRes) throw new RateLimitError(retryAfterSeconds(error.msBeforeNext), name);
    throw error;
  }
}

/** Throws the 429 when the key has used its limit, without counting this request. */
export async function assertUnderLimit(name: LimitName, key: string): Promise<void> {
  const state = await limiter(name).get(keyOf(key));
  if (state && state.consumedPoints >= limiter(name).points) throw new RateLimitError(retryAfterSeconds(state.msBeforeNext), name);
}

/** Counts one event (e.g. a failed sign-in) without refusing this request. */
export async function countAgainst(name: LimitName, key: string): Promise<void> {
  await limiter(name).penalty(keyOf(key));
}

/** Forgets a key's count (a successful sign-in clears the account's failures). */
export async function clearLimit(name: LimitName, key: string): Promise<void> {
  await limiter(name).delete(keyOf(key));
}

/** Tests change RATE_LIMIT_FACTOR and start from zero; this forgets every count. */
export function resetRateLimits() {
  limiters.clear();
}
