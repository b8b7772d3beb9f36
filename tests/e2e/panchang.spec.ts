// The panchang's place search without JavaScript: search, pick a result, the day for that place,
// remembered on the next visit, then back to New Delhi.
import { expect, test } from "./fixtures";

test("@no-js-only a visitor finds and keeps a place for the panchang", async ({ page }) => {
  await page.goto("/panchang/2026-06-21");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Panchang for Sunday, June 21, 2026");
  await expect(page.getByText("New Delhi, Delhi, India (the default place; choose yours below)")).toBeVisible();
  await expect(page.getByRole("row", { name: /Rahu Kaal/ })).toContainText(/\d{1,2}:\d{2} pm to \d{1,2}:\d{2} pm/);

  await page.getByLabel("Town or city").fill("Chennai");
  await page.getByRole("button", { name: "Search places" }).click();
  await page.getByRole("list", { name: "Places found" }).getByRole("button").first().click();
  await expect(page).toHaveURL(/\/panchang\/2026-06-21$/);
  await expect(page.locator("main header p").first()).toHaveText(/^Chennai/);

  await page.goto("/panchang/2026-06-22");
  await expect(page.locator("main header p").first()).toHaveText(/^Chennai/);
  await page.getByRole("button", { name: "Back to New Delhi" }).click();
  await expect(page.getByText("New Delhi, Delhi, India (the default place; choose yours below)")).toBeVisible();
});
