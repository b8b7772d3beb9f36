// The rough edges of issue 19, each pinned by a test: the site header on the 404 page, the footer at
// the bottom, admin tabs that never hide one, the one-step admin picker with actions disabled until
// someone is picked, the spec's wording, the built-in toasts, the wheel's angles and degrees, the
// landing's sample chart and the blog's cover art, and form state kept after a failed save.
import crypto from "node:crypto";
import type { Locator } from "@playwright/test";
import { createUser, e2eDb, expect, signIn, test } from "./fixtures";

function hasJs() {
  return test.info().project.name !== "no-js";
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("element has no box");
  return b;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test("the 404 page has the site header, and the footer sits at the bottom of a short page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("banner").getByRole("link", { name: "Three Skies" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  const footer = await box(page.getByRole("contentinfo"));
  expect(footer.y + footer.height).toBeGreaterThanOrEqual(899);
});

test("the reset page without a token shows its toast, clear of the header on a phone and a desktop", async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/reset-password");
    const toast = page.locator("[data-toast]");
    await expect(toast).toContainText("Invalid reset link");
    expect(overlaps(await box(toast), await box(page.getByRole("banner"))), `toast over the header at ${width} px`).toBe(false);
  }
});

test("landing: a real sample chart with the wheel and three systems, own art, no emoji", async ({ page }) => {
  await page.goto("/");
  const sample = page.getByRole("region", { name: "Albert Einstein" });
  await expect(sample.getByTestId("chart-wheel")).toBeVisible();
  await expect(sample.getByRole("heading", { name: "Pisces Sun" })).toBeVisible();
  await expect(sample.getByText("Moon in Sagittarius, Cancer rising.")).toBeVisible();
  await expect(sample.locator("[data-animal]")).toHaveCount(1);
  await expect(sample.getByRole("heading", { name: /nakshatra$/ })).toBeVisible();
  // No emoji animals, no CJK characters (no font is bundled for them), no raw dates.
  const text = await sample.innerText();
  expect(text).not.toMatch(/[\u{1F400}-\u{1F43F}\u{1F980}-\u{1F9FF}]/u);
  expect(text).not.toMatch(/\p{Script=Han}/u);
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
});

test("the wheel: degree ticks, ASC/DSC/MC/IC outside the glyphs, a planet's degree on focus, a positions table", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const wheel = page.getByTestId("chart-wheel").first();
  // Degree ticks: three dashed rings, one dash per 1°, 5° and 10° (app/domain/wheel-model.ts).
  const rings = wheel.locator('[data-layer="ticks"] circle');
  await expect(rings).toHaveCount(3);
  for (const [i, every] of [1, 5, 10].entries()) {
    await expect(rings.nth(i)).toHaveAttribute("pathLength", "360");
    const [dash, gap] = ((await rings.nth(i).getAttribute("stroke-dasharray")) ?? "").split(" ").map(Number);
    expect(dash! + gap!).toBeCloseTo(every, 2);
  }
  const glyphs = [...(await wheel.locator("[data-sign]").all()), ...(await wheel.locator("[data-planet] > text:not([data-degree])").all())];
  expect(glyphs.length).toBeGreaterThanOrEqual(22);
  for (const name of ["ASC", "DSC", "MC", "IC"]) {
    const label = wheel.locator(`[data-angle="${name}"] text`);
    await expect(label).toHaveText(new RegExp(`${name}$`));
    const labelBox = await box(label);
    for (const glyph of glyphs) expect(overlaps(labelBox, await box(glyph)), `${name} overlaps a glyph`).toBe(false);
  }
  const sun = wheel.locator('[data-planet="Sun"]');
  await expect(sun).toHaveAttribute("aria-label", /^Sun 23°\d\d′ Pisces, 10th house$/);
  const degree = sun.locator("[data-degree]");
  await expect(degree).toHaveCSS("opacity", "0");
  await sun.focus();
  await expect(degree).toHaveCSS("opacity", "1");
  await expect(degree).toHaveText(/^23°\d\d′$/);
  const table = page.getByTestId("positions").first();
  await table.locator("summary").click();
  await expect(table.getByRole("row", { name: /^Sun Pisces 23°\d\d′ 10$/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /^Ascendant \(ASC\) Cancer/ })).toBeVisible();
});

