// Blog posts in the database. "Visible" (public) means published with a publish time that has come,
// or scheduled with a scheduled time that has come: a post never shows before its time, whether or
// not the daily job has flipped its status yet.
import crypto from "node:crypto";
import { sql, type ExpressionBuilder, type Insertable, type Updateable } from "kysely";
import { db, nowIso } from "~/db.server";
import type { BlogPostRow, BlogPostsTable, Database } from "~/models/schema";

export type Post = BlogPostRow;
export type NewPost = Omit<Insertable<BlogPostsTable>, "id">;
export type PostUpdate = Updateable<BlogPostsTable>;

type PostsEb = ExpressionBuilder<Database, "blogPosts">;

/** The effective publication time: publishedAt, else scheduledFor, else createdAt. */
const effectiveDate = sql<string>`coalesce(published_at, scheduled_for, created_at)`;

export function visibleAt(now: Date) {
  const at = now.toISOString();
  return (eb: PostsEb) =>
    eb.or([
      eb.and([eb("status", "=", "published"), eb.or([eb("publishedAt", "is", null), eb("publishedAt", "<=", at)])]),
      eb.and([eb("status", "=", "scheduled"), eb("scheduledFor", "<=", at)]),
    ]);
}

/** A stored post as readers see it: a due scheduled post reads as published at its scheduled time. */
export function asPublished(post: Post): Post {
  if (post.status === "scheduled") return { ...post, status: "published", publishedAt: post.scheduledFor };
  return { ...post, publishedAt: post.publishedAt ?? post.createdAt };
}

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export type PostFilter = {
  q?: string;
  category?: string;
  status?: Post["status"];
  /** Only posts readers may see at this instant. */
  visibleAt?: Date;
  /** Search the body too (public search); the admin searches titles only (docs/product.md#admin-panel). */
  searchContent?: boolean;
};

function filtered(filter: PostFilter) {
  let query = db().selectFrom("blogPosts");
  if (filter.visibleAt) query = query.where(visibleAt(filter.visibleAt));
  if (filter.category) query = query.where("category", "=", filter.category);
  if (filter.status) query = query.where("status", "=", filter.status);
  const q = filter.q?.trim();
  if (q) {
    // SQLite's LIKE is case-insensitive for ASCII; lower() both sides covers the rest.
    const pattern = `%${escapeLike(q.toLowerCase())}%`;
    query = query.where((eb) => {
      const matches = (column: string) => eb(sql<boolean>`lower(${sql.raw(column)}) like ${pattern} escape '\\'`, "=", sql<boolean>`1`);
      return filter.searchContent ? eb.or([matches("title"), matches("coalesce(excerpt, '')"), matches("content")]) : matches("title");
    });
  }
  return query;
}

export async function listPosts(filter: PostFilter = {}, page?: { limit: number; offset: number }): Promise<Post[]> {
  let query = filtered(filter).selectAll().orderBy(effectiveDate, "desc").orderBy("createdAt", "desc");
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

export async function countPosts(filter: PostFilter = {}): Promise<number> {
  const row = await filtered(filter).select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The categories that have at least one visible post, most used first. */
export async function visibleCategories(now: Date): Promise<string[]> {
  const rows = await db()
    .selectFrom("blogPosts")
    .where(visibleAt(now))
    .select(["category", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("category")
    .orderBy("count", "desc")
    .orderBy("category")
    .execute();
  return rows.map((row) => row.category);
}

export async function findPostById(id: string) {
  return db().selectFrom("blogPosts").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findPostBySlug(slug: string) {
  return db().selectFrom("blogPosts").selectAll().where("slug", "=", slug).executeTakeFirst();
}

export async function findVisiblePostBySlug(slug: string, now: Date) {
  return db().selectFrom("blogPosts").selectAll().where("slug", "=", slug).where(visibleAt(now)).executeTakeFirst();
}

/** Up to `limit` visible posts of the same category, newest first, never the post itself. */
export async function relatedPosts(post: Pick<Post, "id" | "category">, now: Date, limit = 3) {
  return db()
    .selectFrom("blogPosts")
    .select(["id", "slug", "title", "excerpt", "category", "publishedAt", "scheduledFor", "createdAt"])
    .where(visibleAt(now))
    .where("category", "=", post.category)
    .where("id", "!=", post.id)
    .orderBy(effectiveDate, "desc")
    .limit(limit)
    .execute();
}

export async function insertPost(values: NewPost): Promise<Post> {
  const id = crypto.randomUUID();
  await db()
    .insertInto("blogPosts")
    .values({ ...values, id })
    .execute();
  return (await findPostById(id))!;
}

export async function updatePostRow(id: string, values: PostUpdate): Promise<Post | undefined> {
  await db()
    .updateTable("blogPosts")
    .set({ ...values, updatedAt: nowIso() })
    .where("id", "=", id)
    .execute();
  return findPostById(id);
}

export async function deletePostRow(id: string): Promise<boolean> {
  const result = await db().deleteFrom("blogPosts").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Scheduled posts whose time has come become published at their scheduled time. */
export async function publishDue(now: Date): Promise<number> {
  const result = await db()
    .updateTable("blogPosts")
    .set((eb) => ({ status: "published", publishedAt: eb.ref("scheduledFor"), updatedAt: nowIso(now) }))
    .where("status", "=", "scheduled")
    .where("scheduledFor", "<=", now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function addViews(counts: Map<string, number>) {
  if (!counts.size) return;
  await db()
    .transaction()
    .execute(async (trx) => {
      for (const [id, count] of counts) {
        await trx
          .updateTable("blogPosts")
          .set((eb) => ({ viewCount: eb("viewCount", "+", count) }))
          .where("id", "=", id)
          .execute();
      }
    });
}

export async function allTitles(): Promise<string[]> {
  const rows = await db().selectFrom("blogPosts").select("title").execute();
  return rows.map((row) => row.title);
}
