// The guards as an attacker probes them, through the real HTTP server of the production build: any
// spelling of an /api path, cookies that alias a session, cross-site logout, caching of personal
// JSON, secrets in the log, the listening address and the proxy header.
import net from "node:net";
import os from "node:os";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, signUpMember, startServer, tempDatabase } from "./server";

const PASSWORD = "member-lantern-1";
/** What a browser asks for when it posts a form and shows the answer. */
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

function outboxText(server: RunningServer, recipient: string) {
  const db = new SQLite(server.databasePath, { readonly: true });
  try {
    return (db.prepare("SELECT text_body AS text FROM outbox WHERE recipient = ? ORDER BY id").all(recipient) as Array<{ text: string }>).map((row) => row.text);
  } finally {
    db.close();
  }
}

function emailOf(server: RunningServer, cookie: string) {
  return fetch(`${server.url}/api/auth/user`, { headers: { cookie } }).then(async (response) => ((await response.json()) as { email: string }).email);
}

describe("guards", () => {
  let server: RunningServer;
  let cookie: string;
  let email: string;

  beforeAll(async () => {
    server = await startServer(tempDatabase("guards"));
    cookie = await signUpMember(server.url, "Guard");
    email = await emailOf(server, cookie);
  }, 60_000);
  afterAll(async () => {
    await server.stop();
  });

  it("cross-site text/plain posts to /API, /Api, /%61pi and /api are refused and set no cookie", async () => {
    const attempts = [
      ["/API/auth/login", { email, password: PASSWORD }],
      ["/Api/auth/register", { email: "new-guard@example.test", password: "another quiet lantern", firstName: "N", lastName: "G" }],
      ["/%61pi/auth/login", { email, password: PASSWORD }],
      ["/api/auth/login", { email, password: PASSWORD }],
      ["/api\\auth/login", { email, password: PASSWORD }],
    ] as const;
    for (const [path, body] of attempts) {
      for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, {}] as Array<Record<string, string>>) {
        const response = await fetch(server.url + path, { method: "POST", headers: { "content-type": "text/plain", ...headers }, body: JSON.stringify(body) });
        expect([403, 415], `${path} ${JSON.stringify(headers)}`).toContain(response.status);
        expect(response.headers.getSetCookie(), path).toEqual([]);
      }
    }
    // The same path spelled any way, from the site itself, still signs in: the guard, not the path, refused.
    const same = await fetch(`${server.url}/API/auth/login`, { method: "POST", headers: { "content-type": "application/json", origin: server.url }, body: JSON.stringify({ email, password: PASSWORD }) });
    expect(same.status).toBe(200);
    // A cross-site write changed nothing, and the refusal is one log line, not a stack trace.
    expect(server.log()).toMatch(/\[refused\] 403 POST \/api\/auth\/login: cross-site/);
    expect(server.log()).not.toMatch(/^\s+at /m);
  });

  it("a cookie header that aliases the session is 401, and the alias alone is nobody", async () => {
    const signed = cookie.slice("ts_session=".length);
    const aliased = await fetch(`${server.url}/api/profile`, { headers: { cookie: `a=1; ts_session =${signed}; ts_session=alias-guard` } });
    expect(aliased.status).toBe(401);
    const twice = await fetch(`${server.url}/api/profile`, { headers: { cookie: `ts_session=${signed}; ts_session=alias-guard` } });
    expect(twice.status).toBe(401);
    const alias = await fetch(`${server.url}/api/profile`, { headers: { cookie: "ts_session=alias-guard" } });
    expect(alias.status).toBe(401);
    const own = await fetch(`${server.url}/api/profile`, { headers: { cookie: `theme=dark; ${cookie}` } });
    expect(own.status).toBe(200);
  });

  it("personal /api JSON says Cache-Control: private, no-store", async () => {
    for (const path of ["/api/profile", "/api/forecast", "/api/auth/user", "/api/horoscope/daily"]) {
      const response = await fetch(server.url + path, { headers: { cookie } });
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("a refused path with a line break, a carriage return or U+2028 cannot start a log line of its own", async () => {
    for (const breaker of ["%0A", "%0D", "%E2%80%A8", "%0D%0A"]) {
      const forged = `/api/auth/login${breaker}[mail:outbox]%20to=forged-${encodeURIComponent(breaker)}@example.test`;
      const response = await fetch(server.url + forged, { method: "POST", headers: { "content-type": "text/plain", origin: "https://evil.example" }, body: "{}" });
      expect(response.status, breaker).toBe(403);
    }
    await expect.poll(() => server.log()).toMatch(/\[refused\] 403 POST \/api\/auth\/login\\r\\n\[mail:outbox\] to=forged-/);
    const lines = server.log().split(/\r\n|[\n\r\u2028\u2029\u0085]/);
    expect(lines.filter((line) => line.includes("to=forged-")).length).toBe(4);
    for (const line of lines) expect(line).not.toMatch(/^\[mail:outbox\] to=forged-/);
  });

  it("a cross-site POST /logout leaves the session working; the site's own logout ends it", async () => {
    const other = await signUpMember(server.url, "Leaver");
    for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, { origin: "null" }] as Array<Record<string, string>>) {
      const response = await fetch(`${server.url}/logout`, { method: "POST", redirect: "manual", headers: { cookie: other, "content-type": "application/x-www-form-urlencoded", ...headers }, body: "" });
      expect(response.status).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect((await fetch(`${server.url}/api/profile`, { headers: { cookie: other } })).status).toBe(200);
    expect(server.log()).toMatch(/\[refused\] 403 POST \/logout: cross-site/);
    const own = await fetch(`${server.url}/logout`, { method: "POST", redirect: "manual", headers: { cookie: other, origin: server.url, "content-type": "application/x-www-form-urlencoded" }, body: "" });
    expect(own.status).toBe(302);
    expect((await fetch(`${server.url}/api/profile`, { headers: { cookie: other } })).status).toBe(401);
  });

  it("a body over the limit: a browser's form post reads a page in its language, /api and scripts the JSON", async () => {
    const big = "x".repeat(300 * 1024);
    const post = (path: string, headers: Record<string, string>) =>
      fetch(server.url + path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, ...headers }, body: big });
    // The address's language, whatever the browser's; without a prefix, the browser's.
    const hindi = await post("/hi/login", { accept: BROWSER_ACCEPT, "accept-language": "en-US" });
    expect(hindi.status).toBe(413);
    expect(hindi.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await hindi.text()).toBe('<!doctype html><html lang="hi"><meta charset="utf-8"><title>भेजी गई सामग्री बहुत बड़ी है।</title><p>भेजी गई सामग्री बहुत बड़ी है।</p></html>\n');
    expect(await (await post("/settings", { accept: BROWSER_ACCEPT, "accept-language": "zh-CN,zh;q=0.9" })).text()).toContain('<html lang="zh-Hans"><meta charset="utf-8"><title>提交的内容过大。</title>');
    for (const [path, accept] of [["/api/auth/login", BROWSER_ACCEPT], ["/hi/login", "*/*"], ["/settings", "application/json"]]) {
      const response = await post(path!, { accept: accept!, "accept-language": "hi-IN" });
      expect(response.status, path).toBe(413);
      expect(await response.text(), `${path} ${accept}`).toBe('{"message":"Request body is too large"}');
    }
  });

  it("after a password-reset request the log holds no reset token", async () => {
    const response = await fetch(`${server.url}/api/auth/forgot-password`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email }) });
    expect(response.status).toBe(200);
    const token = outboxText(server, email)
      .map((text) => /reset-password\?token=([\w-]+)/.exec(text)?.[1])
      .find(Boolean);
    expect(token).toBeTruthy();
    await expect.poll(() => server.log()).toContain("reset-password?token=[redacted]");
    expect(server.log()).not.toContain(token);
  });
});

