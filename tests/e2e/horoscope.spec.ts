// The horoscope by sign without JavaScript: the list, a sign, another day, then another time zone,
// remembered on the next page.
import { expect, test } from "./fixtures";

test("@no-js-only a visitor reads a sign's days and changes the zone", async ({ page }) => {
  await page.goto("/horoscope");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Daily horoscopes");
  await expect(page.getByRole("listitem")).toHaveCount(12);
  await page.getByRole("link", { name: "Leo", exact: true }).click();
  await expect(page).toHaveURL(/\/horoscope\/leo$/);
  await expect(page.getByRole("heading", { name: "Love", level: 3 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get your full chart" })).toHaveAttribute("href", "/register");

  await page.goto("/horoscope/leo/2024-04-08");
  await page.getByRole("link", { name: /Tuesday, April 9, 2024/ }).click();
  await expect(page).toHaveURL(/\/horoscope\/leo\/2024-04-09$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Tuesday, April 9, 2024");
  await expect(page.getByTestId("zone-line")).toContainText("Coordinated Universal Time");

  await page.getByLabel("Time zone (IANA name)").fill("Asia/Kolkata");
  await page.getByRole("button", { name: "Show this zone's day" }).click();
  await expect(page).toHaveURL(/\/horoscope\/leo\/2024-04-09\?tz=Asia%2FKolkata$/);
  await expect(page.getByTestId("zone-line")).toContainText("(UTC+5:30) — the clock in Kolkata");
  await expect(page.locator("article")).not.toContainText(/\d (AM|PM) UTC/);

  await page.goto("/horoscope/leo/2024-04-10");
  await expect(page.getByTestId("zone-line")).toContainText("Kolkata");
  await page.getByLabel("Time zone (IANA name)").fill("Atlantis/Capital");
  await page.getByRole("button", { name: "Show this zone's day" }).click();
  await expect(page.getByRole("alert")).toContainText("Unknown time zone");
});
