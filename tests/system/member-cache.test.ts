// The member cache: a signed-in page that opted in is sent again to the same member while their
// session is live and nothing in the database has changed. Each copy carries its own nonce; a write
// (the member's own, another process's), a sign-out, a pending toast or another member's cookie
// gets a fresh render; pages that did not opt in are always rendered; cached article views count.
import crypto from "node:crypto";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, signUpMember, startServer, tempDatabase } from "./server";

let server: RunningServer;
const slug = `member-${crypto.randomUUID().slice(0, 8)}`;
const postId = crypto.randomUUID();

const member = (name: string) => signUpMember(server.url, name);

const get = (path: string, cookie: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers: { cookie, ...headers }, redirect: "manual" });
const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

/** Views until one is a hit (the first render after a change is never one). */
async function warm(path: string, cookie: string) {
  for (let i = 0; i < 3; i++) {
    const response = await get(path, cookie);
    await response.text();
    if (response.headers.get("x-cache") === "hit") return;
  }
  throw new Error(`${path} never came from the member cache`);
}

beforeAll(async () => {
  server = await startServer(tempDatabase("member-cache"));
  const db = new SQLite(server.databasePath);
  db.prepare(
    `INSERT INTO blog_posts (id, title, slug, excerpt, content, category, status, published_at)
     VALUES (?, 'Mercury Stations', ?, 'Three weeks of second looks.', 'Mercury appears to stand still twice a year.', 'planets_houses', 'published', ?)`,
  ).run(postId, slug, new Date(Date.now() - 3_600_000).toISOString());
  db.close();
}, 60_000);
afterAll(async () => {
  await server.stop();
});

describe("member cache", () => {
  it("sends the member's second view of /profile from memory, with a fresh nonce on every script", async () => {
    const cookie = await member("Ines");
    const first = await get("/profile", cookie);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBeNull();
    const firstHtml = await first.text();
    const second = await get("/profile", cookie, { "accept-encoding": "gzip" });
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(second.headers.get("content-encoding")).toBe("gzip");
    expect(second.headers.get("cache-control")).toBe("private, no-store");
    expect(second.headers.get("x-member-cache")).toBeNull();
    expect(first.headers.get("x-member-cache")).toBeNull();
    const nonce = nonceOf(second);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(first));
    const html = await second.text();
    expect(html.split(nonce!).join("N")).toBe(firstHtml.split(nonceOf(first)!).join("N"));
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("renders anew after the member's own write, showing it", async () => {
    const cookie = await member("Tomas");
    await warm("/settings", cookie);
    const saved = await fetch(`${server.url}/api/user/preferences`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ username: "Stargazer Tomas" }),
    });
    expect(saved.status).toBe(200);
    const after = await get("/settings", cookie);
    expect(after.headers.get("x-cache")).toBeNull();
    expect(await after.text()).toContain("Stargazer Tomas");
  });

  it("renders anew after another process writes to the database", async () => {
    const cookie = await member("Rosa");
    await warm("/profile", cookie);
    const db = new SQLite(server.databasePath);
    db.prepare("UPDATE users SET username = 'Rosa from the job' WHERE first_name = 'Rosa'").run();
    db.close();
    const after = await get("/profile", cookie);
    expect(after.headers.get("x-cache")).toBeNull();
    expect(await after.text()).toContain("Rosa from the job");
  });

  it("never sends a copy to a session that has ended, nor to another member", async () => {
    const cookie = await member("Luis");
    await warm("/profile", cookie);
    const other = await member("Marta");
    const theirs = await get("/profile", other);
    expect(theirs.headers.get("x-cache")).toBeNull();
    const theirHtml = await theirs.text();
    expect(theirHtml).toContain("Marta");
    expect(theirHtml).not.toContain("Luis");
    const logout = await fetch(`${server.url}/api/auth/logout`, { method: "POST", headers: { cookie, "content-type": "application/json" } });
    expect(logout.status).toBeLessThan(400);
    const after = await get("/profile", cookie);
    expect(after.headers.get("x-cache")).toBeNull();
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toMatch(/^\/login/);
  });

  it("keeps nothing while a toast is pending, and nothing of pages that did not opt in", async () => {
    const cookie = await member("Nuno");
    await warm("/profile", cookie);
    const flashed = await get("/profile", `${cookie}; ts_toast=pending`);
    expect(flashed.headers.get("x-cache")).toBeNull();
    await flashed.text();
    for (let i = 0; i < 3; i++) {
      const preferences = await get("/preferences", cookie);
      expect(preferences.status).toBe(200);
      expect(preferences.headers.get("x-cache")).toBeNull();
      expect(preferences.headers.get("x-member-cache")).toBeNull();
      await preferences.text();
    }
  });

  // Last: it stops the server, which writes the counted views on its way out.
  it("counts an article's views when members are sent copies", async () => {
    const cookie = await member("Beatriz");
    let requests = 0;
    let hits = 0;
    for (let i = 0; i < 6; i++) {
      const response = await get(`/blog/${slug}`, cookie);
      expect(response.status).toBe(200);
      requests++;
      if (response.headers.get("x-cache") === "hit") hits++;
      await response.text();
    }
    expect(hits).toBeGreaterThanOrEqual(4);
    expect(await server.stop()).toBe(0);
    const db = new SQLite(server.databasePath, { readonly: true });
    const { n } = db.prepare("SELECT view_count AS n FROM blog_posts WHERE id = ?").get(postId) as { n: number };
    db.close();
    expect(n).toBe(requests);
  });
});
