// The admin panel end to end, with JavaScript on ("js") and off ("no-js"): access, the nine tabs,
// every action with its confirmation and toast, the geocoding, and the analytics charts.
import type { Page } from "@playwright/test";
import { createUser, e2eDb, expect, signIn, test } from "./fixtures";

const userRow = (id: string) =>
  e2eDb().prepare("SELECT id, is_admin AS isAdmin, subscription_tier AS tier FROM users WHERE id = ?").get(id) as
    | { id: string; isAdmin: number; tier: string }
    | undefined;

async function signInAdmin(page: Page) {
  const admin = await createUser({ admin: true });
  await signIn(page, admin);
  return admin;
}

/** The server-side user picker: search, then one click on the user selects them. */
async function pickUser(page: Page, email: string) {
  await page.getByLabel("Search by email or name").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await page.locator(`[data-user-option="${email}"]`).click();
  await expect(page.getByTestId("selected-user")).toContainText(email);
}

test.describe("admin panel", () => {
  test("guests go to /login and non-admins to /", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login/);
    const user = await createUser();
    await signIn(page, user);
    await page.goto("/admin/delete-user");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Admin Panel" })).toHaveCount(0);
  });

  test("/admin/system: the daily job's runs and the system's state, for administrators only", async ({ page }) => {
    const started = new Date(Date.now() - 60_000).toISOString();
    e2eDb()
      .prepare("INSERT INTO job_runs (job, started_at, finished_at, outcome, sent_email, failed_email, sent_push) VALUES ('daily', ?, ?, 'ok', 3, 1, 2)")
      .run(started, new Date().toISOString());
    const member = await createUser();
    await signIn(page, member);
    await page.goto("/admin/system");
    await expect(page).toHaveURL(/\/$/);

    await signInAdmin(page);
    await page.goto("/admin/system");
    await expect(page.getByRole("heading", { name: "System" })).toBeVisible();
    const runs = page.getByRole("region", { name: "Daily job: last runs" });
    const row = runs.locator("tbody tr").filter({ hasText: started.replace("T", " ").replace(/\.\d+Z$/, " UTC") });
    await expect(row).toContainText("ok");
    await expect(row.locator("td").nth(3)).toHaveText("3 / 1");
    await expect(row.locator("td").nth(5)).toHaveText("2 / 0");
    await expect(page.getByText("Delivery backlog")).toBeVisible();
    await expect(page.getByText("Build")).toBeVisible();
  });

  test("layout: header, nine tabs in order, add-user by default, logout", async ({ page }) => {
    await signInAdmin(page);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/add-user$/);
    await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Admin sections" }).getByRole("link");
    await expect(tabs).toHaveText([
      "Add User",
      "Delete User",
      "Admin Permissions",
      "Reset Password",
      "Cancel Subscription",
      "Create Subscription",
      "Fix Birth Details",
      "Usage Analytics",
      "Blog",
    ]);
    await expect(tabs.first()).toHaveAttribute("aria-current", "page");
    await tabs.filter({ hasText: "Usage Analytics" }).click();
    await expect(page).toHaveURL(/\/admin\/usage-analytics$/);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login/);
  });

  test("add user: temporary password shown once and it signs in; profile from the place", async ({ page, request }) => {
    await signInAdmin(page);
    await page.goto("/admin/add-user");
    const email = `added-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Added");
    await page.getByLabel("Birth date").fill("1990-05-15");
    await page.getByLabel("Birth place").fill("London");
    await page.getByRole("button", { name: "Create User" }).click();
    // The first geocoding of a fresh server loads the gazetteer: allow it time.
    await expect(page.getByRole("status").filter({ hasText: "User created successfully" }).first()).toBeVisible({ timeout: 30_000 });
    const tempPassword = (await page.getByTestId("temp-password").textContent())!.trim();
    expect(tempPassword.length).toBeGreaterThanOrEqual(12);

    const login = await request.post("/api/auth/login", { data: { email, password: tempPassword, rememberMe: false } });
    expect(login.status()).toBe(200);
    const profile = e2eDb()
      .prepare("SELECT p.sun_sign AS sunSign FROM astrology_profiles p JOIN users u ON u.id = p.user_id WHERE u.email = ?")
      .get(email) as { sunSign: string } | undefined;
    expect(profile?.sunSign).toBe("Taurus");

    // Bad input: the spec's messages, inline.
    await page.goto("/admin/add-user");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Again");
    await page.getByRole("button", { name: "Create User" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to create user" }).first()).toContainText("already exists");
  });

  test("delete user: pick by search, confirm, then the account is gone", async ({ page, javaScriptEnabled }) => {
    await signInAdmin(page);
    const target = await createUser();
    await page.goto("/admin/delete-user");
    await pickUser(page, target.email);
    await page.getByRole("button", { name: "Delete User" }).click();
    const question = "Are you sure you want to delete this user? This action cannot be undone.";
    if (javaScriptEnabled) {
      const dialog = page.getByRole("dialog", { name: "Delete User" });
      await expect(dialog).toContainText(question);
      await dialog.getByRole("button", { name: "Delete" }).click();
    } else {
      await expect(page.getByRole("alertdialog")).toContainText(question);
      expect(userRow(target.id)).toBeDefined();
      await page.getByRole("button", { name: "Yes, delete user" }).click();
    }
    await expect(page.getByText("User deleted successfully")).toBeVisible();
    await expect(page.getByText("All user data and subscriptions have been removed")).toBeVisible();
    expect(userRow(target.id)).toBeUndefined();
  });

  test("admin permissions: grant, conflict, revoke with confirmation", async ({ page, javaScriptEnabled }) => {
    await signInAdmin(page);
    const target = await createUser();
    await page.goto("/admin/admin-perms");
    await pickUser(page, target.email);
    await page.getByRole("button", { name: "Grant Admin" }).click();
    await expect(page.getByText("Admin status updated")).toBeVisible();
    expect(userRow(target.id)!.isAdmin).toBe(1);

    await page.getByRole("button", { name: "Grant Admin" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "User already has admin permissions" }).first()).toBeVisible();

    await page.getByRole("button", { name: "Revoke Admin" }).click();
    if (javaScriptEnabled) {
      await page.getByRole("dialog", { name: "Revoke admin permissions" }).getByRole("button", { name: "Revoke" }).click();
    } else {
      await page.getByRole("button", { name: "Yes, revoke admin" }).click();
    }
    await expect(page.getByText("Admin status updated")).toBeVisible();
    expect(userRow(target.id)!.isAdmin).toBe(0);
  });

  test("reset password: confirmation must match; the new password is temporary until the member chooses their own", async ({ page, browser, javaScriptEnabled }) => {
    await signInAdmin(page);
    const target = await createUser();
    await page.goto("/admin/reset-password");
    await pickUser(page, target.email);
    await page.getByLabel("New password", { exact: true }).fill("fresh password 1");
    await page.getByLabel("Confirm new password").fill("fresh password 2");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Please ensure both passwords are identical").first()).toBeVisible();

    await page.getByLabel("New password", { exact: true }).fill("fresh password 1");
    await page.getByLabel("Confirm new password").fill("fresh password 1");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Password reset successfully")).toBeVisible();

    // The member signs in with it and sees only the change-password screen until they choose their own.
    const context = await browser.newContext({ javaScriptEnabled });
    const member = await context.newPage();
    await member.goto("/login");
    await member.getByLabel("Email").fill(target.email);
    await member.getByLabel("Password").fill("fresh password 1");
    await member.getByRole("button", { name: "Sign In" }).click();
    await expect(member).toHaveURL(/\/change-password$/);
    await expect(member.getByRole("heading", { name: "Choose your own password" })).toBeVisible();
    await member.goto("/settings");
    await expect(member).toHaveURL(/\/change-password$/);
    await member.getByLabel("Current password").fill("fresh password 1");
    await member.getByLabel("New password", { exact: true }).fill("my very own secret");
    await member.getByLabel("Confirm new password").fill("my very own secret");
    await member.getByRole("button", { name: "Change Password" }).click();
    await expect(member.getByText("Password changed").first()).toBeVisible();
    await member.goto("/settings");
    await expect(member).toHaveURL(/\/settings$/);
    await context.close();
  });

  test("create and cancel a subscription", async ({ page }) => {
    await signInAdmin(page);
    const target = await createUser();
    await page.goto("/admin/create-sub");
    await pickUser(page, target.email);
    await expect(page.getByLabel("User email")).toHaveValue(target.email);
    await page.getByLabel("Plan").selectOption({ label: "Premium Monthly: $14.99 a month" });
    await page.getByRole("button", { name: "Create Subscription" }).click();
    await expect(page.getByText("Subscription created successfully")).toBeVisible();
    expect(userRow(target.id)!.tier).toBe("premium");

    await page.goto("/admin/cancel-sub");
    await page.getByLabel("User email").fill(target.email);
    await page.getByRole("button", { name: "Cancel Subscription" }).click();
    // Asked first: a dialog with JavaScript, a confirmation step without.
    await page.getByRole("button", { name: "Yes, cancel subscription" }).click();
    await expect(page.getByText("Subscription cancelled successfully")).toBeVisible();
    expect(userRow(target.id)!.tier).toBe("free");
  });

  test("fix birth details: the place choices shown, one picked, save and regenerate", async ({ page, javaScriptEnabled }) => {
    await signInAdmin(page);
    const target = await createUser({ withProfile: true });
    await page.goto("/admin/fix-birth");
    await pickUser(page, target.email);
    await expect(page.getByLabel("Birth date")).toHaveValue("1990-06-15");
    await page.getByLabel("Birth date").fill("1990-08-10");
    await page.getByLabel("Birth place").fill("Tokyo");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Geocode" }).click();
    // With JavaScript the lookup runs by itself 800 ms after typing stops; either way the admin picks.
    const choices = page.getByRole("group", { name: "Which place did you mean?" });
    await expect(choices.getByRole("radio").first()).toBeVisible();
    await expect(page.getByLabel("Latitude")).toHaveValue("");
    await choices.getByRole("radio", { name: /Tokyo/ }).first().check();
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Use this place" }).click();
    await expect(page.getByTestId("geocode-result")).toContainText("Tokyo");
    await expect(page.getByLabel("Latitude")).toHaveValue(/^35\.6/);
    await page.getByRole("button", { name: "Update Birth Details" }).click();
    await expect(page.getByText("Birth details updated successfully")).toBeVisible();
    const profile = e2eDb().prepare("SELECT birth_date AS birthDate, sun_sign AS sunSign FROM astrology_profiles WHERE user_id = ?").get(target.id) as {
      birthDate: string;
      sunSign: string;
    };
    expect(profile).toEqual({ birthDate: "1990-08-10", sunSign: "Leo" });
  });

  test("usage analytics: charts and per-user report counts", async ({ page }) => {
    await signInAdmin(page);
    const reporter = await createUser();
    e2eDb().prepare("INSERT INTO compatibility_report_logs (user_id) VALUES (?), (?)").run(reporter.id, reporter.id);
    await page.goto("/admin/usage-analytics");
    await expect(page.getByRole("heading", { name: "Usage Analytics" })).toBeVisible();
    for (const name of [/Users and premium users/, /Signups per day/, /Compatibility reports per day/, /Daily insight deliveries/]) {
      await expect(page.getByRole("img", { name })).toBeVisible();
    }
    const row = page.getByRole("row").filter({ hasText: reporter.email });
    await expect(row.getByRole("cell").last()).toHaveText("2");
    await expect(page.getByRole("heading", { name: "Recent admin actions" })).toBeVisible();
  });
});
