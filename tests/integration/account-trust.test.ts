// Accounts as an attacker tries them: common passwords, old reset links, per-account limits,
// names with invisible characters, redirect targets outside Latin-1; and the configuration schema.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db.server";
import { parseEnv, resetEnvForTests } from "~/env.server";
import { findUserByEmail } from "~/models/user.server";
import * as forgotRoute from "~/routes/api/auth.forgot-password";
import * as loginRoute from "~/routes/api/auth.login";
import * as registerRoute from "~/routes/api/auth.register";
import * as resetRoute from "~/routes/api/auth.reset-password";
import * as changeRoute from "~/routes/api/user.change-password";
import * as preferencesRoute from "~/routes/api/user.preferences";
import * as loginPage from "~/routes/login";
import * as signInLinkPage from "~/routes/login.link";
import * as signInLinkApi from "~/routes/api/auth.sign-in-link";
import * as userRoute from "~/routes/api/auth.user";
import { SIGN_IN_PAUSED } from "~/services/auth.server";
import { SIGN_IN_LINK_INVALID, SIGN_IN_LINK_SENT } from "~/services/sign-in-link.server";
import { cleanName } from "~/schemas/text";
import { safeRedirect } from "~/schemas/auth";
import * as passwords from "~/services/password.server";
import { PASSWORD_TOO_COMMON, passwordProblem } from "~/services/password-policy.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import * as adminResetRoute from "~/routes/api/admin.users.$id.reset-password";
import { Client, json, newSignedInUser } from "../support/routes";

beforeEach(() => resetRateLimits());
afterEach(() => vi.restoreAllMocks());

let count = 0;
async function register(client: Client, overrides: Record<string, string> = {}) {
  count += 1;
  const body = { email: `trust-${count}-${Math.random().toString(36).slice(2, 8)}@example.test`, password: "quiet orbit lantern", firstName: "Vera", lastName: "Rubin", ...overrides };
  const response = await client.call(registerRoute, "/api/auth/register", { method: "POST", json: body });
  // Registration signs the new member in (the client keeps the session cookie).
  return { response, ...body };
}

async function resetLinks(email: string) {
  const rows = await db().selectFrom("outbox").select("textBody").where("recipient", "=", email).orderBy("id").execute();
  return rows.map((row) => /reset-password\?token=([\w-]+)/.exec(row.textBody)?.[1]).filter((token): token is string => Boolean(token));
}

async function mailSubjects(email: string) {
  return (await db().selectFrom("outbox").select("subject").where("recipient", "=", email).orderBy("id").execute()).map((row) => row.subject);
}

