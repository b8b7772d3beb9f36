// Your people over /api: Premium only, one member's people invisible to another, the form's schema
// (agreement included), the star limit, and the report in POST /api/compatibility's shape.
import { beforeEach, describe, expect, it } from "vitest";
import { natalChart } from "~/astrology/index";
import { insertUser } from "~/models/user.server";
import * as compatibilityRoute from "~/routes/api/compatibility";
import * as peopleRoute from "~/routes/api/people";
import * as personRoute from "~/routes/api/people.$id";
import * as reportRoute from "~/routes/api/people.$id.report";
import { AGREEMENT_REQUIRED, PLACE_TOGETHER, RELATIONSHIP_REQUIRED } from "~/schemas/people";
import type { CompatibilityResult } from "~/services/compatibility.server";
import { PEOPLE_PREMIUM, PERSON_NOT_FOUND, TOO_MANY_STARRED, type PersonView } from "~/services/people.server";
import { saveProfile } from "~/services/profile.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { createSession } from "~/http/session.server";
import { Client, json } from "../support/routes";

beforeEach(() => resetRateLimits());

async function member(premium = true, withProfile = true) {
  const user = await insertUser({
    email: `people${Math.random().toString(36).slice(2)}@example.test`,
    passwordHash: "x",
    firstName: "Ada",
    lastName: "Lovelace",
    subscriptionTier: premium ? "premium" : "free",
  });
  if (withProfile) {
    await saveProfile(user.id, { birthDate: "1990-06-15", birthTime: "14:30", birthPlace: "London, England, GB", birthLatitude: 51.5074, birthLongitude: -0.1278 }, { enforceLimit: false });
  }
  const client = new Client();
  client.remember(new Response(null, { headers: { "Set-Cookie": await createSession(user.id, false) } }));
  return { client, user };
}

const grace = {
  name: "Grace",
  relationship: "partner",
  birthDate: "1988-03-09",
  birthTime: "08:15",
  birthPlace: "New York, New York, US",
  birthLatitude: 40.7128,
  birthLongitude: -74.006,
  agreement: true,
};

/** A date on which the Moon changed sign, so an untimed Moon is one of two signs. */
function moonChangeDay(): string {
  for (let day = 1; day <= 28; day++) {
    const date = `1992-04-${String(day).padStart(2, "0")}`;
    if (natalChart({ birthDate: date, birthTime: null, latitude: 48.8566, longitude: 2.3522 }).moonSign === null) return date;
  }
  throw new Error("no Moon change in the month");
}

const post = (client: Client, body: unknown) => client.call(peopleRoute, "/api/people", { method: "POST", json: body });

