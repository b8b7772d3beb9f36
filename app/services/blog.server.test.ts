import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { resetEnvForTests } from "~/env.server";
import { findPostById } from "~/models/post.server";
import {
  blogPostSchema,
  categoryLabel,
  generatePostSchema,
  MISSING_FIELDS,
  MISSING_GENERATE_FIELDS,
  MISSING_SCHEDULE,
  sanitizeSlug,
  SLUG_MESSAGE,
  slugify,
} from "~/schemas/blog";
import { localToIso } from "~/services/blog-editor.server";
import { CURATED_TOPICS, uncoveredTopics } from "~/services/blog-topics";
import {
  createPost,
  flushViews,
  forgetSuggestions,
  generatePost,
  getPublicArticle,
  listPublicPosts,
  PAGE_SIZE,
  publishDuePosts,
  recordView,
  suggestTopics,
  updatePost,
} from "~/services/blog.server";
import { HttpError } from "~/domain/errors";
import { seedPosts, starterPosts } from "../../db/seed-posts";

const base = { content: "Body text", category: "zodiac_signs" as const };

function input(title: string, extra: Record<string, unknown> = {}) {
  return blogPostSchema.parse({ title, slug: slugify(title), ...base, ...extra });
}

beforeEach(async () => {
  await db().deleteFrom("blogPosts").execute();
  forgetSuggestions();
});

describe("slug rules (docs/product.md#validation)", () => {
  it("makes a slug from a title", () => {
    expect(slugify("Mercury Retrograde: What It Means!")).toBe("mercury-retrograde-what-it-means");
    expect(slugify("Sun,  Moon -- and   Rising")).toBe("sun-moon-and-rising");
    expect(slugify("Venus & Mars 2026")).toBe("venus-mars-2026");
    expect(slugify("Éclipse  été")).toBe("clipse-t");
  });
  it("keeps only a-z, 0-9 and hyphens on manual edits", () => {
    expect(sanitizeSlug("My Post_2026!--x")).toBe("mypost2026--x");
  });
});

describe("blog post schema (docs/product.md#validation)", () => {
  it("answers the product's messages", () => {
    const missing = blogPostSchema.safeParse({ title: "Only a title" });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues[0]!.message).toBe(MISSING_FIELDS);
    const slug = blogPostSchema.safeParse({ title: "T", slug: "Bad Slug", ...base });
    expect(slug.error!.issues.map((issue) => issue.message)).toContain(SLUG_MESSAGE);
    const long = blogPostSchema.safeParse({ title: "x".repeat(256), slug: "x", ...base });
    expect(long.error!.issues[0]!.message).toBe("Title must be less than 255 characters");
    const empty = blogPostSchema.safeParse({ title: " ", slug: "x", ...base });
    expect(empty.error!.issues.map((issue) => issue.message)).toContain(MISSING_FIELDS);
    const scheduled = blogPostSchema.safeParse({ title: "T", slug: "t", ...base, status: "scheduled" });
    expect(scheduled.error!.issues[0]!.message).toBe(MISSING_SCHEDULE);
    const badDate = blogPostSchema.safeParse({ title: "T", slug: "t", ...base, status: "scheduled", scheduledFor: "tomorrow" });
    expect(badDate.success).toBe(false);
    const category = blogPostSchema.safeParse({ title: "T", slug: "t", content: "c", category: "gossip" });
    expect(category.success).toBe(false);
    const keywords = blogPostSchema.safeParse({ title: "T", slug: "t", ...base, metaKeywords: "k".repeat(501) });
    expect(keywords.error!.issues[0]!.message).toBe("Meta keywords must be less than 500 characters");
  });
  it("defaults to draft and empties optional fields to null", () => {
    const value = blogPostSchema.parse({ title: "T", slug: "t", ...base, excerpt: "", metaTitle: "  " });
    expect(value.status).toBe("draft");
    expect(value.excerpt).toBeNull();
    expect(value.metaTitle).toBeNull();
  });
  it("generate needs title and category", () => {
    expect(generatePostSchema.safeParse({ title: "T" }).error!.issues[0]!.message).toBe(MISSING_GENERATE_FIELDS);
    expect(generatePostSchema.parse({ title: "T", category: "forecasts" }).aiModel).toBe("gpt-4o");
    expect(generatePostSchema.safeParse({ title: "T", category: "forecasts", aiModel: "gpt-99" }).success).toBe(false);
  });
});

