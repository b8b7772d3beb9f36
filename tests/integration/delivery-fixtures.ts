// Users and astrology profiles for the delivery tests, written straight to the database.
import crypto from "node:crypto";
import { computeChart } from "~/astrology/natal";
import { db } from "~/db.server";

export interface SeedOptions {
  /** A fixed id (the daily wording is seeded by it); a random one when absent. */
  id?: string;
  email?: string;
  premium?: boolean;
  timezone?: string | null;
  deliveryTime?: string;
  emailInsights?: boolean;
  /** The address was confirmed through its link (default); false leaves it unconfirmed. */
  emailVerified?: boolean;
  smsInsights?: boolean;
  sendDailyInsights?: boolean;
  phoneNumber?: string | null;
  /** Whether the number's code was entered; true unless said otherwise. */
  phoneVerified?: boolean;
  profile?: boolean;
  birth?: { birthDate: string; birthTime: string | null; latitude: number; longitude: number; place?: string };
}

const DEFAULT_BIRTH = { birthDate: "1990-05-17", birthTime: "14:30", latitude: 40.7128, longitude: -74.006, place: "New York, USA" };

export async function seedUser(options: SeedOptions = {}) {
  const id = options.id ?? crypto.randomUUID();
  const email = options.email ?? `user-${id.slice(0, 8)}@example.com`;
  await db()
    .insertInto("users")
    .values({
      id,
      email,
      passwordHash: "x",
      firstName: "Test",
      lastName: "User",
      subscriptionTier: options.premium === false ? "free" : "premium",
      timezone: options.timezone === undefined ? "America/New_York" : options.timezone,
      deliveryTime: options.deliveryTime ?? "08:00",
      sendDailyInsights: options.sendDailyInsights === false ? 0 : 1,
      emailDailyInsights: options.emailInsights === false ? 0 : 1,
      emailVerifiedAt: options.emailVerified === false ? null : "2025-01-01T00:00:00.000Z",
      smsDailyInsights: options.smsInsights ? 1 : 0,
      phoneNumber: options.phoneNumber ?? (options.smsInsights ? "+12025550123" : null),
      phoneVerifiedAt: options.phoneVerified === false ? null : "2026-01-01T00:00:00.000Z",
    })
    .execute();
  if (options.profile !== false) {
    const birth = { ...DEFAULT_BIRTH, ...options.birth };
    const core = computeChart({ birthDate: birth.birthDate, birthTime: birth.birthTime, latitude: birth.latitude, longitude: birth.longitude });
    await db()
      .insertInto("astrologyProfiles")
      .values({
        id: crypto.randomUUID(),
        userId: id,
        birthDate: birth.birthDate,
        birthTime: birth.birthTime,
        birthPlace: birth.place ?? "Somewhere",
        birthLatitude: String(birth.latitude),
        birthLongitude: String(birth.longitude),
        timeChoice: null,
        sunSign: core.sunSign,
        sunInsights: `Sun in ${core.sunSign}.`,
        moonSign: core.moonSign,
        moonInsights: null,
        ascendantSign: core.ascendantSign,
        planetaryPositions: JSON.stringify(core.planetaryPositions),
        planetaryInsights: "",
        chineseSign: core.chinese.animal,
        chineseInsights: `Year of the ${core.chinese.animal}.`,
        nakshatra: core.vedic.nakshatra,
        nakshatraInsights: null,
        chart: JSON.stringify(core.chart),
      })
      .execute();
  }
  return { id, email };
}
