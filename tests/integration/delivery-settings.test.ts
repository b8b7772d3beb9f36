// Delivery settings: the /api/user/preferences contract and the /settings "delivery" form share one
// schema and one service. Free users get 403; bad phone and time get 400 with the spec's messages.
import { describe, expect, it } from "vitest";
import * as preferencesRoute from "~/routes/api/user.preferences";
import * as preferencesPage from "~/routes/preferences";
import * as settingsRoute from "~/routes/settings";
import { db } from "~/db.server";
import { DELIVERY_TIME_MESSAGE } from "~/schemas/preferences";
import { PHONE_INVALID, PHONE_REQUIRED, PREMIUM_DELIVERY } from "~/services/preferences.server";
import { createSession } from "~/http/session.server";
import { resetEnvForTests } from "~/env.server";
import { LIMITS, resetRateLimits } from "~/services/rate-limit.server";
import { Client, json } from "../support/routes";
import { seedUser, type SeedOptions } from "./delivery-fixtures";

async function signedIn(options: SeedOptions = {}) {
  const user = await seedUser({ emailInsights: false, ...options });
  const client = new Client();
  client.remember(new Response(null, { headers: { "set-cookie": await createSession(user.id, false) } }));
  return { user, client };
}

async function row(id: string) {
  return db().selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

const post = (client: Client, body: unknown) => client.call(preferencesRoute, "/api/user/preferences", { method: "POST", json: body });

describe("one rate limit for every way of saving preferences", () => {
  it("counts the page's action and the JSON route against the same per-account limit", async () => {
    const { user, client } = await signedIn();
    process.env.RATE_LIMIT_FACTOR = "0.1";
    resetEnvForTests();
    resetRateLimits();
    try {
      const max = Math.round(LIMITS.preferences.max * 0.1);
      const page = (username: string) => client.call(preferencesPage, "/preferences", { method: "POST", form: { via: "dialog", username } });
      for (let i = 0; i < max - 1; i++) expect((await page(`Name ${i}`)).status).toBe(200);
      expect((await post(client, { username: "Json" })).status).toBe(200);
      // The limit is used up by both together: each way is now refused.
      const api = await post(client, { username: "Again" });
      expect(api.status).toBe(429);
      expect((await json<{ message: string }>(api)).message).toMatch(/^Too many requests/);
      const form = await page("Again");
      expect(form.status).toBe(429);
      expect((await json<{ message: string }>(form)).message).toMatch(/^Too many requests/);
      expect((await row(user.id)).username).toBe("Json");
    } finally {
      process.env.RATE_LIMIT_FACTOR = "1000";
      resetEnvForTests();
      resetRateLimits();
    }
  });
});

describe("POST /api/user/preferences (delivery)", () => {
  it("refuses every delivery change from a free user with 403, bad phone included", async () => {
    const { user, client } = await signedIn({ premium: false });
    for (const body of [
      { dailyInsights: true, emailDailyInsights: true, smsDailyInsights: false, phoneNumber: null, deliveryTime: "09:00" },
      { smsDailyInsights: true, phoneNumber: "+14155552671" },
      { deliveryTime: "07:00" },
      { phoneNumber: "12" },
    ]) {
      const response = await post(client, body);
      expect(response.status).toBe(403);
      expect(await json(response)).toMatchObject({ message: PREMIUM_DELIVERY });
    }
    expect(await row(user.id)).toMatchObject({ emailDailyInsights: 0, smsDailyInsights: 0, deliveryTime: "08:00", phoneNumber: null });
    // The menu's shape with the stored switch, and the timezone, stay open to free users.
    const menu = await post(client, { username: "Stargazer", sendDailyInsights: true, timezone: "Europe/Paris" });
    expect(menu.status).toBe(200);
  });

  it("answers 400 with the spec's messages for a bad time or phone", async () => {
    const { user, client } = await signedIn();
    for (const deliveryTime of ["8:00", "13:00", "05:00", "08:30", "noon"]) {
      const response = await post(client, { deliveryTime });
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ message: DELIVERY_TIME_MESSAGE, errors: { deliveryTime: [DELIVERY_TIME_MESSAGE] } });
    }
    const badPhone = await post(client, { smsDailyInsights: true, phoneNumber: "555-1234" });
    expect(badPhone.status).toBe(400);
    expect(await json(badPhone)).toMatchObject({ message: PHONE_INVALID, errors: { phoneNumber: [PHONE_INVALID] } });
    const noPhone = await post(client, { smsDailyInsights: true, phoneNumber: null });
    expect(await json(noPhone)).toMatchObject({ message: PHONE_REQUIRED });
    const notString = await post(client, { phoneNumber: 14155552671 });
    expect(notString.status).toBe(400);
    expect(await row(user.id)).toMatchObject({ smsDailyInsights: 0, phoneNumber: null, deliveryTime: "08:00" });
  });

  it("saves the settings shape: E.164 phone, channels, hour; a channel turned on turns the master switch on", async () => {
    const { user, client } = await signedIn({ sendDailyInsights: false });
    const response = await post(client, { emailDailyInsights: true, smsDailyInsights: true, phoneNumber: "+44 7911 123456", deliveryTime: "06:00" });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      message: "Your preferences have been saved successfully",
      user: { sendDailyInsights: true, dailyInsights: true, emailDailyInsights: true, smsDailyInsights: true, phoneNumber: "+447911123456", deliveryTime: "06:00" },
    });
    // dailyInsights is the master switch under its settings name.
    await post(client, { dailyInsights: false });
    expect(await row(user.id)).toMatchObject({ sendDailyInsights: 0, emailDailyInsights: 1 });
    // SMS off: the phone number is not required and may be cleared.
    const off = await post(client, { smsDailyInsights: false, phoneNumber: null });
    expect(off.status).toBe(200);
    expect(await row(user.id)).toMatchObject({ smsDailyInsights: 0, phoneNumber: null });
  });
});

