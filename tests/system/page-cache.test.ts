// The page cache for signed-out visitors: a second view is served from memory with its own fresh
// nonce (in the CSP header and on every script), signed-in and flashed requests never get its copy,
// writes clear it, and cached article views still count.
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

describe("page cache", () => {
  it("serves the second anonymous view from memory with a fresh nonce", async () => {
    const first = await fetch(`${server.url}/blog/${slug}`);
    expect(first.headers.get("x-cache")).toBeNull();
    await first.text();
    const second = await fetch(`${server.url}/blog/${slug}`, { headers: { "accept-encoding": "br" } });
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(second.headers.get("content-encoding")).toBe("br");
    expect(second.headers.get("x-view-id")).toBeNull();
    const nonce = nonceOf(second.headers.get("content-security-policy"));
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(first.headers.get("content-security-policy")));
    const html = await second.text();
    expect(html).toContain("Saturn Returns, Calmly");
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("never caches for a signed-in visitor or a flashed message", async () => {
    await fetch(`${server.url}/blog/${slug}`);
    const signedIn = await fetch(`${server.url}/blog/${slug}`, { headers: { cookie: "ts_session=whatever" } });
    expect(signedIn.headers.get("x-cache")).toBeNull();
    const flashed = await fetch(`${server.url}/blog/${slug}`, { headers: { cookie: "ts_toast=x" } });
    expect(flashed.headers.get("x-cache")).toBeNull();
  });

  it("keeps light and dark copies apart", async () => {
    // The theme cookie as the app writes it (React Router encodes the value).
    const cookie = (await createCookie("theme").serialize("dark")).split(";")[0]!;
    await fetch(`${server.url}/blog`, { headers: { cookie } });
    const dark = await (await fetch(`${server.url}/blog`, { headers: { cookie } })).text();
    const light = await (await fetch(`${server.url}/blog`)).text();
    expect(dark).toMatch(/<html[^>]*class="dark"/);
    expect(light).not.toMatch(/<html[^>]*class="dark"/);
  });

  it("serves the guests' landing and pricing pages from memory with a fresh nonce", async () => {
    for (const path of ["/", "/pricing"]) {
      const first = await fetch(`${server.url}${path}`);
      await first.text();
      const second = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(second.headers.get("x-cache"), path).toBe("hit");
      // Compressed once, the nonce spliced in (server/gzip-splice.ts); fetch decodes it.
      expect(second.headers.get("content-encoding"), path).toBe("gzip");
      const nonce = nonceOf(second.headers.get("content-security-policy"));
      expect(nonce).toBeTruthy();
      expect(nonce).not.toBe(nonceOf(first.headers.get("content-security-policy")));
      const html = await second.text();
      expect(html.replace(/<[^>]+>/g, "")).toContain(path === "/" ? "Discover Your Three Skies" : "Premium");
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  it("never sends the visitors' copy to a signed-in member", async () => {
    const { cookie } = await registerAndSignIn(server.url, {
      email: `cache-${crypto.randomUUID().slice(0, 8)}@example.test`,
      password: "cache-password-1",
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
        // The member's own page (the member cache may send it again: tests/system/member-cache.test.ts).
        expect(view.control, path).toBe("private, no-store");
        expect(view.html, path).not.toContain("Begin Your Journey");
      }
    }
  });

  it("sends documents compressed whole, with their length", async () => {
    const response = await fetch(`${server.url}/blog/${slug}`, { headers: { "accept-encoding": "br", cookie: "theme=dark" } });
    expect(response.headers.get("x-cache")).toBeNull();
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(Number(response.headers.get("content-length"))).toBeGreaterThan(0);
    expect(response.headers.get("vary") ?? "").toMatch(/accept-encoding/i);
    expect(await response.text()).toContain("Saturn Returns, Calmly");
    const gzip = await fetch(`${server.url}/blog/${slug}`, { headers: { "accept-encoding": "gzip", cookie: "theme=dark" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toContain("Saturn Returns, Calmly");
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