describe("labels", () => {
  it("shows category labels, unknown raw", () => {
    expect(categoryLabel("planets_houses")).toBe("Planets & Houses");
    expect(categoryLabel("tarot")).toBe("tarot");
  });
  it("turns a datetime-local value and the browser offset into ISO", () => {
    expect(localToIso("2026-05-01T09:30", -120)).toBe("2026-05-01T07:30:00.000Z");
    expect(localToIso("2026-05-01T09:30", 0)).toBe("2026-05-01T09:30:00.000Z");
    expect(localToIso("2026-05-01T09:30:00+02:00", 0)).toBe("2026-05-01T07:30:00.000Z");
    expect(localToIso("", 0)).toBeNull();
  });
});

describe("visibility, scheduling and related articles", () => {
  it("never shows drafts or posts before their time; the job publishes due posts at their time", async () => {
    const now = new Date("2026-06-01T12:00:00Z");
    await createPost(input("Draft one"), null, now);
    await createPost(input("Live one", { status: "published" }), null, now);
    const scheduled = await createPost(input("Later one", { status: "scheduled", scheduledFor: "2026-06-02T08:00:00+02:00" }), null, now);
    expect(scheduled.scheduledFor).toBe("2026-06-02T06:00:00.000Z");
    expect((await listPublicPosts({}, now)).posts.map((post) => post.title)).toEqual(["Live one"]);
    expect(await getPublicArticle("later-one", now)).toBeNull();
    expect(await getPublicArticle("draft-one", now)).toBeNull();

    const later = new Date("2026-06-02T06:00:00Z");
    // Due but not yet flipped by the job: readers already see it, dated at its scheduled time.
    const early = await getPublicArticle("later-one", later);
    expect(early?.post.publishedAt).toBe("2026-06-02T06:00:00.000Z");
    expect(await publishDuePosts(new Date("2026-06-02T05:59:59Z"))).toBe(0);
    expect(await publishDuePosts(later)).toBe(1);
    expect(await publishDuePosts(later)).toBe(0);
    const row = await findPostById(scheduled.id);
    expect(row?.status).toBe("published");
    expect(row?.publishedAt).toBe("2026-06-02T06:00:00.000Z");
  });

  it("publishing now sets publishedAt, and an edit keeps the original date", async () => {
    const now = new Date("2026-03-01T10:00:00Z");
    const post = await createPost(input("Stamped", { status: "published" }), null, now);
    expect(post.publishedAt).toBe(now.toISOString());
    const edited = await updatePost(post.id, input("Stamped again", { status: "published", slug: "stamped" }), new Date("2026-04-01T00:00:00Z"));
    expect(edited.publishedAt).toBe(now.toISOString());
    expect(edited.title).toBe("Stamped again");
  });

  it("rejects a taken slug with 409", async () => {
    await createPost(input("Same"), null);
    await expect(createPost(input("Same"), null)).rejects.toMatchObject({ status: 409 });
    const other = await createPost(input("Other"), null);
    await expect(updatePost(other.id, input("Same"))).rejects.toBeInstanceOf(HttpError);
  });

  it("relates up to 3 published posts of the same category, never itself", async () => {
    const at = (day: number) => `2026-01-${String(day).padStart(2, "0")}T00:00:00.000Z`;
    for (let day = 1; day <= 5; day++) await createPost(input(`Zodiac ${day}`, { status: "published", publishedAt: at(day) }), null);
    await createPost(input("Zodiac draft"), null);
    await createPost(input("Other category", { status: "published", category: "forecasts" }), null);
    const article = await getPublicArticle("zodiac-5", new Date("2026-02-01T00:00:00Z"));
    expect(article?.related.map((post) => post.title)).toEqual(["Zodiac 4", "Zodiac 3", "Zodiac 2"]);
  });

  it("searches, filters by category and paginates", async () => {
    for (let index = 0; index < PAGE_SIZE + 2; index++) {
      await createPost(input(`Moon note ${index}`, { status: "published", publishedAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString() }), null);
    }
    await createPost(input("Saturn story", { status: "published", category: "planets_houses", content: "The ringed planet and 100% of its moons" }), null);
    const first = await listPublicPosts({});
    expect(first.total).toBe(PAGE_SIZE + 3);
    expect(first.posts).toHaveLength(PAGE_SIZE);
    expect(first.pageCount).toBe(2);
    expect((await listPublicPosts({ page: 2 })).posts).toHaveLength(3);
    expect((await listPublicPosts({ q: "RINGED" })).posts.map((post) => post.title)).toEqual(["Saturn story"]);
    expect((await listPublicPosts({ q: "100%" })).posts).toHaveLength(1);
    expect((await listPublicPosts({ q: "%" })).posts).toHaveLength(1);
    expect((await listPublicPosts({ category: "planets_houses" })).posts).toHaveLength(1);
    expect((await listPublicPosts({})).categories).toEqual(["zodiac_signs", "planets_houses"]);
  });
});

