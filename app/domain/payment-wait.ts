// What Settings does after a checkout, shared by its loader and its view (no Zod in the browser).
import { COOKIE } from "~/domain/names";

// After checkout the settings page waits for the payment: with JavaScript it asks every 2 s, 15
// times, then reloads; without, it refreshes itself every 2 s. The server stops waiting once Premium
// or after the same 30 s.
export const PAYMENT_POLL_INTERVAL_MS = 2000;
export const PAYMENT_POLL_ATTEMPTS = 15;
export const PAYMENT_WAIT_MS = PAYMENT_POLL_INTERVAL_MS * PAYMENT_POLL_ATTEMPTS;
/** Set by /settings?payment_success=true; the server clears it when the wait ends (Premium, or 30 s). */
export const PAYMENT_FLAG_COOKIE = COOKIE.payment;

/**
 * What a member was doing when they went to upgrade (`/pricing?from=compatibility`): after paying,
 * Settings offers the way straight back to it.
 */
export const UPGRADE_REASONS = ["compatibility", "daily", "calendar", "delivery", "luck-pillars"] as const;
export type UpgradeReason = (typeof UPGRADE_REASONS)[number];

export function upgradeReason(value: unknown): UpgradeReason | null {
  return UPGRADE_REASONS.find((reason) => reason === value) ?? null;
}
