// The admin blog tab's HTML routes (no JavaScript needed): list with GET filters, create/edit with
// the editor's intents, delete confirmation page; everyone but admins is turned away.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { findPostBySlug } from "~/models/post.server";
import * as deletePage from "~/routes/admin.blog.delete";
import * as editPage from "~/routes/admin.blog.edit";
import * as newPage from "~/routes/admin.blog.new";
import * as listPage from "~/routes/admin.blog";
import { createPost, forgetSuggestions } from "~/services/blog.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { Client, json, signedInClient } from "../support/routes";

const form = {
  intent: "save",
  title: "Jupiter in the Twelve Houses",
  slug: "",
  excerpt: "Where luck likes to land.",
  content: "## First house\n\nConfidence.",
  category: "planets_houses",
  aiModel: "gpt-4o",
  metaTitle: "",
  metaDescription: "",
  metaKeywords: "",
  status: "draft",
  scheduledFor: "",
};

/** The editor's Conform reply: the values shown again and the errors. */
type Reply = { initialValue: Record<string, string>; error: Record<string, string[]> };

let admin: Client;
beforeEach(async () => {
  resetRateLimits();
  forgetSuggestions();
  await db().deleteFrom("blogPosts").execute();
  admin = await signedInClient({ admin: true });
});

describe("guards", () => {
  it("redirects guests to /login and users to / on every loader and action", async () => {
    const guest = new Client();
    const user = await signedInClient({ admin: false });
    const cases = [
      [listPage, "/admin/blog", {}],
      [newPage, "/admin/blog/new", {}],
      [editPage, "/admin/blog/x/edit", { id: "x" }],
      [deletePage, "/admin/blog/x/delete", { id: "x" }],
    ] as const;
    for (const [module, path, params] of cases) {
      const asGuest = await guest.call(module, path, { params });
      expect(asGuest.status).toBe(302);
      expect(asGuest.headers.get("location")).toMatch(/^\/login/);
      const asUser = await user.call(module, path, { params });
      expect(asUser.headers.get("location")).toBe("/");
      if (module !== listPage) {
        const post = await user.call(module as typeof newPage, path, { method: "POST", form, params });
        expect(post.headers.get("location")).toBe("/");
      }
    }
  });
});

