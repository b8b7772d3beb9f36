// The member's own data: the registry covers every table, the export holds what the product holds
// (and no secret), and a deletion leaves no row anywhere that names the member.
import { insertPerson } from "~/models/people.server";
import { upsertPushSubscription } from "~/models/push-subscription.server";
import { saveShareCard } from "~/models/share-card.server";
import crypto from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readToast } from "~/http/toast.server";
import { db, sqlite } from "~/db.server";
import { resetEnvForTests } from "~/env.server";
import { replaceSignInLink } from "~/models/sign-in-link.server";
import { recordAudit } from "~/models/audit.server";
import { replaceCalendarFeed } from "~/models/calendar-feed.server";
import { recordConsent } from "~/models/consent.server";
import { insertDailyHoroscopes } from "~/models/horoscope.server";
import {
  MEMBER_TABLES,
  TABLES_WITHOUT_MEMBER_DATA,
} from "~/models/member-data.server";
import {
  findUserById,
  insertResetToken,
  insertUser,
  type User,
} from "~/models/user.server";
import * as authUserRoute from "~/routes/api/auth.user";
import * as loginRoute from "~/routes/api/auth.login";
import * as userRoute from "~/routes/api/user";
import * as exportRoute from "~/routes/api/user.export";
import * as forgotRoute from "~/routes/api/auth.forgot-password";
import * as signInLinkRoute from "~/routes/api/auth.sign-in-link";
import * as preferencesRoute from "~/routes/api/user.preferences";
import * as deletePage from "~/routes/settings.delete-account";
import * as exportPage from "~/routes/settings.export";
import { deleteUser } from "~/services/admin.server";
import { adminCreateSubscription } from "~/services/billing/admin.server";
import { createCheckoutSession } from "~/services/billing/checkout.server";
import { priceIds } from "~/services/billing/plans.server";
import { ALREADY_DELETED, deleteAccount, WRONG_PASSWORD } from "~/services/data-rights.server";
import {
  outboxDriver,
  sendMail,
  setMailDriverForTests,
  type MailMessage,
} from "~/services/mail.server";
import { hashPassword } from "~/services/password.server";
import { saveProfile } from "~/services/profile.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { sendSms } from "~/services/sms.server";
import { sendPhoneCode } from "~/services/phone-verification.server";
import { Client, json, signedInAs } from "../support/routes";

const PASSWORD = "velvet comet harbour";
let passwordHash: string;
const sent: MailMessage[] = [];

beforeEach(async () => {
  resetRateLimits();
  passwordHash ??= await hashPassword(PASSWORD);
  sent.length = 0;
  // The embedded outbox, watched: what was handed over stays visible to the test after the outbox is swept.
  setMailDriverForTests({
    name: "outbox",
    send: async (message) =>
      void (sent.push(message), await outboxDriver.send(message)),
  });
});
afterEach(() => setMailDriverForTests(undefined));

function allTables(): string[] {
  return (
    sqlite()
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
      )
      .all() as { name: string }[]
  ).map((row) => row.name);
}

/** Rows of `table` in which any column contains any of `markers`. */
function rowsNaming(table: string, markers: string[]): number {
  const columns = (
    sqlite().prepare("SELECT name FROM pragma_table_info(?)").all(table) as {
      name: string;
    }[]
  ).map((row) => row.name);
  const tests = columns.flatMap((column) =>
    markers.map(() => `instr(CAST("${column}" AS TEXT), ?) > 0`),
  );
  const row = sqlite()
    .prepare(`SELECT count(*) AS n FROM "${table}" WHERE ${tests.join(" OR ")}`)
    .get(...columns.flatMap(() => markers)) as { n: number };
  return row.n;
}

let admin: User | undefined;
type Member = { user: User; client: Client; markers: string[] };

let members = 0;

