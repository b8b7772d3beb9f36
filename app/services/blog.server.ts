// The blog: public reading (listing, article, related posts, feeds), the admin's writes (shared by
// the editor's form actions and /api/blog), scheduling, view counting and AI help.
import { isReplica } from "~/db.server";
import {
  addViews,
  allTitles,
  asPublished,
  countPosts,
  deletePostRow,
  findPostById,
  findPostBySlug,
  findVisiblePostBySlug,
  insertPost,
  listPosts,
  publishDue,
  relatedPosts,
  updatePostRow,
  visibleCategories,
  type Post,
  type PostFilter,
} from "~/models/post.server";
import type { User } from "~/models/user.server";
import { DEFAULT_AI_MODEL, isBlogCategory, type BlogPostInput, type GeneratePostInput } from "~/schemas/blog";
import { uncoveredTopics, type BlogTopic } from "~/services/blog-topics";
import { HttpError } from "~/domain/errors";
import { markdownToText, renderMarkdown } from "~/services/markdown.server";
import * as ai from "~/services/ai.server";
import { blogSubjectFacts, writeBlogDraft, type BlogDraft } from "~/services/blog-writer.server";
import { BUILT_IN_MODEL, BUILT_IN_WRITER } from "~/domain/blog";
import { LRUCache } from "lru-cache";

export const PAGE_SIZE = 12;
export const SLUG_TAKEN = "A post with this slug already exists";
export const POST_NOT_FOUND = "Blog post not found";

/** A post as /api/blog answers it (docs/product.md#records). */
export function postJson(post: Post) {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category,
    aiModel: post.aiModel,
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    metaKeywords: post.metaKeywords,
    status: post.status,
    publishedAt: post.publishedAt,
    scheduledFor: post.scheduledFor,
    viewCount: post.viewCount,
    authorId: post.authorId,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
  };
}

/** A card of the listing and of "Related Articles". */
export type PostCard = { id: string; slug: string; title: string; excerpt: string; category: string; publishedAt: string };

function card(post: Post): PostCard {
  const shown = asPublished(post);
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt?.trim() || markdownToText(post.content, 220),
    category: post.category,
    publishedAt: shown.publishedAt ?? post.createdAt,
  };
}

/**
 * Cache headers of the public blog pages: guests (no cookie at all) share one cached copy; anyone
 * with cookies may see a personal header or a flashed toast, so their copy stays private.
 */
export function publicCacheHeaders(request: Request): HeadersInit {
  const personal = (request.headers.get("cookie") ?? "").trim() !== "";
  return { "Cache-Control": personal ? "private, no-cache" : "public, max-age=60, s-maxage=300, stale-while-revalidate=60", Vary: "Cookie" };
}

