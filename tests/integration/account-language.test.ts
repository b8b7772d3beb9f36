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

/** The settings page's visible text as the server sends it to the member (never hydrated). */
async function settingsText(client: Client) {
  const [rootData, data] = [await json(await client.call(root, "/settings")), await json(await client.call(settingsPage, "/settings"))];
  const Page = settingsPage.default as unknown as (props: { loaderData: unknown; actionData: undefined }) => React.ReactElement;
  const Stub = createRoutesStub([{ id: "root", Component: Outlet, children: [{ id: "settings", path: "/settings", Component: () => createElement(Page, { loaderData: data, actionData: undefined }) }] }]);
  const page = createElement(Stub, { initialEntries: ["/settings"], hydrationData: { loaderData: { root: rootData, settings: data } } });
  // The catalogs' lookup, as the document renderer hands it to pages that never hydrate (app/entry.server.tsx).
  return pageText(renderToString(createElement(ServerCatalogs.Provider, { value: viewMessages }, page)));
}

describe("the settings page in the member's language", () => {
  it.each([
    { header: "hi-IN", email: "asha.settings@example.test", marks: /[\u0900-\u097F]/g },
    { header: "zh-CN", email: "mei.settings@example.test", marks: /\p{Script=Han}/gu },
  ])("$header", async ({ header, email, marks }) => {
    const client = await memberSpeaking(header, email, { firstName: "Asha", lastName: "Rao", chart: false });
    const text = await settingsText(client);
    // The cards translated so far: from the account card down to "Your data", less the delivery,
    // notifications, time zone, share and subscription cards, whose words are still English.
    for (const heading of ["Account Information", "Change Password", "Calendar Feed", "Your data", "Support", "Chart conventions"]) expect(text).not.toContain(heading);
    expect(text.match(marks)?.length ?? 0).toBeGreaterThanOrEqual(300);
    // The change of address is agreed to in the words the member reads (and recorded with them).
    expect(text).toContain(translator(header === "hi-IN" ? "hi" : "zh-Hans")("email.moveWording"));
    // The forms' browser checks (the data- attributes the page's script reads) are in the language as well.
    type Checks = { constraints: { email: { messages: Record<string, { missing?: string }> } } };
    const missing = (await json<Checks>(await client.call(settingsPage, "/settings"))).constraints.email.messages.email!.missing;
    expect(missing).toBe(translator(header === "hi-IN" ? "hi" : "zh-Hans")("forms.emailInvalid"));
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