/** A Premium member with a row in every table that can hold member data. */
async function memberEverywhere(): Promise<Member> {
  const tag = crypto.randomBytes(4).toString("hex");
  // One number per member: a number two accounts share stays with the other (see memberKeys).
  members += 1;
  const phone = `+1415555${String(members).padStart(4, "0")}`;
  const user = await insertUser({
    email: `orbit-${tag}@example.test`,
    passwordHash,
    firstName: "Caroline",
    lastName: `Herschel${tag}`,
    phoneNumber: phone,
    smsDailyInsights: 1,
    emailDailyInsights: 1,
  });
  const client = await signedInAs(user);
  await saveProfile(
    user.id,
    {
      birthDate: "1990-03-16",
      birthTime: "14:30",
      birthPlace: "Hanover, Germany",
      birthLatitude: 52.37,
      birthLongitude: 9.73,
    },
    { enforceLimit: false },
  );
  insertDailyHoroscopes([
    {
      userId: user.id,
      date: "2026-11-24",
      content: "The Moon in your eighth house asks for honest accounts.",
      locale: "en",
    },
  ]);
  await db()
    .insertInto("compatibilityReports")
    .values({
      id: crypto.randomUUID(),
      userId: user.id,
      partnerName: "William",
      partnerBirthDate: "1988-11-15",
      partnerBirthTime: null,
      partnerBirthPlace: "Bath",
      partnerBirthLatitude: "51.38",
      partnerBirthLongitude: "-2.36",
      compatibilityInsights: "{}",
    })
    .execute();
  await insertPerson(
    user.id,
    { name: "Wilhelmina", relationship: "friend", birthDate: "1991-02-03", birthTime: null, timeChoice: null, birthPlace: "Bath", birthLatitude: 51.38, birthLongitude: -2.36 },
    "2026-11-20T10:00:00.000Z",
  );
  // A phone subscribed to web push: the endpoint addresses the browser, p256dh and auth are its keys.
  await upsertPushSubscription({
    userId: user.id,
    endpoint: `https://push.example.test/send/${crypto.randomBytes(16).toString("hex")}`,
    p256dh: `B${crypto.randomBytes(64).toString("base64url").slice(0, 86)}`,
    auth: crypto.randomBytes(16).toString("base64url"),
    deviceName: "Caroline's phone",
  });
  await saveShareCard(user.id, { displayName: "Lina", showDate: true, showTime: false, showPlace: false });
  await db()
    .insertInto("compatibilityReportLogs")
    .values({ userId: user.id })
    .execute();
  await db()
    .insertInto("profileGenerations")
    .values({ userId: user.id })
    .execute();
  await db()
    .insertInto("deliveryLog")
    .values({
      userId: user.id,
      localDate: "2026-11-24",
      channel: "email",
      status: "sent",
      sentAt: "2026-11-24T08:00:00.000Z",
    })
    .execute();
  await insertResetToken({
    id: crypto.randomUUID(),
    userId: user.id,
    token: crypto.randomBytes(16).toString("hex"),
    expiresAt: "2099-01-01T00:00:00.000Z",
  });
  await db()
    .insertInto("emailTokens")
    .values({
      id: crypto.randomUUID(),
      userId: user.id,
      purpose: "change",
      email: `new-${tag}@example.test`,
      tokenHash: crypto.randomBytes(16).toString("hex"),
      expiresAt: "2099-01-01T00:00:00.000Z",
    })
    .execute();
  await replaceSignInLink({ userId: user.id, tokenHash: crypto.randomBytes(16).toString("hex"), expiresAt: "2099-01-01T00:00:00.000Z" });
  await db()
    .insertInto("phoneCodes")
    .values({
      userId: user.id,
      phoneNumber: phone,
      codeHash: "x".repeat(64),
      expiresAt: "2099-01-01T00:00:00.000Z",
    })
    .execute();
  await recordConsent({
    userId: user.id,
    channel: "email",
    address: user.email,
    wording: "Daily insights by email",
    method: "registration form + emailed link",
  });
  await replaceCalendarFeed(user.id, crypto.randomUUID());
  await db()
    .insertInto("blogPosts")
    .values({
      id: crypto.randomUUID(),
      title: `Notes ${tag}`,
      slug: `notes-${tag}`,
      content: "Comets.",
      category: "astrology",
      authorId: user.id,
    })
    .execute();
  await sendMail({
    to: user.email,
    subject: "Welcome",
    text: "Hello",
    html: "<p>Hello</p>",
  });
  await sendMail({
    to: `new-${tag}@example.test`,
    subject: "Confirm your new address",
    text: "Link",
    html: "<p>Link</p>",
  });
  await sendSms({ to: phone, body: "Your Three Skies code is 123456" });
  // Billing: an open checkout, then an active subscription through the embedded driver.
  await createCheckoutSession(user, priceIds().monthly);
  await adminCreateSubscription(user.email, priceIds().monthly);
  // The administrative record: about the member, and by the member.
  admin ??= await insertUser({
    email: `admin-${tag}@example.test`,
    passwordHash: "x",
    firstName: "Edwin",
    lastName: "Hubble",
    isAdmin: 1,
  });
  await recordAudit({
    actor: admin,
    action: "user.update_birth_details",
    target: { id: user.id, email: user.email },
    details: { after: { birthPlace: "Hanover" } },
  });
  await recordAudit({
    actor: { id: user.id, email: user.email },
    action: "user.reset_password",
    target: { id: admin.id, email: admin.email },
  });
  return {
    user: (await findUserById(user.id))!,
    client,
    markers: [
      user.id,
      user.email,
      phone,
      user.lastName,
      `new-${tag}@example.test`,
    ],
  };
}

