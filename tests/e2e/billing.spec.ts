import { createUser, e2eDb, expect, signIn, test } from "./fixtures";

const tierOf = (id: string) => (e2eDb().prepare("SELECT subscription_tier AS tier FROM users WHERE id = ?").get(id) as { tier: string }).tier;

test.describe("billing", () => {
  test("pricing: texts, yearly toggle, FAQ, guest upgrade goes to login and back", async ({ page }) => {
    await page.goto("/pricing");
    const premium = page.getByRole("region", { name: "Premium" });
    await expect(premium.getByText("$14.99")).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Started Free" })).toHaveAttribute("href", "/register");
    await expect(page.getByRole("link", { name: /Yearly\s*Save 34%/ })).toBeVisible();
    await expect(page.locator("details summary")).toHaveCount(4);

    await page.getByRole("link", { name: /Yearly/ }).click();
    await expect(page).toHaveURL(/billing=yearly/);
    await expect(premium.getByText("$119", { exact: true })).toBeVisible();
    await expect(premium.getByText(/You save \$60\.88 a year/)).toBeVisible();

    await premium.getByRole("link", { name: "Upgrade to Premium" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    const user = await createUser();
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/pricing\?billing=yearly$/);
    await expect(page.getByRole("region", { name: "Premium" }).getByRole("button", { name: "Upgrade to Premium" })).toBeEnabled();
  });

  test("free user pays on the local checkout and is Premium; pricing then shows Current Plan", async ({ page }) => {
    const user = await createUser();
    await signIn(page, user);
    await page.goto("/pricing");
    await page.getByRole("region", { name: "Premium" }).getByRole("button", { name: "Upgrade to Premium" }).click();
    await expect(page).toHaveURL(/\/checkout\/cs_local_/);
    await expect(page.getByRole("heading", { name: "Three Skies Premium" })).toBeVisible();
    await page.getByRole("button", { name: "Pay $14.99" }).click();

    await expect(page).toHaveURL(/\/settings\?welcome=premium$/);
    await expect(page.getByText("Payment successful!")).toBeVisible();
    await expect(page.getByTestId("plan-badge")).toHaveText("Premium");
    expect(tierOf(user.id)).toBe("premium");
    // The way on to what Premium opens, the Match tab first.
    await page.getByTestId("premium-welcome").getByRole("link", { name: "Open the Match tab" }).click();
    await expect(page).toHaveURL(/\/profile\?tab=compatibility$/);

    await page.goto("/pricing");
    await expect(page.getByRole("button", { name: "Current Plan" })).toBeDisabled();
  });

  test("returning before the payment is confirmed shows processing until Premium", async ({ page }) => {
    const user = await createUser();
    await signIn(page, user);
    await page.goto("/settings?payment_success=true");
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByText("Processing your subscription...")).toBeVisible();
    // The webhook arrives a moment later.
    e2eDb().prepare("UPDATE users SET subscription_tier = 'premium' WHERE id = ?").run(user.id);
    await expect(page.getByText("Payment successful!")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Processing your subscription...")).toHaveCount(0);
  });

  test("Manage billing opens the portal; cancelling keeps Premium until the period paid for ends", async ({ page }) => {
    const user = await createUser();
    await signIn(page, user);
    await page.goto("/pricing?billing=yearly");
    await page.getByRole("region", { name: "Premium" }).getByRole("button", { name: "Upgrade to Premium" }).click();
    await page.getByRole("button", { name: "Pay $119" }).click();
    await expect(page.getByTestId("plan-badge")).toHaveText("Premium");

    await page.getByRole("button", { name: "Manage billing" }).click();
    await expect(page).toHaveURL(/\/billing-portal$/);
    await expect(page.getByTestId("subscription-status")).toHaveText("Active");
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await expect(page.getByText("Subscription cancelled")).toBeVisible();
    await expect(page.getByTestId("subscription-status")).toHaveText("Active");
    await expect(page.getByTestId("period-end")).toContainText(/\w+ \d{1,2}, \d{4}/);
    await expect(page.getByRole("button", { name: "Keep Premium" })).toBeVisible();
    expect(tierOf(user.id)).toBe("premium");
    await page.getByRole("link", { name: "Return to Three Skies" }).click();
    await expect(page.getByTestId("plan-badge")).toHaveText("Premium");
    await expect(page.getByText(/^Cancelled: Premium stays yours until/)).toBeVisible();
  });

  test("support form sends a message", async ({ page }) => {
    const user = await createUser({ premium: true });
    await signIn(page, user);
    await page.goto("/settings");
    await page.getByLabel("Subject").fill("Where is my report?");
    await page.getByLabel("Message").fill("I generated a report yesterday and cannot find it.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent")).toBeVisible();
    const row = e2eDb().prepare("SELECT subject FROM outbox WHERE subject LIKE '[Priority]%' ORDER BY id DESC LIMIT 1").get() as { subject: string };
    expect(row.subject).toBe("[Priority] Where is my report?");
  });
});
