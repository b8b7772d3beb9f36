import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { insertUser, updateUser } from "~/models/user.server";
import * as compatibilityRoute from "~/routes/api/compatibility";
import * as dailyRoute from "~/routes/api/horoscope.daily";
import * as placesRoute from "~/routes/api/places";
import * as profileRoute from "~/routes/api/profile";
import * as downloadRoute from "~/routes/compatibility-download";
import type { LoveReading } from "~/astrology/love";
import type { CompatibilityResult } from "~/services/compatibility.server";
import type { ProfileView } from "~/services/profile.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { createSession } from "~/http/session.server";
import { Client, json } from "../support/routes";

beforeEach(() => resetRateLimits());

async function signedIn(options: { premium?: boolean; firstName?: string } = {}) {
  const user = await insertUser({
    email: `p${Math.random().toString(36).slice(2)}@example.test`,
    passwordHash: "x",
    firstName: options.firstName ?? "Ada",
    lastName: "Lovelace",
    subscriptionTier: options.premium ? "premium" : "free",
  });
  const client = new Client();
  client.remember(new Response(null, { headers: { "Set-Cookie": await createSession(user.id, false) } }));
  return { client, user };
}

const LONDON = { birthPlace: "London, England, GB", birthLatitude: 51.5074, birthLongitude: -0.1278 };
const birth = { birthDate: "1990-06-15", birthTime: "14:30", ...LONDON };
const partner = {
  partnerName: "Grace",
  partnerBirthDate: "1988-03-09",
  partnerBirthTime: "08:15",
  partnerBirthPlace: "New York, New York, US",
  partnerBirthLatitude: "40.7128",
  partnerBirthLongitude: "-74.0060",
};

function words(text: string) {
  return text.split(/\s+/).filter(Boolean).length;
}

