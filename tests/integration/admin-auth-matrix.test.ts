// Authorization matrix of the admin panel (issue 8): every admin page (loader and action) and every
// /api/admin/* call, as a guest, a signed-in non-admin and an admin. Guests get 401 from the API and
// go to /login from pages; non-admins get 403 and go to "/"; neither changes anything.
import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { insertUser } from "~/models/user.server";
import * as layout from "~/routes/admin";
import * as addUserTab from "~/routes/admin.add-user";
import * as adminPermsTab from "~/routes/admin.admin-perms";
import * as blogTab from "~/routes/admin.blog";
import * as blogDelete from "~/routes/admin.blog.delete";
import * as blogEdit from "~/routes/admin.blog.edit";
import * as blogNew from "~/routes/admin.blog.new";
import * as cancelSubTab from "~/routes/admin.cancel-sub";
import * as createSubTab from "~/routes/admin.create-sub";
import * as deleteUserTab from "~/routes/admin.delete-user";
import * as fixBirthTab from "~/routes/admin.fix-birth";
import * as indexRoute from "~/routes/admin.index";
import * as resetPasswordTab from "~/routes/admin.reset-password";
import * as analyticsTab from "~/routes/admin.usage-analytics";
import * as statsApi from "~/routes/api/admin.compatibility-stats";
import * as geocodeApi from "~/routes/api/admin.geocode";
import * as subscriptionCancelApi from "~/routes/api/admin.subscriptions.cancel";
import * as subscriptionCreateApi from "~/routes/api/admin.subscriptions.create";
import * as usersApi from "~/routes/api/admin.users";
import * as userApi from "~/routes/api/admin.users.$id";
import * as adminStatusApi from "~/routes/api/admin.users.$id.admin-status";
import * as birthApi from "~/routes/api/admin.users.$id.birth-details";
import * as resetApi from "~/routes/api/admin.users.$id.reset-password";
import { priceIds } from "~/services/billing/plans.server";
import { Client, signedInAs } from "../support/routes";

type Module = Parameters<Client["call"]>[0];
type Case = {
  name: string;
  module: Module;
  method: string;
  path: string;
  params?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  /** What an admin gets (the call is made last, after the no-side-effect checks). */
  adminStatus?: number;
};

let admin: { id: string; email: string };
let member: { id: string; email: string };
let target: { id: string; email: string };

async function makeUser(isAdmin: boolean, email: string) {
  return insertUser({ email, passwordHash: "x", firstName: "Matrix", lastName: email.split("@")[0]!, isAdmin: isAdmin ? 1 : 0 });
}

async function clientFor(user: { id: string } | null) {
  return user ? signedInAs(user) : new Client();
}

/** Everything an admin call could change. */
async function snapshot() {
  const [users, profiles, audit, sessions, logs] = await Promise.all([
    db().selectFrom("users").select(["id", "email", "isAdmin", "passwordHash", "subscriptionTier", "subscriptionStatus", "stripeSubscriptionId"]).orderBy("id").execute(),
    db().selectFrom("astrologyProfiles").select(["userId", "birthDate", "birthLatitude", "updatedAt"]).orderBy("userId").execute(),
    db().selectFrom("adminAuditLog").select("id").execute(),
    db().selectFrom("sessions").select(["sid", "userId"]).orderBy("sid").execute(),
    db().selectFrom("blogPosts").select(["id", "updatedAt"]).execute(),
  ]);
  return { users, profiles, audit: audit.length, sessions, logs };
}

