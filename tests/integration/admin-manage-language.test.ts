// The admin panel's member tabs for an admin who signed up in Hindi or Chinese: each tab's loader run
// as the server runs it and its page rendered with that data (the picker with a member chosen), its
// title, one action's toast and refusals in the admin's language. The member's name and email, typed
// by people, stay as typed; the /api answers stay English (admin-actions.test.ts).
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { readToast } from "~/http/toast.server";
import { translator } from "~/i18n/messages.server";
import { insertUser } from "~/models/user.server";
import * as addUserTab from "~/routes/admin.add-user";
import * as adminPermsTab from "~/routes/admin.admin-perms";
import * as cancelSubTab from "~/routes/admin.cancel-sub";
import * as createSubTab from "~/routes/admin.create-sub";
import * as deleteUserTab from "~/routes/admin.delete-user";
import * as fixBirthTab from "~/routes/admin.fix-birth";
import * as resetPasswordTab from "~/routes/admin.reset-password";
import { priceIds } from "~/services/billing/plans.server";
import { memberSpeaking } from "../support/members";
import { type Client, json } from "../support/routes";
import { pageText } from "../support/render";

const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;
const TABS = { "add-user": addUserTab, "delete-user": deleteUserTab, "admin-perms": adminPermsTab, "reset-password": resetPasswordTab, "cancel-sub": cancelSubTab, "create-sub": createSubTab, "fix-birth": fixBirthTab };
type Tab = (typeof TABS)[keyof typeof TABS];

async function adminSpeaking(header: string, email: string) {
  const client = await memberSpeaking(header, email, { chart: false });
  await db().updateTable("users").set({ isAdmin: 1 }).where("email", "=", email).execute();
  return client;
}

/** A tab's page as the server renders it, with its loader's data and its title. */
async function renderTab(client: Client, module: Tab, path: string) {
  const response = await client.call(module, path);
  expect(response.status, path).toBe(200);
  const data = await json<{ messages: Record<string, string> }>(response);
  const Stub = createRoutesStub([{ id: "tab", path: path.split("?")[0], Component: module.default as ComponentType }]);
  const html = renderToString(createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { tab: data } } }));
  const meta = (module.meta as (args: { data: unknown }) => { title?: string }[])({ data });
  return { text: pageText(html), title: meta[0]!.title! };
}

describe("the admin panel's member tabs in the admin's language", () => {
  it.each([
    { header: "hi-IN", locale: "hi", script: /[\u0900-\u097F]/g, admin: "asha.admin@example.test", member: "vikram.member@example.test", names: ["Vikram", "Mehta"], prices: ["$14.99", "$119"], least: [140, 1600] },
    { header: "zh-CN,zh;q=0.9", locale: "zh-Hans", script: /\p{Script=Han}/gu, admin: "mei.admin@example.test", member: "lan.member@example.test", names: ["Lan", "Zhou"], prices: ["US$14.99", "US$119"], least: [50, 600] },
  ] as const)("$header: every tab, a toast and the refusals", async ({ header, locale, script, admin, member, names, prices, least }) => {
    const client = await adminSpeaking(header, admin);
    const target = await insertUser({ email: member, passwordHash: "x", firstName: names[0], lastName: names[1] });
    const t = translator(locale);
    let total = 0;
    for (const [tab, module] of Object.entries(TABS)) {
      const { text, title } = await renderTab(client, module, `/admin/${tab}?q=${member.split(".")[0]}&userId=${target.id}`);
      expect(title, tab).toMatch(script);
      // The people's own name and email are left out of the check: they stay as typed.
      const words = text.replaceAll(member, " ").replaceAll(`${names[0]} ${names[1]}`, " ");
      const marks = words.match(script)?.length ?? 0;
      // A tab says little, Chinese in the fewest characters: `least` marks in each tab, and in all of them.
      expect(marks, `${tab}: ${words}`).toBeGreaterThan(least[0]);
      total += marks;
      expect(words.match(ENGLISH), `${tab}: ${words}`).toBeNull();
      expect(words.match(/\bmanage\.\w/), tab).toBeNull();
    }
    expect(total).toBeGreaterThan(least[1]);
    const planNames = (await json<{ plans: { name: string }[] }>(await client.call(createSubTab, "/admin/create-sub"))).plans.map((plan) => plan.name);
    expect(planNames).toEqual([t("manage.monthlyPlan", { price: prices[0] }), t("manage.yearlyPlan", { price: prices[1] })]);

    // Granting Premium: the toast in the language.
    const created = await client.call(createSubTab, "/admin/create-sub", { method: "POST", form: { email: member, priceId: priceIds().monthly } });
    expect(created.status).toBe(302);
    const { toast } = await readToast(client.request("/admin/create-sub"));
    expect(toast).toMatchObject({ title: t("manage.subCreated"), description: t("manage.nowPremium", { email: member }) });

    // Refused: the service's message (a form error) and a conflict (the alert's title) in the language.
    const again = await client.call(createSubTab, "/admin/create-sub", { method: "POST", form: { email: member, priceId: priceIds().monthly } });
    expect(again.status).toBe(409);
    expect((await json<{ result: { error: Record<string, string[]> } }>(again)).result.error[""]).toEqual([t("forms.alreadySubscribed")]);
    const grant = await client.call(adminPermsTab, "/admin/admin-perms", { method: "POST", form: { userId: (await db().selectFrom("users").select("id").where("email", "=", admin).executeTakeFirstOrThrow()).id, isAdmin: "true" } });
    expect(grant.status).toBe(409);
    expect(await json(grant)).toMatchObject({ error: t("forms.alreadyAdmin"), unchanged: true });
    expect(t("forms.alreadyAdmin")).toMatch(script);
  });
});
