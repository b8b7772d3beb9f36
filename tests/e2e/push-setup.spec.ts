// Turning on notifications in a browser whose push service cannot be had (this test browser has
// none): with the permission granted, setting up ends within seconds with the site's own words,
// never the browser's raw "Registration failed - …", and the button is back.
import { createUser, expect, signIn, test } from "./fixtures";
import { PUSH_MESSAGES } from "~/browser/push";

test("@js-only setting up notifications gives up in plain words when the browser cannot subscribe", async ({ page, context }) => {
  await context.grantPermissions(["notifications"]);
  const user = await createUser();
  await signIn(page, user);
  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Notifications on this device" });
  const button = card.getByRole("button", { name: "Turn on notifications here" });
  await button.click();
  const alert = card.getByRole("alert");
  // Notifications are allowed: whatever stops the browser, the answer is not "allow them".
  const possible = [PUSH_MESSAGES.unavailable, PUSH_MESSAGES.unreachable, PUSH_MESSAGES.tooSlow, PUSH_MESSAGES.failed];
  await expect(alert).toBeVisible();
  expect(possible).toContain(await alert.textContent());
  await expect(button).toBeEnabled();
});
