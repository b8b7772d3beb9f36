import { describe, expect, it } from "vitest";
import { channelsFor, CLAIM_STALE_MS, decide, MAX_ATTEMPTS, nextAttemptAt, type LogRow } from "./decide";

const now = new Date("2026-03-01T09:00:00.000Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const minutesFromNow = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

function row(values: Partial<LogRow>): LogRow {
  return {
    id: 1,
    user_id: "u1",
    local_date: "2026-03-01",
    channel: "email",
    status: "claimed",
    attempts: 1,
    next_attempt_at: null,
    claimed_at: minutesAgo(1),
    ...values,
  };
}

describe("decide(row, now)", () => {
  it("claims when the log has no row", () => {
    expect(decide(null, now)).toEqual({ action: "claim" });
  });

  it("never sends a sent row again", () => {
    expect(decide(row({ status: "sent" }), now)).toEqual({ action: "skip", reason: "alreadySent" });
  });

  it("leaves a fresh claim to the run that holds it, and takes over a stale one", () => {
    const staleMinutes = CLAIM_STALE_MS / 60_000;
    expect(decide(row({ claimed_at: minutesAgo(staleMinutes - 1) }), now)).toEqual({ action: "skip", reason: "inProgress" });
    expect(decide(row({ claimed_at: minutesAgo(staleMinutes + 1) }), now)).toEqual({ action: "takeOver" });
  });

  it("gives up on a stale claim that took the last attempt", () => {
    expect(decide(row({ claimed_at: minutesAgo(60), attempts: MAX_ATTEMPTS }), now)).toEqual({ action: "giveUp" });
  });

  it("retries a failure once its next attempt is due, not before", () => {
    expect(decide(row({ status: "failed", next_attempt_at: minutesFromNow(5) }), now)).toEqual({ action: "skip", reason: "waitingRetry" });
    expect(decide(row({ status: "failed", next_attempt_at: minutesAgo(5) }), now)).toEqual({ action: "takeOver" });
  });

  it("stops after the last attempt or when no next attempt is set", () => {
    expect(decide(row({ status: "failed", attempts: MAX_ATTEMPTS, next_attempt_at: minutesAgo(5) }), now)).toEqual({ action: "skip", reason: "gaveUp" });
    expect(decide(row({ status: "failed", attempts: 2, next_attempt_at: null }), now)).toEqual({ action: "skip", reason: "gaveUp" });
  });
});

describe("nextAttemptAt", () => {
  it("backs off 10, 20, 40 minutes and gives up at the last attempt", () => {
    expect(nextAttemptAt(1, now)).toBe(minutesFromNow(10));
    expect(nextAttemptAt(3, now)).toBe(minutesFromNow(40));
    expect(nextAttemptAt(MAX_ATTEMPTS, now)).toBeNull();
  });
});

describe("channelsFor", () => {
  it("texts only a number whose code was entered", () => {
    const sms = { ...base, email_daily_insights: 0, sms_daily_insights: 1, phone_number: "+12025550123" };
    expect(channelsFor(sms).channels).toEqual([]);
    expect(channelsFor({ ...sms, phone_verified_at: "2026-02-01T10:00:00.000Z" }).channels).toEqual(["sms"]);
  });
  const base = {
    subscription_tier: "premium",
    email_daily_insights: 1,
    email_verified_at: "2026-02-01T10:00:00.000Z",
    sms_daily_insights: 0,
    phone_number: null,
    phone_verified_at: null,
    push_devices: 0,
  };
  it("sends email only to a confirmed address", () => {
    expect(channelsFor(base)).toEqual({ channels: ["email"], unverifiedEmail: false });
    expect(channelsFor({ ...base, email_verified_at: null })).toEqual({ channels: [], unverifiedEmail: true });
  });
  it("an unconfirmed address does not hold back SMS; email off is not reported", () => {
    expect(channelsFor({ ...base, email_verified_at: null, sms_daily_insights: 1, phone_number: "+12025550123", phone_verified_at: "2026-02-01T10:00:00.000Z" })).toEqual({ channels: ["sms"], unverifiedEmail: true });
    expect(channelsFor({ ...base, email_daily_insights: 0, email_verified_at: null })).toEqual({ channels: [], unverifiedEmail: false });
  });
  it("pushes to a member with a subscribed device, Free or Premium; email and SMS stay Premium", () => {
    const both = { ...base, sms_daily_insights: 1, phone_number: "+12025550123", phone_verified_at: "2026-02-01T10:00:00.000Z", push_devices: 2 };
    expect(channelsFor(both).channels).toEqual(["email", "sms", "push"]);
    expect(channelsFor({ ...both, subscription_tier: "free" })).toEqual({ channels: ["push"], unverifiedEmail: false });
    expect(channelsFor({ ...both, subscription_tier: "free", push_devices: 0 }).channels).toEqual([]);
  });
});
