// Security headers on the production server: an enforced CSP with a fresh nonce on every document,
// the nonce on every script, no X-Powered-By, HSTS, nosniff; open redirects refused.
import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, signUpMember, startServer, tempDatabase } from "./server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer(tempDatabase("headers"));
});
afterAll(async () => {
  await server.stop();
});

/** A GET answered as sent: the body's bytes before any decoding. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

// Pages that are not the same for every visitor (forms, an error page); the public ones, shared by
// every guest without a nonce, are tests/system/edge.test.ts's.
const pages = ["/login", "/register", "/forgot-password", "/reset-password", "/no-such-page"];

describe("a page script's form post asking for JSON", () => {
  it("gets the action's data as JSON, not the page (the Preferences dialog)", async () => {
    const cookie = await signUpMember(server.url, "Dialog");
    const post = (fields: Record<string, string>) =>
      fetch(`${server.url}/preferences`, { method: "POST", headers: { cookie, accept: "application/json", origin: server.url }, body: new URLSearchParams({ via: "dialog", ...fields }) });
    const saved = await post({ username: "Vega", theme: "dark" });
    expect(saved.status).toBe(200);
    expect(saved.headers.get("content-type")).toMatch(/^application\/json/);
    expect(saved.headers.get("cache-control")).toBe("private, no-store");
    expect(saved.headers.get("set-cookie")).toMatch(/^theme=/);
    expect(await saved.json()).toMatchObject({ ok: true, displayName: "Vega" });
    const refused = await post({ username: "x".repeat(51) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ ok: false, message: "Display name must be at most 50 characters" });
    // Without the header the same post answers with the page.
    const page = await fetch(`${server.url}/preferences`, { method: "POST", headers: { cookie, origin: server.url }, body: new URLSearchParams({ via: "dialog", username: "Vega" }) });
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  });
});

describe("headers", () => {
  it.each(pages)("%s has an enforced CSP whose nonce is on every script", async (path) => {
    const response = await fetch(server.url + path);
    const csp = response.headers.get("content-security-policy");
    expect(csp).toBeTruthy();
    expect(response.headers.get("content-security-policy-report-only")).toBeNull();
    const nonce = /'nonce-([^']+)'/.exec(csp!)![1]!;
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toMatch(/form-action 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    // Interactive pages ship scripts; static public pages may ship none. Either way, every one has the nonce.
    if (path === "/login" || path === "/register") expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBeTruthy();
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  it("uses a fresh nonce per request", async () => {
    const a = (await fetch(server.url + "/login")).headers.get("content-security-policy");
    const b = (await fetch(server.url + "/login")).headers.get("content-security-policy");
    expect(a).not.toBe(b);
  });

  it("serves precompressed static assets", async () => {
    // The blog hydrates (account pages ship only the small enhancement script).
    const html = await (await fetch(server.url + "/blog")).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)![0];
    const response = await fetch(server.url + asset, { headers: { "accept-encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toMatch(/immutable/);
  });

  it("compresses bodies of 1 KB and more, and sends smaller ones as they are", async () => {
    const health = await fetch(server.url + "/healthcheck", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(health.headers.get("content-encoding")).toBeNull();
    expect(health.headers.get("content-length")).toBe("2");
    expect(await health.text()).toBe("OK");
    // A member's chart as JSON (several kilobytes) and a page, read as the bytes on the wire.
    const cookie = await signUpMember(server.url, "Json");
    for (const [path, encoding] of [["/api/profile", "br"], ["/api/profile", "gzip"], ["/settings", "br"], ["/blog", "gzip"]] as const) {
      const wire = await rawGet(server.url + path, { cookie, "accept-encoding": encoding });
      expect(wire.status, path).toBe(200);
      expect(wire.headers["content-encoding"], path).toBe(encoding);
      expect(wire.headers.vary ?? "", path).toMatch(/accept-encoding/i);
      const text = (encoding === "br" ? zlib.brotliDecompressSync(wire.body) : zlib.gunzipSync(wire.body)).toString();
      expect(text.length, path).toBeGreaterThan(1024);
      expect(wire.body.length, path).toBeLessThan(text.length / 2);
    }
    // A member's page carries the stylesheet deflated once: gzip, where a browser also takes brotli.
    const page = await rawGet(server.url + "/settings", { cookie, "accept-encoding": "gzip, deflate, br" });
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(page.body).toString()).toMatch(/<style>[^]+<\/style>/);
  });

  it("serves the files of public/ by their paths, and nothing else from the disk", async () => {
    const offline = await fetch(server.url + "/offline.html", { headers: { "accept-encoding": "br" } });
    expect(offline.status).toBe(200);
    expect(offline.headers.get("content-type")).toMatch(/text\/html/);
    expect(offline.headers.get("content-encoding")).toBe("br");
    expect(offline.headers.get("cache-control")).toBe("public, max-age=3600");
    const icon = await fetch(server.url + "/favicon.svg");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toMatch(/image\/svg\+xml/);
    // Build files that are not public/'s answer the app's 404 page.
    for (const path of ["/offline.html.br", "/assets", "/favicon.svg/x"]) {
      const response = await fetch(server.url + path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toMatch(/text\/html/);
    }
  });

  it.each(["//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"])(
    "refuses to redirect to %s after login",
    async (target) => {
      const email = `redir-${Math.random().toString(36).slice(2)}@example.test`;
      await fetch(server.url + "/api/auth/register", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: "redirect-password", firstName: "R", lastName: "D" }),
      });
      const response = await fetch(server.url + "/login", {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email, password: "redirect-password", redirectTo: target }),
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/");
    },
  );

  it("refuses oversized bodies with 413", async () => {
    const response = await fetch(server.url + "/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "a@b.co", password: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
  });
});
