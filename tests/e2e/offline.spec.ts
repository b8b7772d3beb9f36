// The installable app offline (Chromium's offline mode): a member's chart, once seen, stays readable
// and says since when; signing out — by the form, by the API, or by losing the session cookie — takes
// the kept copy away.
import type { BrowserContext, Page } from "@playwright/test";
import { createUser, expect, signIn, test } from "./fixtures";

test("@js-only a member who visited their chart reads it offline, labelled, until they sign out", async ({ page, context }) => {
  const user = await createUser({ withProfile: true, firstName: "Vesper" });
  await signIn(page, user);
  await page.goto("/profile?tab=daily");
  // The first visit installs the worker; once it controls the page, the next visit is kept.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
  });
  await page.reload();
  await expect(page.getByRole("tab", { name: /Daily/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("#offline-banner")).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  const label = page.getByRole("status").filter({ hasText: /^Offline — as of [A-Z][a-z]+ \d{1,2}(,| at) \d{1,2}:\d{2}\s?[AP]M$/ });
  await expect(label).toBeVisible();
  await expect(page.getByRole("tab", { name: /Daily/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "The Year Ahead" })).toBeVisible();
  // Still there once the page's scripts (precached) have run on the kept copy.
  await page.waitForLoadState("load");
  await expect(label).toBeVisible();
  // Anything never kept shows the offline page.
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();

  await context.setOffline(false);
  await page.goto("/profile?tab=daily");
  await expect(page.locator("#offline-banner")).toHaveCount(0);
  await page.getByTestId("user-menu").click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await context.setOffline(true);
  await page.goto("/profile?tab=daily");
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
});

test("@js-only the pages a member lands on, / and its tabs, are kept too, for that member only", async ({ page, context }) => {
  const user = await createUser({ withProfile: true, firstName: "Lumen" });
  await signIn(page, user);
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
  });
  await page.reload();
  await page.goto("/?tab=sun");
  await expect(page.getByRole("tab", { name: "Sun" })).toHaveAttribute("aria-selected", "true");

  await context.setOffline(true);
  for (const [address, tab] of [["/", "Daily"], ["/?tab=sun", "Sun"]] as const) {
    await page.goto(address);
    await expect(page.locator("#offline-banner")).toBeVisible();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
  }
  // A tab never opened was never kept.
  await page.goto("/?tab=moon");
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();

  await context.setOffline(false);
  await page.goto("/");
  await page.getByTestId("user-menu").click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await context.setOffline(true);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  await expect(page.locator("body")).not.toContainText("Lumen");
});

/** Signs a new member in and has the worker keep their chart, checked by reading it offline once. */
async function keptChart(page: Page, context: BrowserContext, firstName: string) {
  const user = await createUser({ withProfile: true, firstName });
  await signIn(page, user);
  await page.goto("/profile?tab=birth");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
  });
  await page.reload();
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator("#offline-banner")).toBeVisible();
  await expect(page.locator("body")).toContainText(firstName);
  await expect(page.locator("body")).toContainText("London");
  await context.setOffline(false);
  await page.goto("/profile?tab=birth");
  await expect(page.locator("#offline-banner")).toHaveCount(0);
}

async function expectNothingKept(page: Page, context: BrowserContext, firstName: string) {
  await context.setOffline(true);
  await page.goto("/profile?tab=birth");
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  for (const shown of [firstName, "London"]) await expect(page.locator("body")).not.toContainText(shown);
}

test("@js-only a sign-out by the API takes the kept chart away", async ({ page, context }) => {
  await keptChart(page, context, "Corvina");
  const status = await page.evaluate(async () => (await fetch("/api/auth/logout", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).status);
  expect(status).toBe(200);
  await expectNothingKept(page, context, "Corvina");
});

test("@js-only a lost session cookie takes the kept chart away once the worker hears of it", async ({ page, context }) => {
  await keptChart(page, context, "Marisol");
  // The browser was closed without "Stay signed in": the session cookie is gone. The page then asks
  // who is signed in, and is told nobody (401).
  await context.clearCookies();
  expect(await page.evaluate(async () => (await fetch("/api/auth/user")).status)).toBe(401);
  await expectNothingKept(page, context, "Marisol");
});
