// What the daily job does with one (user, local date, channel), given what the delivery log says.
// Pure: no clock, no database; `deliverDailyInsights` feeds it rows and acts on the answer.

import type { Channel } from "~/domain/delivery";
import type { DeliveryCandidate, LogRow } from "~/models/delivery.server";

export type { Channel, LogRow };

/**
 * The channels a due member's daily insight goes by: email only to an address the member has
 * confirmed (the link in the verification email), SMS only to a number whose texted code was entered;
 * both are Premium. An email channel turned on for an unconfirmed address is reported, not used.
 * Web push goes to every member, Free or Premium, with at least one subscribed device (subscribing on
 * a device is the opt-in; what the message holds depends on the plan).
 */
export function channelsFor(
  user: Pick<
    DeliveryCandidate,
    "subscription_tier" | "email_daily_insights" | "email_verified_at" | "sms_daily_insights" | "phone_number" | "phone_verified_at" | "push_devices"
  >,
): { channels: Channel[]; unverifiedEmail: boolean } {
  const channels: Channel[] = [];
  const premium = user.subscription_tier === "premium";
  const wantsEmail = premium && user.email_daily_insights === 1;
  if (wantsEmail && user.email_verified_at !== null) channels.push("email");
  if (premium && user.sms_daily_insights === 1 && user.phone_number && user.phone_verified_at) channels.push("sms");
  if (user.push_devices > 0) channels.push("push");
  return { channels, unverifiedEmail: wantsEmail && user.email_verified_at === null };
}

export const MAX_ATTEMPTS = 5;
export const BACKOFF_BASE_MS = 10 * 60_000;
export const CLAIM_STALE_MS = 15 * 60_000;

/** Delay before attempt n+1 after n failed attempts: 10, 20, 40, 80 minutes. */
export function backoffMs(attempts: number) {
  return BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1);
}

export type SkipReason = "alreadySent" | "inProgress" | "waitingRetry" | "gaveUp";

export type Decision =
  /** No row yet: claim a new one, then send. */
  | { action: "claim" }
  /** A failed row due for retry, or a claim a crash left behind: take it over, then send. */
  | { action: "takeOver" }
  /** A crash took the last attempt: record the row as given up instead of trying again. */
  | { action: "giveUp" }
  | { action: "skip"; reason: SkipReason };

/**
 * The decision for one (user, date, channel) at `now`:
 *  - sent rows are done; a claim younger than CLAIM_STALE_MS is another run's work in progress;
 *  - a failure waits for its next_attempt_at, and stops after MAX_ATTEMPTS (or without a next attempt);
 *  - an older claim is what a crash between claim and send leaves behind: taken over (at least once).
 */
export function decide(row: LogRow | null, now: Date): Decision {
  if (!row) return { action: "claim" };
  if (row.status === "sent") return { action: "skip", reason: "alreadySent" };
  const stale = new Date(now.getTime() - CLAIM_STALE_MS).toISOString();
  if (row.status === "claimed" && row.claimed_at > stale) return { action: "skip", reason: "inProgress" };
  if (row.status === "failed" && (row.attempts >= MAX_ATTEMPTS || row.next_attempt_at === null)) return { action: "skip", reason: "gaveUp" };
  if (row.status === "failed" && row.next_attempt_at! > now.toISOString()) return { action: "skip", reason: "waitingRetry" };
  if (row.status === "claimed" && row.attempts >= MAX_ATTEMPTS) return { action: "giveUp" };
  return { action: "takeOver" };
}

/** When the next attempt may run after `attempts` failed ones, or null to give up. */
export function nextAttemptAt(attempts: number, now: Date): string | null {
  return attempts >= MAX_ATTEMPTS ? null : new Date(now.getTime() + backoffMs(attempts)).toISOString();
}
