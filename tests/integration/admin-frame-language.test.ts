// The admin panel's frame, System, Usage analytics and Blog pages for an admin who signed up in Hindi
// and one in Chinese: the root's, the panel's and each page's loaders run as the server runs them and
// the page rendered with their data. Left out of the English-word check: what the editors wrote (the
// post), the topics suggested for English posts, the AI models' names, the members' addresses and the
// error the job recorded.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { AI_MODELS } from "~/domain/blog";
import { translator } from "~/i18n/messages.server";
import { recordAudit } from "~/models/audit.server";
import { finishJobRun, startJobRun } from "~/models/job-run.server";
import { insertPost } from "~/models/post.server";
import * as root from "~/root";
import Admin, * as adminRoute from "~/routes/admin";
import Blog, * as blogRoute from "~/routes/admin.blog";
import DeletePost, * as deleteRoute from "~/routes/admin.blog.delete";
import EditPost, * as editRoute from "~/routes/admin.blog.edit";
import NewPost, * as newRoute from "~/routes/admin.blog.new";
import System, * as systemRoute from "~/routes/admin.system";
import Usage, * as usageRoute from "~/routes/admin.usage-analytics";
import { suggestTopics } from "~/services/blog.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { memberSpeaking } from "../support/members";
import { json, type Client } from "../support/routes";
import { pageText } from "../support/render";

const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;
let postId = "";
let topics: string[] = [];

beforeAll(async () => {
  resetRateLimits();
  const run = startJobRun(new Date("2026-03-01T04:00:00Z"));
  finishJobRun(run, { finishedAt: new Date("2026-03-01T04:02:00Z"), outcome: "failed", error: "disk full", sent: { email: 3, sms: 1, push: 0 }, failed: { email: 1, sms: 0, push: 0 } });
  await recordAudit({ actor: { id: null, email: "owner@example.test" }, action: "user.grant_admin", target: { id: null, email: "helper@example.test" } });
  const post = await insertPost({ title: "Mars retrograde notes", slug: "mars-retrograde-notes", excerpt: "Notes.", content: "Words.", category: "zodiac_signs", status: "published", publishedAt: "2026-03-04T10:00:00.000Z" });
  postId = post.id;
  topics = [...(await suggestTopics()).flatMap((topic) => [topic.title, topic.rationale]), ...[...AI_MODELS].reverse()];
});

/** An admin who signed up with `header` as their browser's language. */
async function adminSpeaking(header: string, email: string) {
  const client = await memberSpeaking(header, email, { chart: false });
  await db().updateTable("users").set({ isAdmin: 1 }).where("email", "=", email).execute();
  return client;
}

type Page = { path: string; id: string; route: Parameters<Client["call"]>[0]; Component: Parameters<typeof createRoutesStub>[0][number]["Component"]; params?: Record<string, string> };
const pages = (): Page[] => [
  { path: "/admin/system", id: "routes/admin.system", route: systemRoute, Component: System },
  { path: "/admin/usage-analytics", id: "routes/admin.usage-analytics", route: usageRoute, Component: Usage },
  { path: "/admin/blog", id: "routes/admin.blog", route: blogRoute, Component: Blog },
  { path: "/admin/blog/new", id: "routes/admin.blog.new", route: newRoute, Component: NewPost },
  { path: `/admin/blog/${postId}/edit`, id: "routes/admin.blog.edit", route: editRoute, Component: EditPost, params: { id: postId } },
  { path: `/admin/blog/${postId}/delete`, id: "routes/admin.blog.delete", route: deleteRoute, Component: DeletePost, params: { id: postId } },
];

/** A page of the panel as the server renders it (the layout around it), with its loaders' data. */
async function render(client: Client, { path, id, route, Component, params }: Page) {
  const [rootData, adminData, data] = await Promise.all([
    client.call(root, path).then(json),
    client.call(adminRoute, path).then(json),
    client.call(route, path, { params }).then(json),
  ]);
  const Stub = createRoutesStub([
    { id: "root", Component: Outlet, children: [{ id: "routes/admin", path: "admin", Component: Admin, children: [{ id, path: path.slice("/admin/".length), Component }] }] },
  ]);
  const loaderData = { root: rootData, "routes/admin": adminData, [id]: data };
  return { rootData, html: renderToString(createElement(Stub, { initialEntries: [path], hydrationData: { loaderData } })) };
}

/** The visible text without the editors' words, the suggested topics, the models and the addresses. */
const chrome = (html: string) =>
  topics
    .reduce((text, words) => text.replaceAll(words, " "), pageText(html.replace(/<textarea[^>]*>.*?<\/textarea>/gs, " ").replace(/<input[^>]*>/g, " ")))
    .replace(/Mars retrograde notes|mars-retrograde-notes|\/blog\/|Words\.|Notes\./g, " ")
    .replace(/[\w.+-]+@[\w.-]+/g, " ")
    // The brand, the time scale, the channel's name and the job's error as the server wrote it.
    .replace(/Three Skies|\b(UTC|SMS)\b|disk full/g, " ");

describe("the admin panel in the admin's language", () => {
  it.each([
    { header: "hi-IN", locale: "hi", email: "asha.admin@example.test", script: /[\u0900-\u097F]/g },
    { header: "zh-CN,zh;q=0.9", locale: "zh-Hans", email: "mei.admin@example.test", script: /\p{Script=Han}/gu },
  ] as const)("$header reads System, Usage analytics and Blog in $locale", async ({ header, locale, email, script }) => {
    const client = await adminSpeaking(header, email);
    const t = translator(locale);
    let marks = 0;
    for (const page of pages()) {
      const { rootData, html } = await render(client, page);
      expect((rootData as { locale: string }).locale).toBe(locale);
      const text = chrome(html);
      expect(text, page.path).toContain(t("admin.heading"));
      // The confirmation page is short (in Chinese, a few dozen characters); the panel has hundreds on every other.
      expect(text.match(script)?.length ?? 0, page.path).toBeGreaterThanOrEqual(60);
      marks += text.match(script)?.length ?? 0;
      expect(text.match(ENGLISH) ?? [], page.path).toEqual([]);
      expect(text.match(/[A-Za-z]{3,}/g) ?? [], page.path).toEqual([]);
    }
    expect(marks).toBeGreaterThanOrEqual(1000);

    // The editor's refusals in the language: a save with nothing filled in, then a slug already taken.
    const save = async (form: Record<string, string>) => {
      const response = await client.call(newRoute, "/admin/blog/new", { method: "POST", form: { intent: "save", status: "draft", content: "Words.", ...form } });
      return { status: response.status, answer: await json<{ missing?: boolean; result: { error?: Record<string, string[]> } }>(response) };
    };
    const blank = await save({ title: "", slug: "", content: "" });
    expect(blank.status).toBe(400);
    expect(blank.answer.missing).toBe(true);
    expect(blank.answer.result.error).toMatchObject({ "": [t("forms.blogMissingFields")], title: [t("forms.blogTitleRequired")], content: [t("forms.blogContentRequired")] });
    const taken = await save({ title: "Mars again", slug: "mars-retrograde-notes", category: "zodiac_signs" });
    expect(taken.status).toBe(409);
    expect(taken.answer.missing).toBeUndefined();
    expect(taken.answer.result.error).toMatchObject({ "": [t("forms.blogSlugTaken")], slug: [t("forms.blogSlugTaken")] });
    for (const text of Object.values({ ...blank.answer.result.error, ...taken.answer.result.error }).flat()) expect(text).toMatch(script);
  });
});
