// What the product holds about a member, table by table: how each table is exported (GDPR art. 15
// and 20) and how it is erased (art. 17). Every table of the database is either here or in
// TABLES_WITHOUT_MEMBER_DATA; a test fails when a new table is in neither, and a sweep after a
// deletion checks that no row anywhere still names the member.
import { sql, type Kysely, type Transaction } from "kysely";
import { db } from "~/db.server";
import { pushDeliveryErrorShown, pushFailureShown } from "~/domain/push";
import type { Database, UserRow } from "~/models/schema";
import { withoutOneTimeSecrets } from "~/domain/redact";
import texts from "~/models/data/member-tables.json";

type Tx = Transaction<Database> | Kysely<Database>;

/** Everything the rows of a member can be found by: the account id and every address tied to it. */
export type MemberKeys = { id: string; email: string; phone: string | null; addresses: string[] };

export type MemberTable = {
  /** The SQL name, as in sqlite_master. */
  table: string;
  /** The member's rows without secrets (password hash, token hashes, code hashes, session ids). */
  export(trx: Tx, member: MemberKeys): Promise<unknown>;
  /** Removes the member from the table: strips them from rows that are kept (without it: deletes the rows with their user_id). */
  erase?(trx: Tx, member: MemberKeys): Promise<void>;
};

/** What each member table's rows are, in the member's words (shown in the export). */
const ABOUT: Record<string, string> = texts.about;
/** Tables with nothing about any one member, and why. */
export const TABLES_WITHOUT_MEMBER_DATA: Record<string, string> = texts.withoutMemberData;

/** The text an audit row keeps once the member it named is gone. */
export const ERASED_MEMBER = "erased member";

