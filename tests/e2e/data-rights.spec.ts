// The member's own data, JavaScript on and off: Download my data saves a JSON file with the birth
// details; Delete my account asks for the password, says what happens, and leaves the member signed out.
import fs from "node:fs";
import { createUser, e2eDb, expect, signIn, test } from "./fixtures";

test("Download my data saves a JSON file with the birth details", async ({ page }) => {
  const user = await createUser({ withProfile: true });
  await signIn(page, user);
  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Your data" });
  const [download] = await Promise.all([page.waitForEvent("download"), card.getByRole("button", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^three-skies-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(fs.readFileSync((await download.path())!, "utf8")) as { account: { email: string }; tables: Record<string, { data: unknown }> };
  expect(file.account.email).toBe(user.email);
  expect(file.tables.astrology_profiles!.data).toMatchObject({ birthDate: "1990-06-15", birthTime: "14:30", birthPlace: "London, England, GB" });
});

test("Delete my account: a wrong password changes nothing; the right one deletes, signs out and says so", async ({ page }) => {
  const user = await createUser({ withProfile: true });
  await signIn(page, user);
  await page.goto("/settings");
  await page.getByRole("link", { name: "Delete my account" }).click();
  await expect(page.getByRole("heading", { name: "Delete my account" })).toBeVisible();
  await expect(page.getByText("This cannot be undone.", { exact: false })).toBeVisible();

  await page.getByLabel("Your password").fill("not the password");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Password is incorrect").first()).toBeVisible();
  expect(e2eDb().prepare("SELECT count(*) AS n FROM users WHERE id = ?").get(user.id)).toEqual({ n: 1 });

  await page.getByLabel("Your password").fill(user.password);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account has been deleted").first()).toBeVisible();
  expect(e2eDb().prepare("SELECT count(*) AS n FROM users WHERE id = ?").get(user.id)).toEqual({ n: 0 });
  expect(e2eDb().prepare("SELECT count(*) AS n FROM astrology_profiles WHERE user_id = ?").get(user.id)).toEqual({ n: 0 });
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login/);
});
