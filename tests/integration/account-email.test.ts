// The account's address: registration that signs in at once and tells a taken address so (its owner is
// emailed), single-use confirmation links, changing the address, consent on record.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { REGISTER_EMAIL_WORDING } from "~/domain/consent";
import { message } from "~/i18n/messages.server";
import { resetEnvForTests } from "~/env.server";
import * as loginRoute from "~/routes/api/auth.login";
import * as registerRoute from "~/routes/api/auth.register";
import * as resendRoute from "~/routes/api/auth.resend-verification";
import * as userRoute from "~/routes/api/auth.user";
import * as verifyRoute from "~/routes/api/auth.verify-email";
import * as changeEmailRoute from "~/routes/api/user.change-email";
import * as homePage from "~/routes/home";
import * as registerPage from "~/routes/register";
import * as settingsPage from "~/routes/settings";
import * as verifyPage from "~/routes/verify-email";
import { deleteExpiredEmailLinks, LINK_EXPIRED, LINK_INVALID, LINK_OTHER_ACCOUNT, LINK_USED } from "~/services/account-email.server";
import { insertUser } from "~/models/user.server";
import { EMAIL_TAKEN } from "~/schemas/auth";
import { resetRateLimits } from "~/services/rate-limit.server";
import { Client, json } from "../support/routes";

const PASSWORD = "velvet-orbit-quarry";

function fresh() {
  return `m${Math.random().toString(36).slice(2)}@example.test`;
}

async function mails(to: string) {
  return db().selectFrom("outbox").select(["subject", "textBody"]).where("recipient", "=", to).orderBy("id").execute();
}

/** The token of the newest link sent to `to` (mail goes out in the background). */
async function linkTo(to: string, count = 1) {
  await expect.poll(async () => (await mails(to)).filter((m) => m.textBody.includes("/verify-email?token=")).length).toBe(count);
  const all = (await mails(to)).filter((m) => m.textBody.includes("/verify-email?token="));
  return /verify-email\?token=([\w-]+)/.exec(all[all.length - 1]!.textBody)![1]!;
}

async function register(client: Client, email: string, password = PASSWORD) {
  return client.call(registerRoute, "/api/auth/register", { method: "POST", json: { email, password, firstName: "Lise", lastName: "Meitner" } });
}

async function signedIn(email: string, password = PASSWORD) {
  const client = new Client();
  expect((await client.call(loginRoute, "/api/auth/login", { method: "POST", json: { email, password } })).status).toBe(200);
  return client;
}

async function me(client: Client) {
  return json<{ email: string; emailVerified: boolean }>(await client.call(userRoute, "/api/auth/user"));
}

function verify(client: Client, token: string) {
  return client.call(verifyRoute, "/api/auth/verify-email", { method: "POST", json: { token } });
}

beforeEach(() => resetRateLimits());

