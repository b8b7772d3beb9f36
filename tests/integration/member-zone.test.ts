// The member's own clock: kept from the browser at registration, changed by any member in Settings as
// a place (a plain form, or POST /api/user/preferences with the same schema and service), the birth
// place's zone only while none is kept; and the delivery hour Settings shows is the one kept.
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import * as preferencesRoute from "~/routes/api/user.preferences";
import * as registerRoute from "~/routes/register";
import * as settingsRoute from "~/routes/settings";
import * as profilePage from "~/routes/profile";
import { db } from "~/db.server";
import { createSession } from "~/http/session.server";
import { DeliveryCard } from "~/components/settings/delivery-card";
import { ZONE_PLACE_REQUIRED, ZONE_QUERY_MESSAGE, memberClock } from "~/domain/member-zone";
import { findUserById, publicUser } from "~/models/user.server";
import type { RootUser } from "~/root-data";
import { Client, json } from "../support/routes";
import { serverMarkup } from "../support/form-markup";
import { seedUser, type SeedOptions } from "./delivery-fixtures";

const LAGOS = { birthDate: "1994-07-09", birthTime: "14:25", latitude: 6.5244, longitude: 3.3792, place: "Lagos, Nigeria" };

async function signedIn(options: SeedOptions = {}) {
  const user = await seedUser({ premium: false, emailInsights: false, timezone: null, birth: LAGOS, ...options });
  const client = new Client();
  client.remember(new Response(null, { headers: { "set-cookie": await createSession(user.id, false) } }));
  return { user, client };
}

async function keptZone(id: string) {
  return (await db().selectFrom("users").select("timezone").where("id", "=", id).executeTakeFirstOrThrow()).timezone;
}

describe("a free member sets their zone as a place on /settings (no JavaScript)", () => {
  it("searches places, keeps the chosen place's zone, and the page then reads its clock", async () => {
    const { user, client } = await signedIn();
    const before = await json<{ delivery: { clock: { zone: string; source: string } } }>(await client.call(settingsRoute, "/settings"));
    expect(before.delivery.clock).toMatchObject({ zone: "Africa/Lagos", source: "birth" });

    const search = await client.call(settingsRoute, "/settings", { method: "POST", form: { intent: "zone-search", zoneQuery: "London" } });
    expect(search.status).toBe(200);
    const found = await json<{ intent: string; search: { searched: string; places: { name: string; latitude: number; longitude: number }[] } }>(search);
    expect(found.intent).toBe("zone-search");
    const london = found.search.places.find((place) => /United Kingdom/.test(place.name));
    expect(london, JSON.stringify(found.search.places)).toBeDefined();

    const saved = await client.call(settingsRoute, "/settings", {
      method: "POST",
      form: { intent: "zone", zoneQuery: "London", zoneChoice: `${london!.latitude}|${london!.longitude}|${london!.name}` },
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/settings#clock");
    expect(await keptZone(user.id)).toBe("Europe/London");

    const after = await json<{ delivery: { clock: { zone: string; source: string } } }>(await client.call(settingsRoute, "/settings"));
    expect(after.delivery.clock).toMatchObject({ zone: "Europe/London", source: "kept" });
    // The Daily tab's year ahead is dated on the kept clock, not the birth town's.
    const daily = await json<{ yearAhead: { timezone: string } | null }>(await client.call(profilePage, "/profile?tab=daily"));
    expect(daily.yearAhead?.timezone).toBe("Europe/London");
  });

  it("refuses a search under 3 letters and a save with no place chosen, with 400 and a message", async () => {
    const { user, client } = await signedIn({ timezone: "Africa/Lagos" });
    const short = await client.call(settingsRoute, "/settings", { method: "POST", form: { intent: "zone-search", zoneQuery: "Lo" } });
    expect(short.status).toBe(400);
    expect(await json(short)).toMatchObject({ result: { error: { zoneQuery: [ZONE_QUERY_MESSAGE] } } });

    const none = await client.call(settingsRoute, "/settings", { method: "POST", form: { intent: "zone", zoneQuery: "Manchester" } });
    expect(none.status).toBe(400);
    const body = await json<{ result: unknown; search: { places: unknown[] } }>(none);
    expect(body.result).toMatchObject({ error: { zoneLatitude: [ZONE_PLACE_REQUIRED] } });
    // The same places are offered again.
    expect(body.search.places.length).toBeGreaterThan(0);
    expect(await keptZone(user.id)).toBe("Africa/Lagos");
  });
});

describe("POST /api/user/preferences with a place", () => {
  it("keeps the place's zone for a free member; half a place is 400", async () => {
    const { user, client } = await signedIn();
    const post = (body: unknown) => client.call(preferencesRoute, "/api/user/preferences", { method: "POST", json: body });
    const saved = await post({ zonePlace: "Kolkata, India", zoneLatitude: 22.5726, zoneLongitude: 88.3639 });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({ user: { timezone: "Asia/Kolkata" } });

    const half = await post({ zoneLatitude: 48.8566 });
    expect(half.status).toBe(400);
    expect(await json(half)).toMatchObject({ errors: { zoneLongitude: [ZONE_PLACE_REQUIRED] } });
    const outside = await post({ zoneLatitude: 95, zoneLongitude: 2 });
    expect(outside.status).toBe(400);
    expect(await keptZone(user.id)).toBe("Asia/Kolkata");
  });
});

describe("registration keeps the browser's zone", () => {
  const form = (email: string, timezone: string) => ({ email, password: "lantern-orbit-123", firstName: "Maya", lastName: "Okafor", timezone });

  it("under today's name, and drops one the tz database does not know without refusing the account", async () => {
    const first = await new Client().call(registerRoute, "/register", { method: "POST", form: form("maya-zone@example.com", "Asia/Calcutta") });
    expect(first.status).toBe(302);
    const maya = await db().selectFrom("users").select("timezone").where("email", "=", "maya-zone@example.com").executeTakeFirstOrThrow();
    expect(maya.timezone).toBe("Asia/Kolkata");

    const second = await new Client().call(registerRoute, "/register", { method: "POST", form: form("theo-zone@example.com", "Mars/Olympus") });
    expect(second.status).toBe(302);
    const theo = await db().selectFrom("users").select("timezone").where("email", "=", "theo-zone@example.com").executeTakeFirstOrThrow();
    expect(theo.timezone).toBeNull();
  });
});

describe("the delivery hour Settings shows", () => {
  it("is the hour kept, for a free member whose fields are locked too", async () => {
    const { user } = await signedIn({ deliveryTime: "08:00" });
    const root = { ...publicUser((await findUserById(user.id))!), premium: false } as unknown as RootUser;
    const html = serverMarkup(createElement(DeliveryCard, { user: root, defaults: { clock: memberClock("Europe/London", null), hasProfile: true }, phone: null }), "/settings");
    const selected = html.match(/<option value="([^"]+)" selected="">([^<]+)<\/option>/);
    expect(selected?.slice(1)).toEqual(["08:00", "8:00 AM"]);
    expect(html).toContain("Your time: London (UTC+");
  });
});
