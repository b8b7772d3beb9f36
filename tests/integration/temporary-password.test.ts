// A password an administrator set is temporary: signing in with it leads only to the change-password
// screen (pages redirect there, /api answers 403 with the reason) until the member chooses their own.
import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { findUserById, insertUser } from "~/models/user.server";
import * as changePasswordPage from "~/routes/change-password";
import * as homePage from "~/routes/home";
import * as settingsPage from "~/routes/settings";
import * as authUserApi from "~/routes/api/auth.user";
import * as loginApi from "~/routes/api/auth.login";
import * as usersApi from "~/routes/api/admin.users";
import * as resetApi from "~/routes/api/admin.users.$id.reset-password";
import * as profileApi from "~/routes/api/profile";
import * as changePasswordApi from "~/routes/api/user.change-password";
import { hashPassword } from "~/services/password.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { Client, json, signedInAs } from "../support/routes";

let adminClient: Client;

beforeAll(async () => {
  const admin = await insertUser({ email: `admin-${crypto.randomUUID().slice(0, 8)}@example.test`, passwordHash: "x", firstName: "Ada", lastName: "Admin", isAdmin: 1 });
  adminClient = await signedInAs(admin);
});

async function signIn(email: string, password: string) {
  resetRateLimits();
  const client = new Client();
  expect((await client.call(loginApi, "/api/auth/login", { method: "POST", json: { email, password } })).status).toBe(200);
  return client;
}

describe("a temporary password", () => {
  it("from Add User opens only the change-password screen until the member chooses their own", async () => {
    const email = `temp-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const created = await json<{ tempPassword: string; user: { id: string } }>(
      await adminClient.call(usersApi, "/api/admin/users", { method: "POST", json: { email, firstName: "Tess", lastName: "Temple" } }),
    );
    const member = await signIn(email, created.tempPassword);

    // Pages lead to the change-password screen; /api answers 403 with the reason.
    expect((await member.call(homePage, "/")).headers.get("location")).toBe("/change-password");
    expect((await member.call(settingsPage, "/settings")).headers.get("location")).toBe("/change-password");
    const blocked = await member.call(profileApi, "/api/profile");
    expect(blocked.status).toBe(403);
    expect((await json<{ message: string }>(blocked)).message).toMatch(/set by an administrator.*change-password/);
    // Who am I still answers, and says why.
    expect(await json(await member.call(authUserApi, "/api/auth/user"))).toMatchObject({ email, mustChangePassword: true });
    const screen = await member.call(changePasswordPage, "/change-password");
    expect(screen.status).toBe(200);
    // The password card's words travel with the screen (it is the settings page's card).
    expect((await json<{ messages: Record<string, string> }>(screen)).messages["settings.currentPassword"]).toBe("Current password");
    // Asked as a data request, as React Router passes it through (`.data`, `_routes`): the same screen.
    expect((await member.call(changePasswordPage, "/change-password.data?_routes=routes%2Fchange-password")).status).toBe(200);

    // The server's own checks stay (the browser's "Passwords don't match" comes first with JavaScript).
    const mismatch = await member.call(changePasswordPage, "/change-password", {
      method: "POST",
      form: { intent: "change-password", oldPassword: created.tempPassword, newPassword: "my own secret 1", confirmPassword: "my own secret 2" },
    });
    expect(mismatch.status).toBe(400);
    expect(JSON.stringify(await mismatch.json())).toContain("Passwords do not match");

    const changed = await member.call(changePasswordPage, "/change-password", {
      method: "POST",
      form: { intent: "change-password", oldPassword: created.tempPassword, newPassword: "my own secret 1", confirmPassword: "my own secret 1" },
    });
    expect(changed.headers.get("location")).toBe("/");
    expect((await findUserById(created.user.id))!.mustChangePassword).toBe(0);
    expect((await member.call(profileApi, "/api/profile")).status).toBe(401);
    expect((await member.call(settingsPage, "/settings")).status).toBe(200);
    // Once changed, the screen is not needed.
    expect((await member.call(changePasswordPage, "/change-password")).headers.get("location")).toBe("/settings");
  });

  it("from an admin reset is temporary too, and the member's change through the API clears it", async () => {
    const user = await insertUser({ email: `reset-${crypto.randomUUID().slice(0, 8)}@example.test`, passwordHash: await hashPassword("first own secret"), firstName: "Rhea", lastName: "Reset" });
    expect(user.mustChangePassword).toBe(0);
    const reset = await adminClient.call(resetApi, `/api/admin/users/${user.id}/reset-password`, { method: "PATCH", json: { newPassword: "given by admin 9" }, params: { id: user.id } });
    expect(reset.status).toBe(200);
    expect((await findUserById(user.id))!.mustChangePassword).toBe(1);

    const member = await signIn(user.email, "given by admin 9");
    expect((await member.call(profileApi, "/api/profile")).status).toBe(403);
    const changed = await member.call(changePasswordApi, "/api/user/change-password", {
      method: "POST",
      json: { oldPassword: "given by admin 9", newPassword: "second own secret", confirmPassword: "second own secret" },
    });
    expect(changed.status).toBe(200);
    expect((await member.call(profileApi, "/api/profile")).status).toBe(401);
  });
});
