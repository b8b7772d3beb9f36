// /api/blog* from outside: public reads see published posts only, writes are admin-only with the
// spec's validation, and the crawler files and article page carry what they should.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import * as blogRoute from "~/routes/api/blog";
import * as postRoute from "~/routes/api/blog.$slugOrId";
import * as generateRoute from "~/routes/api/blog.generate";
import * as suggestionsRoute from "~/routes/api/blog.suggestions";
import * as adminBlogPage from "~/routes/admin.blog";
import * as articlePage from "~/routes/blog-article";
import * as listingPage from "~/routes/blog";
import * as rssRoute from "~/routes/blog-rss";
import * as robotsRoute from "~/routes/robots";
import * as sitemapRoute from "~/routes/sitemap";
import { flushViews, forgetSuggestions, publishDuePosts } from "~/services/blog.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { Client, json, signedInClient } from "../support/routes";

type Post = { id: string; slug: string; title: string; status: string; publishedAt: string | null; scheduledFor: string | null; viewCount: number };

const valid = {
  title: "The Moon's Nodes, Explained",
  slug: "the-moons-nodes-explained",
  excerpt: "North and south node in plain words.",
  content: "## Rahu and Ketu\n\nThe nodes are where the Moon's path crosses the ecliptic[^1].\n\n[^1]: Twice a month.",
  category: "vedic_astrology",
  aiModel: "gpt-4o",
  metaTitle: "",
  metaDescription: "What the lunar nodes are and why eclipses happen near them.",
  metaKeywords: "nodes, rahu, ketu",
  status: "published",
};

let admin: Client;
beforeEach(async () => {
  resetRateLimits();
  forgetSuggestions();
  await db().deleteFrom("blogPosts").execute();
  admin = await signedInClient({ admin: true });
});

async function create(body: Record<string, unknown>) {
  const response = await admin.call(blogRoute, "/api/blog", { method: "POST", json: body });
  return { response, body: await json<Post & { message?: string; errors?: Record<string, string[]> }>(response) };
}

describe("writes are admin-only", () => {
  it("401 for guests, 403 for users, on every write and admin read", async () => {
    const guest = new Client();
    const user = await signedInClient({ admin: false });
    for (const [client, status] of [
      [guest, 401],
      [user, 403],
    ] as const) {
      expect((await client.call(blogRoute, "/api/blog", { method: "POST", json: valid })).status).toBe(status);
      expect((await client.call(postRoute, "/api/blog/x", { method: "PATCH", json: valid, params: { slugOrId: "x" } })).status).toBe(status);
      expect((await client.call(postRoute, "/api/blog/x", { method: "DELETE", params: { slugOrId: "x" } })).status).toBe(status);
      expect((await client.call(generateRoute, "/api/blog/generate", { method: "POST", json: { title: "T", category: "forecasts" } })).status).toBe(status);
      expect((await client.call(suggestionsRoute, "/api/blog/suggestions")).status).toBe(status);
    }
  });
});