describe("/settings delivery form", () => {
  it("saves with a redirect and a toast, without JavaScript", async () => {
    const { user, client } = await signedIn({ timezone: null });
    const response = await client.call(settingsRoute, "/settings", {
      method: "POST",
      form: {
        intent: "delivery",
        emailDailyInsights: ["off", "on"],
        smsDailyInsights: ["off", "on"],
        phoneNumber: "+1 (415) 555-2671",
        deliveryTime: "11:00",
        timezone: "Australia/Adelaide",
      },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/settings");
    expect(await row(user.id)).toMatchObject({
      emailDailyInsights: 1,
      smsDailyInsights: 1,
      sendDailyInsights: 1,
      phoneNumber: "+14155552671",
      deliveryTime: "11:00",
      timezone: "Australia/Adelaide",
    });
    // Switches off: only the hidden "off" values arrive; a blank phone (not needed now) keeps the saved one.
    await client.call(settingsRoute, "/settings", {
      method: "POST",
      form: { intent: "delivery", emailDailyInsights: "off", smsDailyInsights: "off", phoneNumber: "", deliveryTime: "11:00", timezone: "Australia/Adelaide" },
    });
    expect(await row(user.id)).toMatchObject({ emailDailyInsights: 0, smsDailyInsights: 0, phoneNumber: "+14155552671" });
  });

  it("answers field errors with 400 and the premium lock with 403", async () => {
    const { client } = await signedIn();
    const bad = await client.call(settingsRoute, "/settings", {
      method: "POST",
      form: { intent: "delivery", smsDailyInsights: ["off", "on"], phoneNumber: "12345", deliveryTime: "13:00", timezone: "UTC" },
    });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ intent: "delivery", result: { error: { deliveryTime: [DELIVERY_TIME_MESSAGE] } } });
    const phone = await client.call(settingsRoute, "/settings", {
      method: "POST",
      form: { intent: "delivery", smsDailyInsights: ["off", "on"], phoneNumber: "12345", deliveryTime: "09:00", timezone: "UTC" },
    });
    expect(phone.status).toBe(400);
    expect(await json(phone)).toMatchObject({ result: { error: { phoneNumber: [PHONE_INVALID] } } });

    const free = await signedIn({ premium: false });
    const locked = await free.client.call(settingsRoute, "/settings", {
      method: "POST",
      form: { intent: "delivery", emailDailyInsights: ["off", "on"], deliveryTime: "09:00", timezone: "UTC" },
    });
    expect(locked.status).toBe(403);
    expect(await json(locked)).toMatchObject({ result: { error: { "": [PREMIUM_DELIVERY] } } });
  });

  it("uses the birth place's zone while none is kept", async () => {
    const { client } = await signedIn({ timezone: null, birth: { birthDate: "1988-02-03", birthTime: "04:20", latitude: -34.9285, longitude: 138.6007 } });
    const page = await client.call(settingsRoute, "/settings");
    expect(page.status).toBe(200);
    const loaded = await json<{ delivery: Record<string, unknown> }>(page);
    expect(loaded.delivery).toEqual({
      timezone: null,
      clock: { zone: "Australia/Adelaide", source: "birth", label: expect.stringMatching(/^Adelaide \(UTC\+(9|10):30\)$/) },
      hasProfile: true,
      phoneCountry: "Australia",
    });
    const noChart = await signedIn({ profile: false, timezone: "Europe/Kiev" });
    const empty = await json<{ delivery: Record<string, unknown> }>(await noChart.client.call(settingsRoute, "/settings"));
    expect(empty.delivery).toMatchObject({ timezone: "Europe/Kyiv", clock: { zone: "Europe/Kyiv", source: "kept" }, hasProfile: false });
    const guest = await new Client().call(settingsRoute, "/settings");
    expect(guest.status).toBe(302);
  });
});