test("blog cards carry generated cover art for their category", async ({ page }) => {
  const id = crypto.randomUUID();
  e2eDb()
    .prepare(
      `INSERT INTO blog_posts (id, title, slug, excerpt, content, category, status, published_at)
       VALUES (?, 'Eclipse Season Notes', ?, 'What an eclipse is.', 'Body', 'astronomical_events', 'published', ?)`,
    )
    .run(id, `eclipse-${id.slice(0, 8)}`, new Date(Date.now() - 60_000).toISOString());
  await page.goto("/blog?category=astronomical_events");
  const card = page.getByRole("article").filter({ hasText: "Eclipse Season Notes" }).first();
  const art = card.locator('img[data-art="astronomical_events"]');
  await expect(art).toBeVisible();
  // The image is drawn on the server: a real SVG that the browser decodes.
  await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const response = await page.request.get((await art.getAttribute("src"))!);
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
  expect(await response.text()).toContain('data-art="astronomical_events"');
  expect((await page.request.get("/blog/art/not_a_category/x.svg")).status()).toBe(404);
});

test.describe("admin", () => {
  test("the tab row never hides a tab, at 1280 and at 390 px", async ({ page }) => {
    const admin = await createUser({ admin: true });
    await signIn(page, admin);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/usage-analytics");
      const nav = page.getByRole("navigation", { name: "Admin sections" });
      const navBox = await box(nav);
      const links = await nav.getByRole("link").all();
      expect(links).toHaveLength(9);
      for (const link of links) {
        const b = await box(link);
        expect(b.x, `${await link.textContent()} at ${width}`).toBeGreaterThanOrEqual(navBox.x - 1);
        expect(b.x + b.width, `${await link.textContent()} at ${width}`).toBeLessThanOrEqual(Math.min(navBox.x + navBox.width, width) + 1);
      }
      // At 1280 px the nine tabs share one row ("Blog" is not left alone on a second one).
      if (width === 1280) expect(new Set(await Promise.all(links.map(async (link) => Math.round((await box(link)).y)))).size).toBe(1);
    }
  });

  test("the picker selects in one click; actions stay disabled until someone is selected", async ({ page }) => {
    const admin = await createUser({ admin: true });
    const target = await createUser({ firstName: "Pick" });
    await signIn(page, admin);
    await page.goto("/admin/admin-perms");
    await expect(page.getByRole("button", { name: "Grant Admin" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Revoke Admin" })).toBeDisabled();
    await page.getByLabel("Search by email or name").fill(target.email);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("link", { name: new RegExp(target.email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).click();
    await expect(page.getByTestId("selected-user")).toContainText(target.email);
    await expect(page.getByRole("button", { name: "Grant Admin" })).toBeEnabled();

    await page.goto("/admin/delete-user");
    await expect(page.getByRole("button", { name: "Delete User" })).toBeDisabled();
    await page.goto("/admin/reset-password");
    await expect(page.getByRole("button", { name: "Reset Password" })).toBeDisabled();
  });

  test("granting an admin again says so in the title", async ({ page }) => {
    const admin = await createUser({ admin: true });
    const other = await createUser({ admin: true, firstName: "Other" });
    await signIn(page, admin);
    await page.goto(`/admin/admin-perms?userId=${other.id}`);
    await page.getByRole("button", { name: "Grant Admin" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Nothing was changed." }).locator("p").first()).toHaveText("User already has admin permissions");
  });

  test("blog toasts use the spec's words, and statuses read as words", async ({ page }) => {
    const admin = await createUser({ admin: true });
    await signIn(page, admin);
    const title = `Wording ${crypto.randomUUID().slice(0, 8)}`;
    await page.goto("/admin/blog/new");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Category").selectOption("forecasts");
    await page.getByLabel("Content (Markdown)").fill("Text.");
    await page.getByRole("button", { name: hasJs() ? "Save as Draft" : "Save Post" }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(page.locator("[data-toast]")).toContainText("Post created successfully");
    await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Draft");
    await expect(page.getByLabel("Status")).toContainText("Published");
  });
});

test("preferences offer the theme as words", async ({ page }) => {
  const user = await createUser();
  await signIn(page, user);
  await page.goto("/preferences");
  await expect(page.getByLabel("Theme", { exact: true }).first().locator("option")).toHaveText(["Light", "Dark"]);
});

test("a refused SMS save keeps the SMS switch on next to its error @no-js-only", async ({ page }) => {
  const user = await createUser({ premium: true, withProfile: true });
  await signIn(page, user);
  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Daily Insights Delivery" });
  await card.getByRole("switch", { name: "SMS" }).check();
  await card.getByLabel("Phone Number").fill("");
  await card.getByRole("button", { name: "Save Changes" }).click();
  await expect(card.getByText("Phone number is required for SMS delivery").first()).toBeVisible();
  await expect(card.getByRole("switch", { name: "SMS" })).toBeChecked();
});