export const MEMBER_TABLES: MemberTable[] = [
  {
    table: "sessions",
    export: (trx, m) => trx.selectFrom("sessions").select(["createdAt", "expire", "persistent"]).where("userId", "=", m.id).orderBy("createdAt").execute(),
  },
  {
    table: "password_reset_tokens",
    export: (trx, m) => trx.selectFrom("passwordResetTokens").select(["createdAt", "expiresAt", "usedAt"]).where("userId", "=", m.id).orderBy("createdAt").execute(),
  },
  {
    table: "sign_in_links",
    export: (trx, m) => trx.selectFrom("signInLinks").select(["createdAt", "expiresAt", "usedAt"]).where("userId", "=", m.id).orderBy("createdAt").execute(),
  },
  {
    table: "email_tokens",
    export: (trx, m) => trx.selectFrom("emailTokens").select(["purpose", "email", "createdAt", "expiresAt", "usedAt"]).where("userId", "=", m.id).orderBy("createdAt").execute(),
  },
  {
    table: "phone_codes",
    export: (trx, m) => trx.selectFrom("phoneCodes").select(["phoneNumber", "attempts", "createdAt", "expiresAt"]).where("userId", "=", m.id).execute(),
  },
  {
    table: "consents",
    export: (trx, m) =>
      trx.selectFrom("consents").select(["channel", "address", "wording", "method", "consentedAt", "withdrawnAt"]).where("userId", "=", m.id).orderBy("id").execute(),
  },
  {
    table: "astrology_profiles",
    export: async (trx, m) => {
      const row = await trx.selectFrom("astrologyProfiles").selectAll().where("userId", "=", m.id).executeTakeFirst();
      if (!row) return null;
      const { id: _id, userId: _userId, chart, planetaryPositions, ...rest } = row;
      return { ...rest, planetaryPositions: parseJson(planetaryPositions), chart: parseJson(chart) };
    },
  },
  {
    table: "profile_generations",
    export: async (trx, m) =>
      (await trx.selectFrom("profileGenerations").select("generatedAt").where("userId", "=", m.id).orderBy("id").execute()).map((row) => row.generatedAt),
  },
  {
    table: "daily_horoscopes",
    export: (trx, m) => trx.selectFrom("dailyHoroscopes").select(["date", "locale", "content", "createdAt"]).where("userId", "=", m.id).orderBy("date").execute(),
  },
  {
    table: "compatibility_reports",
    export: async (trx, m) =>
      (await trx.selectFrom("compatibilityReports").selectAll().where("userId", "=", m.id).orderBy("createdAt").execute()).map(
        ({ id: _id, userId: _userId, compatibilityInsights, ...rest }) => ({ ...rest, compatibilityInsights: parseJson(compatibilityInsights) }),
      ),
  },
  {
    table: "people",
    export: (trx, m) =>
      trx
        .selectFrom("people")
        .select(["name", "relationship", "birthDate", "birthTime", "timeChoice", "birthPlace", "birthLatitude", "birthLongitude", "starred", "agreementConfirmedAt", "createdAt", "updatedAt"])
        .where("userId", "=", m.id)
        .orderBy("createdAt")
        .execute(),
  },
  {
    table: "share_cards",
    export: (trx, m) =>
      trx
        .selectFrom("shareCards")
        .select(["id", "displayName", "showDate", "showTime", "showPlace", "version", "createdAt", "updatedAt"])
        .where("userId", "=", m.id)
        .executeTakeFirst()
        .then((row) => row ?? null),
  },
  {
    table: "compatibility_report_logs",
    export: async (trx, m) =>
      (await trx.selectFrom("compatibilityReportLogs").select("generatedAt").where("userId", "=", m.id).orderBy("id").execute()).map((row) => row.generatedAt),
  },
  {
    table: "delivery_log",
    // What a push service answered is the operator's to read, not the member's (it may be anyone's words).
    export: async (trx, m) =>
      (
        await trx.selectFrom("deliveryLog").select(["localDate", "channel", "status", "attempts", "lastError", "sentAt"]).where("userId", "=", m.id).orderBy("id").execute()
      ).map((row) => (row.channel === "push" ? { ...row, lastError: pushDeliveryErrorShown(row.lastError) } : row)),
  },
  {
    table: "push_subscriptions",
    export: async (trx, m) =>
      (
        await trx
          .selectFrom("pushSubscriptions")
          .select(["endpoint", "deviceName", "createdAt", "lastSuccessAt", "lastFailureAt", "lastError", "lastSentDate"])
          .where("userId", "=", m.id)
          .orderBy("createdAt")
          .execute()
      ).map(({ endpoint, lastError, ...device }) => ({ ...device, lastError: pushFailureShown(lastError), pushService: originOf(endpoint) })),
  },
  {
    table: "outbox",
    export: async (trx, m) =>
      (
        await trx
          .selectFrom("outbox")
          .select(["channel", "recipient", "subject", "textBody", "createdAt"])
          .where((eb) => eb.or([eb("userId", "=", m.id), eb("recipient", "in", m.addresses)]))
          .orderBy("id")
          .execute()
      ).map((message) => ({ ...message, textBody: withoutOneTimeSecrets(message.textBody) })),
    erase: async (trx, m) => void (await trx.deleteFrom("outbox").where((eb) => eb.or([eb("userId", "=", m.id), eb("recipient", "in", m.addresses)])).execute()),
  },
  {
    table: "calendar_feeds",
    export: (trx, m) => trx.selectFrom("calendarFeeds").select("createdAt").where("userId", "=", m.id).executeTakeFirst().then((row) => row ?? null),
  },
  {
    table: "local_billing_checkout_sessions",
    export: (trx, m) =>
      trx.selectFrom("localBillingCheckoutSessions").select(["id", "priceId", "status", "subscriptionId", "successPath", "createdAt"]).where("userId", "=", m.id).orderBy("createdAt").execute(),
  },
  {
    table: "local_billing_subscriptions",
    export: (trx, m) =>
      trx
        .selectFrom("localBillingSubscriptions")
        .select(["id", "priceId", "status", "created", "currentPeriodStart", "currentPeriodEnd", "canceledAt", "cancelAtPeriodEnd"])
        .where("userId", "=", m.id)
        .orderBy("created")
        .execute(),
    // The payment record stays (accounting); only its link to the person goes.
    erase: async (trx, m) => void (await trx.updateTable("localBillingSubscriptions").set({ userId: null }).where("userId", "=", m.id).execute()),
  },
  {
    table: "blog_posts",
    export: (trx, m) => trx.selectFrom("blogPosts").select(["title", "slug", "status", "publishedAt", "createdAt"]).where("authorId", "=", m.id).orderBy("createdAt").execute(),
    // Published articles belong to the publication; they stay without their author.
    erase: async (trx, m) => void (await trx.updateTable("blogPosts").set({ authorId: null }).where("authorId", "=", m.id).execute()),
  },
  {
    table: "admin_audit_log",
    export: async (trx, m) =>
      (
        await trx
          .selectFrom("adminAuditLog")
          .select(["action", "actorId", "actorEmail", "targetUserId", "targetEmail", "details", "createdAt"])
          .where((eb) => eb.or([eb("targetUserId", "=", m.id), eb("actorId", "=", m.id), eb("targetEmail", "in", m.addresses), eb("actorEmail", "in", m.addresses)]))
          .orderBy("id")
          .execute()
      ).map((row) => ({ ...row, details: parseJson(row.details) })),
    // The record of what was done stays; who it was done to (or by), and the details that could
    // identify them, go.
    erase: async (trx, m) => {
      // details is write-once for the app (the schema type forbids updates); erasure is the exception.
      await sql`UPDATE admin_audit_log SET target_user_id = NULL, target_email = ${ERASED_MEMBER}, details = '{}'
                WHERE target_user_id = ${m.id} OR target_email IN (${sql.join(m.addresses)})`.execute(trx);
      await trx
        .updateTable("adminAuditLog")
        .set({ actorId: null, actorEmail: ERASED_MEMBER })
        .where((eb) => eb.or([eb("actorId", "=", m.id), eb("actorEmail", "in", m.addresses)]))
        .execute();
    },
  },
  {
    table: "users",
    export: async (trx, m) => {
      const user = await trx.selectFrom("users").selectAll().where("id", "=", m.id).executeTakeFirst();
      return user ? accountOf(user) : null;
    },
    // Last: the other rows name this one.
    erase: async (trx, m) => void (await trx.deleteFrom("users").where("id", "=", m.id).execute()),
  },
];

