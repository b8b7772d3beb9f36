// One-click unsubscribe (RFC 8058) and Twilio STOP/START.
import twilio from "twilio";
import { afterEach, describe, expect, it } from "vitest";
import * as inbound from "~/routes/api/twilio.inbound";
import * as unsubscribeRoute from "~/routes/unsubscribe";
import { db } from "~/db.server";
import { resetEnvForTests } from "~/env.server";
import { unsubscribeToken } from "~/services/delivery/unsubscribe.server";
import { START_REPLY, STOP_REPLY } from "~/services/sms-inbound.server";
import { Client } from "../support/routes";
import { seedUser } from "./delivery-fixtures";

async function flags(id: string) {
  return db().selectFrom("users").select(["emailDailyInsights", "smsDailyInsights", "sendDailyInsights"]).where("id", "=", id).executeTakeFirstOrThrow();
}

afterEach(() => {
  delete process.env.TWILIO_AUTH_TOKEN;
  process.env.NODE_ENV = "test";
  resetEnvForTests();
});

describe("/unsubscribe", () => {
  it("GET shows a confirmation and changes nothing; POST turns email insights off", async () => {
    const user = await seedUser({ email: "reader@example.com", smsInsights: true });
    const token = encodeURIComponent(unsubscribeToken(user.id));
    const client = new Client();
    const page = await client.call(unsubscribeRoute, `/unsubscribe?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ state: "confirm", email: "re••••@example.com" });
    expect(await flags(user.id)).toEqual({ emailDailyInsights: 1, smsDailyInsights: 1, sendDailyInsights: 1 });

    const done = await client.call(unsubscribeRoute, `/unsubscribe?token=${token}`, { method: "POST", form: { token: unsubscribeToken(user.id) } });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ state: "done" });
    expect(await flags(user.id)).toEqual({ emailDailyInsights: 0, smsDailyInsights: 1, sendDailyInsights: 1 });
  });

  it("speaks the language of the member the link was sent to; a broken link, the visitor's", async () => {
    const user = await seedUser({ email: "asha@example.com" });
    await db().updateTable("users").set({ locale: "hi" }).where("id", "=", user.id).execute();
    const page = await new Client().call(unsubscribeRoute, `/unsubscribe?token=${encodeURIComponent(unsubscribeToken(user.id))}`);
    expect(await page.json()).toMatchObject({ locale: "hi", messages: { "account.unsubscribeHeading": "दैनिक संदेशों की सदस्यता छोड़ें" } });
    const visitor = new Client();
    visitor.cookies.set("ts_locale", "zh-Hans");
    expect(await (await visitor.call(unsubscribeRoute, "/unsubscribe?token=forged")).json()).toMatchObject({ state: "invalid", locale: "zh-Hans" });
  });

  it("accepts the one-click POST of mail clients", async () => {
    const user = await seedUser();
    const response = await new Client().call(unsubscribeRoute, `/unsubscribe?token=${encodeURIComponent(unsubscribeToken(user.id))}`, {
      method: "POST",
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("Unsubscribed");
    expect((await flags(user.id)).emailDailyInsights).toBe(0);
  });

  it("refuses a forged or missing token with 400", async () => {
    const user = await seedUser();
    const forged = unsubscribeToken(user.id).slice(0, -2) + "xx";
    const client = new Client();
    expect((await client.call(unsubscribeRoute, `/unsubscribe?token=${encodeURIComponent(forged)}`)).status).toBe(400);
    expect((await client.call(unsubscribeRoute, "/unsubscribe")).status).toBe(400);
    const other = await seedUser();
    const tampered = unsubscribeToken(other.id).replace(other.id, user.id);
    const post = await client.call(unsubscribeRoute, `/unsubscribe?token=${encodeURIComponent(tampered)}`, { method: "POST", form: { x: "1" } });
    expect(post.status).toBe(400);
    expect((await flags(user.id)).emailDailyInsights).toBe(1);
  });
});

describe("POST /api/twilio/inbound", () => {
  const URL_PATH = "/api/twilio/inbound";
  const PUBLIC_URL = `http://localhost:3000${URL_PATH}`;

  function signed(params: Record<string, string>, token = "inbound-token") {
    return { "x-twilio-signature": twilio.getExpectedTwilioSignature(token, PUBLIC_URL, params) };
  }

  it("STOP turns SMS insights off and START back on, answering TwiML", async () => {
    process.env.TWILIO_AUTH_TOKEN = "inbound-token";
    resetEnvForTests();
    const user = await seedUser({ smsInsights: true, phoneNumber: "+12025550199" });
    const stop = { From: "+12025550199", To: "+15005550006", Body: " stop ", MessageSid: "SM1" };
    const response = await new Client().call(inbound, URL_PATH, { method: "POST", form: stop, headers: signed(stop) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/xml");
    expect(await response.text()).toContain(`<Response><Message>${STOP_REPLY}</Message></Response>`);
    expect((await flags(user.id)).smsDailyInsights).toBe(0);

    const start = { ...stop, Body: "START", MessageSid: "SM2" };
    const again = await new Client().call(inbound, URL_PATH, { method: "POST", form: start, headers: signed(start) });
    expect(await again.text()).toContain(START_REPLY);
    expect((await flags(user.id)).smsDailyInsights).toBe(1);
  });

  it("rejects a missing or wrong signature with 403 when the token is set", async () => {
    process.env.TWILIO_AUTH_TOKEN = "inbound-token";
    resetEnvForTests();
    const user = await seedUser({ smsInsights: true, phoneNumber: "+12025550198" });
    const stop = { From: "+12025550198", Body: "STOP" };
    const client = new Client();
    expect((await client.call(inbound, URL_PATH, { method: "POST", form: stop })).status).toBe(403);
    const wrong = await client.call(inbound, URL_PATH, { method: "POST", form: stop, headers: signed(stop, "another-token") });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ message: "Invalid Twilio signature" });
    // A valid signature over different fields does not carry over.
    const tampered = await client.call(inbound, URL_PATH, { method: "POST", form: stop, headers: signed({ ...stop, Body: "HELP" }) });
    expect(tampered.status).toBe(403);
    expect((await flags(user.id)).smsDailyInsights).toBe(1);
  });

  it("without a token: accepted in development, refused in production", async () => {
    const user = await seedUser({ smsInsights: true, phoneNumber: "+12025550197" });
    const help = await new Client().call(inbound, URL_PATH, { method: "POST", form: { From: "+12025550197", Body: "what is this" } });
    expect(await help.text()).toContain("Reply STOP to opt out");
    process.env.NODE_ENV = "production";
    process.env.SESSION_SECRET = "production-secret-for-this-test";
    resetEnvForTests();
    const refused = await new Client().call(inbound, URL_PATH, { method: "POST", form: { From: "+12025550197", Body: "STOP" } });
    expect(refused.status).toBe(403);
    delete process.env.SESSION_SECRET;
    expect((await flags(user.id)).smsDailyInsights).toBe(1);
  });

  it("answers 400 for a sender that is not a phone number", async () => {
    const response = await new Client().call(inbound, URL_PATH, { method: "POST", form: { From: "not-a-number", Body: "STOP" } });
    expect(response.status).toBe(400);
  });
});
