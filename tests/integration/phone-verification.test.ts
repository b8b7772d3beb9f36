// A phone number gets daily texts only after the code texted to it is entered: 6 digits, 10 minutes,
// 5 tries, stored as an HMAC; a new number starts over; STOP still ends the texts.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { listConsents } from "~/models/consent.server";
import { findUserById } from "~/models/user.server";
import * as phoneCodeRoute from "~/routes/api/user.phone.code";
import * as verifyRoute from "~/routes/api/user.phone.verify";
import * as preferencesRoute from "~/routes/api/user.preferences";
import * as settingsRoute from "~/routes/settings";
import { CODE_FORMAT } from "~/schemas/phone";
import { message } from "~/i18n/messages.server";
import { runDailyJob } from "~/jobs/daily";
import { deliverDailyInsights } from "~/services/delivery.server";
import { ALREADY_VERIFIED, CODE_EXPIRED, CODE_LOCKED, PHONE_CODE_TRIES, verifyPhoneCode } from "~/services/phone-verification.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { handleInboundText } from "~/services/sms-inbound.server";
import { createSession } from "~/http/session.server";
import { Client, json } from "../support/routes";
import { seedUser } from "./delivery-fixtures";

beforeEach(() => resetRateLimits());

/** The words next to the SMS switch, recorded verbatim with the consent (an English member's, as ever). */
const SMS_CONSENT_WORDING =
  "With SMS on, Three Skies texts this number once a day with your reading, at the time you choose. Message and data rates may apply. Reply STOP to end the texts at any time, HELP for help.";

let numbers = 0;
function freshNumber() {
  numbers += 1;
  return `+1415555${String(2000 + numbers).padStart(4, "0")}`;
}

async function premiumMember() {
  // Due at 08:00 New York time; no SMS yet, no number.
  const user = await seedUser({ emailInsights: false, smsInsights: false, phoneNumber: null, phoneVerified: false });
  const client = new Client();
  client.remember(new Response(null, { headers: { "set-cookie": await createSession(user.id, false) } }));
  return { user, client };
}

async function textsTo(phone: string) {
  return (await db().selectFrom("outbox").select("textBody").where("recipient", "=", phone).orderBy("id").execute()).map((row) => row.textBody);
}

async function lastCode(phone: string) {
  const texts = await textsTo(phone);
  return /\b(\d{6})\b/.exec(texts[texts.length - 1] ?? "")?.[1];
}

const savePhone = (client: Client, phoneNumber: string) =>
  client.call(preferencesRoute, "/api/user/preferences", { method: "POST", json: { smsDailyInsights: true, phoneNumber } });
const verify = (client: Client, code: unknown) => client.call(verifyRoute, "/api/user/phone/verify", { method: "POST", json: { code } });

