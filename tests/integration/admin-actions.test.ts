// The admin panel's actions through their /api routes and HTML actions (issue 8): add user (temporary
// password, profile from the geocoded place), admin permissions with the conflict rules, password
// reset ending sessions, birth-detail fixes, stats, deletion, subscriptions, and the audit log.
import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { findUserByEmail, findUserById, insertUser } from "~/models/user.server";
import * as addUserTab from "~/routes/admin.add-user";
import * as adminPermsTab from "~/routes/admin.admin-perms";
import * as cancelSubTab from "~/routes/admin.cancel-sub";
import * as createSubTab from "~/routes/admin.create-sub";
import * as deleteUserTab from "~/routes/admin.delete-user";
import * as fixBirthTab from "~/routes/admin.fix-birth";
import * as resetPasswordTab from "~/routes/admin.reset-password";
import * as analyticsTab from "~/routes/admin.usage-analytics";
import * as authUserApi from "~/routes/api/auth.user";
import * as statsApi from "~/routes/api/admin.compatibility-stats";
import * as geocodeApi from "~/routes/api/admin.geocode";
import * as usersApi from "~/routes/api/admin.users";
import * as userApi from "~/routes/api/admin.users.$id";
import * as adminStatusApi from "~/routes/api/admin.users.$id.admin-status";
import * as birthApi from "~/routes/api/admin.users.$id.birth-details";
import * as resetApi from "~/routes/api/admin.users.$id.reset-password";
import { verifyLogin } from "~/services/auth.server";
import { priceIds } from "~/services/billing/plans.server";
import { hashPassword } from "~/services/password.server";
import { type Client, json, signedInAs } from "../support/routes";

/** A form's Conform reply as the action sends it. */
type Reply = { initialValue: Record<string, string>; error?: Record<string, string[]> };
type Row = { id: string; email: string; firstName: string; lastName: string; isAdmin: boolean };

async function makeUser(options: { admin?: boolean; email?: string; firstName?: string; lastName?: string; password?: string } = {}) {
  const password = options.password ?? "correct horse battery";
  const user = await insertUser({
    email: options.email ?? `u-${crypto.randomUUID().slice(0, 8)}@example.com`,
    passwordHash: await hashPassword(password),
    firstName: options.firstName ?? "Test",
    lastName: options.lastName ?? "User",
    isAdmin: options.admin ? 1 : 0,
  });
  return { ...user, password };
}

const signedIn = signedInAs;

async function auditRows(action?: string) {
  let query = db().selectFrom("adminAuditLog").selectAll().orderBy("id");
  if (action) query = query.where("action", "=", action);
  return query.execute();
}

let admin: Awaited<ReturnType<typeof makeUser>>;
let adminClient: Client;

beforeAll(async () => {
  admin = await makeUser({ admin: true, email: "owner@example.com", firstName: "Olive", lastName: "Owner" });
  adminClient = await signedIn(admin);
});

