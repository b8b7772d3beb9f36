import crypto from "node:crypto";
import { sql } from "kysely";
import { displayName } from "~/domain/user";
import { db, nowIso } from "~/db.server";
import type { NewUser, UserRow, UserUpdate } from "~/models/schema";

export type User = UserRow;

export { displayName };

/** What GET /api/auth/user and the root loader expose about the signed-in user (docs/product.md#api). */
export function publicUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    subscriptionTier: user.subscriptionTier,
    subscriptionStatus: user.subscriptionStatus,
    phoneNumber: user.phoneNumber,
    deliveryTime: user.deliveryTime,
    timezone: user.timezone,
    locale: user.locale,
    sendDailyInsights: user.sendDailyInsights === 1,
    dailyInsights: user.sendDailyInsights === 1,
    emailDailyInsights: user.emailDailyInsights === 1,
    smsDailyInsights: user.smsDailyInsights === 1,
    isAdmin: user.isAdmin === 1,
    emailVerified: user.emailVerifiedAt !== null,
    /** Daily texts go only to a number whose code was entered. */
    phoneVerified: user.phoneNumber !== null && user.phoneVerifiedAt !== null,
    /** A password set by an administrator: everything but changing it answers 403 until then. */
    mustChangePassword: user.mustChangePassword === 1,
    createdAt: user.createdAt,
  };
}

export function isPremium(user: Pick<User, "subscriptionTier">) {
  return user.subscriptionTier === "premium";
}

export function normalizeEmail(email: string) {
  return email.trim().toLowerCase();
}

export async function findUserById(id: string) {
  return db().selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findUserByEmail(email: string) {
  return db().selectFrom("users").selectAll().where("email", "=", normalizeEmail(email)).executeTakeFirst();
}

export async function insertUser(values: Omit<NewUser, "id" | "email"> & { email: string }) {
  const id = crypto.randomUUID();
  await db()
    .insertInto("users")
    .values({ ...values, id, email: normalizeEmail(values.email) })
    .execute();
  return (await findUserById(id))!;
}

export async function updateUser(id: string, values: UserUpdate) {
  await db()
    .updateTable("users")
    .set({ ...values, updatedAt: nowIso() })
    .where("id", "=", id)
    .execute();
  return findUserById(id);
}

export async function deleteUserById(id: string) {
  const result = await db().deleteFrom("users").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// The greatest code point: every string that starts with `prefix` sorts below prefix + this.
const TOP = "\u{10FFFF}";

/**
 * Users whose email, first name or last name starts with `term` (or "first last", or the exact id),
 * ordered by email. Each arm of the search is an index range (users_email_unique, users_first_name,
 * users_last_name), so it stays fast with a million users; an empty term lists users in email order.
 */
export async function searchUserRows(term: string, offset: number, limit: number) {
  let query = db().selectFrom("users").select(["id", "email", "firstName", "lastName", "isAdmin", "emailVerifiedAt"]);
  if (term) {
    const lower = term.toLowerCase();
    const words = term.split(/\s+/);
    query = query.where("id", "in", (eb) => {
      const ids = () => eb.selectFrom("users").select("id");
      const startsWith = (column: "first_name" | "last_name", prefix: string) =>
        sql<boolean>`${sql.raw(column)} COLLATE NOCASE >= ${prefix} AND ${sql.raw(column)} COLLATE NOCASE < ${prefix + TOP}`;
      const arms = [ids().where("id", "=", term), ids().where(startsWith("first_name", term)), ids().where(startsWith("last_name", term))];
      if (words.length > 1) arms.push(ids().where(sql<boolean>`first_name = ${words[0]!} COLLATE NOCASE AND ${startsWith("last_name", words.slice(1).join(" "))}`));
      return arms.reduce((all, arm) => all.unionAll(arm), ids().where("email", ">=", lower).where("email", "<", lower + TOP));
    });
  }
  return query.orderBy("email").limit(limit).offset(offset).execute();
}

/**
 * Grants or revokes admin in one transaction: nothing changes for a missing user, a user who already
 * has that status, or the last admin.
 */
export async function changeAdminFlag(userId: string, isAdmin: boolean) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const target = await trx.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
      if (!target) return { outcome: "notFound" as const };
      if ((target.isAdmin === 1) === isAdmin) return { outcome: "unchanged" as const };
      if (!isAdmin) {
        const { count } = await trx
          .selectFrom("users")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("isAdmin", "=", 1)
          .executeTakeFirstOrThrow();
        if (Number(count) <= 1) return { outcome: "lastAdmin" as const };
      }
      const flag = isAdmin ? 1 : 0;
      await trx.updateTable("users").set({ isAdmin: flag, updatedAt: nowIso() }).where("id", "=", userId).execute();
      return { outcome: "done" as const, user: { ...target, isAdmin: flag } };
    });
}

/** Turns one channel of daily insights off (the unsubscribe link). */
export async function turnOffInsightsChannel(userId: string, channel: "email" | "sms") {
  await db()
    .updateTable("users")
    .set({ [channel === "email" ? "emailDailyInsights" : "smsDailyInsights"]: 0, updatedAt: nowIso() })
    .where("id", "=", userId)
    .execute();
}

/** STOP / START by text message: every account with that number. Answers how many changed. */
export async function setSmsInsightsByPhone(phone: string, on: boolean): Promise<number> {
  const result = await db()
    .updateTable("users")
    .set({ smsDailyInsights: on ? 1 : 0, updatedAt: nowIso() })
    .where("phoneNumber", "=", phone)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

// Password reset tokens, stored as SHA-256 hashes.

export async function insertResetToken(row: { id: string; userId: string; token: string; expiresAt: string }) {
  await db().insertInto("passwordResetTokens").values(row).execute();
}

/** The unused, unexpired token with this hash. */
export async function findUsableResetToken(tokenHash: string) {
  return db()
    .selectFrom("passwordResetTokens")
    .selectAll()
    .where("token", "=", tokenHash)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", nowIso())
    .executeTakeFirst();
}

/**
 * Marks the token used and ends every other outstanding token of its user, in one step.
 * False when another request used it first.
 */
export async function consumeResetToken(id: string, userId: string): Promise<boolean> {
  const now = nowIso();
  return db()
    .transaction()
    .execute(async (trx) => {
      const claimed = await trx.updateTable("passwordResetTokens").set({ usedAt: now }).where("id", "=", id).where("usedAt", "is", null).executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      await trx.updateTable("passwordResetTokens").set({ usedAt: now }).where("userId", "=", userId).where("usedAt", "is", null).execute();
      return true;
    });
}

/** Deletes a single-use token table's used and expired rows; returns how many went. */
export async function deleteSpentTokens(table: "passwordResetTokens" | "signInLinks" | "emailTokens", now: Date) {
  const result = await db()
    .deleteFrom(table)
    .where((eb) => eb.or([eb("expiresAt", "<=", now.toISOString()), eb("usedAt", "is not", null)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
