// The headers a CDN in front of the app relies on (docs/deployment.md), on the production server:
// public pages asked for without a cookie are the same bytes for every visitor (no nonce; inline
// scripts allowed by hash), `public` with `s-maxage`, a strong ETag and 304 on If-None-Match, rendered
// or from the page cache; members' pages are `private, no-cache` with an ETag made before rendering,
// 304 on a revisit, 200 once the member changes something, and never 304 for another member's tag.
import { createHash, randomUUID } from "node:crypto";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, signUpMember, startServer, tempDatabase } from "./server";

let server: RunningServer;
const slug = `edge-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  server = await startServer(tempDatabase("edge"));
  const db = new SQLite(server.databasePath);
  db.prepare(
    `INSERT INTO blog_posts (id, title, slug, excerpt, content, category, status, published_at)
     VALUES (?, 'Mercury at the Edge', ?, 'Quick and far.', 'Mercury is never far from the Sun.', 'planets_houses', 'published', ?)`,
  ).run(randomUUID(), slug, new Date(Date.now() - 3_600_000).toISOString());
  db.close();
}, 120_000);
afterAll(async () => {
  await server.stop();
});

const PUBLIC = ["/", "/pricing", "/blog", `/blog/${slug}`, "/privacy", "/terms", "/horoscope", "/horoscope/leo", "/sky", "/panchang"];

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + path, { headers });
  return { response, body: await response.text(), header: (name: string) => response.headers.get(name) ?? "" };
}

const inlineScripts = (html: string) => [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).filter(Boolean);

describe("public pages for a CDN", () => {
  it.each(PUBLIC)("%s without a cookie: public with s-maxage, no nonce, a strong ETag, 304 on If-None-Match", async (path) => {
    for (const source of ["rendered", "page cache"]) {
      const page = await get(path, { "accept-encoding": "br, gzip" });
      const label = `${path} (${source})`;
      expect(page.response.status, label).toBe(200);
      expect(page.header("cache-control"), label).toMatch(/^public, max-age=\d+, s-maxage=\d+/);
      expect(page.header("vary"), label).toMatch(/\bCookie\b/);
      expect(page.header("vary"), label).toMatch(/\bAccept-Encoding\b/);
      expect(page.header("content-security-policy"), label).not.toContain("nonce");
      expect(page.header("content-security-policy"), label).toContain("script-src 'self'");
      expect(page.body, label).not.toContain("nonce");
      // Every inline script (the framework's hydration data) is allowed by its hash.
      for (const script of inlineScripts(page.body)) {
        expect(page.header("content-security-policy"), label).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
      }
      const etag = page.header("etag");
      expect(etag, label).toMatch(/^"[\w-]+"$/);
      const again = await get(path, { "accept-encoding": "br, gzip", "if-none-match": etag });
      expect(again.response.status, label).toBe(304);
      expect(again.body, label).toBe("");
      expect(again.header("etag"), label).toBe(etag);
      expect(again.header("cache-control"), label).toBe(page.header("cache-control"));
    }
  });

  it("sends the same document to every guest, and a page rendered for the request says where its time went", async () => {
    const path = "/horoscope/leo/2024-04-08";
    const first = await get(path);
    const second = await get(path);
    expect(second.body).toBe(first.body);
    expect(first.header("server-timing")).toMatch(/^loader;dur=[\d.]+, render;dur=[\d.]+$/);
    expect(second.header("server-timing")).toBe("cache;desc=hit");
  });

  it("keeps a page with a cookie private, with a nonce", async () => {
    const page = await get("/pricing", { cookie: "theme=dark" });
    expect(page.header("cache-control")).toBe("private, no-cache");
    expect(page.header("content-security-policy")).toMatch(/'nonce-[^']+'/);
  });
});

describe("members' pages", () => {
  it("answer a revisit 304 with the ETag, 200 with the change after a change of preferences, and never 304 to another member's tag", async () => {
    const cookie = await signUpMember(server.url, "Revisit");
    const other = await signUpMember(server.url, "Other");
    for (const path of ["/profile?tab=birth", "/settings"]) {
      const first = await get(path, { cookie });
      expect(first.response.status, path).toBe(200);
      expect(first.header("cache-control"), path).toBe("private, no-cache");
      const etag = first.header("etag");
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      const revisit = await get(path, { cookie, "if-none-match": etag });
      expect(revisit.response.status, path).toBe(304);
      expect(revisit.body, path).toBe("");
      // The browser keeps the policy stored with the page, whose scripts carry its nonce.
      expect(revisit.header("content-security-policy"), path).toBe("");
      const theirs = await get(path, { cookie: other, "if-none-match": etag });
      expect(theirs.response.status, path).toBe(200);
      expect(theirs.body, path).toContain("Other");
    }
    const settings = await get("/settings", { cookie });
    const changed = await fetch(`${server.url}/preferences`, {
      method: "POST",
      headers: { cookie, accept: "application/json", origin: server.url },
      body: new URLSearchParams({ via: "dialog", username: "Vega" }),
    });
    expect(changed.status).toBe(200);
    const after = await get("/settings", { cookie, "if-none-match": settings.header("etag") });
    expect(after.response.status).toBe(200);
    expect(after.body).toContain("Vega");
    expect(after.header("etag")).not.toBe(settings.header("etag"));
  });
});
