// The public sky pages through a CDN: asked for without a cookie they carry no nonce (a CSP of the
// site's own scripts), the same bytes for every visitor, and a `public, max-age, s-maxage` header with
// Vary: Cookie; with any cookie (a chosen zone, a theme, a session) they are the visitor's own copy,
// with a nonce and never `public`. The zone asked for in the address is part of the cache key.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAndSignIn, type RunningServer, startServer, tempDatabase } from "./server";

let server: RunningServer;

beforeAll(async () => {
  server = await startServer(tempDatabase("shared-pages"));
}, 60_000);
afterAll(async () => {
  await server.stop();
});

const SHARED = [
  "/sky/2024-04-08",
  "/sky/2024-04-08?tz=Asia/Tokyo",
  "/sky",
  "/horoscope",
  "/horoscope/aries/2024-04-08",
  "/horoscope/aries/week/2024-W15",
  "/panchang/2024-04-08",
  "/chinese-calendar/2024-04-08",
];

async function get(path: string, cookie?: string) {
  const response = await fetch(server.url + path, { headers: cookie ? { cookie } : {} });
  return { response, html: await response.text(), csp: response.headers.get("content-security-policy") ?? "", cache: response.headers.get("cache-control") ?? "" };
}

describe("shared public pages", () => {
  it.each(SHARED)("%s without a cookie: no nonce, the same bytes for all, public for shared caches", async (path) => {
    const first = await get(path);
    const second = await get(path);
    expect(first.response.status).toBe(200);
    expect(first.cache).toMatch(/^public, max-age=\d+, s-maxage=\d+/);
    expect(first.response.headers.get("vary")).toMatch(/\bCookie\b/);
    expect(first.csp).toContain("script-src 'self'");
    expect(first.csp).not.toContain("nonce");
    expect(first.html).not.toContain("nonce");
    // The page script, a file of the build's own (content-hashed, so a kept copy never names a stale one).
    expect(first.html).toMatch(/<script type="module" src="\/assets\/enhance-[\w-]+\.js">/);
    // Nothing in the document is per request: what a CDN keeps is what anyone would have got.
    expect(second.html).toBe(first.html);
    expect(second.csp).toBe(first.csp);
  });

  it("names the zone of ?tz= in the document, so each zone's address is its own copy", async () => {
    const utc = await get("/sky/2024-04-08");
    const tokyo = await get("/sky/2024-04-08?tz=Asia/Tokyo");
    const text = (html: string) => html.replace(/<!-- -->/g, "");
    expect(text(utc.html)).toContain("every time on this page is UTC");
    expect(text(tokyo.html)).toContain("every time on this page is Tokyo time");
  });

  it("is the visitor's own copy, with a nonce and never public, once a cookie comes with the request", async () => {
    const { cookie: session } = await registerAndSignIn(server.url, {
      email: `cdn-${crypto.randomUUID().slice(0, 8)}@example.test`,
      password: "member-lantern-1",
      firstName: "Cdn",
      lastName: "Tester",
    });
    for (const [cookie, expected] of [
      ["ts_zone=Asia%2FTokyo", "private, no-cache"],
      ["theme=dark", "private, no-cache"],
      [session, "private, no-store"],
    ] as const) {
      for (const path of ["/sky/2024-04-08", "/panchang/2024-04-08", "/chinese-calendar/2024-04-08"]) {
        const page = await get(path, cookie);
        expect(page.response.status, `${path} ${cookie}`).toBe(200);
        expect(page.cache, `${path} ${cookie}`).toBe(expected);
        const nonce = /'nonce-([^']+)'/.exec(page.csp)?.[1];
        expect(nonce, `${path} ${cookie}`).toBeTruthy();
        for (const tag of page.html.match(/<script\b[^>]*\bsrc=[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
      }
    }
  });

  it("keeps the nonce on every page its loader did not declare public", async () => {
    for (const path of ["/login", "/register"]) {
      const page = await get(path);
      expect(page.csp, path).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
      expect(page.cache, path).not.toMatch(/public/);
    }
  });

  it("answers a bad zone in the address privately (the form's message), never as a shared page", async () => {
    const page = await get("/sky/2024-04-08?tz=Nowhere/Atlantis");
    expect(page.response.status).toBe(400);
    expect(page.cache).toBe("private, no-store");
    expect(page.csp).toContain("'nonce-");
  });
});
