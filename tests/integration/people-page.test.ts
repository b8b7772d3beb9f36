// Your people on the chart page (forms, no JavaScript needed): saving from a report with the
// agreement line, reopening, starring for the Daily tab, editing, deleting; another member's person
// and a free member see none of it.
import { beforeEach, describe, expect, it } from "vitest";
import { insertUser } from "~/models/user.server";
import * as profilePage from "~/routes/profile";
import { AGREEMENT_REQUIRED } from "~/schemas/people";
import { TOO_MANY_STARRED } from "~/services/people.server";
import { saveProfile } from "~/services/profile.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { createSession } from "~/http/session.server";
import { Client, json } from "../support/routes";

beforeEach(() => resetRateLimits());

async function member(premium = true) {
  const user = await insertUser({ email: `pp${Math.random().toString(36).slice(2)}@example.test`, passwordHash: "x", firstName: "Ada", lastName: "L", subscriptionTier: premium ? "premium" : "free" });
  await saveProfile(user.id, { birthDate: "1990-06-15", birthTime: "14:30", birthPlace: "London", birthLatitude: 51.5074, birthLongitude: -0.1278 }, { enforceLimit: false });
  const client = new Client();
  client.remember(new Response(null, { headers: { "Set-Cookie": await createSession(user.id, false) } }));
  return { client, user };
}

type Page = {
  people: { id: string; name: string; starred: boolean; moonSign: string }[] | null;
  person: { status: string; person?: { id: string; name: string; relationship: string; birthTime: string | null }; report?: { partnerName: string; score: string }; token?: string; editing?: boolean } | null;
  together: { name: string; text: string }[];
};

async function reportToken(client: Client, partnerName = "Grace") {
  const response = await client.call(profilePage, "/profile?tab=compatibility", {
    method: "POST",
    form: { intent: "compatibility", partnerName, partnerBirthDate: "1988-03-09", partnerBirthTime: "08:15", partnerBirthPlace: "Paris", partnerPlaceChoice: "48.8566|2.3522|Paris, France" },
  });
  // The form redirects to the report's own address, which carries its signed token.
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location")!, "http://x").searchParams.get("report")!;
}

async function savePerson(client: Client, name: string) {
  const token = await reportToken(client, name);
  const saved = await client.call(profilePage, "/profile?tab=compatibility", { method: "POST", form: { intent: "save-person", token, name, relationship: "friend", agreement: "on" } });
  expect(saved.status).toBe(302);
  return saved.headers.get("location")!;
}

