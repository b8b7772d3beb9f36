import { createUser, e2eDb, expect, latestEmail, signIn, test } from "./fixtures";

test.describe("accounts", () => {
  test("landing page for guests", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Discover Your Three Skies" })).toBeVisible();
    await expect(page.getByText("Combining Western & Chinese Astrology for 10,000+ Users")).toBeVisible();
    await expect(page.getByRole("link", { name: "Begin Your Journey" })).toHaveAttribute("href", "/register");
    await expect(page.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
  });

  test("register shows the spec's messages, then signs in and lands on the birth form", async ({ page }) => {
    await page.goto("/register");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page.getByText("First name is required")).toBeVisible();

    const email = `new-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
    await page.getByLabel("First name").fill("Grace");
    await page.getByLabel("Last name").fill("Hopper");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("a-long-password");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Your Birth Details" })).toBeVisible();
    expect((await page.context().cookies()).some((cookie) => cookie.name === "ts_session")).toBe(true);
    // The confirmation link went out; the page asks for it.
    await expect(page.getByTestId("confirm-email-banner")).toContainText(email);
  });

  test("a taken address is told so, with the ways to sign in or reset, and its owner is emailed", async ({ page }) => {
    const owner = await createUser({ firstName: "Mary" });
    await page.goto("/register");
    await page.getByLabel("First name").fill("Someone");
    await page.getByLabel("Last name").fill("Else");
    await page.getByLabel("Email").fill(owner.email.toUpperCase());
    await page.getByLabel("Password").fill("another-long-password");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("An account with this email already exists. Sign in or reset your password.")).toBeVisible();
    const ways = page.getByTestId("email-taken");
    await expect(ways.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    await expect(ways.getByRole("link", { name: "reset your password" })).toHaveAttribute("href", "/forgot-password");
    expect((await page.context().cookies()).some((cookie) => cookie.name === "ts_session")).toBe(false);
    await expect.poll(() => latestEmail(owner.email)?.subject).toBe("A new Three Skies account was requested with your email");
  });

  test("login with a wrong password, then the right one; logout", async ({ page }) => {
    const user = await createUser({ firstName: "Katherine" });
    await page.goto("/login");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" }).first()).toBeVisible();

    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByLabel("Stay signed in for 30 days").check();
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/$/);
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === "ts_session");
    expect(session).toBeDefined();
    // Remember me: a persistent cookie of about 30 days.
    expect(session!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);

    await page.getByTestId("user-menu").click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/login/);
  });

  test("forgot and reset password through the emailed link", async ({ page }) => {
    const user = await createUser();
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText(user.email)).toBeVisible();
    await expect(page.getByText("The link expires in 1 hour.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Send another email" })).toBeVisible();

    await expect.poll(() => latestEmail(user.email)?.text ?? "").toContain("/reset-password?token=");
    const link = /http:\/\/\S+reset-password\?token=\S+/.exec(latestEmail(user.email)!.text)![0];
    await page.goto(link);
    await page.getByLabel("New password").fill("brand-new-password");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByRole("heading", { name: "Password Reset Complete" })).toBeVisible();
    await page.getByRole("link", { name: "Go to Login" }).click();

    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill("brand-new-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/$/);

    // The link works once.
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByLabel("New password").fill("another-quiet-meadow");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText(/invalid or has expired/).first()).toBeVisible();
  });

  test("reset page without a token", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
    await expect(page.getByText("This password reset link is missing the required token").first()).toBeVisible();
  });

  test("change password ends other sessions", async ({ page, browser }) => {
    const user = await createUser();
    await signIn(page, user);
    const other = await browser.newPage();
    await signIn(other, user);

    await page.goto("/settings");
    await page.getByLabel("Current password").fill(user.password);
    await page.getByLabel("New password", { exact: true }).fill("a-different-password");
    await page.getByLabel("Confirm new password").fill("a-different-password");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Password changed").first()).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);

    await other.goto("/settings");
    await expect(other).toHaveURL(/\/login/);
    await other.close();
    const rows = e2eDb().prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?").get(user.id) as { n: number };
    expect(rows.n).toBe(1);
  });

  test("change password validation messages", async ({ page, javaScriptEnabled }) => {
    const user = await createUser();
    await signIn(page, user);
    await page.goto("/settings");
    const button = page.getByRole("button", { name: "Change Password" });
    if (javaScriptEnabled) await expect(button).toBeDisabled();
    await page.getByLabel("Current password").fill("wrong-current-password");
    await page.getByLabel("New password", { exact: true }).fill("abcdefgh1");
    await page.getByLabel("Confirm new password").fill("abcdefgh2");
    await expect(button).toBeEnabled();
    await button.click();
    // With JavaScript the browser says it before posting; without, the server does.
    await expect(page.getByText(javaScriptEnabled ? "Passwords don't match" : "Passwords do not match")).toBeVisible();
  });

  test("preferences: display name and theme", async ({ page, javaScriptEnabled }) => {
    const user = await createUser({ firstName: "Hedy" });
    await signIn(page, user);
    await page.goto("/");
    await expect(page.getByTestId("user-menu")).toContainText("Hedy");
    if (javaScriptEnabled) {
      // The dialog's code arrives after hydration; until then the link is the Preferences page.
      await expect(page.locator("dialog", { hasText: "User Preferences" })).toBeAttached();
      await page.getByTestId("user-menu").click();
      await page.getByRole("link", { name: "Preferences" }).click();
      await expect(page.getByRole("dialog", { name: "User Preferences" })).toBeVisible();
    } else {
      await page.goto("/preferences");
    }
    await expect(page.getByText("Subscribe to Premium to receive daily personalized insights")).toBeVisible();
    await expect(page.getByLabel("Send me daily insights")).toBeDisabled();
    await page.getByLabel("Display Name").fill("Stargazer");
    await page.getByLabel("Theme", { exact: true }).selectOption("dark");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Preferences updated").first()).toBeVisible();
    // With JavaScript the page stays, and shows the saved name and theme at once.
    if (javaScriptEnabled) {
      await expect(page.getByTestId("user-menu")).toContainText("Stargazer");
      await expect(page.locator("html")).toHaveClass(/dark/);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#0b0820");
    }
    await page.goto("/");
    await expect(page.getByTestId("user-menu")).toContainText("Stargazer");
    await expect(page.locator("html")).toHaveClass(/dark/);
    if (javaScriptEnabled) expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  });

  test("the theme is light until the member picks one, even when the browser prefers dark, without a flash or JavaScript", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/blog");
    // No choice: the light class, the light page and the light chrome colour, whatever the browser prefers.
    await expect(page.locator("html")).toHaveClass("light");
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(245, 243, 255)");
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#2e1065");
    await expect(page.getByRole("banner").getByTestId("theme-toggle-light")).toBeHidden();
    await page.getByRole("banner").getByTestId("theme-toggle").click();
    await expect(page.locator("html")).toHaveClass("dark");
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(11, 8, 32)");
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#0b0820");
    await page.reload();
    await expect(page.locator("html")).toHaveClass("dark");
    await expect(page.getByRole("banner").getByTestId("theme-toggle-light")).toBeVisible();
  });

  test("theme switch on settings works and persists", async ({ page }) => {
    const user = await createUser();
    await signIn(page, user);
    await page.goto("/settings");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.getByRole("banner").getByTestId("theme-toggle").click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
  });

  test("404 page", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText(/forget to add the page to the router/)).toBeVisible();
  });
});
