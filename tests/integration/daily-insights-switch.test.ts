// One source of truth for daily insights: the user menu's Preferences dialog and the Settings card
// read and write the same stored switch (users.send_daily_insights) through one schema and one
// service, so a change made in one is what the other shows next.
import { memberClock } from "~/domain/member-zone";
import { createElement, type ReactElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createRoutesStub, Outlet } from "react-router";
import { rootData } from "../support/form-markup";
import { describe, expect, it } from "vitest";
import { PreferencesFields } from "~/components/preferences-dialog";
import { DeliveryCard } from "~/components/settings/delivery-card";
import { db } from "~/db.server";
import { createSession } from "~/http/session.server";
import { displayName, findUserById, isPremium, publicUser } from "~/models/user.server";
import type { RootUser } from "~/root-data";
import * as preferencesPage from "~/routes/preferences";
import * as settingsRoute from "~/routes/settings";
import { Client } from "../support/routes";
import { seedUser } from "./delivery-fixtures";

/** The signed-in user as the root loader hands it to every view. */
async function rootUser(id: string): Promise<RootUser> {
  const user = (await findUserById(id))!;
  return { ...publicUser(user), displayName: displayName(user), premium: isPremium(user) } as RootUser;
}

async function html(element: () => ReactElement) {
  const Stub = createRoutesStub([{ id: "root", Component: Outlet, children: [{ path: "/", Component: element }] }]);
  const { prelude } = await prerenderToNodeStream(createElement(Stub, { initialEntries: ["/"], hydrationData: { loaderData: { root: rootData() } } }));
  let out = "";
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

/** The `checked` state of the checkbox named `name` in rendered markup (the hidden "off" inputs aside). */
function checkedBox(markup: string, name: string): boolean {
  const box = markup.match(new RegExp(`<input[^>]*type="checkbox"[^>]*name="${name}"[^>]*>`));
  expect(box, `a checkbox named ${name}`).not.toBeNull();
  return /\schecked=""/.test(box![0]);
}

const settingsCard = (user: RootUser) => () =>
  createElement(DeliveryCard, { user, defaults: { clock: memberClock("America/New_York", null), hasProfile: true }, phone: null });
const dialogFields = (user: RootUser) => () => createElement(PreferencesFields, { user, theme: "light" });

async function signedIn() {
  const user = await seedUser({ emailInsights: true, sendDailyInsights: true });
  const client = new Client();
  client.remember(new Response(null, { headers: { "set-cookie": await createSession(user.id, false) } }));
  return { user, client };
}

const stored = (id: string) => db().selectFrom("users").select(["sendDailyInsights", "emailDailyInsights"]).where("id", "=", id).executeTakeFirstOrThrow();

describe("daily insights: the Preferences dialog and Settings agree", () => {
  it("a switch turned off in the dialog shows off in Settings, with the reason nothing is sent", async () => {
    const { user, client } = await signedIn();
    const before = await rootUser(user.id);
    expect(checkedBox(await html(settingsCard(before)), "dailyInsights")).toBe(true);
    expect(checkedBox(await html(dialogFields(before)), "sendDailyInsights")).toBe(true);

    // The dialog's post: a hidden "off" and no "on" from the unticked box.
    const saved = await client.call(preferencesPage, "/preferences", { method: "POST", form: { via: "dialog", username: "Ada", sendDailyInsights: "off" } });
    expect(saved.status).toBe(200);
    expect(await stored(user.id)).toEqual({ sendDailyInsights: 0, emailDailyInsights: 1 });

    const card = await html(settingsCard(await rootUser(user.id)));
    expect(checkedBox(card, "dailyInsights")).toBe(false);
    expect(card).toContain("Paused: nothing is sent");
    // The channel keeps its own setting; the master switch decides.
    expect(checkedBox(card, "emailDailyInsights")).toBe(true);
  });

  it("a switch turned on in Settings shows on in the dialog, which names the channel and hour", async () => {
    const { user, client } = await signedIn();
    await db().updateTable("users").set({ sendDailyInsights: 0 }).where("id", "=", user.id).execute();
    expect(checkedBox(await html(dialogFields(await rootUser(user.id))), "sendDailyInsights")).toBe(false);

    const saved = await client.call(settingsRoute, "/settings", {
      method: "POST",
      form: { intent: "delivery", dailyInsights: ["off", "on"], emailDailyInsights: ["off", "on"], smsDailyInsights: "off", deliveryTime: "07:00", timezone: "America/New_York" },
    });
    expect(saved.status).toBe(302);
    expect(await stored(user.id)).toEqual({ sendDailyInsights: 1, emailDailyInsights: 1 });

    const dialog = await html(dialogFields(await rootUser(user.id)));
    expect(checkedBox(dialog, "sendDailyInsights")).toBe(true);
    expect(dialog).toContain("Sent by email at 7:00 AM your time.");
    expect(dialog).toContain('href="/settings#delivery"');
  });

  it("Settings can pause delivery while keeping the channel chosen, and the dialog then shows it off", async () => {
    const { user, client } = await signedIn();
    const saved = await client.call(settingsRoute, "/settings", {
      method: "POST",
      form: { intent: "delivery", dailyInsights: "off", emailDailyInsights: ["off", "on"], smsDailyInsights: "off", deliveryTime: "08:00", timezone: "America/New_York" },
    });
    expect(saved.status).toBe(302);
    expect(await stored(user.id)).toEqual({ sendDailyInsights: 0, emailDailyInsights: 1 });
    expect(checkedBox(await html(dialogFields(await rootUser(user.id))), "sendDailyInsights")).toBe(false);
  });
});
