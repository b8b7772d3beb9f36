// Stored XSS: every user-controlled field that pages show comes back escaped — names, display
// name, birth place, partner name in a report — and a blog body's HTML is sanitized.
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer, tempDatabase } from "./server";

const PAYLOAD = `<img src=x onerror="alert('xss')"><script>alert(1)</script>`;
let server: RunningServer;
let cookie = "";

async function api(path: string, body: unknown, method = "POST") {
  const response = await fetch(server.url + path, {
    method,
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
  const setCookie = response.headers.getSetCookie().find((value) => value.startsWith("ts_session="));
  if (setCookie) cookie = setCookie.split(";")[0]!;
  return response;
}

async function page(path: string) {
  return (await fetch(server.url + path, { headers: { cookie } })).text();
}

function expectEscaped(html: string) {
  expect(html).not.toContain(`<img src=x onerror`);
  expect(html).not.toContain("<script>alert(1)</script>");
}

beforeAll(async () => {
  server = await startServer(tempDatabase("xss"));
  const email = `xss-${Date.now()}@example.test`;
  expect((await api("/api/auth/register", { email, password: "xss-lantern-quill-1", firstName: PAYLOAD, lastName: PAYLOAD })).status).toBe(201);
  expect((await api("/api/auth/login", { email, password: "xss-lantern-quill-1" })).status).toBe(200);
  expect((await api("/api/user/preferences", { username: PAYLOAD.slice(0, 50) })).status).toBe(200);
  const db = new SQLite(server.databasePath);
  db.prepare("UPDATE users SET subscription_tier = 'premium' WHERE email = ?").run(email);
  db.close();
  const profile = await api("/api/profile", {
    birthDate: "1985-07-13",
    birthTime: "10:20",
    birthPlace: PAYLOAD,
    birthLatitude: 40.7128,
    birthLongitude: -74.006,
  });
  expect(profile.status).toBe(201);
});
afterAll(async () => {
  await server.stop();
});

describe("stored XSS is escaped", () => {
  it.each(["/", "/profile?tab=birth", "/profile?tab=sun", "/settings", "/preferences", "/pricing", "/blog"])("%s", async (path) => {
    const html = await page(path);
    expectEscaped(html);
  });

  it("in the birth tab the place shows as text", async () => {
    const html = await page("/profile?tab=birth");
    expect(html).toContain("&lt;img src=x onerror=");
  });

  it("in a compatibility report", async () => {
    const response = await api("/api/compatibility", {
      partnerName: PAYLOAD.slice(0, 80),
      partnerBirthDate: "1987-02-01",
      partnerBirthTime: "",
      partnerBirthPlace: PAYLOAD,
      partnerBirthLatitude: 51.5,
      partnerBirthLongitude: -0.12,
    });
    expect([200, 201]).toContain(response.status);
    const form = new URLSearchParams({
      intent: "compatibility",
      partnerName: PAYLOAD.slice(0, 80),
      partnerBirthDate: "1987-02-01",
      partnerBirthTime: "",
      partnerBirthPlace: PAYLOAD,
      partnerBirthLatitude: "51.5",
      partnerBirthLongitude: "-0.12",
    });
    const html = await (
      await fetch(`${server.url}/profile?tab=compatibility`, { method: "POST", headers: { cookie, "content-type": "application/x-www-form-urlencoded" }, body: form })
    ).text();
    expect(html).toMatch(/\d+\/36/);
    expect(html).toContain("&lt;img src=x onerror=");
    expectEscaped(html);
  });
});
