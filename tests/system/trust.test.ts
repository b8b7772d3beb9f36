// Production trust, through the real HTTP server of the production build (issue "Production trust"):
// payments nobody can forge, limits nobody can dodge, cross-site writes refused, no 5xx.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import SQLite from "better-sqlite3";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAndSignIn, type RunningServer, startServer, tempDatabase } from "./server";

const ADMIN_EMAIL = "owner@trust.test";
const PASSWORD = "quiet orbit lantern";

/** Registers through the API and answers the session cookie. */
async function register(server: RunningServer, email: string, password = PASSWORD) {
  return (await registerAndSignIn(server.url, { email, password, firstName: "Trust", lastName: "Test" })).cookie;
}

function tier(server: RunningServer, email: string) {
  const db = new SQLite(server.databasePath, { readonly: true });
  try {
    return (db.prepare("SELECT subscription_tier AS tier FROM users WHERE email = ?").get(email) as { tier: string }).tier;
  } finally {
    db.close();
  }
}

/** Every literal webhook secret written anywhere in the source and tests. */
function webhookSecretsInSource() {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(ts|tsx|mjs|md|toml|example)$/.test(entry.name)) {
        for (const match of fs.readFileSync(file, "utf8").matchAll(/whsec_[A-Za-z0-9_]+/g)) found.add(match[0]);
      }
    }
  };
  for (const dir of ["app", "server", "scripts", "tests", "db", "docs"]) walk(dir);
  for (const file of [".env.example", "README.md", "fly.toml"]) if (fs.existsSync(file)) for (const match of fs.readFileSync(file, "utf8").matchAll(/whsec_[A-Za-z0-9_]+/g)) found.add(match[0]);
  found.add("three-skies-development-session-secret");
  found.add("");
  return [...found];
}