describe("registration", () => {
  it("sends a confirmation written as an email, not the registration form's words", async () => {
    const email = fresh();
    expect((await register(new Client(), email)).status).toBe(201);
    await linkTo(email);
    const confirmation = (await mails(email)).find((m) => m.textBody.includes("/verify-email?token="))!;
    expect(confirmation.textBody).not.toContain(REGISTER_EMAIL_WORDING);
    expect(confirmation.textBody).not.toMatch(/We will email you/);
  });

  it("signs a new address in at once; a taken one is a 409 that signs nobody in, and its owner is told", async () => {
    const email = fresh();
    const first = await register(new Client(), email);
    const again = new Client();
    const second = await register(again, email.toUpperCase(), "another-long-passphrase");
    expect(first.status).toBe(201);
    expect(first.headers.getSetCookie().some((cookie) => cookie.startsWith("ts_session="))).toBe(true);
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ message: EMAIL_TAKEN, errors: { email: [EMAIL_TAKEN] } });
    expect(second.headers.getSetCookie()).toEqual([]);

    await expect.poll(async () => (await mails(email)).map((m) => m.subject).sort()).toEqual([
      "A new Three Skies account was requested with your email",
      "Confirm your email for Three Skies",
      "Welcome to Three Skies: your chart starts here",
    ]);
    const notice = (await mails(email)).find((m) => m.subject?.startsWith("A new"))!.textBody;
    expect(notice).toContain("nothing was created");
    expect(notice).not.toContain("verify-email?token=");
    expect(await db().selectFrom("users").select("id").where("email", "=", email).execute()).toHaveLength(1);
    // The first password still signs in; the second never became one.
    await signedIn(email);
    expect((await again.call(loginRoute, "/api/auth/login", { method: "POST", json: { email, password: "another-long-passphrase" } })).status).toBe(401);
  });

  it("the HTML form signs in and loads / (the birth form); a taken address is a 409 on the email field", async () => {
    const email = fresh();
    const form = { email, password: PASSWORD, firstName: "Lise", lastName: "Meitner" };
    const client = new Client();
    const created = await client.call(registerPage, "/register", { method: "POST", form });
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe("/");
    expect(created.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect(client.cookies.get("ts_session")).toBeTruthy();
    expect(await json(await client.call(homePage, "/"))).toMatchObject({ signedIn: true, chart: { view: "onboarding" } });
    expect(await me(client)).toMatchObject({ email, emailVerified: false });

    const taken = await new Client().call(registerPage, "/register", { method: "POST", form });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ status: "error", error: { email: [EMAIL_TAKEN] } });
    expect(taken.headers.getSetCookie()).toEqual([]);
    await expect.poll(async () => (await mails(email)).length).toBe(3);
  });

  it("keeps the probing slow: past five taken addresses an hour, every registration from that client is a 429", async () => {
    const owners = [fresh(), fresh(), fresh(), fresh(), fresh()];
    for (const owner of owners) await insertUser({ email: owner, passwordHash: "x", firstName: "Owner", lastName: "Taken" });
    process.env.RATE_LIMIT_FACTOR = "1";
    resetEnvForTests();
    resetRateLimits();
    try {
      const prober = new Client("10.99.0.1");
      const statuses: number[] = [];
      for (const owner of owners) statuses.push((await register(prober, owner)).status);
      const refused = await register(prober, fresh());
      expect(statuses).toEqual([409, 409, 409, 409, 409]);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      // Another client address registers as usual.
      expect((await register(new Client("10.99.0.2"), fresh())).status).toBe(201);
    } finally {
      process.env.RATE_LIMIT_FACTOR = "1000";
      resetEnvForTests();
      resetRateLimits();
    }
  });
});