function cases(): Case[] {
  const id = target.id;
  const birth = { birthDate: "1991-03-03", birthTime: "", birthPlace: "Paris", birthLatitude: "48.85", birthLongitude: "2.35", regenerateProfile: "on" };
  return [
    // Pages: loaders
    { name: "GET /admin (layout)", module: layout, method: "GET", path: "/admin", adminStatus: 200 },
    { name: "GET /admin (index)", module: indexRoute, method: "GET", path: "/admin", adminStatus: 302 },
    { name: "GET /admin/add-user", module: addUserTab, method: "GET", path: "/admin/add-user", adminStatus: 200 },
    { name: "GET /admin/delete-user", module: deleteUserTab, method: "GET", path: `/admin/delete-user?q=matrix&userId=${id}`, adminStatus: 200 },
    { name: "GET /admin/admin-perms", module: adminPermsTab, method: "GET", path: "/admin/admin-perms", adminStatus: 200 },
    { name: "GET /admin/reset-password", module: resetPasswordTab, method: "GET", path: "/admin/reset-password", adminStatus: 200 },
    { name: "GET /admin/cancel-sub", module: cancelSubTab, method: "GET", path: "/admin/cancel-sub", adminStatus: 200 },
    { name: "GET /admin/create-sub", module: createSubTab, method: "GET", path: "/admin/create-sub", adminStatus: 200 },
    { name: "GET /admin/fix-birth", module: fixBirthTab, method: "GET", path: `/admin/fix-birth?userId=${id}`, adminStatus: 200 },
    { name: "GET /admin/usage-analytics", module: analyticsTab, method: "GET", path: "/admin/usage-analytics", adminStatus: 200 },
    { name: "GET /admin/blog", module: blogTab, method: "GET", path: "/admin/blog" },
    { name: "GET /admin/blog/new", module: blogNew, method: "GET", path: "/admin/blog/new" },
    { name: "GET /admin/blog/:id/edit", module: blogEdit, method: "GET", path: "/admin/blog/x/edit", params: { id: "x" } },
    { name: "GET /admin/blog/:id/delete", module: blogDelete, method: "GET", path: "/admin/blog/x/delete", params: { id: "x" } },
    // Pages: actions
    { name: "POST /admin/add-user", module: addUserTab, method: "POST", path: "/admin/add-user", form: { email: "made-by-matrix@example.com", firstName: "M", lastName: "M" }, adminStatus: 200 },
    { name: "POST /admin/admin-perms", module: adminPermsTab, method: "POST", path: "/admin/admin-perms", form: { userId: id, isAdmin: "true" }, adminStatus: 302 },
    { name: "POST /admin/reset-password", module: resetPasswordTab, method: "POST", path: "/admin/reset-password", form: { userId: id, newPassword: "matrix lantern tide", confirmPassword: "matrix lantern tide" }, adminStatus: 302 },
    { name: "POST /admin/create-sub", module: createSubTab, method: "POST", path: "/admin/create-sub", form: { email: target.email, priceId: priceIds().monthly }, adminStatus: 302 },
    { name: "POST /admin/cancel-sub", module: cancelSubTab, method: "POST", path: "/admin/cancel-sub", form: { email: target.email, confirm: "yes" }, adminStatus: 302 },
    { name: "POST /admin/fix-birth", module: fixBirthTab, method: "POST", path: "/admin/fix-birth", form: { userId: id, intent: "save", ...birth }, adminStatus: 302 },
    { name: "POST /admin/blog/new", module: blogNew, method: "POST", path: "/admin/blog/new", form: { title: "Matrix", slug: "matrix", content: "x", category: "forecasts", intent: "draft" } },
    { name: "POST /admin/blog/:id/delete", module: blogDelete, method: "POST", path: "/admin/blog/x/delete", params: { id: "x" }, form: {} },
    // API
    { name: "GET /api/admin/users", module: usersApi, method: "GET", path: "/api/admin/users", adminStatus: 200 },
    { name: "POST /api/admin/users", module: usersApi, method: "POST", path: "/api/admin/users", json: { email: "api-made@example.com", firstName: "A", lastName: "B" }, adminStatus: 201 },
    { name: "GET /api/admin/users/:id", module: userApi, method: "GET", path: `/api/admin/users/${id}`, params: { id }, adminStatus: 405 },
    { name: "PATCH /api/admin/users/:id/admin-status", module: adminStatusApi, method: "PATCH", path: `/api/admin/users/${id}/admin-status`, params: { id }, json: { isAdmin: false }, adminStatus: 200 },
    { name: "PATCH /api/admin/users/:id/reset-password", module: resetApi, method: "PATCH", path: `/api/admin/users/${id}/reset-password`, params: { id }, json: { newPassword: "another harbor comet" }, adminStatus: 200 },
    { name: "PATCH /api/admin/users/:id/birth-details", module: birthApi, method: "PATCH", path: `/api/admin/users/${id}/birth-details`, params: { id }, json: { ...birth, regenerateProfile: false }, adminStatus: 200 },
    { name: "POST /api/admin/geocode", module: geocodeApi, method: "POST", path: "/api/admin/geocode", json: { location: "Paris" }, adminStatus: 200 },
    { name: "GET /api/admin/compatibility-stats", module: statsApi, method: "GET", path: "/api/admin/compatibility-stats", adminStatus: 200 },
    { name: "POST /api/admin/subscriptions/create", module: subscriptionCreateApi, method: "POST", path: "/api/admin/subscriptions/create", json: { email: target.email, priceId: priceIds().yearly }, adminStatus: 200 },
    { name: "POST /api/admin/subscriptions/cancel", module: subscriptionCancelApi, method: "POST", path: "/api/admin/subscriptions/cancel", json: { email: target.email }, adminStatus: 200 },
    // Deletion last: the target is gone afterwards.
    { name: "POST /admin/delete-user", module: deleteUserTab, method: "POST", path: "/admin/delete-user", form: { userId: id, confirm: "yes" }, adminStatus: 302 },
    { name: "DELETE /api/admin/users/:id", module: userApi, method: "DELETE", path: `/api/admin/users/${id}`, params: { id }, adminStatus: 404 },
  ];
}