describe("views", () => {
  it("are not counted on a LiteFS replica (GET never writes there)", async () => {
    const post = await createPost(input("Replica read", { status: "published" }), null);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "litefs-blog-"));
    fs.writeFileSync(path.join(dir, ".primary"), "primary-host\n");
    process.env.LITEFS_DIR = dir;
    resetEnvForTests();
    try {
      recordView(post.id);
      expect(await flushViews()).toBe(0);
    } finally {
      delete process.env.LITEFS_DIR;
      resetEnvForTests();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(await flushViews()).toBe(0);
    expect((await findPostById(post.id))?.viewCount).toBe(0);
  });

  it("counts in memory and writes in one batch", async () => {
    const post = await createPost(input("Counted", { status: "published" }), null);
    recordView(post.id);
    recordView(post.id);
    recordView(post.id);
    expect((await findPostById(post.id))?.viewCount).toBe(0);
    expect(await flushViews()).toBe(3);
    expect((await findPostById(post.id))?.viewCount).toBe(3);
  });
});

describe("AI help without a key", () => {
  it("generate answers a draft from the built-in writer", async () => {
    const draft = await generatePost({ title: "Saturn Return Explained", category: "planets_houses", aiModel: "gpt-4o" });
    // A return with no year in its title is the return under way: those born one cycle before.
    expect(draft.content).toMatch(/everyone born in \d{4} meets Saturn again where it stood at their birth/);
    expect(draft.content).toMatch(/^## /m);
    expect(draft.excerpt.length).toBeGreaterThan(40);
    expect(draft.metaTitle).toBe("Saturn Return Explained");
    expect(draft.metaKeywords).toContain("saturn return");
    // The built-in writer, not the model picked in the list, is recorded as the draft's writer.
    expect(draft.aiModel).toBe("built-in");
    expect(draft.writer).toBe("Built-in writer — no AI model configured");
  });
  it("suggestions come from the curated list, minus covered titles, mixing categories", async () => {
    await createPost(input(CURATED_TOPICS[0]!.title), null);
    const topics = await suggestTopics();
    expect(topics.map((topic) => topic.title)).not.toContain(CURATED_TOPICS[0]!.title);
    expect(new Set(topics.slice(0, 5).map((topic) => topic.category)).size).toBe(5);
    expect(uncoveredTopics(CURATED_TOPICS.map((topic) => topic.title))).toEqual([]);
  });
});

describe("starter articles", () => {
  it("are substantial, original markdown across categories, and seed idempotently", async () => {
    expect(starterPosts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(starterPosts.map((post) => post.category)).size).toBeGreaterThanOrEqual(6);
    for (const post of starterPosts) {
      expect(post.content.split(/\s+/).filter(Boolean).length, post.title).toBeGreaterThanOrEqual(400);
      expect(post.slug).toBe(slugify(post.slug));
      expect(blogPostSchema.safeParse({ ...post, status: "published" }).success, post.title).toBe(true);
    }
    expect(starterPosts.some((post) => post.content.includes("[^1]"))).toBe(true);
    expect(starterPosts.some((post) => post.content.includes("|---|"))).toBe(true);
    expect(await seedPosts(null)).toBe(starterPosts.length);
    expect(await seedPosts(null)).toBe(0);
    expect((await listPublicPosts({})).total).toBe(starterPosts.length);
  });
});