describe("confirmation links", () => {
  it("confirm once, store only a hash, record the consent with its wording", async () => {
    const email = fresh();
    await register(new Client(), email);
    const token = await linkTo(email);
    const stored = await db().selectFrom("emailTokens").select(["tokenHash", "purpose", "email"]).execute();
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(stored.filter((row) => row.email === email)).toEqual([{ tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/), purpose: "verify", email }]);

    // Opening the page shows what the link does, and confirms nothing yet.
    const page = await new Client().call(verifyPage, `/verify-email?token=${token}`);
    expect(await page.json()).toMatchObject({ link: { state: "ready", purpose: "verify", email } });
    const client = await signedIn(email);
    expect((await me(client)).emailVerified).toBe(false);

    const done = await verify(new Client(), token);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ purpose: "verify", email });
    expect((await me(client)).emailVerified).toBe(true);
    const user = await db().selectFrom("users").select(["id", "emailVerifiedAt"]).where("email", "=", email).executeTakeFirstOrThrow();
    const consents = await db().selectFrom("consents").selectAll().where("userId", "=", user.id).execute();
    expect(consents).toEqual([
      expect.objectContaining({ channel: "email", address: email, wording: REGISTER_EMAIL_WORDING, consentedAt: user.emailVerifiedAt, withdrawnAt: null }),
    ]);

    const reused = await verify(new Client(), token);
    expect(reused.status).toBe(410);
    expect((await reused.json()).message).toBe(LINK_USED);
  });

  it("expire after 24 hours", async () => {
    const email = fresh();
    await register(new Client(), email);
    const token = await linkTo(email);
    const { id } = await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    const row = await db().selectFrom("emailTokens").select(["createdAt", "expiresAt"]).where("userId", "=", id).executeTakeFirstOrThrow();
    const hours = (Date.parse(row.expiresAt) - Date.parse(row.createdAt)) / 3_600_000;
    expect(hours).toBeGreaterThan(23.99);
    expect(hours).toBeLessThan(24.01);
    await db().updateTable("emailTokens").set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where("userId", "=", id).execute();
    const expired = await verify(new Client(), token);
    expect(expired.status).toBe(410);
    expect((await expired.json()).message).toBe(LINK_EXPIRED);
    expect((await me(await signedIn(email))).emailVerified).toBe(false);
  });

  it("a new link voids the older ones", async () => {
    const email = fresh();
    await register(new Client(), email);
    const old = await linkTo(email);
    const client = await signedIn(email);
    const resent = await client.call(resendRoute, "/api/auth/resend-verification", { method: "POST" });
    expect(resent.status).toBe(202);
    const current = await linkTo(email, 2);
    expect(current).not.toBe(old);
    const voided = await verify(new Client(), old);
    expect(voided.status).toBe(400);
    expect((await voided.json()).message).toBe(LINK_INVALID);
    expect((await verify(new Client(), current)).status).toBe(200);
    // Confirmed: nothing more to send.
    expect((await client.call(resendRoute, "/api/auth/resend-verification", { method: "POST" })).status).toBe(400);
  });

  it("followed while signed in as someone else, confirm nothing and say so", async () => {
    const [owner, other] = [fresh(), fresh()];
    await register(new Client(), owner);
    await register(new Client(), other);
    const token = await linkTo(owner);
    const intruder = await signedIn(other);
    const page = await intruder.call(verifyPage, `/verify-email?token=${token}`);
    expect(await page.json()).toMatchObject({ link: { state: "otherAccount", message: LINK_OTHER_ACCOUNT } });
    const refused = await verify(intruder, token);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(LINK_OTHER_ACCOUNT);
    const htmlRefused = await intruder.call(verifyPage, "/verify-email", { method: "POST", form: { token } });
    expect(htmlRefused.status).toBe(403);
    expect((await me(intruder)).emailVerified).toBe(false);
    // The link still works for its owner.
    const ownerClient = await signedIn(owner);
    const done = await ownerClient.call(verifyPage, "/verify-email", { method: "POST", form: { token } });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/settings");
    expect((await me(ownerClient)).emailVerified).toBe(true);
  });

  it("used and expired links are deleted by the hourly clean-up; live ones stay", async () => {
    const [used, live] = [fresh(), fresh()];
    await register(new Client(), used);
    await register(new Client(), live);
    await verify(new Client(), await linkTo(used));
    await linkTo(live);
    await deleteExpiredEmailLinks();
    expect((await db().selectFrom("emailTokens").select("email").where("email", "in", [used, live]).execute()).map((row) => row.email)).toEqual([live]);
    expect(await deleteExpiredEmailLinks(new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThanOrEqual(1);
    expect(await db().selectFrom("emailTokens").select("email").where("email", "=", live).execute()).toEqual([]);
  });

  it("a missing or malformed token is a 400 with a message", async () => {
    const missing = await new Client().call(verifyRoute, "/api/auth/verify-email", { method: "POST", json: {} });
    expect(missing.status).toBe(400);
    const unknown = await verify(new Client(), "not-a-real-token");
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toBe(LINK_INVALID);
  });

  it('"Send the link again" is limited per account', async () => {
    const email = fresh();
    await register(new Client(), email);
    const client = await signedIn(email);
    process.env.RATE_LIMIT_FACTOR = "1";
    resetEnvForTests();
    resetRateLimits();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await client.call(settingsPage, "/settings", { method: "POST", form: { intent: "resend-verification" } })).status);
      expect(statuses).toEqual([302, 302, 302, 429]);
    } finally {
      process.env.RATE_LIMIT_FACTOR = "1000";
      resetEnvForTests();
      resetRateLimits();
    }
  });
});