describe("the registry", () => {
  it("names every table of the database exactly once: as holding member data, or as holding none", () => {
    const registered = MEMBER_TABLES.map((entry) => entry.table);
    const declaredEmpty = Object.keys(TABLES_WITHOUT_MEMBER_DATA);
    expect(new Set(registered).size).toBe(registered.length);
    expect(registered.filter((table) => declaredEmpty.includes(table))).toEqual(
      [],
    );
    const unknown = allTables().filter(
      (table) => !registered.includes(table) && !declaredEmpty.includes(table),
    );
    expect(
      unknown,
      "tables neither in MEMBER_TABLES nor in TABLES_WITHOUT_MEMBER_DATA",
    ).toEqual([]);
    expect(
      [...registered, ...declaredEmpty].filter(
        (table) => !allTables().includes(table),
      ),
    ).toEqual([]);
  });
});

describe("Download my data", () => {
  it("returns a JSON file with birth details, readings, consents and messages, and no secret", async () => {
    const { user, client } = await memberEverywhere();
    const response = await client.call(exportRoute, "/api/user/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="three-skies-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    const file = JSON.parse(text) as {
      tables: Record<string, { data: unknown }>;
    };
    expect(file.tables.astrology_profiles!.data).toMatchObject({
      birthDate: "1990-03-16",
      birthTime: "14:30",
      birthPlace: "Hanover, Germany",
      birthLatitude: "52.37",
    });
    expect(file.tables.daily_horoscopes!.data).toEqual([
      expect.objectContaining({
        date: "2026-11-24",
        locale: "en",
        content: expect.stringContaining("eighth house"),
      }),
    ]);
    expect(file.tables.compatibility_reports!.data).toEqual([
      expect.objectContaining({
        partnerName: "William",
        partnerBirthDate: "1988-11-15",
      }),
    ]);
    expect(file.tables.people!.data).toEqual([
      expect.objectContaining({ name: "Wilhelmina", relationship: "friend", birthDate: "1991-02-03", agreementConfirmedAt: "2026-11-20T10:00:00.000Z" }),
    ]);
    expect(file.tables.share_cards!.data).toMatchObject({ displayName: "Lina", showDate: 1, showTime: 0, showPlace: 0, version: 1 });
    expect(file.tables.share_cards!.data).toHaveProperty("id", expect.stringMatching(/^[\w-]{22}$/));
    expect(file.tables.consents!.data).toEqual([
      expect.objectContaining({
        channel: "email",
        wording: "Daily insights by email",
      }),
    ]);
    expect(file.tables.users!.data).toMatchObject({
      email: user.email,
      subscriptionTier: "premium",
      phoneNumber: user.phoneNumber,
      hasPassword: true,
      mustChangePassword: 0,
    });
    expect(file.tables.local_billing_subscriptions!.data).toEqual([
      expect.objectContaining({ status: "active" }),
    ]);
    const outbox = file.tables.outbox!.data as { recipient: string }[];
    expect(outbox.map((message) => message.recipient)).toEqual(
      expect.arrayContaining([user.email, user.phoneNumber]),
    );
    expect((file.tables.admin_audit_log!.data as unknown[]).length).toBe(2);
    expect(file.tables.push_subscriptions!.data).toEqual([
      expect.objectContaining({ deviceName: "Caroline's phone", pushService: "https://push.example.test", lastSentDate: null }),
    ]);
    expect(file.tables.calendar_feeds!.data).toEqual({
      createdAt: expect.any(String),
    });
    // Secrets: the password hash, session ids, token and code hashes, the calendar token.
    const secretColumns: [table: string, column: string][] = [
      ["sessions", "sid"],
      ["password_reset_tokens", "token"],
      ["email_tokens", "token_hash"],
      ["sign_in_links", "token_hash"],
      ["phone_codes", "code_hash"],
      ["calendar_feeds", "token_id"],
      ["push_subscriptions", "endpoint"],
      ["push_subscriptions", "p256dh"],
      ["push_subscriptions", "auth"],
    ];
    const secrets = [
      user.passwordHash,
      ...secretColumns.flatMap(([table, column]) =>
        (sqlite().prepare(`SELECT "${column}" AS secret FROM "${table}" WHERE user_id = ?`).all(user.id) as { secret: string }[]).map((row) => row.secret),
      ),
    ];
    expect(secrets).toHaveLength(1 + secretColumns.length);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/passwordHash|tokenHash|codeHash|"sid"/);
  });

  it("the settings form downloads the same file; more than 5 an hour get a clear refusal", async () => {
    const { client } = await memberEverywhere();
    process.env.RATE_LIMIT_FACTOR = "1";
    resetEnvForTests();
    resetRateLimits();
    try {
      for (let i = 0; i < 5; i++) {
        const response = await client.call(exportPage, "/settings/export", {
          method: "POST",
          form: {},
        });
        expect(response.status).toBe(200);
        expect(response.headers.get("content-disposition")).toMatch(
          /^attachment;/,
        );
      }
      const refused = await client.call(exportPage, "/settings/export", {
        method: "POST",
        form: {},
      });
      expect(refused.status).toBe(302);
      expect(refused.headers.get("location")).toBe("/settings#your-data");
      expect(client.cookies.get("ts_toast")).toBeTruthy();
      const api = await client.call(exportRoute, "/api/user/export");
      expect(api.status).toBe(429);
      expect((await json<{ message: string }>(api)).message).toMatch(
        /^Too many requests/,
      );
    } finally {
      process.env.RATE_LIMIT_FACTOR = "1000";
      resetEnvForTests();
      resetRateLimits();
    }
  });

  it("asks for a session", async () => {
    const response = await new Client().call(exportRoute, "/api/user/export");
    expect(response.status).toBe(401);
  });
});

