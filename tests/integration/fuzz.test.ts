// Property-based bad input for every action and /api route, as guest, user and admin: whatever the
// body, the answer is a 4xx (or a redirect) with a message, never a 5xx, and a rejected request
// changes nothing in the database.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { sqlite } from "~/db.server";
import { insertUser } from "~/models/user.server";
import { hashPassword } from "~/services/password.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { createSession } from "~/http/session.server";
import { Client } from "../support/routes";

type RouteModule = { loader?: unknown; action?: unknown };
const apiModules = import.meta.glob<RouteModule>("../../app/routes/api/*.ts", { eager: true });
const pageModules = import.meta.glob<RouteModule>("../../app/routes/*.{ts,tsx}", { eager: true });

/** The URL a route file serves, from its file name ($id → a param). */
function pathOf(file: string, api: boolean) {
  const base = file.split("/").pop()!.replace(/\.tsx?$/, "");
  if (!api) return "/" + base.replace(/\./g, "/").replace(/^home$/, "").replace(/\$(\w+)/g, "x-$1");
  return "/api/" + base.replace(/\./g, "/").replace(/\$(\w+)/g, "x-$1");
}

const ugly = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "2023-02-30",
    "25:61",
    "1990-13-01",
    "99:99",
    "-91",
    "181",
    "NaN",
    "Infinity",
    "' OR 1=1 --",
    "\"; DROP TABLE users; --",
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "javascript:alert(1)",
    "\u0000\u0001\u001f",
    "price_",
    "../../etc/passwd",
    "x".repeat(70_000),
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

const fields = [
  "email", "password", "firstName", "lastName", "rememberMe", "token", "oldPassword", "newPassword", "confirmPassword",
  "username", "sendDailyInsights", "dailyInsights", "emailDailyInsights", "smsDailyInsights", "phoneNumber", "deliveryTime",
  "timezone", "theme", "birthDate", "birthTime", "birthPlace", "birthLatitude", "birthLongitude", "regenerateProfile",
  "partnerName", "partnerBirthDate", "partnerBirthTime", "partnerBirthPlace", "partnerBirthLatitude", "partnerBirthLongitude",
  "priceId", "isAdmin", "location", "title", "slug", "excerpt", "content", "category", "aiModel", "metaTitle",
  "metaDescription", "metaKeywords", "status", "publishedAt", "scheduledFor", "intent", "userId", "subject", "message", "q",
];

const jsonBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...fields), ugly, { maxKeys: 8 }).map((value) => JSON.stringify(value)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 50 }),
  fc.constantFrom("{", "[", "nul", "{\"email\":", "\"\\ud800\""),
);

const formBody = fc
  .dictionary(
    fc.constantFrom(...fields),
    fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom("2023-02-30", "25:61", "-91", "<script>x</script>", "on", "price_x", "x".repeat(5000))),
    { maxKeys: 8 },
  )
  .map((value) => new URLSearchParams(value).toString());

let userCookie = "";
let adminCookie = "";

beforeAll(async () => {
  const hash = await hashPassword("fuzz-password-1");
  const user = await insertUser({ email: "fuzz-user@example.test", passwordHash: hash, firstName: "Fuzz", lastName: "User" });
  const admin = await insertUser({ email: "fuzz-admin@example.test", passwordHash: hash, firstName: "Fuzz", lastName: "Admin", isAdmin: 1 });
  userCookie = (await createSession(user.id, false)).split(";")[0]!;
  adminCookie = (await createSession(admin.id, false)).split(";")[0]!;
});

function client(role: "guest" | "user" | "admin") {
  const c = new Client(`198.51.100.${role.length}`);
  const cookie = role === "user" ? userCookie : role === "admin" ? adminCookie : "";
  if (cookie) {
    const [name, value] = cookie.split("=");
    c.cookies.set(name!, value!);
  }
  return c;
}

const changes = () => (sqlite().prepare("SELECT total_changes() AS n").get() as { n: number }).n;

async function expectNo5xx(module: RouteModule, path: string, method: string, body: string, contentType: string, role: "guest" | "user" | "admin") {
  const before = changes();
  const response = await client(role).call(module as never, path, {
    method,
    body,
    headers: { "content-type": contentType },
    params: { id: "x-id", slug: "x-slug", slugOrId: "x-slug", sessionId: "x-session", token: "x" },
  });
  const label = `${method} ${path} as ${role} with ${contentType} ${body.slice(0, 120)}`;
  expect(response.status, label).toBeLessThan(500);
  if (response.status >= 400) {
    const text = await response.text();
    expect(text.length, `${label}: an error answer carries a message`).toBeGreaterThan(0);
    // Session rows are the only writes a rejected request may cause (none here: no logins succeed).
    expect(changes(), `${label}: rejected request changed the database`).toBe(before);
  }
}

const api = Object.entries(apiModules)
  .filter(([, module]) => typeof module.action === "function")
  .map(([file, module]) => ({ file, module, path: pathOf(file, true) }));
const pages = Object.entries(pageModules)
  .filter(([, module]) => typeof module.action === "function")
  .map(([file, module]) => ({ file, module, path: pathOf(file, false) }));

describe("malformed input never produces a 5xx", () => {
  it("finds the routes to fuzz", () => {
    expect(api.length).toBeGreaterThan(8);
    expect(pages.length).toBeGreaterThan(5);
  });

  for (const { file, module, path } of api) {
    it(`api ${file}`, async () => {
      await fc.assert(
        fc.asyncProperty(jsonBody, fc.constantFrom("guest", "user", "admin"), fc.constantFrom("POST", "PATCH", "DELETE"), async (body, role, method) => {
          resetRateLimits();
          await expectNo5xx(module, path, method, body, "application/json", role as "guest");
        }),
        { numRuns: 60 },
      );
    });
  }

  for (const { file, module, path } of pages) {
    it(`page action ${file}`, async () => {
      await fc.assert(
        fc.asyncProperty(formBody, fc.constantFrom("guest", "user", "admin"), async (body, role) => {
          resetRateLimits();
          await expectNo5xx(module, path, "POST", body, "application/x-www-form-urlencoded", role as "guest");
        }),
        { numRuns: 40 },
      );
    });
  }
});