/** The account row without its secret (the password hash). */
function accountOf(user: UserRow) {
  const { passwordHash: _secret, pageVersion: _version, ...account } = user;
  return { ...account, hasPassword: _secret.length > 0 };
}

/** The push service of an endpoint (its origin), without the part that addresses the browser. */
function originOf(endpoint: string): string | null {
  try {
    return new URL(endpoint).origin;
  } catch {
    return null;
  }
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The member's id and every address their rows can be found by (current email and phone, pending and consented ones). */
export async function memberKeys(trx: Tx, user: Pick<UserRow, "id" | "email" | "phoneNumber">): Promise<MemberKeys> {
  const [tokens, consents, codes] = await Promise.all([
    trx.selectFrom("emailTokens").select("email").where("userId", "=", user.id).execute(),
    trx.selectFrom("consents").select("address").where("userId", "=", user.id).execute(),
    trx.selectFrom("phoneCodes").select("phoneNumber").where("userId", "=", user.id).execute(),
  ]);
  const addresses = new Set([user.email, ...tokens.map((t) => t.email), ...consents.map((c) => c.address), ...codes.map((c) => c.phoneNumber)]);
  if (user.phoneNumber) addresses.add(user.phoneNumber);
  // A number another account also holds is theirs too: their messages stay.
  for (const address of [...addresses]) {
    if (address === user.email) continue;
    const shared = await trx.selectFrom("users").select("id").where("id", "!=", user.id).where((eb) => eb.or([eb("phoneNumber", "=", address), eb("email", "=", address)])).executeTakeFirst();
    if (shared) addresses.delete(address);
  }
  return { id: user.id, email: user.email, phone: user.phoneNumber, addresses: [...addresses] };
}

/** Everything held about the member, one entry per table, secrets left out. */
export async function exportMemberData(user: Pick<UserRow, "id" | "email" | "phoneNumber">) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const keys = await memberKeys(trx, user);
      const tables: Record<string, { about: string; data: unknown }> = {};
      for (const table of MEMBER_TABLES) tables[table.table] = { about: ABOUT[table.table]!, data: await table.export(trx, keys) };
      return tables;
    });
}

/** Removes the member from every table in one transaction; answers the keys they were found by, or null when the account was already gone. */
export async function eraseMemberData(userId: string): Promise<MemberKeys | null> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const user = await trx.selectFrom("users").select(["id", "email", "phoneNumber"]).where("id", "=", userId).executeTakeFirst();
      if (!user) return null;
      const keys = await memberKeys(trx, user);
      for (const { table, erase } of MEMBER_TABLES) {
        await (erase ? erase(trx, keys) : sql`DELETE FROM ${sql.table(table)} WHERE user_id = ${keys.id}`.execute(trx));
      }
      return keys;
    });
}

/** Removes what is left addressed to a deleted member, e.g. the confirmation of the deletion itself. */
export async function eraseMessagesTo(addresses: string[]) {
  if (!addresses.length) return;
  await db().deleteFrom("outbox").where("recipient", "in", addresses).execute();
}
