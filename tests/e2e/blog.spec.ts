// The blog from a browser, with JavaScript on and off: browse and filter with GET parameters, read an
// article (server-rendered metadata, markdown, share links), and the admin's create/edit/schedule/delete.
import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { createUser, e2eDb, expect, signIn, test } from "./fixtures";

function insertPost(values: { title: string; slug: string; category: string; status?: string; content?: string; excerpt?: string; publishedAt?: string | null }) {
  const id = crypto.randomUUID();
  e2eDb()
    .prepare(
      `INSERT INTO blog_posts (id, title, slug, excerpt, content, category, status, published_at, meta_description)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      values.title,
      values.slug,
      values.excerpt ?? `An excerpt about ${values.title}.`,
      values.content ?? `Some words about ${values.title}.`,
      values.category,
      values.status ?? "published",
      values.publishedAt === undefined ? "2026-03-04T10:00:00.000Z" : values.publishedAt,
      `Meta description of ${values.title}`,
    );
  return id;
}

const token = () => crypto.randomBytes(4).toString("hex");

/** Page errors and console errors (hydration mismatches, CSP violations) collected during a test. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // The share popup's stubbed page and blocked third-party requests are not ours.
    if (message.type() === "error" && !/twitter|facebook|favicon/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test.describe("public blog", () => {
  test("browse, search and filter with GET parameters", async ({ page, javaScriptEnabled }) => {
    const tag = token();
    insertPost({ title: `Zodiac ${tag} Alpha`, slug: `zodiac-${tag}-alpha`, category: "zodiac_signs" });
    insertPost({ title: `Vedic ${tag} Beta`, slug: `vedic-${tag}-beta`, category: "vedic_astrology" });
    insertPost({ title: `Hidden ${tag} Draft`, slug: `hidden-${tag}-draft`, category: "zodiac_signs", status: "draft", publishedAt: null });

    await page.goto("/blog");
    await expect(page).toHaveTitle(/Cosmic Insights/);
    await expect(page.getByRole("heading", { level: 1, name: "Cosmic Insights & Guidance" })).toBeVisible();
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    await expect(page.getByRole("link", { name: "Calculate Your Free Birth Chart" })).toHaveAttribute("href", "/register");

    await page.getByRole("searchbox", { name: "Search articles" }).fill(tag);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    await expect(page.getByRole("link", { name: `Zodiac ${tag} Alpha` })).toBeVisible();
    await expect(page.getByRole("link", { name: `Vedic ${tag} Beta` })).toBeVisible();
    await expect(page.getByText(`Hidden ${tag} Draft`)).toHaveCount(0);

    await page.getByRole("navigation", { name: "Filter by category" }).getByRole("link", { name: "Vedic Astrology" }).click();
    await expect(page).toHaveURL(/category=vedic_astrology/);
    await expect(page.getByRole("link", { name: `Vedic ${tag} Beta` })).toBeVisible();
    await expect(page.getByRole("link", { name: `Zodiac ${tag} Alpha` })).toHaveCount(0);

    if (javaScriptEnabled) {
      // With JavaScript the list follows the search box as you type (still a GET URL).
      await page.getByRole("searchbox", { name: "Search articles" }).fill(`Zodiac ${tag}`);
      await expect(page).toHaveURL(new RegExp(`q=Zodiac\\+${tag}`));
      await expect(page.getByRole("link", { name: `Vedic ${tag} Beta` })).toHaveCount(0);
    }

    await page.goto(`/blog?q=nothing-${tag}`);
    await expect(page.getByText("No articles found")).toBeVisible();
  });

  test("article: server-rendered metadata, markdown and share links", async ({ page, javaScriptEnabled, context }) => {
    const errors = collectErrors(page);
    const tag = token();
    const slug = `article-${tag}`;
    insertPost({
      title: `Saturn ${tag} Return`,
      slug,
      category: "planets_houses",
      content: `Intro[^1].\n\n| Age | Event |\n|---|---|\n| 29 | First return |\n\n- [x] done\n\n~~old~~ https://example.com\n\n<script>window.pwned = true</script>\n\n[^1]: A footnote.`,
    });
    insertPost({ title: `Related ${tag}`, slug: `related-${tag}`, category: "planets_houses" });

    // The first response already carries everything crawlers need.
    const response = await page.request.get(`/blog/${slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>Saturn ${tag} Return - Three Skies Blog</title>`);
    expect(html).toContain(`<meta name="description" content="Meta description of Saturn ${tag} Return"`);
    expect(html).toContain(`<link rel="canonical" href="${process.env.APP_URL}/blog/${slug}"`);
    expect(html).toContain('<meta property="og:type" content="article"');
    expect(html).toContain(`<meta property="og:url" content="${process.env.APP_URL}/blog/${slug}"`);
    expect(html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Article","headline":"Saturn/);
    expect(html).not.toContain("window.pwned");

    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: `Saturn ${tag} Return` })).toBeVisible();
    await expect(page.getByText("Planets & Houses").first()).toBeVisible();
    await expect(page.getByText("March 4, 2026")).toBeVisible();
    await expect(page.getByRole("cell", { name: "First return" })).toBeVisible();
    await expect(page.locator("del")).toHaveText("old");
    await expect(page.getByRole("link", { name: "https://example.com" })).toBeVisible();
    await expect(page.locator("#footnote-1")).toContainText("A footnote.");
    await expect(page.getByRole("heading", { name: "Ready to discover your cosmic blueprint?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Your Free Natal Chart" })).toHaveAttribute("href", "/register");
    await expect(page.getByRole("region", { name: "Related Articles" }).getByRole("link", { name: `Related ${tag}` })).toBeVisible();

    const twitter = page.getByRole("link", { name: "Share on Twitter (X)" });
    await expect(twitter).toHaveAttribute("href", new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${encodeURIComponent(`${process.env.APP_URL}/blog/${slug}`)}.*&text=Saturn`));
    await expect(page.getByRole("link", { name: "Share on Facebook" })).toHaveAttribute("href", /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);

    if (javaScriptEnabled) {
      await context.route(/twitter\.com|facebook\.com/, (route) => route.fulfill({ status: 200, body: "share" }));
      const [popup] = await Promise.all([page.waitForEvent("popup"), twitter.click()]);
      expect(popup.viewportSize()).toEqual({ width: 600, height: 400 });
      await popup.close();
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      // The spec's alert, as a browser dialog.
      let alerted = "";
      page.once("dialog", (dialog) => {
        alerted = dialog.message();
        void dialog.accept();
      });
      await page.getByRole("button", { name: "Copy Link" }).click();
      await expect.poll(() => alerted).toBe("Link copied to clipboard!");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${process.env.APP_URL}/blog/${slug}`);
    } else {
      await expect(page.getByRole("textbox", { name: "Article address to copy" })).toHaveValue(`${process.env.APP_URL}/blog/${slug}`);
    }

    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(errors).toEqual([]);
  });

  test("missing article: 404 with a way back", async ({ page }) => {
    const response = await page.goto(`/blog/no-such-${token()}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
  });

  test("crawler files", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toContain(`Sitemap: ${process.env.APP_URL}/sitemap.xml`);
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const rss = await request.get("/blog/rss.xml");
    expect(await rss.text()).toContain('<rss version="2.0"');
  });
});

test.describe("admin blog tab", () => {
  test("create, edit, schedule and delete", async ({ page, javaScriptEnabled }) => {
    const errors = collectErrors(page);
    const admin = await createUser({ admin: true });
    await signIn(page, admin);
    const tag = token();
    const title = `Admin ${tag} Post`;

    await page.goto("/admin/blog");
    await expect(page.getByRole("heading", { name: "Suggested Topics" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Use This/ })).toHaveCount(5);

    await page.getByRole("link", { name: "New Post" }).click();
    await expect(page.getByRole("heading", { name: "Create Blog Post" })).toBeVisible();
    await page.getByLabel("Title", { exact: true }).fill(title);
    if (javaScriptEnabled) await expect(page.getByLabel("Slug")).toHaveValue(`admin-${tag}-post`);
    await page.getByLabel("Category").selectOption("forecasts");
    await page.getByLabel("Content (Markdown)").fill("## Heading\n\nA **bold** forecast.");
    await page.getByRole("radio", { name: "Published" }).check();
    await page.getByRole("button", { name: javaScriptEnabled ? "Publish Now" : "Save Post" }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("Published");
    await expect(row.getByRole("link", { name: `Preview ${title} (opens in a new tab)` })).toHaveAttribute("href", `/blog/admin-${tag}-post`);

    const published = await page.request.get(`/blog/admin-${tag}-post`);
    expect(published.status()).toBe(200);

    await row.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await page.getByRole("radio", { name: "Scheduled" }).check();
    await page.getByLabel(/Publish on/).fill("2031-05-06T10:30");
    await page.getByRole("button", { name: javaScriptEnabled ? "Schedule" : "Save Post" }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Scheduled");
    await expect(page.getByRole("row").filter({ hasText: title })).toContainText("2031");
    expect((await page.request.get(`/blog/admin-${tag}-post`)).status()).toBe(404);

    await page.getByRole("row").filter({ hasText: title }).getByRole("link", { name: `Delete ${title}` }).click();
    if (javaScriptEnabled) {
      const dialog = page.getByRole("dialog", { name: "Delete Blog Post" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Delete" }).click();
    } else {
      await expect(page.getByRole("heading", { name: "Delete Blog Post" })).toBeVisible();
      await page.getByRole("button", { name: "Delete" }).click();
    }
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("validation messages and the suggested-title picker", async ({ page, javaScriptEnabled }) => {
    const admin = await createUser({ admin: true });
    await signIn(page, admin);
    await page.goto("/admin/blog");
    await page.getByRole("link", { name: /^Use This/ }).first().click();
    await expect(page).toHaveURL(/\/admin\/blog\/new\?title=/);
    await expect(page.getByText("Title selected")).toBeVisible();
    const prefilled = await page.getByLabel("Title", { exact: true }).inputValue();
    expect(prefilled.length).toBeGreaterThan(5);
    await expect(page.getByLabel("Category")).not.toHaveValue("");

    // The picker in create mode fills title, category and slug.
    const picker = page.getByRole("region", { name: "Suggested Article Titles" });
    const second = picker.getByRole(javaScriptEnabled ? "button" : "link").nth(1);
    const pickedTitle = (await second.locator("span").first().textContent())!;
    await second.click();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(pickedTitle);
    await expect(page.getByText("Title selected")).toBeVisible();

    // Generate without an AI key: the built-in writer fills the editor with a draft, the title kept,
    // and the editor names the writer (a toast with JavaScript, a status line without).
    await page.getByRole("button", { name: "Generate with AI" }).click();
    await expect(page.getByText("Content generated successfully")).toBeVisible();
    await expect(page.getByTestId("draft-writer")).toHaveText("Draft written by: Built-in writer — no AI model configured");
    await expect(page.getByLabel("Content (Markdown)")).toHaveValue(/\n## .+\]\(\/register\)/s);
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(pickedTitle);
  });
});