describe("add user", () => {
  it("creates the account with a temporary password that signs in, and a profile from the geocoded place", async () => {
    const response = await adminClient.call(usersApi, "/api/admin/users", {
      method: "POST",
      json: { email: "New.Person@Example.com", firstName: "Nora", lastName: "Newman", birthDate: "1990-05-15", birthTime: "14:30", birthPlace: "London" },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = await json<{ tempPassword: string; user: Row; message: string }>(response);
    expect(body.message).toBe("User created successfully");
    expect(body.tempPassword.length).toBeGreaterThanOrEqual(12);
    expect(body.user).toMatchObject({ email: "new.person@example.com", firstName: "Nora", lastName: "Newman", isAdmin: false });

    const signedInUser = await verifyLogin("new.person@example.com", body.tempPassword);
    expect(signedInUser?.id).toBe(body.user.id);
    expect(await verifyLogin("new.person@example.com", "not the password")).toBeNull();

    const profile = await db().selectFrom("astrologyProfiles").selectAll().where("userId", "=", body.user.id).executeTakeFirstOrThrow();
    expect(profile.birthDate).toBe("1990-05-15");
    expect(profile.birthTime).toBe("14:30");
    expect(Number(profile.birthLatitude)).toBeCloseTo(51.5, 0);
    expect(Number(profile.birthLongitude)).toBeCloseTo(-0.12, 0);
    expect(profile.sunSign).toBe("Taurus");

    const [audit] = await auditRows("user.create");
    expect(audit).toMatchObject({ actorId: admin.id, actorEmail: admin.email, targetUserId: body.user.id, targetEmail: "new.person@example.com" });
    expect(audit!.details).not.toContain(body.tempPassword);
  });

  it("creates an account without birth details and no profile; its address waits for the emailed link", async () => {
    const response = await adminClient.call(usersApi, "/api/admin/users", {
      method: "POST",
      json: { email: "plain@example.com", firstName: "Pat", lastName: "Plain", birthDate: "", birthTime: "", birthPlace: "" },
    });
    expect(response.status).toBe(201);
    const body = await json<{ user: Row }>(response);
    expect(await db().selectFrom("astrologyProfiles").select("id").where("userId", "=", body.user.id).executeTakeFirst()).toBeUndefined();
    expect(body.user).toMatchObject({ emailVerified: false });
    await expect
      .poll(() => db().selectFrom("outbox").select("subject").where("recipient", "=", "plain@example.com").execute())
      .toEqual([{ subject: "Confirm your email for Three Skies" }]);
    const list = await json<Row[]>(await adminClient.call(usersApi, "/api/admin/users?q=plain@"));
    expect(list).toEqual([expect.objectContaining({ email: "plain@example.com", emailVerified: false })]);
  });

  it("refuses bad input with the spec's messages and creates nothing", async () => {
    const before = (await db().selectFrom("users").select("id").execute()).length;
    const missing = await adminClient.call(usersApi, "/api/admin/users", { method: "POST", json: { email: "x@example.com", lastName: "X" } });
    expect(missing.status).toBe(400);
    expect((await json(missing)).message).toBe("First name is required");

    const badEmail = await adminClient.call(usersApi, "/api/admin/users", { method: "POST", json: { email: "nope", firstName: "A", lastName: "B" } });
    expect(badEmail.status).toBe(400);
    expect((await json(badEmail)).message).toBe("Please enter a valid email address");

    const taken = await adminClient.call(usersApi, "/api/admin/users", { method: "POST", json: { email: "OWNER@example.com", firstName: "A", lastName: "B" } });
    expect(taken.status).toBe(409);

    const nowhere = await adminClient.call(usersApi, "/api/admin/users", {
      method: "POST",
      json: { email: "nowhere@example.com", firstName: "A", lastName: "B", birthDate: "1990-01-01", birthPlace: "Qxzqxzqxz Nowhereville" },
    });
    expect(nowhere.status).toBe(400);
    expect((await json<{ errors: Record<string, string[]> }>(nowhere)).errors.birthPlace).toBeDefined();
    expect(await findUserByEmail("nowhere@example.com")).toBeUndefined();

    const badDate = await adminClient.call(usersApi, "/api/admin/users", {
      method: "POST",
      json: { email: "baddate@example.com", firstName: "A", lastName: "B", birthDate: "1990-02-30", birthPlace: "Paris" },
    });
    expect(badDate.status).toBe(400);
    expect((await json(badDate)).message).toBe("Birth date must be a valid date");
    expect((await db().selectFrom("users").select("id").execute()).length).toBe(before);
  });

  it("the HTML form shows the temporary password once and the account works with it", async () => {
    const response = await adminClient.call(addUserTab, "/admin/add-user", {
      method: "POST",
      form: { email: "formmade@example.com", firstName: "Fay", lastName: "Form", birthDate: "", birthTime: "", birthPlace: "" },
    });
    expect(response.status).toBe(200);
    const body = await json<{ created: { email: string; tempPassword: string } }>(response);
    expect(body.created.email).toBe("formmade@example.com");
    expect(await verifyLogin("formmade@example.com", body.created.tempPassword)).not.toBeNull();

    const invalid = await adminClient.call(addUserTab, "/admin/add-user", { method: "POST", form: { email: "", firstName: "", lastName: "" } });
    expect(invalid.status).toBe(400);
    const reply = await json<{ result: { error: Record<string, string[]> } }>(invalid);
    expect(reply.result.error.firstName).toEqual(["First name is required"]);
  });
});

describe("user list", () => {
  it("searches by email, name and full name, first 100 by default, with offset", async () => {
    await makeUser({ email: "zelda.search@example.com", firstName: "Zelda", lastName: "Quartz" });
    await makeUser({ email: "zed.other@example.com", firstName: "Zed", lastName: "Quarry" });
    const byEmail = await json<Row[]>(await adminClient.call(usersApi, "/api/admin/users?q=zelda.s"));
    expect(byEmail.map((row) => row.email)).toEqual(["zelda.search@example.com"]);
    expect(Object.keys(byEmail[0]!).sort()).toEqual(["email", "emailVerified", "firstName", "id", "isAdmin", "lastName"]);

    const byLastName = await json<Row[]>(await adminClient.call(usersApi, "/api/admin/users?q=quar"));
    expect(byLastName.map((row) => row.email).sort()).toEqual(["zed.other@example.com", "zelda.search@example.com"]);
    const byFullName = await json<Row[]>(await adminClient.call(usersApi, `/api/admin/users?q=${encodeURIComponent("zelda quartz")}`));
    expect(byFullName.map((row) => row.email)).toEqual(["zelda.search@example.com"]);
    const none = await json<Row[]>(await adminClient.call(usersApi, "/api/admin/users?q=nobody-matches-this"));
    expect(none).toEqual([]);

    // 110 more accounts: the default page is 100, ordered by email, and offset pages on.
    await db()
      .insertInto("users")
      .values(Array.from({ length: 110 }, (_, index) => ({ id: crypto.randomUUID(), email: `bulk${String(index).padStart(3, "0")}@example.com`, passwordHash: "x", firstName: "Bulk", lastName: "Row" })))
      .execute();
    const firstPage = await adminClient.call(usersApi, "/api/admin/users");
    const rows = await json<Row[]>(firstPage);
    expect(rows).toHaveLength(100);
    expect(firstPage.headers.get("X-Has-More")).toBe("true");
    expect([...rows.map((row) => row.email)]).toEqual([...rows.map((row) => row.email)].sort());
    const bulk = await json<Row[]>(await adminClient.call(usersApi, "/api/admin/users?q=bulk&offset=100"));
    expect(bulk.map((row) => row.email)).toEqual(Array.from({ length: 10 }, (_, index) => `bulk${100 + index}@example.com`));
    const bad = await adminClient.call(usersApi, "/api/admin/users?offset=-1");
    expect(bad.status).toBe(400);
  });
});

describe("admin permissions", () => {
  it("grants and revokes with the 409 conflict rules", async () => {
    const target = await makeUser();
    const path = `/api/admin/users/${target.id}/admin-status`;
    const call = (isAdmin: unknown) => adminClient.call(adminStatusApi, path, { method: "PATCH", json: { isAdmin }, params: { id: target.id } });

    const revokeFirst = await call(false);
    expect(revokeFirst.status).toBe(409);
    expect((await json(revokeFirst)).message).toBe("User does not have admin permissions");

    const grant = await call(true);
    expect(grant.status).toBe(200);
    expect((await json(grant)).message).toBe("Admin status updated");
    expect((await findUserById(target.id))!.isAdmin).toBe(1);

    const grantAgain = await call(true);
    expect(grantAgain.status).toBe(409);
    expect((await json(grantAgain)).message).toBe("User already has admin permissions");

    const revoke = await call(false);
    expect(revoke.status).toBe(200);
    expect((await findUserById(target.id))!.isAdmin).toBe(0);

    expect((await call("maybe")).status).toBe(400);
    const unknown = await adminClient.call(adminStatusApi, "/api/admin/users/nope/admin-status", { method: "PATCH", json: { isAdmin: true }, params: { id: "nope" } });
    expect(unknown.status).toBe(404);

    expect((await auditRows("user.grant_admin")).map((row) => row.targetUserId)).toEqual([target.id]);
    expect((await auditRows("user.revoke_admin")).map((row) => row.targetUserId)).toEqual([target.id]);
  });

  it("never revokes the last admin", async () => {
    const admins = await db().selectFrom("users").select("id").where("isAdmin", "=", 1).execute();
    expect(admins.map((row) => row.id)).toEqual([admin.id]);
    const response = await adminClient.call(adminStatusApi, `/api/admin/users/${admin.id}/admin-status`, {
      method: "PATCH",
      json: { isAdmin: false },
      params: { id: admin.id },
    });
    expect(response.status).toBe(409);
    expect((await json(response)).message).toBe("The last admin cannot lose admin permissions");
    expect((await findUserById(admin.id))!.isAdmin).toBe(1);
  });

  it("the HTML form asks before revoking (confirmation step without JavaScript)", async () => {
    const target = await makeUser({ admin: true });
    const ask = await adminClient.call(adminPermsTab, `/admin/admin-perms?userId=${target.id}`, { method: "POST", form: { userId: target.id, isAdmin: "false" } });
    expect(ask.status).toBe(200);
    expect((await json<{ confirm: { userId: string } }>(ask)).confirm.userId).toBe(target.id);
    expect((await findUserById(target.id))!.isAdmin).toBe(1);

    const confirmed = await adminClient.call(adminPermsTab, `/admin/admin-perms?userId=${target.id}`, {
      method: "POST",
      form: { userId: target.id, isAdmin: "false", confirm: "yes" },
    });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe(`/admin/admin-perms?userId=${target.id}`);
    expect((await findUserById(target.id))!.isAdmin).toBe(0);

    // With JavaScript the form posts as a data request, passed through as it came: back to the tab.
    const other = await makeUser({ admin: true });
    const fromData = await adminClient.call(adminPermsTab, `/admin/admin-perms.data?userId=${other.id}&_routes=routes%2Fadmin.admin-perms`, {
      method: "POST",
      form: { userId: other.id, isAdmin: "false", confirm: "yes" },
    });
    expect(fromData.headers.get("Location")).toBe(`/admin/admin-perms?userId=${other.id}`);

    const noUser = await adminClient.call(adminPermsTab, "/admin/admin-perms", { method: "POST", form: { userId: "", isAdmin: "true" } });
    expect(noUser.status).toBe(400);
    expect((await json(noUser)).error).toBe("No user selected");
  });
});

describe("reset password", () => {
  it("sets the password and ends the user's sessions", async () => {
    const target = await makeUser({ password: "old password 1" });
    const userClient = await signedIn(target);
    expect((await userClient.call(authUserApi, "/api/auth/user")).status).toBe(200);

    const short = await adminClient.call(resetApi, `/api/admin/users/${target.id}/reset-password`, { method: "PATCH", json: { newPassword: "short" }, params: { id: target.id } });
    expect(short.status).toBe(400);
    expect((await json(short)).message).toBe("Password must be at least 8 characters");

    const response = await adminClient.call(resetApi, `/api/admin/users/${target.id}/reset-password`, {
      method: "PATCH",
      json: { newPassword: "brand new secret" },
      params: { id: target.id },
    });
    expect(response.status).toBe(200);
    expect((await userClient.call(authUserApi, "/api/auth/user")).status).toBe(401);
    expect(await verifyLogin(target.email, "brand new secret")).not.toBeNull();
    expect(await verifyLogin(target.email, "old password 1")).toBeNull();
    expect((await auditRows("user.reset_password")).at(-1)).toMatchObject({ targetUserId: target.id, actorEmail: admin.email });

    const unknown = await adminClient.call(resetApi, "/api/admin/users/missing/reset-password", { method: "PATCH", json: { newPassword: "brand new secret" }, params: { id: "missing" } });
    expect(unknown.status).toBe(404);
  });

  it("the HTML form needs a selected user and a matching confirmation", async () => {
    const target = await makeUser();
    const mismatch = await adminClient.call(resetPasswordTab, "/admin/reset-password", {
      method: "POST",
      form: { userId: target.id, newPassword: "long enough 1", confirmPassword: "long enough 2" },
    });
    expect(mismatch.status).toBe(400);
    const reply = await json<{ result: { error: Record<string, string[]> } }>(mismatch);
    expect(reply.result.error.confirmPassword).toEqual(["Please ensure both passwords are identical"]);

    const noUser = await adminClient.call(resetPasswordTab, "/admin/reset-password", {
      method: "POST",
      form: { userId: "", newPassword: "long enough 1", confirmPassword: "long enough 1" },
    });
    expect((await json<{ result: { error: Record<string, string[]> } }>(noUser)).result.error.userId).toEqual(["No user selected"]);

    const ok = await adminClient.call(resetPasswordTab, `/admin/reset-password?userId=${target.id}`, {
      method: "POST",
      form: { userId: target.id, newPassword: "long enough 1", confirmPassword: "long enough 1" },
    });
    expect(ok.status).toBe(302);
    expect(await verifyLogin(target.email, "long enough 1")).not.toBeNull();
  });
});

describe("birth details", () => {
  async function userWithProfile() {
    const response = await adminClient.call(usersApi, "/api/admin/users", {
      method: "POST",
      json: { email: `b-${crypto.randomUUID().slice(0, 6)}@example.com`, firstName: "B", lastName: "D", birthDate: "1990-05-15", birthTime: "12:00", birthPlace: "Paris" },
    });
    expect(response.status).toBe(201);
    return (await json<{ user: Row }>(response)).user;
  }
  const profileOf = (userId: string) => db().selectFrom("astrologyProfiles").selectAll().where("userId", "=", userId).executeTakeFirstOrThrow();

  it("regenerates the profile from the new details", async () => {
    const user = await userWithProfile();
    expect((await profileOf(user.id)).sunSign).toBe("Taurus");
    const response = await adminClient.call(birthApi, `/api/admin/users/${user.id}/birth-details`, {
      method: "PATCH",
      json: { birthDate: "1990-08-10", birthTime: "", birthPlace: "Tokyo", birthLatitude: "35.6895", birthLongitude: 139.69171, regenerateProfile: true },
      params: { id: user.id },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ message: "Birth details updated successfully", regenerated: true });
    const profile = await profileOf(user.id);
    expect(profile).toMatchObject({ birthDate: "1990-08-10", birthTime: null, birthPlace: "Tokyo", sunSign: "Leo" });
    expect(Number(profile.birthLatitude)).toBeCloseTo(35.6895, 3);
    const [audit] = (await auditRows("user.update_birth_details")).slice(-1);
    expect(JSON.parse(audit!.details)).toMatchObject({ regenerated: true, before: { birthDate: "1990-05-15" } });
  });

  it("without regenerateProfile changes only the stored details", async () => {
    const user = await userWithProfile();
    const response = await adminClient.call(birthApi, `/api/admin/users/${user.id}/birth-details`, {
      method: "PATCH",
      json: { birthDate: "1990-08-10", birthTime: "09:15", birthPlace: "Paris, France", birthLatitude: 48.85, birthLongitude: 2.35 },
      params: { id: user.id },
    });
    expect(response.status).toBe(200);
    expect((await json(response)).regenerated).toBe(false);
    expect(await profileOf(user.id)).toMatchObject({ birthDate: "1990-08-10", birthTime: "09:15", birthPlace: "Paris, France", sunSign: "Taurus" });
  });

  it("refuses bad details and unknown users", async () => {
    const user = await userWithProfile();
    const path = `/api/admin/users/${user.id}/birth-details`;
    const bad = await adminClient.call(birthApi, path, { method: "PATCH", json: { birthDate: "1990-01-01", birthLatitude: 95, birthLongitude: 0 }, params: { id: user.id } });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe("Latitude must be between -90 and 90");
    const badDate = await adminClient.call(birthApi, path, { method: "PATCH", json: { birthDate: "10/01/1990", birthLatitude: 1, birthLongitude: 1 }, params: { id: user.id } });
    expect((await json(badDate)).message).toBe("Birth date must be in YYYY-MM-DD format");
    const unknown = await adminClient.call(birthApi, "/api/admin/users/ghost/birth-details", {
      method: "PATCH",
      json: { birthDate: "1990-01-01", birthLatitude: 1, birthLongitude: 1 },
      params: { id: "ghost" },
    });
    expect(unknown.status).toBe(404);
  });

  it("the HTML form lists the places a name may mean, fills the chosen one's coordinates, then saves and regenerates", async () => {
    const user = await userWithProfile();
    const fields = { userId: user.id, birthDate: "1990-08-10", birthTime: "", birthPlace: "Tokyo", birthLatitude: "", birthLongitude: "", regenerateProfile: "on" };
    const geocoded = await adminClient.call(fixBirthTab, `/admin/fix-birth?userId=${user.id}`, { method: "POST", form: { intent: "geocode", ...fields } });
    expect(geocoded.status).toBe(200);
    const listed = await json<{ result: Reply; found: string | null; choices: { latitude: number; longitude: number; display_name: string }[] }>(geocoded);
    // Nothing is picked for the admin: the coordinates stay empty until a choice is made.
    expect(listed.result.initialValue.birthLatitude).toBeUndefined();
    expect(listed.result.initialValue.birthDate).toBe("1990-08-10");
    expect(listed.result.error).toBeUndefined();
    expect(listed.found).toBeNull();
    const tokyo = listed.choices.find((c) => /Tokyo/.test(c.display_name))!;
    expect(tokyo.latitude).toBeCloseTo(35.7, 0);

    const chosen = await adminClient.call(fixBirthTab, `/admin/fix-birth?userId=${user.id}`, {
      method: "POST",
      form: { intent: "choose-place", ...fields, placeChoice: `${tokyo.latitude}|${tokyo.longitude}|${tokyo.display_name}` },
    });
    const answer = await json<{ result: Reply; found: string }>(chosen);
    const values = answer.result.initialValue;
    expect(Number(values.birthLatitude)).toBeCloseTo(35.7, 0);
    expect(values.birthPlace).toBe("Tokyo");
    expect(answer.found).toBe(tokyo.display_name);
    expect((await profileOf(user.id)).birthDate).toBe("1990-05-15");

    const saved = await adminClient.call(fixBirthTab, `/admin/fix-birth?userId=${user.id}`, {
      method: "POST",
      form: { ...values, intent: "save", userId: user.id, regenerateProfile: "on" },
    });
    expect(saved.status).toBe(302);
    expect((await profileOf(user.id)).sunSign).toBe("Leo");

    const noUser = await adminClient.call(fixBirthTab, "/admin/fix-birth", {
      method: "POST",
      form: { intent: "save", userId: "", birthDate: "1990-08-10", birthLatitude: "1", birthLongitude: "1" },
    });
    expect(noUser.status).toBe(400);
    expect((await json<{ result: Reply }>(noUser)).result.error?.[""]).toEqual(["No user selected"]);
  });
});

describe("geocode", () => {
  it("answers latitude, longitude and display_name; 404 when nothing is found", async () => {
    const response = await adminClient.call(geocodeApi, "/api/admin/geocode", { method: "POST", json: { location: "Paris" } });
    expect(response.status).toBe(200);
    const place = await json<{ latitude: number; longitude: number; display_name: string }>(response);
    expect(place.latitude).toBeCloseTo(48.85, 0);
    expect(place.longitude).toBeCloseTo(2.35, 0);
    expect(place.display_name).toMatch(/Paris/);
    // A name several places share comes with all of them, for the admin to choose from.
    const shared = await json<{ choices: { display_name: string }[] }>(await adminClient.call(geocodeApi, "/api/admin/geocode", { method: "POST", json: { location: "Valença" } }));
    expect(shared.choices.length).toBeGreaterThan(1);
    expect(new Set(shared.choices.map((c) => c.display_name)).size).toBe(shared.choices.length);
    expect((await adminClient.call(geocodeApi, "/api/admin/geocode", { method: "POST", json: { location: "Qxzqxzqxz Nowhereville" } })).status).toBe(404);
    const empty = await adminClient.call(geocodeApi, "/api/admin/geocode", { method: "POST", json: { location: " " } });
    expect(empty.status).toBe(400);
    expect((await json(empty)).message).toBe("Location is required");
  });
});

describe("usage analytics", () => {
  it("lists compatibility reports per user, most first, and counts signups, reports and deliveries per day", async () => {
    const initial = await json<unknown[]>(await adminClient.call(statsApi, "/api/admin/compatibility-stats"));
    expect(initial).toEqual([]);
    const empty = await json<{ stats: unknown[] }>(await adminClient.call(analyticsTab, "/admin/usage-analytics"));
    expect(empty.stats).toEqual([]);

    const one = await makeUser({ email: "one-report@example.com" });
    const three = await makeUser({ email: "three-reports@example.com" });
    await db().updateTable("users").set({ username: "triple" }).where("id", "=", three.id).execute();
    const now = new Date().toISOString();
    await db()
      .insertInto("compatibilityReportLogs")
      .values([{ userId: one.id, generatedAt: now }, ...Array.from({ length: 3 }, () => ({ userId: three.id, generatedAt: now }))])
      .execute();
    await db()
      .insertInto("deliveryLog")
      .values([
        { userId: one.id, localDate: now.slice(0, 10), channel: "email", status: "sent" },
        { userId: three.id, localDate: now.slice(0, 10), channel: "email", status: "failed" },
        { userId: three.id, localDate: now.slice(0, 10), channel: "sms", status: "sent" },
      ])
      .execute();

    const rows = await json<{ userId: string; username: string | null; email: string; reportCount: number }[]>(
      await adminClient.call(statsApi, "/api/admin/compatibility-stats"),
    );
    expect(rows).toEqual([
      { userId: three.id, username: "triple", email: "three-reports@example.com", reportCount: 3 },
      { userId: one.id, username: null, email: "one-report@example.com", reportCount: 1 },
    ]);

    const page = await json<{
      audit: { id: number; action: string; actorEmail: string; targetEmail: string | null }[];
      analytics: { totalUsers: number; premiumUsers: number; signups: { date: string; count: number }[]; reports: { count: number }[]; deliveriesSent: number; deliveriesFailed: number };
    }>(await adminClient.call(analyticsTab, "/admin/usage-analytics"));
    const users = await db().selectFrom("users").select("id").execute();
    expect(page.analytics.totalUsers).toBe(users.length);
    expect(page.analytics.signups).toHaveLength(30);
    expect(page.analytics.signups.at(-1)).toEqual({ date: now.slice(0, 10), count: users.length });
    expect(page.analytics.reports.at(-1)!.count).toBe(4);
    expect(page.analytics.deliveriesSent).toBe(2);
    expect(page.analytics.deliveriesFailed).toBe(1);
    // The recent audit rows, newest first: who did what to whom.
    const latest = await db().selectFrom("adminAuditLog").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(page.audit[0]).toMatchObject({ id: latest.id, action: latest.action, actorEmail: admin.email, targetEmail: latest.targetEmail });
  });
});

describe("subscriptions from the tabs", () => {
  it("create and cancel through the billing service, validated and audited", async () => {
    const target = await makeUser({ email: "subscriber@example.com" });
    const badPrice = await adminClient.call(createSubTab, "/admin/create-sub", { method: "POST", form: { email: target.email, priceId: "plan_monthly" } });
    expect(badPrice.status).toBe(400);
    expect((await json<{ result: { error: Record<string, string[]> } }>(badPrice)).result.error.priceId).toEqual(["Price ID must begin with price_"]);

    const created = await adminClient.call(createSubTab, "/admin/create-sub", { method: "POST", form: { email: target.email, priceId: priceIds().monthly } });
    expect(created.status).toBe(302);
    expect((await findUserById(target.id))!.subscriptionTier).toBe("premium");

    // The plans are offered by name, each carrying its price id.
    const tab = await json<{ plans: { priceId: string; name: string }[] }>(await adminClient.call(createSubTab, "/admin/create-sub"));
    expect(tab.plans).toEqual([
      { priceId: priceIds().monthly, name: "Premium Monthly: $14.99 a month" },
      { priceId: priceIds().yearly, name: "Premium Yearly: $119 a year" },
    ]);

    // Cancelling asks first (the no-JavaScript step); nothing changes until the admin confirms.
    const asked = await adminClient.call(cancelSubTab, "/admin/cancel-sub", { method: "POST", form: { email: target.email } });
    expect(asked.status).toBe(200);
    expect((await json<{ confirm: { email: string } }>(asked)).confirm).toEqual({ email: target.email });
    expect((await findUserById(target.id))!.subscriptionTier).toBe("premium");
    const cancelled = await adminClient.call(cancelSubTab, "/admin/cancel-sub", { method: "POST", form: { email: target.email, confirm: "yes" } });
    expect(cancelled.status).toBe(302);
    expect((await findUserById(target.id))!.subscriptionTier).toBe("free");

    const unknown = await adminClient.call(cancelSubTab, "/admin/cancel-sub", { method: "POST", form: { email: "nobody-here@example.com", confirm: "yes" } });
    expect(unknown.status).toBe(404);
    expect((await json<{ result: { error: Record<string, string[]> } }>(unknown)).result.error[""]).toEqual(["User not found"]);

    expect((await auditRows("subscription.create")).map((row) => row.targetEmail)).toEqual([target.email]);
    expect((await auditRows("subscription.cancel")).map((row) => row.targetEmail)).toEqual([target.email]);
  });
});

describe("delete user", () => {
  it("removes the account and its data; sign-in then fails; unknown id is 404", async () => {
    const created = await adminClient.call(usersApi, "/api/admin/users", {
      method: "POST",
      json: { email: "leaving@example.com", firstName: "Lee", lastName: "Ving", birthDate: "1985-01-20", birthPlace: "Berlin" },
    });
    const { user, tempPassword } = await json<{ user: Row; tempPassword: string }>(created);
    expect(await verifyLogin(user.email, tempPassword)).not.toBeNull();
    const userClient = await signedIn(user);

    const response = await adminClient.call(userApi, `/api/admin/users/${user.id}`, { method: "DELETE", params: { id: user.id } });
    expect(response.status).toBe(200);
    expect((await json(response)).message).toBe("User deleted successfully");
    expect(await verifyLogin(user.email, tempPassword)).toBeNull();
    expect(await findUserById(user.id)).toBeUndefined();
    expect(await db().selectFrom("astrologyProfiles").select("id").where("userId", "=", user.id).executeTakeFirst()).toBeUndefined();
    expect((await userClient.call(authUserApi, "/api/auth/user")).status).toBe(401);
    expect((await auditRows("user.delete")).at(-1)).toMatchObject({ targetUserId: user.id, targetEmail: null, actorId: admin.id });

    const again = await adminClient.call(userApi, `/api/admin/users/${user.id}`, { method: "DELETE", params: { id: user.id } });
    expect(again.status).toBe(404);
    expect((await json(again)).message).toBe("User not found");
  });

  it("an admin cannot delete their own account", async () => {
    const response = await adminClient.call(userApi, `/api/admin/users/${admin.id}`, { method: "DELETE", params: { id: admin.id } });
    expect(response.status).toBe(409);
    expect(await findUserById(admin.id)).toBeDefined();
  });

  it("cancels an active subscription before deleting", async () => {
    const target = await makeUser({ email: "premium-leaver@example.com" });
    expect((await adminClient.call(createSubTab, "/admin/create-sub", { method: "POST", form: { email: target.email, priceId: priceIds().yearly } })).status).toBe(302);
    const subscribed = (await findUserById(target.id))!;
    expect(subscribed.stripeSubscriptionId).toBeTruthy();
    const response = await adminClient.call(userApi, `/api/admin/users/${target.id}`, { method: "DELETE", params: { id: target.id } });
    expect(response.status).toBe(200);
    const [audit] = (await auditRows("user.delete")).slice(-1);
    expect(JSON.parse(audit!.details)).toMatchObject({ subscriptionId: subscribed.stripeSubscriptionId, subscriptionTier: "premium" });
  });

  it("the HTML form confirms first (without JavaScript), then deletes with the spec's toast", async () => {
    const target = await makeUser();
    const ask = await adminClient.call(deleteUserTab, `/admin/delete-user?q=u-&userId=${target.id}`, { method: "POST", form: { userId: target.id } });
    expect(ask.status).toBe(200);
    expect((await json<{ confirm: { userId: string } }>(ask)).confirm.userId).toBe(target.id);
    expect(await findUserById(target.id)).toBeDefined();

    const done = await adminClient.call(deleteUserTab, `/admin/delete-user?q=u-&userId=${target.id}`, { method: "POST", form: { userId: target.id, confirm: "yes" } });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/admin/delete-user?q=u-");
    expect(adminClient.cookies.has("ts_toast")).toBe(true);
    expect(await findUserById(target.id)).toBeUndefined();

    const none = await adminClient.call(deleteUserTab, "/admin/delete-user", { method: "POST", form: { userId: "" } });
    expect(none.status).toBe(400);
    expect((await json(none)).error).toBe("No user selected");
  });
});