describe("password rule", () => {
  it.each(["password1", "12345678", "password", "        ", "qwertyuiop", " password ", "password password", "qwerty 123", "Threeskies1",
    // Other separators, full width and invisible characters fold away before scoring.
    "qwerty-123", "qwerty_123", "letmein-123", "p.a.s.s.w.o.r.d", "ｐａｓｓｗｏｒｄ１２３", "\u200Bpassword\u200B", "pass\uFE0Fword1"])("registering with %j is 400 with a message", async (password) => {
    const { response } = await register(new Client(), { password });
    expect(response.status).toBe(400);
    const body = await json<{ message: string; errors: Record<string, string[]> }>(response);
    expect(body.message).toMatch(/too common|only spaces/);
    expect(body.errors.password?.[0]).toBe(body.message);
  });

  it("a password made of the user's own email is refused; a passphrase is accepted", async () => {
    expect(await passwordProblem("maria.mitchell@example.test", ["maria.mitchell@example.test"])).toBe(PASSWORD_TOO_COMMON);
    expect(await passwordProblem("quiet orbit lantern")).toBeNull();
  });

  it("separators are no help, yet a random password with mixed symbols keeps their worth", async () => {
    for (const password of ["j#4Lp!9z", "Kx!9@mQ2", "correct-horse-battery", "s3cur3-P4ss!"]) expect(await passwordProblem(password), password).toBeNull();
    expect(await passwordProblem("qwerty - 123")).toBe(PASSWORD_TOO_COMMON);
  });

  it("the same rule holds for a change and a reset", async () => {
    const client = new Client();
    const { email, password } = await register(client);
    const change = await client.call(changeRoute, "/api/user/change-password", {
      method: "POST",
      json: { oldPassword: password, newPassword: "qwerty_123", confirmPassword: "qwerty_123" },
    });
    expect(change.status).toBe(400);
    expect(await json(change)).toMatchObject({ message: PASSWORD_TOO_COMMON });
    await new Client().call(forgotRoute, "/api/auth/forgot-password", { method: "POST", json: { email } });
    await expect.poll(async () => (await resetLinks(email)).length).toBe(1);
    const [token] = await resetLinks(email);
    const reset = await new Client().call(resetRoute, "/api/auth/reset-password", { method: "POST", json: { token, password: "ｐａｓｓｗｏｒｄ１２３" } });
    expect(reset.status).toBe(400);
    expect(await json(reset)).toMatchObject({ message: PASSWORD_TOO_COMMON });
  });

  it("an admin's reset refuses the same padded and spaced passwords", async () => {
    const { client: admin } = await newSignedInUser({ admin: true });
    const { user } = await newSignedInUser();
    for (const newPassword of [" password ", "password password", "qwerty 123", "Threeskies1"]) {
      const reset = await admin.call(adminResetRoute, `/api/admin/users/${user.id}/reset-password`, { method: "PATCH", json: { newPassword }, params: { id: user.id } });
      expect(reset.status, newPassword).toBe(400);
      expect(await json(reset)).toMatchObject({ message: PASSWORD_TOO_COMMON });
    }
    const good = await admin.call(adminResetRoute, `/api/admin/users/${user.id}/reset-password`, { method: "PATCH", json: { newPassword: "tidal amber compass" }, params: { id: user.id } });
    expect(good.status).toBe(200);
  });
});

describe("reset links and the password-changed email", () => {
  it("using one reset link ends every other outstanding link, and the owner is told", async () => {
    const { email } = await register(new Client());
    for (let i = 0; i < 2; i++) await new Client().call(forgotRoute, "/api/auth/forgot-password", { method: "POST", json: { email } });
    await expect.poll(async () => (await resetLinks(email)).length).toBe(2);
    const [older, newer] = await resetLinks(email);
    const used = await new Client().call(resetRoute, "/api/auth/reset-password", { method: "POST", json: { token: newer, password: "silver comet harbor" } });
    expect(used.status).toBe(200);
    const stale = await new Client().call(resetRoute, "/api/auth/reset-password", { method: "POST", json: { token: older, password: "another calm meadow" } });
    expect(stale.status).toBe(400);
    await expect.poll(() => mailSubjects(email)).toContain("Your Three Skies password was changed");
    const mail = await db().selectFrom("outbox").selectAll().where("recipient", "=", email).where("subject", "=", "Your Three Skies password was changed").executeTakeFirstOrThrow();
    expect(mail.textBody).toMatch(/was changed on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(mail.textBody).toContain("/forgot-password");
  });

  it("a password change sends the email too", async () => {
    const client = new Client();
    const { email, password } = await register(client);
    const change = await client.call(changeRoute, "/api/user/change-password", {
      method: "POST",
      json: { oldPassword: password, newPassword: "velvet night garden", confirmPassword: "velvet night garden" },
    });
    expect(change.status).toBe(200);
    await expect.poll(() => mailSubjects(email)).toContain("Your Three Skies password was changed");
  });

  it("reset emails are limited per email address, whatever the client address", async () => {
    process.env.RATE_LIMIT_FACTOR = "1";
    resetEnvForTests();
    resetRateLimits();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await new Client(`198.51.100.${i + 1}`).call(forgotRoute, "/api/auth/forgot-password", { method: "POST", json: { email: "flood@example.test" } });
        statuses.push(response.status);
        if (response.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      process.env.RATE_LIMIT_FACTOR = "1000";
      resetEnvForTests();
      resetRateLimits();
    }
  });
});

/** Runs `body` with the production limits (RATE_LIMIT_FACTOR=1), counts starting from zero. */
async function withRealLimits(body: () => Promise<void>) {
  process.env.RATE_LIMIT_FACTOR = "1";
  resetEnvForTests();
  resetRateLimits();
  try {
    await body();
  } finally {
    process.env.RATE_LIMIT_FACTOR = "1000";
    resetEnvForTests();
    resetRateLimits();
  }
}

async function failFrom(address: string, email: string, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const response = await new Client(address).call(loginRoute, "/api/auth/login", { method: "POST", json: { email, password: "not the password" } });
    statuses.push(response.status);
  }
  return statuses;
}

