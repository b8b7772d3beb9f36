import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { resetEnvForTests } from "~/env.server";
import * as forgotRoute from "~/routes/api/auth.forgot-password";
import * as loginRoute from "~/routes/api/auth.login";
import * as logoutRoute from "~/routes/api/auth.logout";
import * as registerRoute from "~/routes/api/auth.register";
import * as resetRoute from "~/routes/api/auth.reset-password";
import * as userRoute from "~/routes/api/auth.user";
import * as changeRoute from "~/routes/api/user.change-password";
import * as preferencesRoute from "~/routes/api/user.preferences";
import { EMAIL_TAKEN } from "~/schemas/auth";
import { resetRateLimits } from "~/services/rate-limit.server";
import { Client, json } from "../support/routes";

async function register(client: Client, email = `u${Math.random().toString(36).slice(2)}@example.test`, password = "lantern-orbit-123") {
  const response = await client.call(registerRoute, "/api/auth/register", {
    method: "POST",
    json: { email, password, firstName: "Vera", lastName: "Rubin" },
  });
  expect(response.status).toBe(201);
  // Registration signs the new member in, as the sign-in does.
  expect(client.cookies.get("ts_session")).toBeTruthy();
  return { email, password, setCookies: response.headers.getSetCookie(), body: await json<{ user: { email: string } }>(response) };
}

function latestResetLink(email: string) {
  return db()
    .selectFrom("outbox")
    .select("textBody")
    .where("recipient", "=", email)
    .orderBy("id", "desc")
    .executeTakeFirst()
    .then((row) => /reset-password\?token=([\w-]+)/.exec(row?.textBody ?? "")?.[1]);
}

beforeEach(() => resetRateLimits());