function call(client: Client, c: Case) {
  return client.call(c.module, c.path, { method: c.method, params: c.params, json: c.json, form: c.form });
}

beforeAll(async () => {
  admin = await makeUser(true, "matrix-admin@example.com");
  member = await makeUser(false, "matrix-member@example.com");
  target = await makeUser(false, "matrix-target@example.com");
  // The target has a profile, so a birth-details fix would be visible.
  await db()
    .insertInto("astrologyProfiles")
    .values({
      id: crypto.randomUUID(),
      userId: target.id,
      birthDate: "1990-01-01",
      birthPlace: "London",
      birthLatitude: "51.5",
      birthLongitude: "-0.12",
      sunSign: "Capricorn",
      sunInsights: "",
      chineseSign: "Snake",
      chineseInsights: "",
      planetaryPositions: "{}",
      planetaryInsights: "",
      chart: "{}",
    })
    .execute();
});

describe("admin authorization matrix", () => {
  it("guests: /api answers 401 and pages send them to /login, with no side effect", async () => {
    const guest = await clientFor(null);
    const before = await snapshot();
    for (const c of cases()) {
      const response = await call(guest, c);
      if (c.path.startsWith("/api/")) {
        expect(response.status, c.name).toBe(401);
        expect(((await response.json()) as { message: string }).message, c.name).toBe("Not signed in");
      } else {
        expect(response.status, c.name).toBe(302);
        expect(response.headers.get("Location"), c.name).toMatch(/^\/login/);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("signed-in non-admins: /api answers 403 and pages send them to /, with no side effect", async () => {
    const user = await clientFor(member);
    const before = await snapshot();
    for (const c of cases()) {
      const response = await call(user, c);
      if (c.path.startsWith("/api/")) {
        expect(response.status, c.name).toBe(403);
        expect(((await response.json()) as { message: string }).message, c.name).toBe("Admin access required");
      } else {
        expect(response.status, c.name).toBe(302);
        expect(response.headers.get("Location"), c.name).toBe("/");
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("admins get through every page and call", async () => {
    const client = await clientFor(admin);
    for (const c of cases()) {
      if (c.adminStatus === undefined) continue;
      const response = await call(client, c);
      expect(response.status, c.name).toBe(c.adminStatus);
    }
    // What the admin did is recorded: add (x2), grant, revoke, reset (x2), subscriptions, birth (x2), delete.
    const actions = (await db().selectFrom("adminAuditLog").select("action").execute()).map((row) => row.action);
    for (const action of ["user.create", "user.grant_admin", "user.revoke_admin", "user.reset_password", "user.update_birth_details", "user.delete", "subscription.create", "subscription.cancel"]) {
      expect(actions, action).toContain(action);
    }
    expect(await db().selectFrom("users").select("id").where("id", "=", target.id).executeTakeFirst()).toBeUndefined();
  });
});