describe("phone numbers read with the member's country", () => {
  const DUBLIN = { birthDate: "1990-05-17", birthTime: "14:30", latitude: 53.3498, longitude: -6.2603, place: "Dublin, Ireland" };

  it("accepts 087 123 4567 from a member whose chosen zone is Dublin's, and stores it as +353", async () => {
    const { user, client } = await signedIn({ timezone: "Europe/Dublin" });
    const response = await post(client, { smsDailyInsights: true, phoneNumber: "087 123 4567" });
    expect(response.status).toBe(200);
    expect(await row(user.id)).toMatchObject({ smsDailyInsights: 1, phoneNumber: "+353871234567" });
    // A number with its "+" code is read as written, whatever the member's country.
    await post(client, { phoneNumber: "+44 7911 123456" });
    expect(await row(user.id)).toMatchObject({ phoneNumber: "+447911123456" });
  });

  it("without a chosen zone reads it with the birth place's country, on the settings form too", async () => {
    const { user, client } = await signedIn({ timezone: null, birth: DUBLIN });
    const page = await json<{ delivery: { phoneCountry: string | null } }>(await client.call(settingsRoute, "/settings"));
    expect(page.delivery.phoneCountry).toBe("Ireland");
    const response = await client.call(settingsRoute, "/settings", {
      method: "POST",
      form: { intent: "delivery", smsDailyInsights: ["off", "on"], phoneNumber: "087 123 4567", deliveryTime: "09:00", timezone: "Europe/Dublin" },
    });
    expect(response.status).toBe(302);
    expect(await row(user.id)).toMatchObject({ phoneNumber: "+353871234567" });
  });

  it("reads the zone being saved first, and refuses a number that is not one in the member's country", async () => {
    const { user, client } = await signedIn({ timezone: "America/New_York", birth: DUBLIN });
    const refused = await post(client, { smsDailyInsights: true, phoneNumber: "087 123 4567" });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ errors: { phoneNumber: [PHONE_INVALID] } });
    expect(await row(user.id)).toMatchObject({ phoneNumber: null });
    // Moving to Dublin in the same save: the number is read as Irish.
    const moved = await post(client, { smsDailyInsights: true, phoneNumber: "087 123 4567", timezone: "Europe/Dublin" });
    expect(moved.status).toBe(200);
    expect(await row(user.id)).toMatchObject({ phoneNumber: "+353871234567", timezone: "Europe/Dublin" });
  });
});