describe("create, edit, schedule and delete through forms", () => {
  it("creates a draft with a slug made from the title and toasts", async () => {
    const response = await admin.call(newPage, "/admin/blog/new", { method: "POST", form });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/blog");
    expect(response.headers.get("set-cookie")).toMatch(/ts_toast=/);
    const post = await findPostBySlug("jupiter-in-the-twelve-houses");
    expect(post).toMatchObject({ status: "draft", category: "planets_houses", excerpt: "Where luck likes to land." });
  });

  it("answers 400 with the spec's messages and keeps the values", async () => {
    const missing = await admin.call(newPage, "/admin/blog/new", { method: "POST", form: { ...form, title: "", content: "" } });
    expect(missing.status).toBe(400);
    const { result } = await json<{ result: Reply }>(missing);
    expect(result.error[""]).toEqual(["Missing required fields"]);
    expect(result.error.title).toEqual(["Title is required"]);
    expect(result.initialValue.excerpt).toBe(form.excerpt);

    const schedule = await admin.call(newPage, "/admin/blog/new", { method: "POST", form: { ...form, status: "scheduled" } });
    expect(schedule.status).toBe(400);
    expect((await json<{ result: Reply }>(schedule)).result.error[""]).toEqual(["Missing schedule date"]);
  });

  it("schedules with a datetime-local value (UTC without JavaScript) or an ISO time", async () => {
    const response = await admin.call(newPage, "/admin/blog/new", { method: "POST", form: { ...form, status: "scheduled", scheduledFor: "2030-01-02T09:30" } });
    expect(response.status).toBe(302);
    const post = await findPostBySlug("jupiter-in-the-twelve-houses");
    expect(post).toMatchObject({ status: "scheduled", scheduledFor: "2030-01-02T09:30:00.000Z", publishedAt: null });

    const edit = await admin.call(editPage, `/admin/blog/${post!.id}/edit`, {
      method: "POST",
      params: { id: post!.id },
      form: { ...form, slug: post!.slug, status: "scheduled", scheduledFor: "2030-01-02T10:00:00.000+01:00" },
    });
    expect(edit.status).toBe(302);
    expect((await findPostBySlug(post!.slug))?.scheduledFor).toBe("2030-01-02T09:00:00.000Z");
  });

  it("previews markdown and drafts with the built-in writer, keeping the form", async () => {
    const preview = await admin.call(newPage, "/admin/blog/new", { method: "POST", form: { ...form, intent: "preview", content: "**bold** <script>x()</script>" } });
    expect(preview.status).toBe(200);
    const previewBody = await json<{ preview: string }>(preview);
    expect(previewBody.preview).toContain("<strong>bold</strong>");
    expect(previewBody.preview).not.toContain("<script");

    const generate = await admin.call(newPage, "/admin/blog/new", { method: "POST", form: { ...form, intent: "generate" } });
    expect(generate.status).toBe(200);
    const drafted = await json<{ result: Reply; notice: string }>(generate);
    const values = drafted.result.initialValue;
    expect(values.title).toBe(form.title);
    expect(values.content).toContain(form.title);
    expect(values.excerpt).not.toBe(form.excerpt);
    expect(drafted.notice).toBe("Content generated successfully");
    // The picker keeps gpt-4o; the post records the writer that produced the draft.
    expect(values).toMatchObject({ aiModel: "gpt-4o", writtenBy: "built-in" });
    const saved = await admin.call(newPage, "/admin/blog/new", { method: "POST", form: { ...values, intent: "save", status: "draft" } });
    expect(saved.status).toBe(302);
    expect((await findPostBySlug("jupiter-in-the-twelve-houses"))?.aiModel).toBe("built-in");
    const missing = await admin.call(newPage, "/admin/blog/new", { method: "POST", form: { ...form, intent: "generate", category: "" } });
    expect(missing.status).toBe(400);
    expect((await json<{ result: Reply }>(missing)).result.error[""]).toEqual(["Missing fields"]);
  });

  it("edit loads the post's values; 404 for a missing post; a taken slug is a 409", async () => {
    const first = await createPost({ ...base("First"), status: "published" }, null);
    await createPost(base("Second"), null);
    const loaded = await json<{ values: Record<string, string> }>(await admin.call(editPage, `/admin/blog/${first.id}/edit`, { params: { id: first.id } }));
    expect(loaded.values).toMatchObject({ title: "First", slug: "first", status: "published", category: "zodiac_signs" });
    expect((await admin.call(editPage, "/admin/blog/missing/edit", { params: { id: "missing" } })).status).toBe(404);
    const taken = await admin.call(editPage, `/admin/blog/${first.id}/edit`, { method: "POST", params: { id: first.id }, form: { ...form, slug: "second" } });
    expect(taken.status).toBe(409);
  });

  it("delete: a confirmation page, then the post is gone", async () => {
    const post = await createPost(base("Doomed"), null);
    const page = await json<{ title: string }>(await admin.call(deletePage, `/admin/blog/${post.id}/delete`, { params: { id: post.id } }));
    expect(page.title).toBe("Doomed");
    const response = await admin.call(deletePage, `/admin/blog/${post.id}/delete`, { method: "POST", params: { id: post.id } });
    expect(response.headers.get("location")).toBe("/admin/blog");
    expect(await findPostBySlug("doomed")).toBeUndefined();
  });
});

describe("list", () => {
  it("filters by category, status and a case-insensitive title search; shows 5 suggestions and the publish-date rule", async () => {
    await createPost({ ...base("Moon Phases"), status: "published", publishedAt: "2026-01-05T00:00:00.000Z" }, null);
    await createPost({ ...base("Moon Draft"), category: "forecasts" }, null);
    await createPost({ ...base("Sun Soon"), status: "scheduled", scheduledFor: "2030-02-01T00:00:00.000Z" }, null);
    type List = { posts: { title: string; publishDate: string; status: string }[]; suggestions: unknown[] };
    const all = await json<List>(await admin.call(listPage, "/admin/blog"));
    expect(all.suggestions).toHaveLength(5);
    expect(Object.fromEntries(all.posts.map((post) => [post.title, post.publishDate]))).toEqual({
      "Moon Phases": "January 5, 2026",
      "Moon Draft": "Not set",
      "Sun Soon": "February 1, 2030",
    });
    const moon = await json<List>(await admin.call(listPage, "/admin/blog?q=mOoN"));
    expect(moon.posts.map((post) => post.title).sort()).toEqual(["Moon Draft", "Moon Phases"]);
    const drafts = await json<List>(await admin.call(listPage, "/admin/blog?q=moon&status=draft&category=forecasts"));
    expect(drafts.posts.map((post) => post.title)).toEqual(["Moon Draft"]);
  });
});

function base(title: string) {
  return {
    title,
    slug: title.toLowerCase().replace(/ /g, "-"),
    content: "Body",
    category: "zodiac_signs" as const,
    status: "draft" as const,
    excerpt: null,
    aiModel: null,
    metaTitle: null,
    metaDescription: null,
    metaKeywords: null,
    publishedAt: null,
    scheduledFor: null,
  };
}