describe("webhooks and the write budget", () => {
  it("webhooks count against the address's budget of writes like every other write", async () => {
    const server = await startServer(tempDatabase("webhook-budget"), { RATE_LIMIT_FACTOR: "1" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 121; i++) {
        const response = await fetch(`${server.url}/api/stripe/webhook`, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=forged" }, body: "{}" });
        statuses.push(response.status);
        if (response.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      expect(statuses.slice(0, 120).every((status) => status === 400)).toBe(true);
      expect(statuses[120]).toBe(429);
      // Over budget, a browser's form post reads a page in its reader's language (the address's, else the
      // footer's choice, else the browser's), its Retry-After kept; /api and scripts keep the JSON.
      const post = (path: string, headers: Record<string, string>) =>
        fetch(server.url + path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, ...headers }, body: "email=a" });
      const hindi = await post("/hi/login", { accept: BROWSER_ACCEPT });
      expect(hindi.status).toBe(429);
      expect(Number(hindi.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await hindi.text()).toMatch(/^<!doctype html><html lang="hi"><meta charset="utf-8"><title>(बहुत अधिक अनुरोध। कृपया (\d+ सेकंड|1 मिनट) बाद फिर से प्रयास करें।)<\/title><p>\1<\/p><\/html>\n$/);
      const chosen = await post("/settings", { accept: BROWSER_ACCEPT, cookie: "ts_locale=zh-Hans", "accept-language": "hi-IN" });
      expect(await chosen.text()).toMatch(/<html lang="zh-Hans">.*<p>请求过于频繁。请在 (\d+ 秒|1 分钟)后重试。<\/p>/);
      for (const [path, accept] of [["/api/auth/login", BROWSER_ACCEPT], ["/hi/login", "*/*"]]) {
        const response = await post(path!, { accept: accept!, "accept-language": "hi-IN" });
        expect(response.status, path).toBe(429);
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await response.text(), `${path} ${accept}`).toMatch(/^\{"message":"Too many requests\. Please try again in (\d+ seconds?|1 minute)\."\}$/);
      }
    } finally {
      await server.stop();
    }
  });
});

/** An address of this machine other than loopback, when it has one. */
function outsideAddress() {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const address of list ?? []) if (address.family === "IPv4" && !address.internal) return address.address;
  }
  return undefined;
}

function connects(host: string, port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

describe.runIf(outsideAddress())("the listening address and Fly's proxy header", () => {
  const outside = outsideAddress()!;

  it("with HOST=127.0.0.1 the server listens on 127.0.0.1 only", async () => {
    const server = await startServer(tempDatabase("host"), { HOST: "127.0.0.1" });
    try {
      const port = Number(new URL(server.url).port);
      expect(await connects("127.0.0.1", port)).toBe(true);
      expect(await connects(outside, port)).toBe(false);
    } finally {
      await server.stop();
    }
  });

  it("with TRUST_PROXY=fly, Fly-Client-Ip sent straight to the port from outside is ignored", async () => {
    const server = await startServer(tempDatabase("fly-direct"), { HOST: "0.0.0.0", TRUST_PROXY: "fly", RATE_LIMIT_FACTOR: "1" });
    try {
      const port = new URL(server.url).port;
      const statuses: number[] = [];
      // Twelve sign-in attempts, each naming another client: one address to the limiter all the same.
      for (let i = 0; i < 12; i++) {
        const response = await fetch(`http://${outside}:${port}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json", "fly-client-ip": `198.51.100.${i + 1}` },
          body: JSON.stringify({ email: `nobody-${i}@example.test`, password: "not the password" }),
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await server.stop();
    }
  });
});
