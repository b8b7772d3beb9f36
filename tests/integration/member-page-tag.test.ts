// A member's page tag (the ETag a revisit is answered 304 with, made before rendering) changes with
// every kind of write that changes what the page shows, and names one member's session only.
import { describe, expect, it } from "vitest";
import { getUser } from "~/http/guards.server";
import { createSession, destroySession } from "~/http/session.server";
import { insertPerson } from "~/models/people.server";
import { findUserById } from "~/models/user.server";
import { openScope, SCOPE_HEADER } from "~/request-scope.server";
import { memberPageTag } from "~/routes/member-page-tag.server";
import type { PreferencesInput } from "~/schemas/preferences";
import { setAdminStatus, updateBirthDetails } from "~/services/admin.server";
import { applySubscription } from "~/services/billing/webhook.server";
import { updatePreferences } from "~/services/preferences.server";
import { saveProfile } from "~/services/profile.server";
import { BASE, newSignedInUser } from "../support/routes";
import { recordStatements } from "../support/statements";

const BUILD = "build-1";
const NOW = Date.parse("2026-11-25T12:00:00Z");
const BIRTH = { birthDate: "1990-06-15", birthTime: "14:30", birthPlace: "London", birthLatitude: 51.5074, birthLongitude: -0.1278 };

async function member() {
  const { user, client } = await newSignedInUser({ firstName: "Tag" });
  await saveProfile(user.id, BIRTH, { enforceLimit: false });
  const request = (path = "/settings", extra = "") => new Request(BASE + path, { headers: { cookie: client.cookieHeader() + extra } });
  const tag = (path?: string, now = NOW) => memberPageTag(request(path), BUILD, now);
  return { user, client, request, tag, fresh: async () => (await findUserById(user.id))! };
}

describe("a member's page tag", () => {
  it("is made only for a member's revalidated pages, without a one-time cookie", async () => {
    const { tag, request } = await member();
    expect(await tag("/settings")).toMatch(/^[\w-]{27}$/);
    expect(await tag("/profile")).not.toBe(await tag("/settings"));
    expect(await tag("/profile?tab=birth")).not.toBe(await tag("/profile?tab=daily"));
    expect(await tag("/admin")).toBeUndefined();
    expect(await memberPageTag(request("/settings", "; ts_toast=x"), BUILD, NOW)).toBeUndefined();
    expect(await memberPageTag(new Request(`${BASE}/settings`), BUILD, NOW)).toBeUndefined();
    expect(await memberPageTag(new Request(`${BASE}/settings`, { headers: { cookie: "ts_session=forged" } }), BUILD, NOW)).toBeUndefined();
  });

  it("stays while nothing changes, and changes with the theme cookie, the build and a new day in the member's zone", async () => {
    const { tag, request } = await member();
    const before = await tag();
    expect(await tag()).toBe(before);
    expect(await memberPageTag(request("/settings", "; theme=dark"), BUILD, NOW)).not.toBe(before);
    expect(await memberPageTag(request(), "build-2", NOW)).not.toBe(before);
    // Still the same day in UTC an hour later; the next day after midnight.
    expect(await tag("/settings", NOW + 3_600_000)).toBe(before);
    expect(await tag("/settings", NOW + 12 * 3_600_000 + 1)).not.toBe(before);
  });

  it("changes with each kind of write: preferences, birth details, subscription, people, admin changes", async () => {
    const { user, tag, fresh } = await member();
    const admin = (await newSignedInUser({ admin: true })).user;
    const writes: [string, () => Promise<unknown>][] = [
      ["preferences", async () => updatePreferences(await fresh(), { username: "Vega" } as PreferencesInput)],
      ["language", async () => updatePreferences(await fresh(), { locale: "hi" })],
      ["birth details", () => saveProfile(user.id, { ...BIRTH, birthTime: "09:10" }, { enforceLimit: false })],
      ["subscription", async () => applySubscription(await fresh(), { id: "sub_1", customer: "cus_1", status: "active", priceId: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, userId: user.id })],
      [
        "people",
        () =>
          insertPerson(user.id, { name: "Grace", relationship: "friend", birthDate: "1988-03-09", birthTime: null, timeChoice: null, birthPlace: "Paris", birthLatitude: 48.85, birthLongitude: 2.35 }, new Date().toISOString()),
      ],
      ["admin: the admin flag", () => setAdminStatus(admin, user.id, true)],
      ["admin: birth details", () => updateBirthDetails(admin, user.id, { ...BIRTH, birthPlace: "Paris", birthLatitude: 48.85, birthLongitude: 2.35 } as never)],
    ];
    for (const [kind, write] of writes) {
      const before = await tag();
      await write();
      expect(await tag(), kind).not.toBe(before);
    }
  });

  it("never matches another member's page or another session, and is gone once the member signs out", async () => {
    const one = await member();
    const two = await member();
    expect(await one.tag()).not.toBe(await two.tag());
    const otherSession = new Request(`${BASE}/settings`, { headers: { cookie: (await createSession(one.user.id, false)).split(";")[0]! } });
    expect(await memberPageTag(otherSession, BUILD, NOW)).not.toBe(await one.tag());
    await destroySession(one.request());
    expect(await one.tag()).toBeUndefined();
  });

  it("reads the session once for the tag and the loaders of the same request (one scope)", async () => {
    const { client, user } = await member();
    const close = openScope("tag-then-loaders", { requestId: "req-1" });
    const asked = () => new Request(`${BASE}/settings`, { headers: { cookie: client.cookieHeader(), [SCOPE_HEADER]: "tag-then-loaders" } });
    const { statements } = await recordStatements(async () => {
      expect(await memberPageTag(asked(), BUILD, NOW)).toBeDefined();
      expect((await getUser(asked()))?.id).toBe(user.id);
    });
    close();
    expect(statements.filter((sql) => /\bsessions\b/.test(sql))).toHaveLength(1);
  });
});