describe("admin CRUD with the spec's validation", () => {
  it("creates, reads, updates and deletes", async () => {
    const { response, body } = await create(valid);
    expect(response.status).toBe(201);
    expect(body).toMatchObject({ slug: valid.slug, status: "published", metaTitle: null, viewCount: 0 });
    expect(body.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const read = await new Client().call(postRoute, `/api/blog/${valid.slug}`, { params: { slugOrId: valid.slug } });
    expect(read.status).toBe(200);
    expect(await json(read)).toMatchObject({ id: body.id, title: valid.title, content: valid.content, category: valid.category });

    const patched = await admin.call(postRoute, `/api/blog/${body.id}`, {
      method: "PATCH",
      json: { ...valid, id: body.id, title: "Nodes, Revisited", status: "draft" },
      params: { slugOrId: body.id },
    });
    expect(patched.status).toBe(200);
    expect(await json(patched)).toMatchObject({ title: "Nodes, Revisited", status: "draft" });
    expect((await new Client().call(postRoute, `/api/blog/${valid.slug}`, { params: { slugOrId: valid.slug } })).status).toBe(404);

    const deleted = await admin.call(postRoute, `/api/blog/${body.id}`, { method: "DELETE", params: { slugOrId: body.id } });
    expect(deleted.status).toBe(200);
    expect((await admin.call(postRoute, `/api/blog/${body.id}`, { method: "DELETE", params: { slugOrId: body.id } })).status).toBe(404);
  });

  it("answers 400 with the spec's messages and 409 for a taken slug", async () => {
    const missing = await create({ title: "Only a title" });
    expect(missing.response.status).toBe(400);
    expect(missing.body.message).toBe("Missing required fields");
    expect(missing.body.errors?.content).toEqual(["Content is required"]);

    const badSlug = await create({ ...valid, slug: "Not A Slug!" });
    expect(badSlug.response.status).toBe(400);
    expect(badSlug.body.message).toBe("Slug must only contain lowercase letters, numbers, and hyphens");

    const longTitle = await create({ ...valid, title: "x".repeat(256) });
    expect(longTitle.body.message).toBe("Title must be less than 255 characters");

    const schedule = await create({ ...valid, status: "scheduled" });
    expect(schedule.response.status).toBe(400);
    expect(schedule.body.message).toBe("Missing schedule date");

    const badDate = await create({ ...valid, status: "scheduled", scheduledFor: "next tuesday" });
    expect(badDate.response.status).toBe(400);

    const badCategory = await create({ ...valid, category: "gossip" });
    expect(badCategory.response.status).toBe(400);

    const notJson = await admin.call(blogRoute, "/api/blog", { method: "POST", json: "{nope" });
    expect(notJson.status).toBe(400);

    expect((await create(valid)).response.status).toBe(201);
    const taken = await create({ ...valid, title: "Another" });
    expect(taken.response.status).toBe(409);
    expect(taken.body.errors?.slug).toBeDefined();
  });
});

describe("drafts and scheduled posts stay private until their time", () => {
  it("hides them from /api/blog, the pages, the sitemap and the feed, until the job publishes", async () => {
    await create(valid);
    await create({ ...valid, title: "Secret Draft", slug: "secret-draft", status: "draft" });
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = (await create({ ...valid, title: "Coming Soon", slug: "coming-soon", status: "scheduled", scheduledFor: future })).body;
    expect(scheduled.status).toBe("scheduled");

    const publicList = await json<Post[]>(await new Client().call(blogRoute, "/api/blog"));
    expect(publicList.map((post) => post.slug)).toEqual([valid.slug]);
    const adminList = await json<Post[]>(await admin.call(blogRoute, "/api/blog"));
    expect(adminList).toHaveLength(3);

    expect((await new Client().call(articlePage, "/blog/secret-draft", { params: { slug: "secret-draft" } })).status).toBe(404);
    const sitemap = await (await new Client().call(sitemapRoute, "/sitemap.xml")).text();
    expect(sitemap).toContain(`/blog/${valid.slug}</loc>`);
    expect(sitemap).not.toContain("secret-draft");
    expect(sitemap).not.toContain("coming-soon");
    const rss = await (await new Client().call(rssRoute, "/blog/rss.xml")).text();
    expect(rss).not.toContain("Coming Soon");

    // Time passes (the post's time is now a minute ago) and the daily job runs.
    const due = new Date(Date.now() - 60_000).toISOString();
    await db().updateTable("blogPosts").set({ scheduledFor: due }).where("id", "=", scheduled.id).execute();
    expect(await publishDuePosts(new Date())).toBe(1);
    const after = await json<Post[]>(await new Client().call(blogRoute, "/api/blog"));
    expect(after.map((post) => post.slug)).toContain("coming-soon");
    expect(after.find((post) => post.slug === "coming-soon")).toMatchObject({ status: "published", publishedAt: due, scheduledFor: due });
    const page = await new Client().call(articlePage, "/blog/coming-soon", { params: { slug: "coming-soon" } });
    expect(page.status).toBe(200);
  });
});

describe("a scheduled post's time comes", () => {
  it("a post scheduled a minute ago is Published in the admin API, its single read and the admin list, without the job", async () => {
    const due = new Date(Date.now() - 60_000).toISOString();
    const created = (await create({ ...valid, title: "Just Gone Live", slug: "just-gone-live", status: "scheduled", scheduledFor: due })).body;
    const listed = await json<Post[]>(await admin.call(blogRoute, "/api/blog"));
    expect(listed.find((post) => post.id === created.id)).toMatchObject({ status: "published", publishedAt: due });
    const one = await json<Post>(await admin.call(postRoute, `/api/blog/${created.id}`, { params: { slugOrId: created.id } }));
    expect(one).toMatchObject({ status: "published", publishedAt: due });
    const page = await admin.call(adminBlogPage, "/admin/blog?status=scheduled");
    expect(await page.text()).not.toContain("Just Gone Live");
    const published = await admin.call(adminBlogPage, "/admin/blog?status=published");
    expect(await published.text()).toContain("Just Gone Live");
    const article = await new Client().call(articlePage, "/blog/just-gone-live", { params: { slug: "just-gone-live" } });
    expect(article.status).toBe(200);
  });
});

describe("AI endpoints without a key", () => {
  it("generate: 400 'Missing fields', then a draft from the built-in writer", async () => {
    const missing = await admin.call(generateRoute, "/api/blog/generate", { method: "POST", json: { title: "T" } });
    expect(missing.status).toBe(400);
    expect((await json(missing)).message).toBe("Missing fields");
    const response = await admin.call(generateRoute, "/api/blog/generate", { method: "POST", json: { title: "Eclipses", category: "astronomical_events", aiModel: "gpt-4o-mini" } });
    expect(response.status).toBe(200);
    const draft = await json<{ content: string; excerpt: string; metaTitle: string; metaDescription: string; metaKeywords: string; aiModel: string; writer: string }>(response);
    expect(draft.content).toMatch(/solar eclipse/i);
    expect(draft.metaTitle).toContain("Eclipses");
    expect(draft.metaKeywords).toContain("eclipse");
    expect(draft).toMatchObject({ aiModel: "built-in", writer: "Built-in writer — no AI model configured" });
    const mars = await admin.call(generateRoute, "/api/blog/generate", { method: "POST", json: { title: "What Mars in Scorpio Means for Your Love Life", category: "love_compatibility" } });
    const marsDraft = await json<{ content: string }>(mars);
    expect(marsDraft.content.split(/\s+/).length).toBeGreaterThanOrEqual(600);
    expect(marsDraft.content.match(/Mars in Scorpio/g)!.length).toBeGreaterThanOrEqual(15);
  });
  it("suggestions fall back to curated topics not yet covered", async () => {
    const response = await admin.call(suggestionsRoute, "/api/blog/suggestions");
    expect(response.status).toBe(200);
    const topics = await json<{ title: string; rationale: string; category: string }[]>(response);
    expect(topics.length).toBeGreaterThanOrEqual(5);
    for (const topic of topics) expect(topic).toEqual({ title: expect.any(String), rationale: expect.any(String), category: expect.any(String) });
  });
});

describe("pages and crawler files", () => {
  it("article loader: metadata, rendered body, related posts; views counted; 404 when missing", async () => {
    const post = (await create({ ...valid, content: valid.content + "\n\n<script>alert(1)</script>" })).body;
    await create({ ...valid, title: "Related one", slug: "related-one" });
    const response = await new Client().call(articlePage, `/blog/${valid.slug}`, { params: { slug: valid.slug } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=300, stale-while-revalidate=60");
    const data = await json<{ article: { html: string; related: { slug: string }[]; description: string }; url: string }>(response);
    expect(data.url).toBe(`http://localhost:3000/blog/${valid.slug}`);
    expect(data.article.html).toContain("<h2>Rahu and Ketu</h2>");
    expect(data.article.html).not.toContain("<script");
    expect(data.article.related.map((item) => item.slug)).toEqual(["related-one"]);
    expect(data.article.description).toBe(valid.metaDescription);
    await flushViews();
    const read = await json<Post>(await admin.call(postRoute, `/api/blog/${post.id}`, { params: { slugOrId: post.id } }));
    expect(read.viewCount).toBe(1);

    const missing = await new Client().call(articlePage, "/blog/nope", { params: { slug: "nope" } });
    expect(missing.status).toBe(404);
  });

  it("listing loader filters with GET parameters", async () => {
    await create(valid);
    await create({ ...valid, title: "Saturn Return", slug: "saturn-return", category: "planets_houses", content: "Around 29." });
    const all = await json<{ posts: { slug: string }[]; categories: string[] }>(await new Client().call(listingPage, "/blog"));
    expect(all.posts).toHaveLength(2);
    expect(all.categories.sort()).toEqual(["planets_houses", "vedic_astrology"]);
    const filtered = await json<{ posts: { slug: string }[] }>(await new Client().call(listingPage, "/blog?q=saturn&category=planets_houses"));
    expect(filtered.posts.map((post) => post.slug)).toEqual(["saturn-return"]);
    const none = await json<{ posts: unknown[] }>(await new Client().call(listingPage, "/blog?q=saturn&category=vedic_astrology"));
    expect(none.posts).toEqual([]);
  });

  it("robots names the sitemap; RSS 2.0 lists published posts; cache headers", async () => {
    await create(valid);
    const robots = await new Client().call(robotsRoute, "/robots.txt");
    expect(await robots.text()).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(robots.headers.get("cache-control")).toMatch(/max-age=86400/);
    const rss = await new Client().call(rssRoute, "/blog/rss.xml");
    expect(rss.headers.get("content-type")).toMatch(/application\/rss\+xml/);
    const xml = await rss.text();
    expect(xml).toMatch(/<rss version="2.0"/);
    expect(xml).toContain(`<link>http://localhost:3000/blog/${valid.slug}</link>`);
    expect(xml).toContain("<title>The Moon&apos;s Nodes, Explained</title>");
    const sitemap = await new Client().call(sitemapRoute, "/sitemap.xml");
    expect(sitemap.headers.get("content-type")).toMatch(/application\/xml/);
    expect(await sitemap.text()).toMatch(/<loc>http:\/\/localhost:3000\/blog\/the-moons-nodes-explained<\/loc>(<xhtml:link [^>]+\/>){6}<lastmod>\d{4}-/);
  });
});