async function signInLinks(email: string) {
  const rows = await db().selectFrom("outbox").select("textBody").where("recipient", "=", email).orderBy("id").execute();
  return rows.map((row) => /\/login\/link\?token=([\w-]+)/.exec(row.textBody)?.[1]).filter((token): token is string => Boolean(token));
}

describe("failed sign-ins per account", () => {
  it("after ten failures from one address that address waits (429), and the owner's password from another signs in", () =>
    withRealLimits(async () => {
      const { email, password } = await register(new Client());
      expect(await failFrom("203.0.113.1", email, 11)).toEqual([...Array(10).fill(401), 429]);
      const again = await new Client("203.0.113.1").call(loginPage, "/login", { method: "POST", form: { email, password } });
      expect(again.status).toBe(429);
      expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
      const owner = await new Client("198.51.100.7").call(loginPage, "/login", { method: "POST", form: { email, password } });
      expect(owner.status).toBe(302);
      expect(owner.headers.getSetCookie().some((cookie) => cookie.startsWith("ts_session="))).toBe(true);
    }));

  it("a flood from many addresses pauses the password; a one-time link by email signs the owner in, once", () =>
    withRealLimits(async () => {
      const { email, password } = await register(new Client());
      // Fifty wrong passwords: the hash check itself is not what is tested here, and is slow by design.
      const check = vi.spyOn(passwords, "verifyPassword").mockResolvedValue(false);
      for (let i = 0; i < 5; i++) expect(await failFrom(`203.0.113.${10 + i}`, email, 10)).toEqual(Array(10).fill(401));
      check.mockRestore();
      const paused = await new Client("198.51.100.8").call(loginRoute, "/api/auth/login", { method: "POST", json: { email, password } });
      expect(paused.status).toBe(429);
      expect(await json(paused)).toMatchObject({ message: SIGN_IN_PAUSED });
      const page = await new Client("198.51.100.8").call(loginPage, "/login", { method: "POST", form: { email, password } });
      expect(page.status).toBe(429);

      const asked = await new Client("198.51.100.8").call(signInLinkApi, "/api/auth/sign-in-link", { method: "POST", json: { email } });
      expect(asked.status).toBe(200);
      expect(await json(asked)).toEqual({ message: SIGN_IN_LINK_SENT });
      await expect.poll(async () => (await signInLinks(email)).length).toBe(1);
      const [token] = await signInLinks(email);
      // Opening the link spends nothing (mail scanners open links); the page's button signs in.
      const opened = await new Client().call(signInLinkPage, `/login/link?token=${token}`);
      expect(opened.status).toBe(200);
      const browser = new Client("198.51.100.8");
      const used = await browser.call(signInLinkPage, "/login/link", { method: "POST", form: { intent: "use", token: token! } });
      expect(used.status).toBe(302);
      expect((await browser.call(userRoute, "/api/auth/user")).status).toBe(200);
      const twice = await new Client().call(signInLinkPage, "/login/link", { method: "POST", form: { intent: "use", token: token! } });
      expect(twice.status).toBe(400);
      expect(JSON.stringify(await twice.json())).toContain(SIGN_IN_LINK_INVALID);
    }));

  it("a link is asked for with the same answer for unknown addresses, expires, and a newer one voids the older", async () => {
    const unknown = await new Client().call(signInLinkPage, "/login/link", { method: "POST", form: { email: "nobody-here@example.test" } });
    expect(unknown.status).toBe(200);
    expect(await json(unknown)).toMatchObject({ sent: "nobody-here@example.test" });
    expect(await signInLinks("nobody-here@example.test")).toEqual([]);

    const { email } = await register(new Client());
    for (let i = 0; i < 2; i++) await new Client().call(signInLinkApi, "/api/auth/sign-in-link", { method: "POST", json: { email } });
    await expect.poll(async () => (await signInLinks(email)).length).toBe(2);
    const [older, newer] = await signInLinks(email);
    const use = (token: string) => new Client().call(signInLinkPage, "/login/link", { method: "POST", form: { intent: "use", token } });
    expect((await use(older!)).status).toBe(400);
    await db().updateTable("signInLinks").set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).execute();
    expect((await use(newer!)).status).toBe(400);
    // Only hashes are stored.
    const stored = await db().selectFrom("signInLinks").select("tokenHash").execute();
    expect(stored.map((row) => row.tokenHash)).not.toContain(newer);
  });

  it("an unknown email pays for a password check as a known one does (no timing oracle)", async () => {
    const decoy = vi.spyOn(passwords, "spendEquivalentHashTime");
    const response = await new Client().call(loginRoute, "/api/auth/login", { method: "POST", json: { email: "nobody-at-all@example.test", password: "whatever it is" } });
    expect(response.status).toBe(401);
    expect(decoy).toHaveBeenCalledTimes(1);
  });
});

