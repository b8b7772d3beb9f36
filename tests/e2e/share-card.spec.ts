// A chart to share: publish a card from Settings with the plain form, open it signed out (only the
// ticked birth fact shows, the preview image is a PNG), then unpublish it and find the link dead.
import { createUser, expect, signIn, test } from "./fixtures";

test("publish a chart card from Settings, open it signed out, unpublish it", async ({ page, browser, request }) => {
  const user = await createUser({ withProfile: true, firstName: "Ada" });
  await signIn(page, user);
  await page.goto("/settings#share");
  const card = page.locator("#share");
  await card.getByLabel("Name to show").fill("Ada of London");
  await card.getByLabel("Birth place").check();
  await card.getByRole("button", { name: "Publish", exact: true }).click();

  const link = card.getByTestId("share-card-link");
  await expect(link).toBeVisible();
  const address = (await link.getAttribute("href"))!;
  expect(address).toMatch(/\/c\/[A-Za-z0-9_-]{22}$/);
  await expect(card.getByRole("button", { name: "Update" })).toBeVisible();

  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await guest.goto(new URL(address).pathname);
  await expect(guest.getByTestId("card-name")).toHaveText("Ada of London");
  await expect(guest.getByTestId("card-facts")).toHaveText("Born London, England, United Kingdom");
  await expect(guest.getByTestId("card-rows")).toContainText("Sun");
  await expect(guest.getByTestId("chart-wheel")).toBeVisible();
  await expect(guest.getByRole("link", { name: "Get your own chart" })).toHaveAttribute("href", "/register");
  await expect(guest.locator("main")).not.toContainText("1990");
  const imageUrl = (await guest.locator('meta[property="og:image"]').getAttribute("content"))!;
  const image = await request.get(new URL(imageUrl).pathname + new URL(imageUrl).search);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");

  await card.getByRole("button", { name: "Unpublish" }).click();
  // The form is back to its first state: the card is gone.
  await expect(card.getByRole("button", { name: "Publish", exact: true })).toBeVisible();
  await expect(card.getByTestId("share-card-link")).toHaveCount(0);
  const gone = await guest.goto(new URL(address).pathname);
  expect(gone?.status()).toBe(404);
  await expect(guest.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await visitor.close();
});