describe("/api/profile", () => {
  it("answers 401 signed out and 401 without a profile", async () => {
    const guest = new Client();
    expect((await guest.call(profileRoute, "/api/profile")).status).toBe(401);
    expect((await guest.call(profileRoute, "/api/profile", { method: "POST", json: birth })).status).toBe(401);
    const { client } = await signedIn();
    const response = await client.call(profileRoute, "/api/profile");
    expect(response.status).toBe(401);
    expect((await json(response)).message).toMatch(/birth details/);
  });

  it("creates a profile with the spec's fields, the ascendant and the chart, and sets the time zone", async () => {
    const { client, user } = await signedIn();
    const created = await client.call(profileRoute, "/api/profile", { method: "POST", json: birth });
    expect(created.status).toBe(201);
    const response = await client.call(profileRoute, "/api/profile");
    expect(response.status).toBe(200);
    const body = await json<ProfileView>(response);
    expect(body.sunSign).toBe("Gemini");
    expect(body.birthLatitude).toBe("51.5074");
    expect(typeof body.moonSign).toBe("string");
    expect(typeof body.ascendantSign).toBe("string");
    expect(Object.keys(body.planetaryPositions)).toEqual(expect.arrayContaining(["Mercury", "Venus", "Pluto"]));
    expect(body.chineseSign).toBe("Horse");
    expect(typeof body.nakshatra).toBe("string");
    expect(words(body.sunInsights)).toBeGreaterThan(40);
    expect(words(body.planetaryInsights)).toBeGreaterThan(100);
    expect(body.chart.timezone).toBe("Europe/London");
    expect(body.chart.utc).toBe("1990-06-15T13:30:00.000Z");
    expect(body.chart.bodies.Sun.sign).toBe("Gemini");
    expect(body.chart.houses).toHaveLength(12);
    expect(body.chart.ascendant?.sign).toBe(body.ascendantSign);
    expect(body.chinese).toMatchObject({ animal: "Horse", yinYang: expect.any(String) });
    expect(body.vedic.nakshatra).toBe(body.nakshatra);
    // The Love tab's reading, from the same chart.
    const { love } = body as ProfileView & { love: LoveReading };
    expect(love.venus).toMatchObject({ sign: body.chart.bodies.Venus.sign, house: body.chart.bodies.Venus.house });
    expect(love.mars.sign).toBe(body.chart.bodies.Mars.sign);
    expect(love.houses.map((h) => h.house)).toEqual([5, 7]);
    expect(love.navamsaVenus.sign).toBe(body.vedic.navamsa.Venus);
    expect(love.animal).toMatchObject({ animal: "Horse", harmonies: ["Tiger", "Dog"], secretFriend: "Goat", clash: "Rat" });
    // The birth place's zone is not kept as the member's clock: it applies only while none is kept.
    const row = await db().selectFrom("users").select("timezone").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.timezone).toBeNull();
  });

  it("without a birth time has no ascendant, houses or pada", async () => {
    const { client } = await signedIn();
    const response = await client.call(profileRoute, "/api/profile", { method: "POST", json: { ...birth, birthTime: "" } });
    expect(response.status).toBe(201);
    const body = await json<ProfileView>(response);
    expect(body.birthTime).toBeNull();
    expect(body.ascendantSign).toBeNull();
    expect(body.chart.houses).toBeNull();
    expect(body.vedic.pada).toBeNull();
  });

  it("rejects bad input with the spec's messages", async () => {
    const { client } = await signedIn();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...birth, birthDate: "15/06/1990" }, "Birth date must be in YYYY-MM-DD format"],
      [{ ...birth, birthDate: "1990-02-30" }, "Birth date must be a valid date"],
      [{ ...birth, birthTime: "2:30pm" }, "Birth time must be in HH:MM format"],
      [{ ...birth, birthPlace: "  " }, "Birth place is required"],
      [{ ...birth, birthLatitude: 91 }, "Latitude must be between -90 and 90"],
      [{ ...birth, birthLatitude: "north" }, "Latitude must be between -90 and 90"],
      [{ ...birth, birthLongitude: "-180.5" }, "Longitude must be between -180 and 180"],
    ];
    for (const [input, message] of cases) {
      const response = await client.call(profileRoute, "/api/profile", { method: "POST", json: input });
      expect(response.status, message).toBe(400);
      expect((await json(response)).message).toBe(message);
    }
    const broken = await client.call(profileRoute, "/api/profile", { method: "POST", json: "{nope" });
    expect(broken.status).toBe(400);
  });

  it("lets a free account regenerate 3 times in 30 days, then answers 403 naming Premium", async () => {
    const { client, user } = await signedIn();
    expect((await client.call(profileRoute, "/api/profile", { method: "POST", json: birth })).status).toBe(201);
    for (let i = 0; i < 3; i++) {
      const again = await client.call(profileRoute, "/api/profile", {
        method: "POST",
        json: { ...birth, birthTime: `1${i}:00`, regenerateProfile: true },
      });
      expect(again.status).toBe(200);
    }
    const refused = await client.call(profileRoute, "/api/profile", { method: "POST", json: { ...birth, regenerateProfile: true } });
    expect(refused.status).toBe(403);
    expect((await json(refused)).message).toMatch(/Premium/);
    // The last accepted details are kept.
    const kept = await json<ProfileView>(await client.call(profileRoute, "/api/profile"));
    expect(kept.birthTime).toBe("12:00");

    await updateUser(user.id, { subscriptionTier: "premium" });
    const premium = await client.call(profileRoute, "/api/profile", { method: "POST", json: { ...birth, regenerateProfile: true } });
    expect(premium.status).toBe(200);
  });
});