describe("names", () => {
  it("removes control, bidi-override and zero-width characters", () => {
    expect(cleanName("Ada\u0000 Love\r\nlace")).toBe("Ada Love lace");
    expect(cleanName("\u202Eevil\u202C name\u200B\uFEFF")).toBe("evil name");
    expect(cleanName("  José   Núñez ")).toBe("José Núñez");
  });

  it("stores the cleaned names; a name that becomes empty is refused", async () => {
    const client = new Client();
    const { response, email } = await register(client, { firstName: "\u202EAnn\u200B\u0000", lastName: "Jump\r\ncannon" });
    expect(response.status).toBe(201);
    const user = (await findUserByEmail(email))!;
    expect(user.firstName).toBe("Ann");
    expect(user.lastName).toBe("Jump cannon");
    const empty = await register(new Client(), { firstName: "\u200B\u200D\u202E" });
    expect(empty.response.status).toBe(400);
    expect(await json(empty.response)).toMatchObject({ message: "First name is required" });
    const display = await client.call(preferencesRoute, "/api/user/preferences", { method: "POST", json: { username: "\u2066Star\u2069\u0007gazer" } });
    expect(display.status).toBe(200);
    expect((await findUserByEmail(email))!.username).toBe("Star gazer");
  });
});

describe("redirect targets", () => {
  it("are percent-encoded to ASCII so a Location header can always carry them", () => {
    expect(safeRedirect("/profile?tab=ā")).toBe("/profile?tab=%C4%81");
    expect(safeRedirect("/x\u{1F600}")).toBe("/x%F0%9F%98%80");
    expect(safeRedirect("/x\uD800")).toBe("/");
  });
});

describe("configuration", () => {
  const production = { NODE_ENV: "production", SESSION_SECRET: "a-long-production-secret" };

  it("a bad value stops the start with the variable's name", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ COMPRESSION_LEVEL: "12" })).toThrow(/COMPRESSION_LEVEL/);
    expect(() => parseEnv({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET: required in production/);
  });

  it("payments: stripe with a key, local outside production, off in production unless asked for", () => {
    expect(parseEnv({}).BILLING_MODE).toBe("local");
    expect(parseEnv({ STRIPE_SECRET_KEY: "sk_test_x" }).BILLING_MODE).toBe("stripe");
    expect(parseEnv(production).BILLING_MODE).toBe("off");
    expect(parseEnv({ ...production, BILLING_MODE: "local" }).BILLING_MODE).toBe("local");
    expect(() => parseEnv({ ...production, STRIPE_SECRET_KEY: "sk_live_x" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => parseEnv({ BILLING_MODE: "stripe" })).toThrow(/BILLING_MODE/);
  });

  it("SESSION_SECRET takes a rotation list: the first signs, all verify", () => {
    const value = parseEnv({ ...production, SESSION_SECRET: "new-secret-first, old-secret-second" });
    expect(value.SESSION_SECRET).toBe("new-secret-first");
    expect(value.SESSION_SECRETS).toEqual(["new-secret-first", "old-secret-second"]);
  });
});