describe("register and login", () => {
  it("welcomes a new member by email, once, with the way to their chart", async () => {
    const { email } = await register(new Client());
    const welcomes = () => db().selectFrom("outbox").selectAll().where("recipient", "=", email).where("subject", "like", "Welcome%").execute();
    await expect.poll(async () => (await welcomes()).length).toBe(1);
    const mail = await welcomes();
    expect(mail.map((row) => row.subject)).toEqual(["Welcome to Three Skies: your chart starts here"]);
    expect(mail[0]!.textBody).toContain("Hello Vera,");
    expect(mail[0]!.textBody).toMatch(/Enter your birth details: https?:\/\/\S+\/profile/);
    expect(mail[0]!.htmlBody).toContain("Welcome to Three Skies");
    // A registration with the taken address welcomes nobody again (the owner gets a notice instead).
    const again = await new Client().call(registerRoute, "/api/auth/register", { method: "POST", json: { email, password: "lantern-orbit-123", firstName: "Vera", lastName: "Rubin" } });
    expect(again.status).toBe(409);
    await expect.poll(async () => (await db().selectFrom("outbox").select("id").where("recipient", "=", email).execute()).length).toBe(3);
    expect(await welcomes()).toHaveLength(1);
  });

  it("registers signed in: 201 with the user and a session cookie like the sign-in's", async () => {
    const client = new Client();
    const { email, body: created, setCookies } = await register(client, "Mixed.Case@Example.test");
    expect(created.user).toMatchObject({ email: "mixed.case@example.test", firstName: "Vera", emailVerified: false });
    expect(created.user).not.toHaveProperty("passwordHash");
    const cookie = setCookies.find((value) => value.startsWith("ts_session="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await client.call(userRoute, "/api/auth/user");
    expect(me.status).toBe(200);
    const body = await json(me);
    expect(body).toMatchObject({ email: email.toLowerCase(), firstName: "Vera", subscriptionTier: "free", isAdmin: false });
    expect(body).not.toHaveProperty("passwordHash");
  });

  it("never makes a second account with the same email in any case: 409 with the message, no session", async () => {
    await register(new Client(), "same@example.test");
    const response = await new Client().call(registerRoute, "/api/auth/register", {
      method: "POST",
      json: { email: "SAME@example.test", password: "lantern-orbit-123", firstName: "A", lastName: "B" },
    });
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({ message: EMAIL_TAKEN, errors: { email: [EMAIL_TAKEN] } });
    expect(response.headers.getSetCookie()).toEqual([]);
    const count = await db()
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("email", "=", "same@example.test")
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("answers the spec's validation messages with 400", async () => {
    const response = await new Client().call(registerRoute, "/api/auth/register", {
      method: "POST",
      json: { email: "nope", password: "short", firstName: "", lastName: 7 },
    });
    expect(response.status).toBe(400);
    const body = await json<{ message: string; errors: Record<string, string[]> }>(response);
    expect(body.errors.email).toEqual(["Please enter a valid email address"]);
    expect(body.errors.password).toEqual(["Password must be at least 8 characters"]);
    expect(body.errors.firstName).toEqual(["First name is required"]);
    expect(body.errors.lastName).toEqual(["Last name is required"]);
  });

  it.each([
    ["invalid JSON", "{not json"],
    ["an array", "[1,2]"],
    ["a string", '"hello"'],
    ["huge strings", JSON.stringify({ email: "a".repeat(100_000) + "@x.io", password: "p".repeat(100_000), firstName: "x", lastName: "y" })],
  ])("never answers 5xx for %s", async (_label, body) => {
    const response = await new Client().call(registerRoute, "/api/auth/register", { method: "POST", body, headers: { "content-type": "application/json" } });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await json(response)).message).toEqual(expect.any(String));
  });

  it("refuses a body over the size limit with 413", async () => {
    const response = await new Client().call(registerRoute, "/api/auth/register", {
      method: "POST",
      json: { email: "a@b.co", password: "x".repeat(300_000), firstName: "a", lastName: "b" },
    });
    expect(response.status).toBe(413);
  });

  it("logs in; wrong password and unknown email get the same 401 message", async () => {
    const { email, password } = await register(new Client());
    const wrong = await new Client().call(loginRoute, "/api/auth/login", { method: "POST", json: { email, password: "wrong-password" } });
    const unknown = await new Client().call(loginRoute, "/api/auth/login", { method: "POST", json: { email: "ghost@example.test", password: "whatever-1" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await json(wrong)).toEqual(await json(unknown));

    const client = new Client();
    const ok = await client.call(loginRoute, "/api/auth/login", { method: "POST", json: { email: email.toUpperCase(), password, rememberMe: true } });
    expect(ok.status).toBe(200);
    const cookie = ok.headers.getSetCookie().find((value) => value.startsWith("ts_session="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=2592000/);
    const session = await db().selectFrom("sessions").selectAll().where("persistent", "=", 1).executeTakeFirstOrThrow();
    expect(new Date(session.expire).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });

  it("without remember-me the cookie is a browser-session cookie with a server-side expiry", async () => {
    const { email, password } = await register(new Client());
    const client = new Client();
    const ok = await client.call(loginRoute, "/api/auth/login", { method: "POST", json: { email, password } });
    const cookie = ok.headers.getSetCookie().find((value) => value.startsWith("ts_session="))!;
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    const sid = await db().selectFrom("sessions").select(["expire"]).where("persistent", "=", 0).orderBy("createdAt", "desc").executeTakeFirstOrThrow();
    const hours = (new Date(sid.expire).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11);
    expect(hours).toBeLessThanOrEqual(12);
  });

  it("a tampered cookie is signed out", async () => {
    const client = new Client();
    await register(client);
    // Flip a character well inside the signature (the last base64 character can carry padding bits).
    const cookie = client.cookies.get("ts_session")!;
    const at = cookie.length - 10;
    client.cookies.set("ts_session", cookie.slice(0, at) + (cookie[at] === "A" ? "B" : "A") + cookie.slice(at + 1));
    expect((await client.call(userRoute, "/api/auth/user")).status).toBe(401);
  });

  it("logout ends the session on the server", async () => {
    const client = new Client();
    await register(client);
    const stolen = client.cookies.get("ts_session")!;
    expect((await client.call(logoutRoute, "/api/auth/logout", { method: "POST" })).status).toBe(200);
    const replay = new Client();
    replay.cookies.set("ts_session", stolen);
    expect((await replay.call(userRoute, "/api/auth/user")).status).toBe(401);
  });

  it("throttles repeated failed logins with 429", async () => {
    process.env.RATE_LIMIT_FACTOR = "1";
    resetEnvForTests();
    try {
      const client = new Client("203.0.113.9");
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const response = await client.call(loginRoute, "/api/auth/login", { method: "POST", json: { email: "x@example.test", password: "nope-nope" } });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      process.env.RATE_LIMIT_FACTOR = "1000";
      resetEnvForTests();
    }
  });
});

describe("forgot and reset password", () => {
  it("answers identically whether or not the email exists", async () => {
    const { email } = await register(new Client());
    const known = await new Client().call(forgotRoute, "/api/auth/forgot-password", { method: "POST", json: { email } });
    const unknown = await new Client().call(forgotRoute, "/api/auth/forgot-password", { method: "POST", json: { email: "nobody@example.test" } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.text()).toBe(await unknown.text());
    await expect.poll(() => latestResetLink(email)).toBeTruthy();
  });

  it("stores the token hashed, resets once, and ends every session", async () => {
    const client = new Client();
    const { email } = await register(client);
    await new Client().call(forgotRoute, "/api/auth/forgot-password", { method: "POST", json: { email } });
    await expect.poll(() => latestResetLink(email)).toBeTruthy();
    const token = (await latestResetLink(email))!;
    const stored = await db().selectFrom("passwordResetTokens").select("token").executeTakeFirstOrThrow();
    expect(stored.token).not.toBe(token);

    const reset = await new Client().call(resetRoute, "/api/auth/reset-password", { method: "POST", json: { token, password: "harbor-comet-9" } });
    expect(reset.status).toBe(200);
    expect((await client.call(userRoute, "/api/auth/user")).status).toBe(401);
    const again = await new Client().call(resetRoute, "/api/auth/reset-password", { method: "POST", json: { token, password: "another-pass-9" } });
    expect(again.status).toBe(400);
    const login = await new Client().call(loginRoute, "/api/auth/login", { method: "POST", json: { email, password: "harbor-comet-9" } });
    expect(login.status).toBe(200);
  });

  it("refuses an expired token", async () => {
    const { email } = await register(new Client());
    await new Client().call(forgotRoute, "/api/auth/forgot-password", { method: "POST", json: { email } });
    await expect.poll(() => latestResetLink(email)).toBeTruthy();
    const token = (await latestResetLink(email))!;
    await db().updateTable("passwordResetTokens").set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).execute();
    const response = await new Client().call(resetRoute, "/api/auth/reset-password", { method: "POST", json: { token, password: "harbor-comet-9" } });
    expect(response.status).toBe(400);
  });

  it("requires a token", async () => {
    const response = await new Client().call(resetRoute, "/api/auth/reset-password", { method: "POST", json: { password: "harbor-comet-9" } });
    expect(response.status).toBe(400);
    expect((await json<{ errors: Record<string, string[]> }>(response)).errors.token).toEqual(["Reset token is required"]);
  });
});

describe("change password and preferences", () => {
  it("changes the password, keeps this session and ends the others", async () => {
    const mine = new Client();
    const { email, password } = await register(mine);
    const other = new Client();
    await other.call(loginRoute, "/api/auth/login", { method: "POST", json: { email, password } });

    const mismatch = await mine.call(changeRoute, "/api/user/change-password", {
      method: "POST",
      json: { oldPassword: password, newPassword: "meadow-quill-1", confirmPassword: "meadow-quill-2" },
    });
    expect(mismatch.status).toBe(400);
    expect((await json<{ errors: Record<string, string[]> }>(mismatch)).errors.confirmPassword).toEqual(["Passwords do not match"]);

    const wrong = await mine.call(changeRoute, "/api/user/change-password", {
      method: "POST",
      json: { oldPassword: "not-it-at-all", newPassword: "meadow-quill-1", confirmPassword: "meadow-quill-1" },
    });
    expect(wrong.status).toBe(400);

    const ok = await mine.call(changeRoute, "/api/user/change-password", {
      method: "POST",
      json: { oldPassword: password, newPassword: "meadow-quill-1", confirmPassword: "meadow-quill-1" },
    });
    expect(ok.status).toBe(200);
    expect((await mine.call(userRoute, "/api/auth/user")).status).toBe(200);
    expect((await other.call(userRoute, "/api/auth/user")).status).toBe(401);
  });

  it("needs a signed-in user", async () => {
    const response = await new Client().call(changeRoute, "/api/user/change-password", { method: "POST", json: {} });
    expect(response.status).toBe(401);
    const prefs = await new Client().call(preferencesRoute, "/api/user/preferences", { method: "POST", json: { username: "x" } });
    expect(prefs.status).toBe(401);
  });

  it("accepts the menu shape and refuses delivery changes from a free user", async () => {
    const client = new Client();
    await register(client);
    const menu = await client.call(preferencesRoute, "/api/user/preferences", {
      method: "POST",
      json: { username: "Moonchild", sendDailyInsights: true, timezone: "Asia/Kolkata" },
    });
    expect(menu.status).toBe(200);
    expect(await json(menu)).toMatchObject({ user: { username: "Moonchild", timezone: "Asia/Kolkata" } });

    const delivery = await client.call(preferencesRoute, "/api/user/preferences", {
      method: "POST",
      json: { dailyInsights: true, emailDailyInsights: true, smsDailyInsights: false, phoneNumber: null, deliveryTime: "09:00" },
    });
    expect(delivery.status).toBe(403);
    const me = await json<{ id: string }>(await client.call(userRoute, "/api/auth/user"));
    const user = await db().selectFrom("users").selectAll().where("id", "=", me.id).executeTakeFirstOrThrow();
    expect(user.emailDailyInsights).toBe(0);
    expect(user.deliveryTime).toBe("08:00");
  });

  it("validates the settings shape for a premium user", async () => {
    const client = new Client();
    await register(client);
    const me = await json<{ id: string }>(await client.call(userRoute, "/api/auth/user"));
    await db().updateTable("users").set({ subscriptionTier: "premium" }).where("id", "=", me.id).execute();
    const badTime = await client.call(preferencesRoute, "/api/user/preferences", { method: "POST", json: { deliveryTime: "25:61" } });
    expect(badTime.status).toBe(400);
    expect((await json(badTime)).message).toBe("Delivery time must be in HH:MM format");
    // Names the runtime knows but the tz database (which the day is counted with) does not are refused as well.
    for (const timezone of ["Mars/Olympus", "Factory", "utc", "SystemV/EST5"]) {
      const badZone = await client.call(preferencesRoute, "/api/user/preferences", { method: "POST", json: { timezone } });
      expect(badZone.status, timezone).toBe(400);
      expect(await json(badZone), timezone).toMatchObject({ message: "Timezone must be a valid IANA time zone" });
    }
    const noPhone = await client.call(preferencesRoute, "/api/user/preferences", { method: "POST", json: { smsDailyInsights: true, phoneNumber: null } });
    expect(noPhone.status).toBe(400);
    const ok = await client.call(preferencesRoute, "/api/user/preferences", {
      method: "POST",
      json: { dailyInsights: true, emailDailyInsights: true, smsDailyInsights: true, phoneNumber: "+1 415 555 2671", deliveryTime: "07:00" },
    });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({ user: { smsDailyInsights: true, phoneNumber: "+14155552671", deliveryTime: "07:00" } });
  });
});
