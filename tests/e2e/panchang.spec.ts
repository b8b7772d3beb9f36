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

test("@no-js-only the page shows the whole day: the kshaya Chaturthi of 2026-01-06 and the month", async ({ page }) => {
  await page.goto("/panchang/2026-01-06");
  await expect(page.getByRole("row", { name: /Krishna Chaturthi/ })).toContainText("kshaya");
  await expect(page.getByRole("row", { name: /Krishna Chaturthi/ })).toContainText("from 8:02 am until 6:53 am on Wednesday, January 7, 2026");
  await expect(page.getByRole("row", { name: /Month \(amanta\)/ })).toContainText("Pausha");
  await expect(page.getByRole("row", { name: /Month \(purnimanta\)/ })).toContainText("Magha");
  await expect(page.getByRole("row", { name: /Samvat/ })).toContainText("Vikram Samvat 2082, Shaka Samvat 1947");
});