describe("production without Stripe keys and without BILLING_MODE", () => {
  let server: RunningServer;
  let cookie: string;
  const email = `free-${Date.now()}@trust.test`;

  beforeAll(async () => {
    server = await startServer(tempDatabase("trust-off"), { BILLING_MODE: "", RATE_LIMIT_FACTOR: "1", TRUST_PROXY: "fly", ADMIN_EMAIL });
    cookie = await register(server, email);
  }, 60_000);
  afterAll(async () => {
    await server.stop();
  });

  it("checkout and portal answer 503 Payments are not configured; the pricing page says so", async () => {
    for (const target of ["/api/stripe/create-checkout-session", "/api/stripe/create-portal-session"]) {
      const response = await fetch(server.url + target, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ priceId: "price_threeskies_monthly" }),
      });
      expect(response.status, target).toBe(503);
      expect(await response.json()).toEqual({ message: "Payments are not configured" });
    }
    const upgrade = await fetch(`${server.url}/pricing`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: "priceId=price_threeskies_monthly",
    });
    expect(upgrade.status).toBe(503);
    expect(await (await fetch(`${server.url}/pricing`)).text()).toContain("Payments are not configured");
    // The free tier keeps working.
    expect((await fetch(`${server.url}/settings`, { headers: { cookie } })).status).toBe(200);
  });

  it("a webhook signed with any constant found in the source is 400, and nothing makes the user Premium", async () => {
    const secrets = webhookSecretsInSource();
    expect(secrets.length).toBeGreaterThan(2);
    const db = new SQLite(server.databasePath, { readonly: true });
    const userId = (db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: string }).id;
    db.close();
    for (const secret of secrets) {
      const payload = JSON.stringify({
        id: `evt_forged_${Math.random().toString(36).slice(2)}`,
        object: "event",
        type: "customer.subscription.created",
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: "sub_forged", object: "subscription", customer: "cus_forged", status: "active", metadata: { userId }, items: { data: [{ price: { id: "price_threeskies_monthly" }, current_period_end: 1e15 }] } } },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: secret || "x" });
      const response = await fetch(`${server.url}/api/stripe/webhook`, { method: "POST", headers: { "stripe-signature": signature, "content-type": "application/json" }, body: payload });
      expect(response.status, secret).toBe(400);
    }
    expect(tier(server, email)).toBe("free");
  });

  it("ten failed logins from one Fly-Client-Ip: the 11th from it is 429 with Retry-After; the owner's password from another address signs in", async () => {
    const login = (address: string, password: string) =>
      fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "fly-client-ip": address },
        body: JSON.stringify({ email, password }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await login("198.51.100.1", "not the password at all");
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const owner = await login("198.51.100.2", PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.headers.getSetCookie().some((value) => value.startsWith("ts_session="))).toBe(true);
  });

  it("POST /api/user/preferences: a foreign Origin is 403, text/plain is 415, the site itself is 200", async () => {
    const post = (headers: Record<string, string>, body = JSON.stringify({ username: "Trusty" })) =>
      fetch(`${server.url}/api/user/preferences`, { method: "POST", headers: { cookie, ...headers }, body });
    expect((await post({ origin: "https://evil.example", "content-type": "application/json" })).status).toBe(403);
    expect((await post({ "sec-fetch-site": "cross-site", "content-type": "application/json" })).status).toBe(403);
    expect((await post({ origin: "null", "content-type": "application/json" })).status).toBe(403);
    const plain = await post({ "content-type": "text/plain" });
    expect(plain.status).toBe(415);
    expect(await plain.json()).toMatchObject({ message: expect.stringContaining("application/json") });
    expect((await post({ "content-type": "application/x-www-form-urlencoded" }, "username=Trusty")).status).toBe(415);
    const same = await post({ origin: server.url, "sec-fetch-site": "same-origin", "content-type": "application/json" });
    expect(same.status, await same.clone().text()).toBe(200);
    // Webhooks stay reachable from anywhere (they are verified by signature instead).
    expect((await fetch(`${server.url}/api/stripe/webhook`, { method: "POST", headers: { origin: "https://evil.example", "content-type": "text/plain" }, body: "{}" })).status).toBe(400);
  });

  it("registering with password1 or 12345678 is 400 with a message", async () => {
    for (const password of ["password1", "12345678"]) {
      const response = await fetch(`${server.url}/api/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json", "fly-client-ip": "192.0.2.77" },
        body: JSON.stringify({ email: `weak-${password}@trust.test`, password, firstName: "W", lastName: "P" }),
      });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/too common/);
    }
  });

  it("/settings for a signed-in user is Cache-Control: private, no-cache (the member's browser revalidates it)", async () => {
    const response = await fetch(`${server.url}/settings`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
  });

  it("answers each request of the attacker's list with a 4xx, never a 5xx", async () => {
    const adminCookie = await register(server, ADMIN_EMAIL);
    const requests: Array<[string, RequestInit]> = [["/%E0%A4%A", {}], ["/blog/%E0%A4%A", {}], ["/assets/%FF%FE", {}]];
    const pages = [
      "/settings",
      "/billing-portal",
      "/checkout/cs_anything",
      "/admin/add-user",
      "/admin/delete-user",
      "/admin/admin-perms",
      "/admin/reset-password",
      "/admin/cancel-sub",
      "/admin/create-sub",
      "/admin/fix-birth",
      "/admin/blog/new",
      "/admin/blog/no-such-post/edit",
      "/admin/blog/no-such-post/delete",
    ];
    for (const page of pages) {
      const who = page.startsWith("/admin") ? adminCookie : cookie;
      requests.push([page, { method: "POST", headers: { cookie: who, "content-type": "application/json" }, body: JSON.stringify({ intent: "portal" }) }]);
      requests.push([page, { method: "POST", headers: { cookie: who, "content-type": "multipart/form-data; boundary=xyz" }, body: "--xyz\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nbroken" }]);
    }
    for (const [target, init] of requests) {
      const response = await fetch(server.url + target, { redirect: "manual", ...init });
      // Deleting a post that is not there goes back to the list with a "Post not found" toast.
      const lowest = target.endsWith("/delete") ? 300 : 400;
      expect(response.status, `${init.method ?? "GET"} ${target}`).toBeGreaterThanOrEqual(lowest);
      expect(response.status, `${init.method ?? "GET"} ${target}`).toBeLessThan(500);
    }
  });

  it("a body left unread by an early answer does not stall its connection: the next request on it is answered", async () => {
    // One kept-alive connection for every request, so each one follows an answer given before its body was read.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    const send = (method: string, target: string, headers: Record<string, string> = {}, body?: string) =>
      new Promise<{ status: number; connection?: string }>((resolve, reject) => {
        const request = http.request(server.url + target, { method, headers, agent }, (response) => {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode!, connection: response.headers.connection }));
        });
        request.on("socket", (socket) => sockets.add(socket));
        request.on("error", reject);
        request.end(body);
      });
    // Under the limit by its declared length: read and dropped, the connection kept.
    const large = JSON.stringify({ password: "x".repeat(250_000) });
    const early: Array<[string, string, string, number]> = [
      ["POST", "/api/user/change-password", "application/json", 401], // the guard answers first
      ["POST", "/pricing", "application/x-www-form-urlencoded", 302], // a guest is sent to sign in
      ["POST", "/blog/rss.xml", "application/json", 405], // no action at all
      ["PUT", "/api/user/preferences", "text/plain", 415], // refused content type
    ];
    try {
      for (const [method, target, type, status] of early) {
        expect((await send(method, target, { "content-type": type, origin: server.url }, large)).status, `${method} ${target}`).toBe(status);
        expect((await send("GET", "/healthcheck")).status, `the request after ${method} ${target}`).toBe(200);
      }
      // The answers above all came on one connection, kept alive and read to the end each time.
      expect(sockets.size).toBe(1);
      // Over the limit: 413 up front, readable by the client, and that connection is closed.
      const tooLarge = await send("POST", "/api/user/preferences", { "content-type": "application/json", origin: server.url }, "x".repeat(1_100_000));
      expect(tooLarge).toEqual({ status: 413, connection: "close" });
      expect((await send("GET", "/healthcheck")).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it("a redirectTo above U+00FF on /login, /register and /theme is never a 500", async () => {
    const target = "/profile?tab=ā✓";
    // An account of its own, from addresses of their own.
    const email = `redirect-login-${Date.now()}@trust.test`;
    await register(server, email);
    const login = await fetch(`${server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "fly-client-ip": "192.0.2.10" },
      body: new URLSearchParams({ email, password: PASSWORD, redirectTo: target }),
    });
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/profile?tab=%C4%81%E2%9C%93");
    expect(login.headers.getSetCookie().some((value) => value.startsWith("ts_session="))).toBe(true);
    const registered = await fetch(`${server.url}/register`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "fly-client-ip": "192.0.2.11" },
      body: new URLSearchParams({ email: `redirect-${Date.now()}@trust.test`, password: PASSWORD, firstName: "R", lastName: "D", redirectTo: target }),
    });
    // Registration signs in and goes on to the (encoded) target, as the sign-in does.
    expect(registered.status).toBe(302);
    expect(registered.headers.get("location")).toBe("/profile?tab=%C4%81%E2%9C%93");
    expect(registered.headers.getSetCookie().some((value) => value.startsWith("ts_session="))).toBe(true);
    const theme = await fetch(`${server.url}/theme`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ theme: "dark", redirectTo: target }),
    });
    expect(theme.status).toBe(302);
  });
});