describe("Delete my account", () => {
  it("a wrong or missing password is a 400 that changes nothing", async () => {
    const { user, client } = await memberEverywhere();
    const wrong = await client.call(userRoute, "/api/user", {
      method: "DELETE",
      json: { password: "not my password" },
    });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({
      message: WRONG_PASSWORD,
      errors: { password: [WRONG_PASSWORD] },
    });
    const missing = await client.call(userRoute, "/api/user", {
      method: "DELETE",
      json: {},
    });
    expect(missing.status).toBe(400);
    const page = await client.call(deletePage, "/settings/delete-account", {
      method: "POST",
      form: { password: "nope nope nope" },
    });
    expect(page.status).toBe(400);
    expect(await findUserById(user.id)).toBeDefined();
    expect((await client.call(authUserRoute, "/api/auth/user")).status).toBe(
      200,
    );
    expect(sent.filter((message) => /deleted/.test(message.subject))).toEqual(
      [],
    );
  });

  it("leaves no row in any table naming the member; the subscription is cancelled, an audit entry kept, a last email sent", async () => {
    const bystander = await memberEverywhere();
    const member = await memberEverywhere();
    const bystanderBefore = Object.fromEntries(
      MEMBER_TABLES.map(({ table }) => [
        table,
        rowsNaming(table, bystander.markers),
      ]),
    );
    const subscriptionId = member.user.stripeSubscriptionId!;
    // Another tab of the same browser, still holding the session cookie.
    const staleTab = new Client();
    staleTab.cookies = new Map(member.client.cookies);

    // The fixture reaches every registered table, so a forgotten erase would show below.
    for (const { table } of MEMBER_TABLES)
      expect(
        rowsNaming(table, member.markers),
        `${table} before deletion`,
      ).toBeGreaterThan(0);

    const response = await member.client.call(userRoute, "/api/user", {
      method: "DELETE",
      json: { password: PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      message: "Your account has been deleted",
    });

    // The sweep: every table of the database, every column.
    const left = Object.fromEntries(
      allTables().map((table) => [table, rowsNaming(table, member.markers)]),
    );
    expect(Object.entries(left).filter(([, count]) => count > 0)).toEqual([]);

    // Nobody else lost anything.
    expect(
      Object.fromEntries(
        MEMBER_TABLES.map(({ table }) => [
          table,
          rowsNaming(table, bystander.markers),
        ]),
      ),
    ).toEqual(bystanderBefore);

    // Cancelled with the provider at once; the accounting record stays, without the person.
    const subscription = await db()
      .selectFrom("localBillingSubscriptions")
      .selectAll()
      .where("id", "=", subscriptionId)
      .executeTakeFirstOrThrow();
    expect(subscription).toMatchObject({ status: "canceled", userId: null });
    expect(subscription.canceledAt).not.toBeNull();

    const audit = await db()
      .selectFrom("adminAuditLog")
      .selectAll()
      .where("action", "=", "account.delete")
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.details)).toEqual({
      via: "api",
      wasPremium: true,
      subscriptionCancelled: true,
    });

    const farewell = sent.filter(
      (message) =>
        message.to === member.user.email && /deleted/.test(message.subject),
    );
    expect(farewell).toHaveLength(1);
    expect(farewell[0]!.text).toContain("Premium subscription was cancelled");

    // Signed out, cannot sign in, and a second request gets a clear answer.
    expect(member.client.cookies.has("ts_session")).toBe(false);
    const login = await new Client().call(loginRoute, "/api/auth/login", {
      method: "POST",
      json: { email: member.user.email, password: PASSWORD },
    });
    expect(login.status).toBe(401);
    const again = await staleTab.call(userRoute, "/api/user", {
      method: "DELETE",
      json: { password: PASSWORD },
    });
    expect(again.status).toBe(401);
    expect(await json(again)).toEqual({ message: "Not signed in" });
    expect((await staleTab.call(authUserRoute, "/api/auth/user")).status).toBe(
      401,
    );
  });

  it("the settings page deletes, signs out and goes home; an account without a password types DELETE", async () => {
    const user = await insertUser({
      email: `linkonly-${crypto.randomUUID()}@example.test`,
      passwordHash: "",
      firstName: "Annie",
      lastName: "Cannon",
    });
    const client = await signedInAs(user);
    const view = await client.call(deletePage, "/settings/delete-account");
    expect(await json(view)).toMatchObject({
      hasPassword: false,
      premium: false,
    });
    const wrong = await client.call(deletePage, "/settings/delete-account", {
      method: "POST",
      form: { confirmation: "delete me" },
    });
    expect(wrong.status).toBe(400);
    const done = await client.call(deletePage, "/settings/delete-account", {
      method: "POST",
      form: { confirmation: "DELETE" },
    });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/");
    expect(client.cookies.has("ts_session")).toBe(false);
    expect(await findUserById(user.id)).toBeUndefined();
    for (const table of allTables())
      expect(rowsNaming(table, [user.id, user.email]), table).toBe(0);
  });

  it("an admin's deletion erases the same tables; only the admin's record of it names the member", async () => {
    const member = await memberEverywhere();
    await deleteUser(admin!, member.user.id);
    const left = Object.fromEntries(allTables().map((table) => [table, rowsNaming(table, member.markers)]));
    expect(Object.entries(left).filter(([, count]) => count > 0)).toEqual([["admin_audit_log", 1]]);
    const record = await db().selectFrom("adminAuditLog").selectAll().where("targetUserId", "=", member.user.id).execute();
    expect(record.map((row) => [row.action, row.targetEmail])).toEqual([["user.delete", null]]);
  });

  it("texts to a number another account also holds stay with that account", async () => {
    const shared = "+14155559876";
    const [leaving, staying] = await Promise.all(
      ["leaving", "staying"].map((name) =>
        insertUser({ email: `${name}-${crypto.randomUUID()}@example.test`, passwordHash, firstName: "Williamina", lastName: "Fleming", phoneNumber: shared }),
      ),
    );
    await sendSms({ to: shared, body: "Your Three Skies code is 246810" });
    await sendMail({ to: leaving!.email, subject: "Welcome", text: "Hello", html: "<p>Hello</p>" });
    const client = await signedInAs(leaving!);
    const response = await client.call(userRoute, "/api/user", { method: "DELETE", json: { password: PASSWORD } });
    expect(response.status).toBe(200);
    for (const table of allTables()) expect(rowsNaming(table, [leaving!.id, leaving!.email]), table).toBe(0);
    expect(await findUserById(staying!.id)).toMatchObject({ phoneNumber: shared });
    expect(rowsNaming("outbox", [shared])).toBe(1);
  });

  it("two requests racing on one session: the second is told the account is already gone", async () => {
    const { user } = await memberEverywhere();
    const [first, second] = [await signedInAs(user), await signedInAs(user)];
    // The second request passed its guard before the first one deleted the account.
    await first.call(userRoute, "/api/user", {
      method: "DELETE",
      json: { password: PASSWORD },
    });
    await expect(
      deleteAccount(user, { password: PASSWORD }, "api"),
    ).rejects.toMatchObject({ status: 410, message: ALREADY_DELETED });
    expect(
      (
        await second.call(userRoute, "/api/user", {
          method: "DELETE",
          json: { password: PASSWORD },
        })
      ).status,
    ).toBe(401);
  });
});