describe("your people on the Match tab", () => {
  it("saves from a report only with the agreement, then reopens the report from its address", async () => {
    const { client } = await member();
    const token = await reportToken(client);
    const refused = await client.call(profilePage, "/profile?tab=compatibility", { method: "POST", form: { intent: "save-person", token, name: "Grace", relationship: "partner" } });
    expect(refused.status).toBe(400);
    const again = await json<{ intent: string; report: { partnerName: string }; saveResult: { error: Record<string, string[]>; initialValue: Record<string, string> } }>(refused);
    expect(again.intent).toBe("compatibility-report");
    expect(again.report.partnerName).toBe("Grace");
    expect(again.saveResult.error.agreement).toEqual([AGREEMENT_REQUIRED]);
    expect(again.saveResult.initialValue).toMatchObject({ name: "Grace", relationship: "partner" });
    // A forged token is refused, not saved.
    const forged = await client.call(profilePage, "/profile?tab=compatibility", { method: "POST", form: { intent: "save-person", token: `${token}x`, name: "Grace", relationship: "partner", agreement: "on" } });
    expect(forged.status).toBe(400);

    const saved = await client.call(profilePage, "/profile?tab=compatibility", { method: "POST", form: { intent: "save-person", token, name: "Grace", relationship: "partner", agreement: "on" } });
    expect(saved.status).toBe(302);
    const location = saved.headers.get("location")!;
    expect(location).toMatch(/^\/profile\?tab=compatibility&person=[0-9a-f-]{36}$/);

    const page = await json<Page>(await client.call(profilePage, location));
    expect(page.person).toMatchObject({ status: "ok", person: { name: "Grace", relationship: "partner", birthTime: "08:15" }, report: { partnerName: "Grace" } });
    expect(page.person!.token).toBeTruthy();
    expect(page.people!.map((p) => p.name)).toEqual(["Grace"]);
    const list = await json<Page>(await client.call(profilePage, "/profile?tab=compatibility"));
    expect(list.people!.map((p) => p.name)).toEqual(["Grace"]);
    expect(list.person).toBeNull();
  });

  it("stars up to three for 'You and {name} today' on the Daily tab", async () => {
    const { client } = await member();
    const ids: string[] = [];
    for (const name of ["Ann", "Bea", "Cy", "Dot"]) ids.push(new URL(await savePerson(client, name), "http://x").searchParams.get("person")!);
    for (const id of ids.slice(0, 3)) expect((await client.call(profilePage, "/profile?tab=compatibility", { method: "POST", form: { intent: "star-person", id, starred: "on" } })).status).toBe(302);
    const fourth = await client.call(profilePage, "/profile?tab=compatibility", { method: "POST", form: { intent: "star-person", id: ids[3]!, starred: "on" } });
    expect(fourth.status).toBe(409);
    expect(await json(fourth)).toMatchObject({ intent: "person", id: ids[3], result: { error: { "": [TOO_MANY_STARRED] } } });

    const daily = await json<Page>(await client.call(profilePage, "/profile?tab=daily"));
    expect(daily.together.map((t) => t.name).sort()).toEqual(["Ann", "Bea", "Cy"]);
    for (const t of daily.together) expect(t.text).toContain(t.name);
    // Unstarring takes them off the Daily tab.
    await client.call(profilePage, "/profile?tab=compatibility", { method: "POST", form: { intent: "star-person", id: ids[0]! } });
    expect((await json<Page>(await client.call(profilePage, "/profile?tab=daily"))).together.map((t) => t.name).sort()).toEqual(["Bea", "Cy"]);
  });

  it("edits a person (an empty time is 'unknown') and deletes them", async () => {
    const { client } = await member();
    const id = new URL(await savePerson(client, "Grace"), "http://x").searchParams.get("person")!;
    const editing = await json<Page>(await client.call(profilePage, `/profile?tab=compatibility&person=${id}&edit=1`));
    expect(editing.person?.editing).toBe(true);
    const edited = await client.call(profilePage, `/profile?tab=compatibility&person=${id}&edit=1`, {
      method: "POST",
      form: { intent: "update-person", id, name: "Grace H", relationship: "family", birthDate: "1988-03-09", birthTime: "", birthPlace: "Paris, France", birthLatitude: "48.8566", birthLongitude: "2.3522" },
    });
    expect(edited.status).toBe(302);
    const page = await json<Page>(await client.call(profilePage, `/profile?tab=compatibility&person=${id}`));
    expect(page.person?.person).toMatchObject({ name: "Grace H", relationship: "family", birthTime: null });
    const bad = await client.call(profilePage, `/profile?tab=compatibility&person=${id}&edit=1`, { method: "POST", form: { intent: "update-person", id, name: "", relationship: "family", birthDate: "1988-03-09", birthPlace: "Paris", birthLatitude: "48.8566", birthLongitude: "2.3522" } });
    expect(bad.status).toBe(400);
    expect((await json<{ result: { error: Record<string, string[]> } }>(bad)).result.error.name).toBeTruthy();

    const deleted = await client.call(profilePage, "/profile?tab=compatibility", { method: "POST", form: { intent: "delete-person", id, name: "Grace H" } });
    expect(deleted.status).toBe(302);
    const gone = await json<Page>(await client.call(profilePage, `/profile?tab=compatibility&person=${id}`));
    expect(gone.person).toEqual({ status: "missing" });
    expect(gone.people).toEqual([]);
  });

  it("shows another member's person to nobody else, and none of it to a free member", async () => {
    const owner = await member();
    const location = await savePerson(owner.client, "Grace");
    const id = new URL(location, "http://x").searchParams.get("person")!;
    const other = await member();
    expect((await json<Page>(await other.client.call(profilePage, location))).person).toEqual({ status: "missing" });
    const star = await other.client.call(profilePage, "/profile?tab=compatibility", { method: "POST", form: { intent: "star-person", id, starred: "on" } });
    expect(star.status).toBe(404);
    const free = await member(false);
    const page = await json<Page>(await free.client.call(profilePage, location));
    expect(page.people).toBeNull();
    expect(page.person).toBeNull();
    expect((await free.client.call(profilePage, "/profile?tab=compatibility", { method: "POST", form: { intent: "delete-person", id } })).status).toBe(403);
    expect((await json<Page>(await owner.client.call(profilePage, location))).person?.status).toBe("ok");
  });
});