describe("production with BILLING_MODE=local (a demo deployment)", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer(tempDatabase("trust-local"), { BILLING_MODE: "local", RATE_LIMIT_FACTOR: "1" });
  }, 60_000);
  afterAll(async () => {
    await server.stop();
  });

  it("checkout works as before and the pages say it is a demo", async () => {
    const email = `demo-${Date.now()}@trust.test`;
    const cookie = await register(server, email);
    expect(await (await fetch(`${server.url}/pricing`)).text()).toContain("Demo payment: no card is charged");
    const created = await fetch(`${server.url}/api/stripe/create-checkout-session`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ priceId: "price_threeskies_monthly" }),
    });
    expect(created.status).toBe(200);
    const { url } = (await created.json()) as { url: string };
    const page = await fetch(server.url + url, { headers: { cookie } });
    expect(await page.text()).toContain("Demo payment: no card is charged");
    const paid = await fetch(server.url + url, { method: "POST", redirect: "manual", headers: { cookie, "content-type": "application/x-www-form-urlencoded" }, body: "" });
    expect(paid.status).toBe(302);
    expect(tier(server, email)).toBe("premium");
  });

  it("without TRUST_PROXY=fly the Fly-Client-Ip header is ignored altogether", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "fly-client-ip": `198.51.100.${i + 1}` },
        body: JSON.stringify({ email: `nobody-${i}@trust.test`, password: "not the password at all" }),
      });
      statuses.push(response.status);
    }
    // Eleven accounts, eleven header values, one socket address: the address's limit of 10 sign-in
    // attempts a minute applies (the registration above used one of them). Were the header trusted,
    // every attempt would be a first one.
    const first = statuses.indexOf(429);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(10);
    expect(statuses.slice(0, first).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(first).every((status) => status === 429)).toBe(true);
  });
});