describe("one-time links and codes, and addresses never confirmed", () => {
  it("the export after a reset request, a sign-in link and a phone code holds no live link or code", async () => {
    const tag = crypto.randomBytes(4).toString("hex");
    const user = await insertUser({ email: `secret-${tag}@example.test`, passwordHash, firstName: "Annie", lastName: "Cannon", phoneNumber: "+14155550177" });
    await new Client().call(forgotRoute, "/api/auth/forgot-password", { method: "POST", json: { email: user.email } });
    await new Client().call(signInLinkRoute, "/api/auth/sign-in-link", { method: "POST", json: { email: user.email } });
    await sendPhoneCode(user);
    await expect.poll(() => rowsNaming("outbox", [user.email])).toBe(2);
    const raw = (await db().selectFrom("outbox").select("textBody").where("recipient", "in", [user.email, "+14155550177"]).execute()).map((row) => row.textBody);
    const tokens = raw.flatMap((text) => [...text.matchAll(/token=([\w-]+)/g)].map((match) => match[1]!));
    const [code] = raw.flatMap((text) => /code is (\d{6})/.exec(text)?.slice(1) ?? []);
    expect(tokens).toHaveLength(2);
    expect(code).toBeDefined();

    const text = await (await (await signedInAs(user)).call(exportRoute, "/api/user/export")).text();
    const file = JSON.parse(text) as { tables: { outbox: { data: { textBody: string }[] } } };
    expect(file.tables.outbox.data).toHaveLength(3);
    for (const token of tokens) expect(text).not.toContain(token);
    expect(text).not.toContain(code);
    expect(text).not.toMatch(/token=(?!\[redacted\])/);
    expect(text).toContain("code is [redacted]");
  });

  it("deleting the account removes the codes texted to numbers typed and never confirmed", async () => {
    const tag = crypto.randomBytes(4).toString("hex");
    const user = await insertUser({ email: `typed-${tag}@example.test`, passwordHash, firstName: "Henrietta", lastName: "Leavitt", subscriptionTier: "premium" });
    const client = await signedInAs(user);
    const [first, second] = ["+14155550161", "+14155550162"];
    for (const phoneNumber of [first, second]) {
      const saved = await client.call(preferencesRoute, "/api/user/preferences", { method: "POST", json: { smsDailyInsights: true, phoneNumber } });
      expect(saved.status).toBe(200);
    }
    expect(rowsNaming("outbox", [first])).toBe(1);
    expect(rowsNaming("outbox", [second])).toBe(1);
    const response = await client.call(userRoute, "/api/user", { method: "DELETE", json: { password: PASSWORD } });
    expect(response.status).toBe(200);
    expect(rowsNaming("outbox", [first])).toBe(0);
    expect(rowsNaming("outbox", [second])).toBe(0);
  });
});

describe("a deletion in the member's language", () => {
  it("answers with its toast and sends the last email in that language", async () => {
    const member = await memberEverywhere();
    await db().updateTable("users").set({ locale: "hi" }).where("id", "=", member.user.id).execute();
    const deleted = await member.client.call(deletePage, "/settings/delete-account", { method: "POST", form: { password: PASSWORD } });
    expect(deleted.status).toBe(302);
    const cookie = deleted.headers.getSetCookie().map((header) => header.split(";")[0]).join("; ");
    expect((await readToast(new Request("http://localhost/", { headers: { cookie } }))).toast).toMatchObject({ title: "आपका खाता हटा दिया गया है" });
    const farewell = sent.find((message) => message.to === member.user.email && message.subject === "आपका Three Skies खाता हटा दिया गया है");
    expect(farewell?.text).toContain("आपकी प्रीमियम सदस्यता भी उसी क्षण रद्द कर दी गई");
    expect(farewell?.html).toContain('<html lang="hi">');
  });
});