describe("change of address", () => {
  async function member() {
    const email = fresh();
    await register(new Client(), email);
    await verify(new Client(), await linkTo(email));
    return { email, client: await signedIn(email) };
  }

  function change(client: Client, body: Record<string, string>) {
    return client.call(changeEmailRoute, "/api/user/change-email", { method: "POST", json: body });
  }

  it("wrong password, the same address and a taken one change nothing", async () => {
    const { email, client } = await member();
    const taken = fresh();
    await register(new Client(), taken);
    const wrong = await change(client, { email: fresh(), password: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors.password).toEqual(["Current password is incorrect"]);
    const same = await change(client, { email: email.toUpperCase(), password: PASSWORD });
    expect(same.status).toBe(400);
    const conflict = await change(client, { email: taken, password: PASSWORD });
    expect(conflict.status).toBe(409);
    expect((await conflict.json()).errors.email).toEqual(["Another account already uses that email address."]);
    const invalid = await change(client, { email: "nope", password: PASSWORD });
    expect(invalid.status).toBe(400);
    expect(await db().selectFrom("emailTokens").select("id").where("purpose", "=", "change").execute()).toEqual([]);
    expect((await me(client)).email).toBe(email);
  });

  it("takes effect only when the new address's link is followed; the old address is told", async () => {
    const { email, client } = await member();
    const next = fresh();
    const asked = await client.call(settingsPage, "/settings", { method: "POST", form: { intent: "change-email", email: next, password: PASSWORD } });
    expect(asked.status).toBe(302);
    const token = await linkTo(next);
    await expect.poll(async () => (await mails(email)).map((m) => m.subject)).toContain("A change of email was requested on your Three Skies account");
    // Not yet: the account is still on the old address, and the old password signs in there.
    expect((await me(client)).email).toBe(email);
    await expect(json(await client.call(settingsPage, "/settings"))).resolves.toMatchObject({ pendingEmail: { email: next } });
    await signedIn(email);

    const done = await verify(new Client(), token);
    expect(await done.json()).toEqual({ purpose: "change", email: next });
    expect(await me(client)).toMatchObject({ email: next, emailVerified: true });
    await expect.poll(async () => (await mails(email)).map((m) => m.subject)).toContain("Your Three Skies account has a new email address");
    await signedIn(next);
    expect((await new Client().call(loginRoute, "/api/auth/login", { method: "POST", json: { email, password: PASSWORD } })).status).toBe(401);
    const { id } = await db().selectFrom("users").select("id").where("email", "=", next).executeTakeFirstOrThrow();
    const consents = await db().selectFrom("consents").select(["address", "wording", "withdrawnAt"]).where("userId", "=", id).orderBy("id").execute();
    expect(consents).toEqual([
      { address: email, wording: REGISTER_EMAIL_WORDING, withdrawnAt: expect.any(String) },
      { address: next, wording: message("en", "email.moveWording"), withdrawnAt: null },
    ]);
    expect((await verify(new Client(), token)).status).toBe(410);
  });

  it("a link whose address was taken meanwhile is a 409 and changes nothing", async () => {
    const { email, client } = await member();
    const next = fresh();
    expect((await change(client, { email: next, password: PASSWORD })).status).toBe(202);
    const token = await linkTo(next);
    await register(new Client(), next);
    const conflict = await verify(new Client(), token);
    expect(conflict.status).toBe(409);
    expect((await me(client)).email).toBe(email);
  });
});