describe("/api/people", () => {
  it("is Premium only: a free member gets the Premium answer on every route", async () => {
    const { client } = await member(false);
    for (const response of [await client.call(peopleRoute, "/api/people"), await post(client, grace)]) {
      expect(response.status).toBe(403);
      expect((await json(response)).message).toBe(PEOPLE_PREMIUM);
    }
    const signedOut = await new Client().call(peopleRoute, "/api/people");
    expect(signedOut.status).toBe(401);
  });

  it("keeps a person, lists them, and reopens the same report the Match form made", async () => {
    const { client } = await member();
    const created = await post(client, grace);
    expect(created.status).toBe(201);
    const person = await json<PersonView>(created);
    expect(person).toMatchObject({ name: "Grace", relationship: "partner", relationshipLabel: "Partner", birthTime: "08:15", starred: false, sunSign: "Pisces" });
    expect(person.agreementConfirmedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const list = await json<{ people: PersonView[] }>(await client.call(peopleRoute, "/api/people"));
    expect(list.people.map((p) => p.id)).toEqual([person.id]);

    const reopened = await client.call(reportRoute, `/api/people/${person.id}/report`, { params: { id: person.id } });
    expect(reopened.status).toBe(200);
    const report = await json<CompatibilityResult>(reopened);
    const fresh = await json<CompatibilityResult>(
      await client.call(compatibilityRoute, "/api/compatibility", {
        method: "POST",
        json: { partnerName: "Grace", partnerBirthDate: grace.birthDate, partnerBirthTime: grace.birthTime, partnerBirthPlace: grace.birthPlace, partnerBirthLatitude: grace.birthLatitude, partnerBirthLongitude: grace.birthLongitude },
      }),
    );
    const { generatedAt: _a, ...kept } = report;
    const { generatedAt: _b, ...made } = fresh;
    expect(kept).toEqual(made);
    expect(Object.keys(report).sort()).toEqual(Object.keys(fresh).sort());
  });

  it("states an untimed person's Moon as the two signs it may be in", async () => {
    const { client } = await member();
    const person = await json<PersonView>(await post(client, { ...grace, birthTime: null, birthDate: moonChangeDay(), birthPlace: "Paris, France", birthLatitude: 48.8566, birthLongitude: 2.3522 }));
    expect(person.moonSign).toMatch(/^[A-Z][a-z]+ or [A-Z][a-z]+$/);
    // Their report says the same, and gives no pada for a Moon whose hour is unknown.
    const report = await json<CompatibilityResult>(await client.call(reportRoute, `/api/people/${person.id}/report`, { params: { id: person.id } }));
    expect(report.moons.b).toMatchObject({ timeKnown: false, sign: person.moonSign, pada: null });
    expect(report.report).toContain(`Sun with the Moon in ${person.moonSign}, born`);
    // The Sun too, on the day it changes sign (the March equinox of 1992 fell at 08:48 UT).
    const equinox = await json<PersonView>(await post(client, { ...grace, name: "Vera", birthTime: null, birthDate: "1992-03-20", birthPlace: "Paris, France", birthLatitude: 48.8566, birthLongitude: 2.3522 }));
    expect(equinox.sunSign).toBe("Pisces or Aries");
  });

  it("refuses bad input with the form's messages, never a 500", async () => {
    const { client } = await member();
    const noAgreement = await post(client, { ...grace, agreement: undefined });
    expect(noAgreement.status).toBe(400);
    expect((await json<{ errors: Record<string, string[]> }>(noAgreement)).errors.agreement).toEqual([AGREEMENT_REQUIRED]);
    const badRelation = await post(client, { ...grace, relationship: "nemesis" });
    expect((await json<{ errors: Record<string, string[]> }>(badRelation)).errors.relationship).toEqual([RELATIONSHIP_REQUIRED]);
    const noPlace = await post(client, { ...grace, birthLatitude: undefined });
    expect(noPlace.status).toBe(400);
    const person = await json<PersonView>(await post(client, grace));
    const half = await client.call(personRoute, `/api/people/${person.id}`, { method: "PATCH", json: { birthPlace: "Boston" }, params: { id: person.id } });
    expect(half.status).toBe(400);
    expect((await json<{ errors: Record<string, string[]> }>(half)).errors.birthPlace).toEqual([PLACE_TOGETHER]);
    const notJson = await client.call(personRoute, `/api/people/${person.id}`, { method: "PUT", json: {}, params: { id: person.id } });
    expect(notJson.status).toBe(405);
  });

  it("edits, stars up to three, and deletes", async () => {
    const { client } = await member();
    const ids: string[] = [];
    for (const name of ["Ann", "Bea", "Cy", "Dot"]) ids.push((await json<PersonView>(await post(client, { ...grace, name }))).id);
    const patch = (id: string, body: unknown) => client.call(personRoute, `/api/people/${id}`, { method: "PATCH", json: body, params: { id } });

    const renamed = await json<PersonView>(await patch(ids[0]!, { name: "Annie", relationship: "friend", birthTime: null }));
    expect(renamed).toMatchObject({ name: "Annie", relationship: "friend", birthTime: null, birthDate: grace.birthDate, birthPlace: grace.birthPlace });

    for (const id of ids.slice(0, 3)) expect((await json<PersonView>(await patch(id, { starred: true }))).starred).toBe(true);
    const fourth = await patch(ids[3]!, { starred: true });
    expect(fourth.status).toBe(409);
    expect((await json(fourth)).message).toBe(TOO_MANY_STARRED);
    // Starring an already starred person again is not a fourth star.
    expect((await patch(ids[0]!, { starred: true })).status).toBe(200);
    await patch(ids[1]!, { starred: false });
    expect((await patch(ids[3]!, { starred: true })).status).toBe(200);
    const list = await json<{ people: PersonView[] }>(await client.call(peopleRoute, "/api/people"));
    expect(list.people.filter((p) => p.starred).map((p) => p.name).sort()).toEqual(["Annie", "Cy", "Dot"]);

    const deleted = await client.call(personRoute, `/api/people/${ids[2]}`, { method: "DELETE", params: { id: ids[2]! } });
    expect(deleted.status).toBe(204);
    expect((await client.call(personRoute, `/api/people/${ids[2]}`, { params: { id: ids[2]! } })).status).toBe(404);
  });

  it("answers 404 for another member's person on every route, and changes nothing", async () => {
    const owner = await member();
    const person = await json<PersonView>(await post(owner.client, grace));
    const { client } = await member();
    const params = { id: person.id };
    const answers = [
      await client.call(personRoute, `/api/people/${person.id}`, { params }),
      await client.call(personRoute, `/api/people/${person.id}`, { method: "PATCH", json: { name: "Mallory" }, params }),
      await client.call(personRoute, `/api/people/${person.id}`, { method: "DELETE", params }),
      await client.call(reportRoute, `/api/people/${person.id}/report`, { params }),
    ];
    for (const response of answers) {
      expect(response.status).toBe(404);
      expect((await json(response)).message).toBe(PERSON_NOT_FOUND);
    }
    expect((await json<{ people: PersonView[] }>(await client.call(peopleRoute, "/api/people"))).people).toEqual([]);
    const still = await json<PersonView>(await owner.client.call(personRoute, `/api/people/${person.id}`, { params }));
    expect(still.name).toBe("Grace");
  });
});