describe("/api/horoscope/daily", () => {
  it("answers 401, 404 without a profile, then a stable text for the day", async () => {
    expect((await new Client().call(dailyRoute, "/api/horoscope/daily")).status).toBe(401);
    const { client } = await signedIn();
    expect((await client.call(dailyRoute, "/api/horoscope/daily")).status).toBe(404);
    await client.call(profileRoute, "/api/profile", { method: "POST", json: birth });
    const first = await json<{ content: string; date: string }>(await client.call(dailyRoute, "/api/horoscope/daily"));
    expect(first.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(words(first.content)).toBeGreaterThan(40);
    const second = await json<{ content: string; date: string }>(await client.call(dailyRoute, "/api/horoscope/daily"));
    expect(second).toEqual(first);
  });
});

describe("/api/compatibility", () => {
  it("is 401 for guests and 403 for free accounts", async () => {
    expect((await new Client().call(compatibilityRoute, "/api/compatibility", { method: "POST", json: partner })).status).toBe(401);
    const { client } = await signedIn();
    await client.call(profileRoute, "/api/profile", { method: "POST", json: birth });
    const response = await client.call(compatibilityRoute, "/api/compatibility", { method: "POST", json: partner });
    expect(response.status).toBe(403);
    expect((await json(response)).message).toMatch(/Premium/);
  });

  it("answers a report naming both people with the guna score, and logs each generation", async () => {
    const { client, user } = await signedIn({ premium: true, firstName: "Ada" });
    await client.call(profileRoute, "/api/profile", { method: "POST", json: birth });
    const response = await client.call(compatibilityRoute, "/api/compatibility", { method: "POST", json: partner });
    expect(response.status).toBe(200);
    const body = await json<CompatibilityResult>(response);
    expect(body.report).toContain("Ada");
    expect(body.report).toContain("Grace");
    expect(body.report).toMatch(/\b\d{1,2}(\.5)?\/36\b/);
    expect(body.score).toMatch(/^\d{1,2}(\.5)?\/36$/);
    expect(body.gunaMilan.kootas).toHaveLength(8);
    expect(words(body.report)).toBeGreaterThan(200);
    const logs = await db().selectFrom("compatibilityReportLogs").selectAll().where("userId", "=", user.id).execute();
    expect(logs).toHaveLength(1);
  });

  it("validates the partner's details with the spec's messages", async () => {
    const { client } = await signedIn({ premium: true });
    await client.call(profileRoute, "/api/profile", { method: "POST", json: birth });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...partner, partnerName: " " }, "Partner's name is required"],
      [{ ...partner, partnerBirthDate: "1988-13-01" }, "Birth date must be a valid date"],
      [{ ...partner, partnerBirthPlace: "" }, "Birth place is required"],
      [{ ...partner, partnerBirthLongitude: 200 }, "Longitude must be between -180 and 180"],
    ];
    for (const [input, message] of cases) {
      const response = await client.call(compatibilityRoute, "/api/compatibility", { method: "POST", json: input });
      expect(response.status, message).toBe(400);
      expect((await json(response)).message).toBe(message);
    }
  });

  it("caps a premium account at 30 reports a day with a clear message", async () => {
    const { client, user } = await signedIn({ premium: true });
    await client.call(profileRoute, "/api/profile", { method: "POST", json: birth });
    const now = Date.now();
    await db()
      .insertInto("compatibilityReportLogs")
      .values(Array.from({ length: 30 }, (_, i) => ({ userId: user.id, generatedAt: new Date(now - (i + 1) * 60_000).toISOString() })))
      .execute();
    const response = await client.call(compatibilityRoute, "/api/compatibility", { method: "POST", json: partner });
    expect(response.status).toBe(429);
    expect((await json(response)).message).toMatch(/30 compatibility reports in the last 24 hours/);
  });
  it("lets only one of two simultaneous requests use the last report of the day", async () => {
    const { client, user } = await signedIn({ premium: true });
    await client.call(profileRoute, "/api/profile", { method: "POST", json: birth });
    const now = Date.now();
    await db()
      .insertInto("compatibilityReportLogs")
      .values(Array.from({ length: 29 }, (_, i) => ({ userId: user.id, generatedAt: new Date(now - (i + 1) * 60_000).toISOString() })))
      .execute();
    const ask = () => client.call(compatibilityRoute, "/api/compatibility", { method: "POST", json: partner });
    const statuses = (await Promise.all([ask(), ask()])).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 429]);
    const logs = await db().selectFrom("compatibilityReportLogs").selectAll().where("userId", "=", user.id).execute();
    expect(logs).toHaveLength(30);
  });
});

describe("download", () => {
  it("refuses a forged token and serves nothing to free users", async () => {
    const { client } = await signedIn({ premium: true });
    await client.call(profileRoute, "/api/profile", { method: "POST", json: birth });
    const response = await client.call(downloadRoute, "/compatibility/download", { method: "POST", form: { token: "abc.def" } });
    expect(response.status).toBe(400);
  });
});

describe("/api/places", () => {
  it("needs a session, answers [] under 3 characters and at most 5 places", async () => {
    expect((await new Client().call(placesRoute, "/api/places?q=London")).status).toBe(401);
    const { client } = await signedIn();
    expect(await json(await client.call(placesRoute, "/api/places?q=Lo"))).toEqual([]);
    const places = await json<{ display_name: string; lat: string; lon: string }[]>(await client.call(placesRoute, "/api/places?q=London"));
    expect(places.length).toBeGreaterThan(0);
    expect(places.length).toBeLessThanOrEqual(5);
    expect(places[0]!.display_name).toMatch(/London/);
    expect(Number(places[0]!.lat)).toBeGreaterThan(40);
  });
});