/** The public listing: visible posts only, searched in title, excerpt and body, paginated. */
export async function listPublicPosts(
  params: { q?: string; category?: string; page?: number },
  now = new Date(),
) {
  const filter: PostFilter = { q: params.q, category: params.category || undefined, visibleAt: now, searchContent: true };
  const [total, categories] = await Promise.all([countPosts(filter), visibleCategories(now)]);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(Math.max(1, params.page ?? 1), pageCount);
  const rows = await listPosts(filter, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  return { posts: rows.map(card), categories, total, page, pageCount };
}

/** Every visible post, newest first (API for guests, sitemap, feed). */
export async function listVisiblePosts(now = new Date(), limit?: number): Promise<Post[]> {
  const rows = await listPosts({ visibleAt: now }, limit ? { limit, offset: 0 } : undefined);
  return rows.map(asPublished);
}

/**
 * A scheduled post is published the moment its time comes, so the admin's list, the API and the page
 * agree without waiting for the daily job: the primary records it before answering, and a replica
 * (which cannot write) shows it as published all the same.
 */
async function settleDue(now: Date) {
  if (!isReplica()) await publishDue(now);
}

function asOf(post: Post, now: Date): Post {
  return post.status === "scheduled" && post.scheduledFor && post.scheduledFor <= now.toISOString() ? asPublished(post) : post;
}

/** The admin list: every post, filtered by category, status and a case-insensitive title search. */
export async function listAdminPosts(filter: { q?: string; category?: string; status?: Post["status"] } = {}, now = new Date()) {
  await settleDue(now);
  const rows = await listPosts({ q: filter.q, category: filter.category || undefined, status: filter.status });
  return rows.map((post) => asOf(post, now));
}

/** Rendered bodies, cached per post version (the markdown only changes with updatedAt). */
const htmlCache = new LRUCache<string, string, string>({ max: 200, memoMethod: (_key, _stale, { context }) => renderMarkdown(context) });

/** The article page: the visible post by slug with its rendered body and up to 3 related posts. */
export async function getPublicArticle(slug: string, now = new Date()) {
  const row = await findVisiblePostBySlug(slug, now);
  if (!row) return null;
  const post = asPublished(row);
  const related = await relatedPosts(post, now, 3);
  return {
    post,
    html: htmlCache.memo(`${post.id}:${post.updatedAt}`, { context: post.content }),
    related: related.map((item) =>
      card({ ...row, ...item, content: "", excerpt: item.excerpt } as Post),
    ),
    description: articleDescription(post),
  };
}

/** Description for meta tags and structured data: excerpt, else metaDescription, else the body's start. */
export function articleDescription(post: Pick<Post, "excerpt" | "metaDescription" | "content">): string {
  return post.metaDescription?.trim() || post.excerpt?.trim() || markdownToText(post.content, 160);
}

/** GET /api/blog/{slug}: guests see visible posts only; admins any post (by slug, or by id). */
export async function findPostForReader(slugOrId: string, user: User | null, now = new Date()): Promise<Post | null> {
  if (user?.isAdmin === 1) {
    await settleDue(now);
    const post = (await findPostBySlug(slugOrId)) ?? (await findPostById(slugOrId));
    return post ? asOf(post, now) : null;
  }
  const row = await findVisiblePostBySlug(slugOrId, now);
  return row ? asPublished(row) : null;
}

function timesFor(input: BlogPostInput, existing: Post | undefined, now: Date) {
  const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);
  switch (input.status) {
    case "published":
      return {
        publishedAt: iso(input.publishedAt) ?? (existing?.status === "published" ? existing.publishedAt : null) ?? now.toISOString(),
        scheduledFor: null,
      };
    case "scheduled":
      return { publishedAt: null, scheduledFor: iso(input.scheduledFor) };
    default:
      return { publishedAt: iso(input.publishedAt), scheduledFor: iso(input.scheduledFor) };
  }
}

function columns(input: BlogPostInput, existing: Post | undefined, now: Date) {
  return {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt ?? null,
    content: input.content,
    category: input.category,
    aiModel: input.aiModel ?? null,
    metaTitle: input.metaTitle ?? null,
    metaDescription: input.metaDescription ?? null,
    metaKeywords: input.metaKeywords ?? null,
    status: input.status,
    ...timesFor(input, existing, now),
  };
}

function slugConflict(): HttpError {
  return new HttpError(409, SLUG_TAKEN, { slug: [SLUG_TAKEN] });
}

/** A write that lost the race for its slug is the same 409 as one that found it taken. */
function slugUnique<T>(write: Promise<T>): Promise<T> {
  return write.catch((error: unknown) => {
    throw error instanceof Error && /UNIQUE constraint failed: blog_posts\.slug/.test(error.message) ? slugConflict() : error;
  });
}

/** Creates a post; a slug in use is a 409. Publishing without a date publishes now. */
export async function createPost(input: BlogPostInput, authorId: string | null, now = new Date()): Promise<Post> {
  if (await findPostBySlug(input.slug)) throw slugConflict();
  return slugUnique(insertPost({ ...columns(input, undefined, now), authorId }));
}

/** Replaces a post's fields (docs/product.md#api: PATCH sends the same fields). 404 when missing, 409 on a taken slug. */
export async function updatePost(id: string, input: BlogPostInput, now = new Date()): Promise<Post> {
  const existing = await findPostById(id);
  if (!existing) throw new HttpError(404, POST_NOT_FOUND);
  const other = await findPostBySlug(input.slug);
  if (other && other.id !== id) throw slugConflict();
  return (await slugUnique(updatePostRow(id, columns(input, existing, now))))!;
}

export async function deletePost(id: string): Promise<void> {
  if (!(await deletePostRow(id))) throw new HttpError(404, POST_NOT_FOUND);
}

