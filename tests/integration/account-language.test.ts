// The account's words in the visitor's or member's language: form errors (the HTML actions translate the
// schemas' and the services' messages through the `forms` catalog; the English bytes and the /api JSON
// stay as the spec writes them) and the receipt e-mail.
import { beforeEach, describe, expect, it } from "vitest";
import { translator, viewMessages } from "~/i18n/messages.server";
import { ServerCatalogs } from "~/i18n/text-context";
import { COOKIE } from "~/domain/names";
import * as changePasswordApi from "~/routes/api/user.change-password";
import * as registerPage from "~/routes/register";
import * as settingsPage from "~/routes/settings";
import * as profilePage from "~/routes/profile";
import { resetRateLimits } from "~/services/rate-limit.server";
import { sendReceiptEmail } from "~/services/account-mail.server";
import { db } from "~/db.server";
import { readToast } from "~/http/toast.server";
import { PUSH_WORDS } from "~/browser/push";
import { sendTestPush, type PushPayload } from "~/services/push.server";
import { findUserById } from "~/models/user.server";
import { withoutOneTimeSecrets } from "~/domain/redact";
import * as root from "~/root";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { pageText } from "../support/render";
import { memberSpeaking } from "../support/members";
import { Client, json } from "../support/routes";

beforeEach(() => resetRateLimits());

type Reply = { error: Record<string, string[] | null> };
const empty = { email: "", password: "", firstName: "", lastName: "" };

/** The toast a response sets in its flash cookie. */
async function toastOf(response: Response) {
  const cookie = response.headers.getSetCookie().map((header) => header.split(";")[0]).join("; ");
  return (await readToast(new Request("http://localhost/", { headers: { cookie } }))).toast;
}

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/** The settings page's visible text as the server sends it to the member (never hydrated). */
async function settingsText(client: Client) {
  return pageText(await settingsHtml(client));
}

/** The settings page's markup as the server sends it to the member. */
async function settingsHtml(client: Client) {
  const [rootData, data] = [await json(await client.call(root, "/settings")), await json(await client.call(settingsPage, "/settings"))];
  const Page = settingsPage.default as unknown as (props: { loaderData: unknown; actionData: undefined }) => React.ReactElement;
  const Stub = createRoutesStub([{ id: "root", Component: Outlet, children: [{ id: "settings", path: "/settings", Component: () => createElement(Page, { loaderData: data, actionData: undefined }) }] }]);
  const page = createElement(Stub, { initialEntries: ["/settings"], hydrationData: { loaderData: { root: rootData, settings: data } } });
  // The catalogs' lookup, as the document renderer hands it to pages that never hydrate (app/entry.server.tsx).
  return renderToString(createElement(ServerCatalogs.Provider, { value: viewMessages }, page));
}

