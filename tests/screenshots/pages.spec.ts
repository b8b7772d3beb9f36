// Screenshots of every page, light and dark, at 390 and 1280 px, into screenshots/<project>/.
// Run with `npm run screenshots` (needs `npm run build`); the folder is not committed.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { createCookie } from "react-router";
import { createUser, e2eDb, expect, signIn, test } from "../e2e/fixtures";

const WIDTHS = [390, 1280] as const;
const THEMES = ["light", "dark"] as const;
const OUT = path.resolve("screenshots");

function hasJs() {
  return test.info().project.name !== "no-js";
}

async function shoot(page: Page, name: string, url: string | null, prepare?: (page: Page) => Promise<void>) {
  const dir = path.join(OUT, test.info().project.name);
  fs.mkdirSync(dir, { recursive: true });
  for (const theme of THEMES) {
    // The theme cookie as the app writes it (React Router encodes the value; a bare "dark" reads as light).
    const value = (await createCookie("theme").serialize(theme)).split(";")[0]!.slice("theme=".length);
    await page.context().addCookies([{ name: "theme", value, url: process.env.APP_URL! }]);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      if (url) await page.goto(url);
      if (prepare) await prepare(page);
      await page.evaluate(() => document.fonts.ready);
      // Lazy images load once near the viewport: load them all before the full-page shot.
      await page.locator('img[loading="lazy"]').evaluateAll((images) => images.forEach((img) => ((img as HTMLImageElement).loading = "eager")));
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      await page.screenshot({ path: path.join(dir, `${name}-${theme}-${width}.png`), fullPage: true });
    }
  }
}

function seedPosts() {
  const categories = ["beginner_guides", "zodiac_signs", "planets_houses", "vedic_astrology", "chinese_zodiac", "love_compatibility", "animals_astrology", "astronomical_events", "forecasts"];
  const titles = [
    "How to Read Your Birth Chart in Five Steps",
    "The Twelve Signs as Seasons of the Year",
    "Mercury Retrograde Without the Panic",
    "Nakshatras: The 27 Lunar Mansions",
    "Why January Babies Should Check Their Animal",
    "Synastry: Two Charts, One Story",
    "The Zodiac's Menagerie",
    "Reading an Eclipse Season",
    "The Week Ahead: Venus Changes Sign",
  ];
  let slug = "";
  categories.forEach((category, i) => {
    const s = `shot-${category}-${crypto.randomUUID().slice(0, 6)}`;
    if (!slug) slug = s;
    e2eDb()
      .prepare(
        `INSERT INTO blog_posts (id, title, slug, excerpt, content, category, status, published_at)
         VALUES (?, ?, ?, ?, ?, ?, 'published', ?)`,
      )
      .run(
        crypto.randomUUID(),
        titles[i],
        s,
        "A short, friendly introduction that shows what this article is about and why it matters for your own chart.",
        "## A heading\n\nSome text with **bold** words.\n\n| Sign | Element |\n|---|---|\n| Aries | Fire |",
        category,
        new Date(Date.now() - (i + 1) * 86_400_000).toISOString(),
      );
  });
  return slug;
}

async function choosePlace(page: Page, inputName: string, query: string, expected: RegExp) {
  const input = page.locator(`input[name="${inputName}"]`);
  if (hasJs()) await expect(page.locator(`input[name="${inputName}"][role="combobox"]`)).toBeVisible();
  await input.fill(query);
  if (hasJs()) {
    await page.getByRole("option", { name: expected }).first().click();
  } else {
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("radio", { name: expected }).first().check();
  }
}

test("public pages", async ({ page }) => {
  const slug = seedPosts();
  await shoot(page, "landing", "/");
  await shoot(page, "blog", "/blog");
  await shoot(page, "article", `/blog/${slug}`);
  await shoot(page, "pricing", "/pricing");
  await shoot(page, "login", "/login");
  await shoot(page, "register", "/register");
  await shoot(page, "forgot-password", "/forgot-password");
  await shoot(page, "reset-password-missing-token", "/reset-password");
  await shoot(page, "reset-password", "/reset-password?token=abc");
  await shoot(page, "not-found", "/no-such-page");
});

test("member pages", async ({ page }) => {
  const user = await createUser({ premium: true, withProfile: true, firstName: "Ada" });
  await signIn(page, user);
  for (const tab of ["birth", "sun", "chinese", "moon", "planets", "love", "compatibility", "daily"]) {
    await shoot(page, `profile-${tab}`, `/profile?tab=${tab}`);
  }
  await shoot(page, "settings", "/settings");
  await shoot(page, "preferences", "/preferences");
});

test("unknown birth time", async ({ page }) => {
  const user = await createUser({ firstName: "Noor" });
  const { saveProfile } = await import("../../app/services/profile.server");
  await saveProfile(
    user.id,
    { birthDate: "1992-04-03", birthTime: null, birthPlace: "Lisbon, 14, PT", birthLatitude: 38.7167, birthLongitude: -9.1333 } as never,
    { enforceLimit: false } as never,
  );
  await signIn(page, user);
  for (const tab of ["birth", "moon", "love", "chinese"]) await shoot(page, `untimed-${tab}`, `/profile?tab=${tab}`);
  // A day on which the Moon changed sign and passed through three lunar mansions.
  const changing = await createUser({ firstName: "Rui" });
  await saveProfile(
    changing.id,
    { birthDate: "1990-07-22", birthTime: null, birthPlace: "Lisbon, 14, PT", birthLatitude: 38.7223, birthLongitude: -9.1393 } as never,
    { enforceLimit: false } as never,
  );
  await signIn(page, changing);
  for (const tab of ["moon", "love"]) await shoot(page, `untimed-ingress-${tab}`, `/profile?tab=${tab}`);
  await shoot(page, "onboarding", null, async (p) => {
    const fresh = await createUser();
    await signIn(p, fresh);
    await p.goto("/");
  });
});

test("match report", async ({ page }) => {
  const user = await createUser({ premium: true, withProfile: true, firstName: "Ada" });
  await signIn(page, user);
  // Leaving a shown report asks first; the next shot's navigation accepts.
  page.on("dialog", (dialog) => void dialog.accept());
  await shoot(page, "match-report", null, async (p) => {
    await p.goto("/profile?tab=compatibility");
    await p.getByLabel("Partner's Name").fill("Grace");
    await p.locator('input[name="partnerBirthDate"]').fill("1988-03-09");
    await p.locator('input[name="partnerBirthTime"]').fill("08:15");
    await choosePlace(p, "partnerBirthPlace", "Tokyo", /^Tokyo/);
    await p.getByRole("button", { name: "Generate Compatibility Report" }).click();
    await expect(p.getByTestId("compatibility-report")).toBeVisible({ timeout: 60_000 });
  });
});

test("admin pages", async ({ page }) => {
  const admin = await createUser({ admin: true, firstName: "Root" });
  await signIn(page, admin);
  for (const tab of ["add-user", "delete-user", "admin-perms", "reset-password", "cancel-sub", "create-sub", "fix-birth", "usage-analytics", "blog"]) {
    await shoot(page, `admin-${tab}`, `/admin/${tab}`);
  }
  await shoot(page, "admin-blog-new", "/admin/blog/new");
});
