// A member's page revalidated by the browser: the revisit carries the page's ETag (which the server
// answers 304), and the stored page still runs its scripts under its own policy (the nonce it was sent with).
import { createUser, e2eDb, expect, signIn, test } from "./fixtures";

test("@js-only a revisit of /settings is answered 304 and the kept page's scripts still run", async ({ page }) => {
  const user = await createUser({ premium: true });
  e2eDb().prepare("UPDATE users SET send_daily_insights = 1 WHERE id = ?").run(user.id);
  await signIn(page, user);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  // The conditional header is added by the browser's cache: read from what went on the wire.
  const revalidations: Promise<string | undefined>[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/settings") revalidations.push(request.allHeaders().then((headers) => headers["if-none-match"]));
  });
  const first = await page.goto("/settings");
  expect(first!.status()).toBe(200);
  const etag = (await first!.allHeaders()).etag;
  expect(etag).toBeTruthy();
  const again = await page.goto("/settings");
  expect(await Promise.all(revalidations)).toEqual([undefined, etag]);
  // The server answers that tag 304 (tests/system/edge.test.ts); the browser shows the page it kept.
  expect(again!.status()).toBe(200);
  expect((await again!.allHeaders()).etag).toBe(etag);
  // The enhancement script ran on the kept page: the switch's wording follows it.
  const card = page.getByRole("region", { name: "Daily Insights Delivery" });
  await card.getByRole("switch", { name: "Send me daily insights" }).uncheck();
  await expect(card.getByText("Paused: nothing is sent, whatever the channels below say.", { exact: false })).toBeVisible();
  expect(problems).toEqual([]);
});