export async function getPostForAdmin(id: string, now = new Date()): Promise<Post> {
  await settleDue(now);
  const post = await findPostById(id);
  if (!post) throw new HttpError(404, POST_NOT_FOUND);
  return asOf(post, now);
}

/**
 * Scheduled posts whose time has come become published, with publishedAt = scheduledFor. Called by
 * the daily job; idempotent. (Public reads already treat a due scheduled post as published.)
 */
export const publishDuePosts = publishDue;

// Views: counted in memory and written in batches, never by a GET on a LiteFS replica.
const pendingViews = new Map<string, number>();
let flushTimer: ReturnType<typeof setTimeout> | undefined;
export const VIEW_FLUSH_MS = 15_000;

export function recordView(postId: string) {
  if (isReplica()) return;
  pendingViews.set(postId, (pendingViews.get(postId) ?? 0) + 1);
  if (!flushTimer) {
    flushTimer = setTimeout(() => {
      flushTimer = undefined;
      flushViews().catch((error) => console.error("[blog] view count flush failed", error));
    }, VIEW_FLUSH_MS);
    flushTimer.unref?.();
  }
}

/** Writes the counted views. Runs on a timer; a crash loses at most VIEW_FLUSH_MS of counts. */
export async function flushViews(): Promise<number> {
  if (flushTimer) {
    clearTimeout(flushTimer);
    flushTimer = undefined;
  }
  if (!pendingViews.size || isReplica()) return 0;
  const batch = new Map(pendingViews);
  pendingViews.clear();
  await addViews(batch);
  return [...batch.values()].reduce((sum, count) => sum + count, 0);
}

let suggestionCache: { at: number; topics: BlogTopic[] } | undefined;
const SUGGESTION_TTL_MS = 10 * 60_000;

/**
 * Topic suggestions (title, rationale, category): from the AI model when configured, else (or when
 * the model fails) the curated topics not yet covered. Cached for a few minutes.
 */
export async function suggestTopics(now = Date.now()): Promise<BlogTopic[]> {
  if (suggestionCache && now - suggestionCache.at < SUGGESTION_TTL_MS) return suggestionCache.topics;
  const titles = await allTitles();
  let topics: BlogTopic[] = [];
  if (ai.aiConfigured()) {
    try {
      topics = (await ai.suggestBlogTopics(titles)).map((topic) => ({
        title: topic.title.slice(0, 255),
        rationale: topic.rationale,
        category: isBlogCategory(topic.category) ? topic.category : "beginner_guides",
      }));
    } catch (error) {
      console.warn("[blog] AI topic suggestions failed; using the curated list", error instanceof Error ? error.message : error);
    }
  }
  if (!topics.length) topics = uncoveredTopics(titles);
  suggestionCache = { at: now, topics };
  return topics;
}

export function forgetSuggestions() {
  suggestionCache = undefined;
}

export type GeneratedContent = BlogDraft & {
  /** The writer that produced the draft: "built-in" or the model that actually answered. */
  aiModel: string;
  /** What the editor shows about that writer. */
  writer: string;
};

function builtInDraft(input: GeneratePostInput): GeneratedContent {
  return { ...writeBlogDraft(input.title, input.category), aiModel: BUILT_IN_MODEL, writer: BUILT_IN_WRITER };
}

/**
 * A draft for a title and category: from the configured model, fed the engine's facts for the
 * recognised subject, or from the built-in writer when no model is configured.
 */
export async function generatePost(input: GeneratePostInput): Promise<GeneratedContent> {
  if (!ai.aiConfigured()) return builtInDraft(input);
  try {
    const { label, facts } = blogSubjectFacts(input.title, input.category);
    const result = await ai.generateBlogPost({ title: input.title, category: input.category, aiModel: input.aiModel ?? DEFAULT_AI_MODEL, subject: label, facts });
    return {
      content: result.content,
      excerpt: result.excerpt,
      metaTitle: result.metaTitle.slice(0, 255),
      metaDescription: result.metaDescription,
      metaKeywords: result.metaKeywords.slice(0, 500),
      aiModel: result.model.slice(0, 50),
      writer: result.model,
    };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof ai.AiNotConfiguredError) return builtInDraft(input);
    console.warn("[blog] AI generation failed", error instanceof Error ? error.message : error);
    throw new HttpError(502, "The AI model did not answer. Please try again in a moment.");
  }
}