describe("phone codes", () => {
  it("saving a number texts a code; texts start only after it is entered, with the consent on record", async () => {
    const { user, client } = await premiumMember();
    const phone = freshNumber();
    const saved = await savePhone(client, phone);
    expect(saved.status).toBe(200);
    expect((await json<{ user: { phoneVerified: boolean } }>(saved)).user.phoneVerified).toBe(false);
    const code = await lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);

    // Stored as an HMAC: neither the digits nor their plain hash.
    const stored = await db().selectFrom("phoneCodes").selectAll().where("userId", "=", user.id).executeTakeFirstOrThrow();
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.codeHash).not.toContain(code!);

    const now = new Date("2025-03-10T13:30:00Z"); // 09:30 in New York
    const before = await deliverDailyInsights({ now });
    expect(before.delivered.sms).toBe(0);
    expect(await textsTo(phone)).toHaveLength(1);

    const confirmed = await verify(client, code);
    expect(confirmed.status).toBe(200);
    expect((await json<{ user: { phoneVerified: boolean } }>(confirmed)).user.phoneVerified).toBe(true);
    expect(await db().selectFrom("phoneCodes").select("userId").where("userId", "=", user.id).execute()).toEqual([]);
    expect(await listConsents(user.id)).toEqual([
      expect.objectContaining({ channel: "sms", address: phone, wording: SMS_CONSENT_WORDING, withdrawnAt: null, method: expect.stringContaining("code texted") }),
    ]);

    const after = await deliverDailyInsights({ now });
    expect(after.delivered.sms).toBe(1);
    expect(await textsTo(phone)).toHaveLength(2);

    // A code is single use.
    expect((await verify(client, code)).status).toBe(409);
  });

  it(`${PHONE_CODE_TRIES} wrong codes lock that code, the right one included; a new code works`, async () => {
    const { user, client } = await premiumMember();
    const phone = freshNumber();
    await savePhone(client, phone);
    const code = (await lastCode(phone))!;
    const wrong = code === "000000" ? "111111" : "000000";
    const messages: string[] = [];
    for (let i = 0; i < PHONE_CODE_TRIES; i++) {
      const response = await verify(client, wrong);
      expect(response.status).toBe(400);
      messages.push((await json<{ message: string }>(response)).message);
    }
    expect(messages).toEqual(["That code is not right. 4 tries left.", "That code is not right. 3 tries left.", "That code is not right. 2 tries left.", "That code is not right. 1 try left.", CODE_LOCKED]);
    const locked = await verify(client, code);
    expect(await json(locked)).toMatchObject({ message: CODE_LOCKED, errors: { code: [CODE_LOCKED] } });
    expect((await findUserById(user.id))!.phoneVerifiedAt).toBeNull();

    const resent = await client.call(phoneCodeRoute, "/api/user/phone/code", { method: "POST" });
    expect(resent.status).toBe(200);
    const fresh = (await lastCode(phone))!;
    expect((await verify(client, fresh)).status).toBe(200);
  });

  it("a code older than 10 minutes is refused; bad input is a 400 with a message", async () => {
    const { user, client } = await premiumMember();
    const phone = freshNumber();
    await savePhone(client, phone);
    const code = (await lastCode(phone))!;
    const member = (await findUserById(user.id))!;
    await expect(verifyPhoneCode(member, code, new Date(Date.now() + 10 * 60_000 + 1000))).rejects.toMatchObject({ status: 400, message: CODE_EXPIRED });
    for (const bad of ["12345", "abcdef", 123456, null]) {
      const response = await verify(client, bad);
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ message: CODE_FORMAT });
    }
    expect((await findUserById(user.id))!.phoneVerifiedAt).toBeNull();
  });

  it("the hourly job deletes expired codes and keeps those still running", async () => {
    const expired = await premiumMember();
    await savePhone(expired.client, freshNumber());
    const running = await premiumMember();
    await savePhone(running.client, freshNumber());
    await db().updateTable("phoneCodes").set({ expiresAt: "2025-03-10T13:00:00.000Z" }).where("userId", "=", expired.user.id).execute();
    const summary = await runDailyJob({ now: new Date("2025-03-10T13:30:00Z") });
    expect(summary).toMatchObject({ phoneCodesDeleted: 1 });
    const left = await db().selectFrom("phoneCodes").select("userId").where("userId", "in", [expired.user.id, running.user.id]).execute();
    expect(left).toEqual([{ userId: running.user.id }]);
  });

  it("changing the number verifies again: texts stop, the consent ends, the old code dies, the new number gets one", async () => {
    const { user, client } = await premiumMember();
    const first = freshNumber();
    await savePhone(client, first);
    const firstCode = (await lastCode(first))!;
    await verify(client, firstCode);
    const second = freshNumber();
    await savePhone(client, second);
    const member = (await findUserById(user.id))!;
    expect(member).toMatchObject({ phoneNumber: second, phoneVerifiedAt: null });
    expect((await listConsents(user.id))[0]!.withdrawnAt).not.toBeNull();
    expect(await lastCode(second)).toMatch(/^\d{6}$/);
    expect((await verify(client, firstCode)).status).toBe(400);
    await deliverDailyInsights({ now: new Date("2025-03-11T13:30:00Z") });
    expect(await textsTo(second)).toHaveLength(1);
    expect(await textsTo(first)).toHaveLength(1);
  });

  it("STOP still ends the texts and withdraws the consent", async () => {
    const { user, client } = await premiumMember();
    const phone = freshNumber();
    await savePhone(client, phone);
    await verify(client, await lastCode(phone));
    await handleInboundText(phone, "STOP", "http://localhost:3000/settings");
    expect((await findUserById(user.id))!.smsDailyInsights).toBe(0);
    expect((await listConsents(user.id)).every((consent) => consent.withdrawnAt !== null)).toBe(true);
  });

  it("the settings forms work without JavaScript: a wrong code shows its message, a new code is sent, the right one confirms", async () => {
    const { user, client } = await premiumMember();
    const phone = freshNumber();
    await savePhone(client, phone);
    const view = await json<{ phone: unknown }>(await client.call(settingsRoute, "/settings"));
    expect(view.phone).toEqual({ verified: false, codeWaiting: true });

    const wrong = await client.call(settingsRoute, "/settings", { method: "POST", form: { intent: "phone-code", code: "12 34 5" } });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ intent: "phone-code", result: { error: { code: [CODE_FORMAT] } } });

    const resend = await client.call(settingsRoute, "/settings", { method: "POST", form: { intent: "phone-resend" } });
    expect(resend.status).toBe(302);
    expect(await textsTo(phone)).toHaveLength(2);

    const right = await client.call(settingsRoute, "/settings", { method: "POST", form: { intent: "phone-code", code: (await lastCode(phone))! } });
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/settings#delivery");
    expect((await json<{ phone: unknown }>(await client.call(settingsRoute, "/settings"))).phone).toEqual({ verified: true });
    expect((await findUserById(user.id))!.phoneVerifiedAt).not.toBeNull();

    // Nothing is waiting any more.
    const again = await client.call(settingsRoute, "/settings", { method: "POST", form: { intent: "phone-resend" } });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ result: { error: { "": [ALREADY_VERIFIED] } } });
  });

  it("records a Chinese member's consent in the Chinese words their delivery card shows", async () => {
    const { user, client } = await premiumMember();
    await db().updateTable("users").set({ locale: "zh-Hans" }).where("id", "=", user.id).execute();
    const phone = freshNumber();
    expect((await savePhone(client, phone)).status).toBe(200);
    const shown = (await json<{ messages: Record<string, string> }>(await client.call(settingsRoute, "/settings"))).messages["settings.smsConsent"];
    expect(shown).toBe(message("zh-Hans", "settings.smsConsent"));
    expect(shown!.match(/\p{Script=Han}/gu)!.length).toBeGreaterThan(50);
    const right = await client.call(settingsRoute, "/settings", { method: "POST", form: { intent: "phone-code", code: (await lastCode(phone))! } });
    expect(right.status).toBe(302);
    expect(await listConsents(user.id)).toEqual([expect.objectContaining({ channel: "sms", address: phone, wording: shown, withdrawnAt: null })]);
  });
});

describe("delivery form without JavaScript (issue 27)", () => {
  it("a refused phone number comes back with what was typed: the number and the time", async () => {
    const { client } = await premiumMember();
    const response = await client.call(settingsRoute, "/settings", {
      method: "POST",
      form: { intent: "delivery", emailDailyInsights: "off", smsDailyInsights: ["off", "on"], phoneNumber: "555-0100", deliveryTime: "11:00", timezone: "UTC" },
    });
    expect(response.status).toBe(400);
    const body = await json<{ result: { initialValue: Record<string, unknown>; error: Record<string, string[]> } }>(response);
    expect(body.result.error.phoneNumber).toEqual(["Enter a valid phone number with its country code, e.g. +14155550123"]);
    expect(body.result.initialValue).toMatchObject({ phoneNumber: "555-0100", deliveryTime: "11:00" });
  });
});
