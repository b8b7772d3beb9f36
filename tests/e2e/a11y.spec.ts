// Accessibility: axe on every page, light and dark, signed out, signed in (free and premium) and as
// an admin — zero violations. Keyboard: every control reachable with Tab, with a visible focus.
import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { createCookie } from "react-router";
import { createUser, e2eDb, expect, signIn, test } from "./fixtures";

function publishedSlug() {
  const slug = `a11y-${crypto.randomUUID().slice(0, 8)}`;
  e2eDb()
    .prepare(
      `INSERT INTO blog_posts (id, title, slug, excerpt, content, category, status, published_at)
       VALUES (?, ?, ?, ?, ?, 'zodiac_signs', 'published', ?)`,
    )
    .run(
      crypto.randomUUID(),
      "Reading the Moon in Your Chart",
      slug,
      "What your Moon sign says about comfort and mood.",
      "## The Moon\n\nThe Moon moves through a sign in about two and a half days.\n\n| Sign | Element |\n|---|---|\n| Aries | Fire |\n\n- [x] Learn your Moon sign\n- [ ] Track a lunar month",
      new Date(Date.now() - 86_400_000).toISOString(),
    );
  return slug;
}

async function expectNoViolations(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(summary, `axe violations on ${path}`).toEqual([]);
}

for (const theme of ["light", "dark"] as const) {
  // axe runs inside the page, which needs JavaScript: these run in the JS project only.
  test.describe(`${theme} theme @js-only`, () => {
    // Up to ten pages a test, each loaded and analysed in the browser: the limit guards against a
    // hang, not against a slow machine (axe alone takes seconds a page on a busy one).
    test.describe.configure({ timeout: 300_000 });
    test.beforeEach(async ({ page }) => {
      // The theme cookie as the app writes it (React Router encodes the value).
      const value = (await createCookie("theme").serialize(theme)).split(";")[0]!.slice("theme=".length);
      await page.context().addCookies([{ name: "theme", value, url: process.env.APP_URL! }]);
    });

    test("signed-out pages", async ({ page }) => {
      const slug = publishedSlug();
      for (const path of ["/", "/login", "/register", "/forgot-password", "/reset-password", "/reset-password?token=abc", "/pricing", "/blog", `/blog/${slug}`, "/no-such-page"]) {
        await expectNoViolations(page, path);
      }
    });

    test("signed-in free user", async ({ page }) => {
      const user = await createUser({ withProfile: true });
      await signIn(page, user);
      for (const tab of ["birth", "sun", "chinese", "moon", "planets", "love", "compatibility", "daily"]) {
        await expectNoViolations(page, `/profile?tab=${tab}`);
      }
      for (const path of ["/settings", "/preferences", "/pricing"]) await expectNoViolations(page, path);
    });

    test("signed-in user without a birth time", async ({ page }) => {
      const user = await createUser();
      const { saveProfile } = await import("../../app/services/profile.server");
      // 22 July 1990 in Lisbon: the Moon changed sign and passed through three lunar mansions.
      await saveProfile(user.id, { birthDate: "1990-07-22", birthTime: null, birthPlace: "Lisbon, 14, PT", birthLatitude: 38.7223, birthLongitude: -9.1393 } as never, {
        enforceLimit: false,
      });
      await signIn(page, user);
      for (const tab of ["birth", "chinese", "moon", "love"]) await expectNoViolations(page, `/profile?tab=${tab}`);
    });

    test("signed-in user without a chart (onboarding)", async ({ page }) => {
      const user = await createUser();
      await signIn(page, user);
      await expectNoViolations(page, "/");
    });

    test("premium user", async ({ page }) => {
      const user = await createUser({ premium: true, withProfile: true });
      await signIn(page, user);
      for (const path of ["/profile?tab=compatibility", "/profile?tab=daily", "/profile?tab=planets", "/settings", "/pricing"]) await expectNoViolations(page, path);
    });

    test("admin", async ({ page }) => {
      const user = await createUser({ admin: true });
      await signIn(page, user);
      for (const tab of ["add-user", "delete-user", "admin-perms", "reset-password", "cancel-sub", "create-sub", "fix-birth", "usage-analytics", "blog", "blog/new"]) {
        await expectNoViolations(page, `/admin/${tab}`);
      }
    });
  });
}

// Keyboard: Tab reaches every visible control in the page's main content, each with a visible focus.
for (const path of ["/login", "/register", "/forgot-password", "/pricing", "/blog"]) {
  test(`keyboard: every control on ${path} is reachable and shows focus @js-only`, async ({ page }) => {
    await page.goto(path);
    const selector = "main a[href], main button:not([disabled]), main input:not([type=hidden]):not([disabled]), main select, main summary, main textarea";
    const expected: string[] = await page.evaluate((query) => {
      return [...document.querySelectorAll<HTMLElement>(query)]
        .filter((element) => element.offsetParent !== null && element.tabIndex >= 0)
        .map((element) => element.outerHTML.slice(0, 120));
    }, selector);
    const seen = new Set<string>();
    // Enough presses for a whole round: an autofocused field is passed first, then the header's and the
    // footer's controls (its links, the other languages, the language chooser) come before main again.
    for (let i = 0; i < expected.length + 40; i++) {
      await page.keyboard.press("Tab");
      const info = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body || !element.closest("main")) return null;
        // Focus must change how the element, or its card (focus-within, for stretched links), is drawn.
        const chain: HTMLElement[] = [];
        for (let node: HTMLElement | null = element; node && chain.length < 4; node = node.parentElement) chain.push(node);
        const look = () => chain.map((node) => { const style = getComputedStyle(node); return `${style.outlineStyle} ${style.outlineColor} ${style.boxShadow}`; }).join("|");
        const focused = look();
        element.blur();
        const unfocused = look();
        element.focus();
        return { key: element.outerHTML.slice(0, 120), focusVisible: focused !== unfocused };
      });
      if (!info) continue;
      expect(info.focusVisible, `${info.key} has a visible focus indicator`).toBe(true);
      seen.add(info.key);
    }
    expect(expected.filter((key) => !seen.has(key))).toEqual([]);
  });
}

// Hydrated pages render with a per-request CSP nonce on the server; the browser must not report a
// hydration mismatch, a CSP violation or any other error while they load.
test("hydrated pages load without console errors or warnings @js-only", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  const slug = publishedSlug();
  await page.goto("/blog");
  await page.goto(`/blog/${slug}`);
  const user = await createUser({ premium: true, withProfile: true, admin: true });
  await signIn(page, user);
  for (const path of ["/", "/profile?tab=planets", "/profile?tab=compatibility", "/profile?tab=daily", "/settings", "/admin/add-user", "/admin/usage-analytics"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(problems).toEqual([]);
});
