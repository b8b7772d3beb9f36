// The account's address in the browser, with JavaScript on and off: confirming it after registering
// (signed in at once), and moving the account to a new one.
import { createUser, e2eDb, expect, latestEmail, signIn, test } from "./fixtures";

/** The newest confirmation link sent to `to` (other mail, such as the welcome, may arrive in between). */
function linkIn(to: string) {
  const row = e2eDb()
    .prepare("SELECT text_body AS text FROM outbox WHERE recipient = ? AND text_body LIKE '%/verify-email?token=%' ORDER BY id DESC LIMIT 1")
    .get(to) as { text: string } | undefined;
  return /http:\/\/\S+\/verify-email\?token=[\w-]+/.exec(row?.text ?? "")?.[0];
}

function linkCount(to: string) {
  return (e2eDb().prepare("SELECT count(*) AS n FROM outbox WHERE recipient = ? AND text_body LIKE '%/verify-email?token=%'").get(to) as { n: number }).n;
}

test.describe("email address", () => {
  test("register signed in but unconfirmed, send the link again from the banner, confirm it", async ({ page }) => {
    const email = `join-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
    await page.goto("/register");
    await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await page.getByLabel("First name").fill("Henrietta");
    await page.getByLabel("Last name").fill("Leavitt");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("cepheid-period-luminosity");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => linkIn(email)).toBeTruthy();
    const first = linkIn(email)!;

    // Signed in at once; the banner asks for the address and leads to Settings.
    const banner = page.getByTestId("confirm-email-banner");
    await expect(banner).toContainText(`we sent a link to ${email}`);
    await banner.getByRole("link", { name: "Send it again or change the address" }).click();
    await expect(page).toHaveURL(/\/settings#email$/);
    const notice = page.getByTestId("verify-email-notice");
    await expect(notice).toContainText("Confirm your email to receive daily insights");
    await notice.getByRole("button", { name: "Send the link again" }).click();
    await expect.poll(() => linkCount(email)).toBe(2);
    const second = linkIn(email)!;
    expect(second).not.toBe(first);

    // The first link no longer works; the new one confirms.
    await page.goto(first);
    await expect(page.getByRole("alert")).toContainText("not valid");
    await page.goto(second);
    await page.getByRole("button", { name: "Confirm my email" }).click();
    await expect(page).toHaveURL(/\/settings/);
    await expect(page.getByRole("region", { name: "Account Information" })).toContainText("Confirmed");
    await expect(page.getByTestId("verify-email-notice")).toHaveCount(0);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Your Birth Details" })).toBeVisible();
    await expect(page.getByTestId("confirm-email-banner")).toHaveCount(0);
  });

  test("change email: a wrong password is refused; the change waits for the new address's link", async ({ page }) => {
    const user = await createUser({ firstName: "Annie" });
    const next = `moved-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
    await signIn(page, user);
    await page.goto("/settings");
    const card = page.getByRole("region", { name: "Account Information" });
    await card.getByLabel("New email").fill(next);
    await card.getByLabel("Your password").fill("not-the-password");
    await card.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(card.getByText("Current password is incorrect")).toBeVisible();

    await card.getByLabel("New email").fill(next);
    await card.getByLabel("Your password").fill(user.password);
    await card.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(card.getByRole("status")).toContainText(`we sent a link to ${next}`);
    await expect(card).toContainText(user.email);

    await expect.poll(() => linkIn(next)).toBeTruthy();
    await page.goto(linkIn(next)!);
    await page.getByRole("button", { name: "Use this address" }).click();
    await expect(page).toHaveURL(/\/settings/);
    await expect(page.getByRole("region", { name: "Account Information" })).toContainText(next);
    await expect.poll(() => latestEmail(user.email)?.subject).toBe("Your Three Skies account has a new email address");
  });
});
