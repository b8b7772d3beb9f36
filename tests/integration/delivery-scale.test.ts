// The day's sky is computed once per (date, zone) per run, not once per user.
import { describe, expect, it, vi } from "vitest";
import type * as Ephemeris from "~/astrology/ephemeris";
import { deliverDailyInsights } from "~/services/delivery.server";
import { seedUser } from "./delivery-fixtures";

const calls = vi.hoisted(() => ({ positions: 0 }));
vi.mock("~/astrology/ephemeris", async (importOriginal) => {
  const original = await importOriginal<typeof Ephemeris>();
  return {
    ...original,
    tropicalPositions: (...args: Parameters<typeof original.tropicalPositions>) => {
      calls.positions++;
      return original.tropicalPositions(...args);
    },
  };
});

describe("the day's sky", () => {
  it("is computed per date and zone, whatever the number of users", async () => {
    for (let i = 0; i < 12; i++) await seedUser({ timezone: i % 2 ? "Asia/Kolkata" : "Europe/Berlin", deliveryTime: "06:00", smsInsights: i % 3 === 0 });
    const before = calls.positions;
    const summary = await deliverDailyInsights({ now: new Date("2025-06-10T12:00:00Z"), pageSize: 5 });
    expect(summary.delivered.email).toBe(12);
    expect(summary.skies).toBe(2);
    const perSky = calls.positions - before;
    expect(perSky).toBeGreaterThan(0);
    // Each sky costs a fixed number of ephemeris calls; twelve users in two zones cost two skies.
    expect(perSky % 2).toBe(0);
    expect(perSky).toBeLessThanOrEqual(2 * 5);
  });
});