describe("the settings page in the member's language", () => {
  it.each([
    { header: "hi-IN", email: "asha.settings@example.test", marks: /[\u0900-\u097F]/g },
    { header: "zh-CN", email: "mei.settings@example.test", marks: /\p{Script=Han}/gu },
  ])("$header", async ({ header, email, marks }) => {
    const client = await memberSpeaking(header, email, { firstName: "Asha", lastName: "Rao", chart: false });
    const text = await settingsText(client);
    const headings = ["Subscription", "Account Information", "Your time zone", "Daily Insights Delivery", "Notifications on this device", "Calendar Feed", "Share my chart"];
    for (const heading of [...headings, "Change Password", "Your data", "Support", "Chart conventions"]) expect(text).not.toContain(heading);
    expect(text.match(marks)?.length ?? 0).toBeGreaterThanOrEqual(300);
    // The change of address is agreed to in the words the member reads (and recorded with them).
    expect(text).toContain(translator(header === "hi-IN" ? "hi" : "zh-Hans")("email.moveWording"));
    // The forms' browser checks (the data- attributes the page's script reads) are in the language as well.
    type Checks = { constraints: { email: { messages: Record<string, { missing?: string }> } } };
    const missing = (await json<Checks>(await client.call(settingsPage, "/settings"))).constraints.email.messages.email!.missing;
    expect(missing).toBe(translator(header === "hi-IN" ? "hi" : "zh-Hans")("forms.emailInvalid"));
  });

  // A Premium member with a number to confirm, a device and a published card: every state these cards show.
  it.each([
    { header: "hi-IN", locale: "hi" as const, marks: /[\u0900-\u097F]/g, date: "5 मार्च 2027", zone: "(UTC+0)" },
    { header: "zh-CN", locale: "zh-Hans" as const, marks: /\p{Script=Han}/gu, date: "2027年3月5日", zone: "英国时间 (UTC+0)" },
  ])("$header: the subscription, time zone, delivery, notifications, share and conventions cards, and their answers", async ({ header, locale, marks, date, zone }) => {
    const email = `cards.${locale.toLowerCase()}@example.test`;
    const client = await memberSpeaking(header, email);
    const id = (await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
    const member = { subscriptionTier: "premium", subscriptionStatus: "active", subscriptionPriceId: "price_threeskies_monthly", subscriptionPeriodEnd: "2027-03-05T09:00:00.000Z" };
    await db().updateTable("users").set({ ...member, phoneNumber: "+14155550123", smsDailyInsights: 1 }).where("id", "=", id).execute();
    await db().insertInto("pushSubscriptions").values({ id: `device-${locale}`, userId: id, endpoint: `https://push.example/${locale}`, p256dh: "x", auth: "y", deviceName: "", lastSuccessAt: "2027-03-01T10:00:00.000Z" }).execute();
    const published = await client.call(settingsPage, "/settings", { method: "POST", form: { intent: "share-card", displayName: "Asha" } });
    const t = translator(locale);
    expect(await toastOf(published)).toMatchObject({ title: t("settings.cardPublished"), description: t("settings.cardPublishedText") });

    const html = await settingsHtml(client);
    // Each card's markup, from its opening tag to its end (none of them nests a section).
    const cards = ['aria-labelledby="subscription-heading"', 'id="clock"', 'id="delivery"', 'id="notifications"', 'id="share"', 'id="conventions"'].map((mark) => {
      const from = html.indexOf(mark);
      expect(from).toBeGreaterThan(0);
      return pageText(html.slice(from, html.indexOf("</section>", from)).replace(/^[^>]*>/, ""));
    });
    for (const card of cards) {
      expect(card.match(marks)?.length ?? 0, card).toBeGreaterThanOrEqual(20);
      expect(card).not.toMatch(/\b(the|and|your|with|today|you|this|for|from|into)\b/i);
    }
    expect(cards.join(" ").match(marks)!.length).toBeGreaterThanOrEqual(500);
    const [subscription, clock, delivery, notifications, , conventions] = cards;
    // Prices as the pricing page writes them, dates and the zone through Intl.
    expect(subscription).toContain(t("settings.perMonth", { price: new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }).format(14.99) }));
    expect(subscription).toContain(date);
    expect(clock).toContain(zone);
    expect(delivery).toContain(t("settings.smsConsent"));
    expect(notifications).toContain(t("settings.unnamedDevice"));
    // The conventions' options, each in the language.
    for (const option of ["baziHour.solar", "dayStart.23:00", "ayanamsa.raman", "node.true", "dashaYearDays.360"]) expect(conventions).toContain(t(`settings.convention.${option}`));
    // The enhancement's words travel in the page, in the language.
    expect(html).toContain(`data-push-words="${escapeAttribute(JSON.stringify(Object.fromEntries(PUSH_WORDS.map((word) => [word, viewMessages(locale, "settings")[`settings.push.${word}`]]))))}"`);
  });

  it.each([
    { header: "hi-IN", locale: "hi" as const, marks: /[\u0900-\u097F]/g },
    { header: "zh-CN", locale: "zh-Hans" as const, marks: /\p{Script=Han}/gu },
  ])("$header: the phone code, its text message, the test notification and the email card's answers", async ({ header, locale, marks }) => {
    const email = `words.${locale.toLowerCase()}@example.test`;
    const client = await memberSpeaking(header, email, { chart: false });
    const user = (await findUserById((await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id))!;
    const [t, english] = [translator(locale), /\b(the|and|your|with|today|you|this|for|from|into|code|try|tries|link|inbox|waiting)\b/i];
    const post = (form: Record<string, string>) => client.call(settingsPage, "/settings", { method: "POST", form });

    // The code's text message, in the language (and its code still kept out of the member's export).
    await db().updateTable("users").set({ phoneNumber: "+14155550188" }).where("id", "=", user.id).execute();
    expect((await post({ intent: "phone-resend" })).status).toBe(302);
    const sms = (await db().selectFrom("outbox").select("textBody").where("recipient", "=", "+14155550188").orderBy("id", "desc").executeTakeFirstOrThrow()).textBody;
    const code = /\b(\d{6})\b/.exec(sms)![1]!;
    expect(sms).toBe(t("settings.codeSms", { code, minutes: 10 }));
    expect(sms.replace("Three Skies", "")).not.toMatch(/[A-Za-z]/);
    expect(withoutOneTimeSecrets(sms)).not.toContain(code);
    // A wrong code: how many tries are left, counted in the language.
    const wrong = await post({ intent: "phone-code", code: code === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(400);
    const [said] = (await json<{ result: Reply }>(wrong)).result.error.code!;
    expect(said).toBe(t("forms.wrongCode", { count: 4 }));
    expect(said).toContain("4");
    expect(said!.match(marks)!.length).toBeGreaterThanOrEqual(8);

    // The test notification's body.
    await db().insertInto("pushSubscriptions").values({ id: `words-${locale}`, userId: user.id, endpoint: `https://fcm.googleapis.com/fcm/send/words-${locale}`, p256dh: "x", auth: "y", deviceName: "" }).execute();
    const sent: PushPayload[] = [];
    expect(await sendTestPush(user, `words-${locale}`, async (_target, payload) => void sent.push(payload))).toMatchObject({ delivered: true });
    expect(sent[0]!.body).toBe(t("settings.testPushBody", { device: t("settings.push.thisDevice") }));
    expect(sent[0]!.body).not.toMatch(/[A-Za-z]/);

    // The email card: a fresh link, a change of address asked for, and the card while it waits.
    expect(await toastOf(await post({ intent: "resend-verification" }))).toMatchObject({ title: t("settings.linkSent"), description: t("settings.linkSentText", { email }) });
    const moved = `moved.${locale.toLowerCase()}@example.test`;
    const change = await post({ intent: "change-email", email: moved, password: "lantern-orbit-123" });
    expect(await toastOf(change)).toMatchObject({ title: t("settings.checkInbox"), description: t("settings.changeSentText", { email: moved }) });
    const html = await settingsHtml(client);
    const from = html.indexOf('id="email"');
    const card = pageText(html.slice(from, html.indexOf("</section>", from)).replace(/^[^>]*>/, ""));
    for (const words of [t("settings.pendingSent").trim(), moved, t("settings.pendingStays", { email })]) expect(card).toContain(words);
    expect(card.replaceAll(email, "").replaceAll(moved, "")).not.toMatch(english);
    expect(card.match(marks)!.length).toBeGreaterThanOrEqual(60);
  });

  it("keeps the English page's words", async () => {
    const text = await settingsText(await memberSpeaking("en-US", "ada.settings@example.test", { firstName: "Asha", lastName: "Rao", chart: false }));
    for (const words of ["Back to Profile", "Account Information", "Change Password", "Calendar Feed", "Your data", "Download my data", "Send Message"]) expect(text).toContain(words);
  });
});

describe("form errors in the reader's language", () => {
  it("keeps the spec's English for a visitor without a language, and speaks Hindi to one who chose it", async () => {
    const english = await json<Reply>(await new Client().call(registerPage, "/register", { method: "POST", form: empty }));
    expect(english.error).toMatchObject({ email: ["Please enter a valid email address"], password: ["Password must be at least 8 characters"], firstName: ["First name is required"] });

    const hindi = await new Client().call(registerPage, "/register", { method: "POST", form: empty, headers: { cookie: `${COOKIE.locale}=hi` } });
    expect(hindi.status).toBe(400);
    const t = translator("hi");
    expect((await json<Reply>(hindi)).error).toMatchObject({ email: [t("forms.emailInvalid")], password: [t("forms.passwordShort")], lastName: [t("forms.lastNameRequired")] });
    expect(t("forms.emailInvalid")).toMatch(/[\u0900-\u097F]{4}/);
    // The browser's checks before any post (the data- attributes the page's script reads) say the same.
    type Checks = { checks: Record<string, { missing?: string }> };
    expect((await json<Checks>(await new Client().call(registerPage, "/register"))).checks.email!.missing).toBe("Please enter a valid email address");
    const checks = (await json<Checks>(await new Client().call(registerPage, "/register", { headers: { cookie: `${COOKIE.locale}=hi` } }))).checks;
    expect(checks.firstName!.missing).toBe(t("forms.firstNameRequired"));
  });

  it("answers a Chinese member's settings and birth forms in Chinese, the JSON API in English", async () => {
    const client = await memberSpeaking("zh-CN,zh;q=0.9", "mei.forms@example.test", { firstName: "Asha", lastName: "Rao", chart: false });
    const t = translator("zh-Hans");
    const password = { intent: "change-password", oldPassword: "wrong-orbit-123", newPassword: "harbor-lamp-456", confirmPassword: "harbor-lamp-789" };
    const mismatch = await client.call(settingsPage, "/settings", { method: "POST", form: password });
    expect(mismatch.status).toBe(400);
    expect((await json<{ result: Reply }>(mismatch)).result.error.confirmPassword).toEqual([t("forms.passwordsDiffer")]);
    const wrong = await client.call(settingsPage, "/settings", { method: "POST", form: { ...password, confirmPassword: password.newPassword } });
    expect((await json<{ result: Reply }>(wrong)).result.error.oldPassword).toEqual(["当前密码不正确"]);

    const birth = { intent: "save-profile", birthDate: "1990-02-30", birthTime: "25:00", birthPlace: "London", birthLatitude: "51.5", birthLongitude: "-0.12" };
    const refused = await client.call(profilePage, "/", { method: "POST", form: birth });
    expect(refused.status).toBe(400);
    expect((await json<{ result: Reply }>(refused)).result.error).toMatchObject({ birthDate: [t("forms.birthDateInvalid")], birthTime: [t("forms.birthTimeFormat")] });

    const api = await client.call(changePasswordApi, "/api/user/change-password", { method: "POST", json: { ...password, confirmPassword: password.newPassword } });
    expect(await json(api)).toMatchObject({ message: "Current password is incorrect" });
  });

  it("writes a Chinese member's receipt in Chinese, amounts and dates through Intl", async () => {
    const member = { email: "mei.receipt@example.test", firstName: "Mei", locale: "zh-Hans" };
    await sendReceiptEmail(member, { reference: "in_42", amount: 11900, currency: "usd", paidAt: new Date("2026-03-05T09:00:00Z"), interval: "yearly", periodEnd: "2027-03-05T09:00:00.000Z" });
    const mail = await db().selectFrom("outbox").selectAll().where("recipient", "=", member.email).executeTakeFirstOrThrow();
    expect(mail.subject).toBe("你的 Three Skies 收据：Three Skies 高级版，按年付费，US$119.00");
    expect(mail.textBody).toContain("支付日期：2026年3月5日\n高级版已付至：2027年3月5日\n参考编号：in_42");
    expect(mail.htmlBody).toContain('<html lang="zh-Hans">');
    expect(mail.textBody).not.toMatch(/\b(the|and|your|with|for|from|Thank|Settings)\b/);
  });
});
