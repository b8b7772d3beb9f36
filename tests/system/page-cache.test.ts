// The page cache for signed-out visitors: a second view is served from memory, the same bytes as the
// first (no nonce), compressed as it was kept; its key is exactly the URL it serves (no query string,
// no other spelling, no cookie); signed-in and flashed requests never get its copy; internal headers
// never leave; cached article views still count.
import crypto from "node:crypto";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAndSignIn, type RunningServer, startServer, tempDatabase } from "./server";
import { createCookie } from "react-router";

let server: RunningServer;
const slug = `cache-${crypto.randomUUID().slice(0, 8)}`;
const postId = crypto.randomUUID();

beforeAll(async () => {
  server = await startServer(tempDatabase("page-cache"));
  const db = new SQLite(server.databasePath);
  db.prepare(
    `INSERT INTO blog_posts (id, title, slug, excerpt, content, category, status, published_at)
     VALUES (?, 'Saturn Returns, Calmly', ?, 'Around 29, and again at 58.', 'Saturn takes about 29.5 years to circle the zodiac.', 'planets_houses', 'published', ?)`,
  ).run(postId, slug, new Date(Date.now() - 3_600_000).toISOString());
  db.close();
}, 60_000);
afterAll(async () => {
  await server.stop();
});

function nonceOf(csp: string | null) {
  return /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
}

const INTERNAL = ["x-view-id", "x-page-cache", "x-member-cache"];

async function view(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, init);
  const html = init.method === "HEAD" ? "" : await response.text();
  return { response, html, hit: response.headers.get("x-cache") === "hit", nonce: nonceOf(response.headers.get("content-security-policy")) };
}

describe("page cache", () => {
  it("serves the second anonymous view of each public page from memory: the same bytes, public, compressed once", async () => {
    for (const [path, text] of [
      [`/blog/${slug}`, "Saturn Returns, Calmly"],
      ["/", "Discover Your Three Skies"],
      ["/pricing", "Premium"],
      ["/blog", "Saturn Returns, Calmly"],
      ["/terms", "Terms"],
      ["/privacy", "Privacy"],
    ] as const) {
      const first = await view(path);
      const second = await view(path, { headers: { "accept-encoding": "br" } });
      expect(first.hit, path).toBe(false);
      expect(second.hit, path).toBe(true);
      expect(second.response.headers.get("content-encoding"), path).toBe("br");
      for (const { response } of [first, second]) {
        expect(response.headers.get("cache-control"), path).toMatch(/^public, max-age=\d+, s-maxage=\d+/);
        for (const name of INTERNAL) expect(response.headers.get(name), `${path} ${name}`).toBeNull();
      }
      expect(second.nonce, path).toBeUndefined();
      expect(second.html, path).toBe(first.html);
      expect(second.response.headers.get("content-security-policy"), path).toBe(first.response.headers.get("content-security-policy"));
      expect(second.html.replace(/<[^>]+>/g, ""), path).toContain(text);
      expect(second.html, path).not.toContain("nonce");
    }
  });

  it("keeps each language's address apart: /es/sky and /sky have their own bodies and ETags, each answered 304 to its own", async () => {
    const english = await view("/sky");
    const spanish = await view("/es/sky");
    expect(english.html).toMatch(/<html lang="en"/);
    expect(spanish.html).toMatch(/<html lang="es"/);
    expect(spanish.html).not.toBe(english.html);
    const [en, es] = [english.response.headers.get("etag"), spanish.response.headers.get("etag")];
    expect(en).toBeTruthy();
    expect(es).toBeTruthy();
    expect(es).not.toBe(en);
    expect((await view("/es/sky", { headers: { "if-none-match": es! } })).response.status).toBe(304);
    expect((await view("/es/sky", { headers: { "if-none-match": en! } })).response.status).toBe(200);
  });

  it("keeps exactly the URLs it serves: a query string, another spelling or any cookie is rendered every time", async () => {
    await view("/blog");
    for (const [path, init] of [
      ["/blog?x=1", {}],
      ["/blog?page=1", {}],
      ["/BLOG", {}],
      ["/blog", { headers: { cookie: "ts_session=whatever" } }],
      ["/blog", { headers: { cookie: "ts_toast=x" } }],
      ["/blog", { headers: { cookie: (await createCookie("theme").serialize("dark")).split(";")[0]! } }],
    ] as const) {
      await view(path, init);
      const again = await view(path, init);
      expect(again.hit, path).toBe(false);
      expect(again.response.status, path).toBe(200);
    }
    // The dark theme's page is rendered dark, never the guests' light copy.
    const cookie = (await createCookie("theme").serialize("dark")).split(";")[0]!;
    expect((await view("/blog", { headers: { cookie } })).html).toMatch(/<html[^>]*class="dark"/);
    expect((await view("/blog")).hit).toBe(true);
  });

  it("answers HEAD from its copy and the app alike, without internal headers", async () => {
    const fresh = `/blog/${slug}?utm=1`;
    for (const path of [`/blog/${slug}`, fresh, `/blog/${slug}.data`, "/"]) {
      for (const method of ["HEAD", "GET"]) {
        const { response } = await view(path, { method });
        expect(response.status, `${method} ${path}`).toBe(200);
        for (const name of INTERNAL) expect(response.headers.get(name), `${method} ${path} ${name}`).toBeNull();
      }
    }
    expect((await view(`/blog/${slug}`, { method: "HEAD" })).hit).toBe(true);
  });

  it("forgets its copies after a write", async () => {
    await view("/pricing");
    expect((await view("/pricing")).hit).toBe(true);
    const write = await fetch(`${server.url}/theme`, { method: "POST", body: new URLSearchParams({ theme: "dark" }), headers: { origin: server.url }, redirect: "manual" });
    expect(write.status).toBeLessThan(400);
    expect((await view("/pricing")).hit).toBe(false);
  });

  it("never sends the visitors' copy to a signed-in member", async () => {
    const { cookie } = await registerAndSignIn(server.url, {
      email: `cache-${crypto.randomUUID().slice(0, 8)}@example.test`,
      password: "cache-lantern-quill-1",
      firstName: "Cache",
      lastName: "Member",
    });
    for (const path of ["/", "/pricing", "/profile", "/settings", `/blog/${slug}`]) {
      await (await fetch(`${server.url}${path}`)).text(); // the visitors' copy, if the page has one
      const views = [];
      for (let i = 0; i < 3; i++) {
        const response = await fetch(`${server.url}${path}`, { headers: { cookie } });
        views.push({ control: response.headers.get("cache-control"), html: await response.text() });
      }
      for (const view of views) {
        // A member's own pages may be kept by their browser, to revalidate; never by a shared cache.
        expect(view.control, path).toBe(path.startsWith("/blog") ? "private, no-store" : "private, no-cache");
        expect(view.html, path).not.toContain("Begin Your Journey");
      }
    }
  });

  it("counts views served from the cache", async () => {
    for (let i = 0; i < 5; i++) await (await fetch(`${server.url}/blog/${slug}`)).text();
    // Views are written in batches (every 15 s, and on shutdown): a graceful stop writes the batch,
    // so no waiting on the clock (2 rendered views + 5 cached ones).
    expect(await server.stop("SIGTERM")).toBe(0);
    const db = new SQLite(server.databasePath, { readonly: true });
    const count = (db.prepare("SELECT view_count AS n FROM blog_posts WHERE id = ?").get(postId) as { n: number }).n;
    db.close();
    expect(count).toBeGreaterThanOrEqual(7);
  });
});
