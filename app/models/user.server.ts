import crypto from "node:crypto";
import { db, nowIso } from "~/db.server";
import type { NewUser, UserRow, UserUpdate } from "~/models/schema";

export type User = UserRow;

/** What GET /api/auth/user and the root loader expose about the signed-in user (spec §7). */
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
    sendDailyInsights: user.sendDailyInsights === 1,
    dailyInsights: user.sendDailyInsights === 1,
    emailDailyInsights: user.emailDailyInsights === 1,
    smsDailyInsights: user.smsDailyInsights === 1,
    isAdmin: user.isAdmin === 1,
    createdAt: user.createdAt,
  };
}
export type PublicUser = ReturnType<typeof publicUser>;

/** Display-name rule of the user menu: username, else first name, else the email's local part, else "User". */
export function displayName(user: Pick<User, "username" | "firstName" | "email"> | PublicUser): string {
  const local = user.email?.split("@")[0];
  return user.username?.trim() || user.firstName?.trim() || local || "User";
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

export async function countAdmins() {
  const row = await db()
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("isAdmin", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
