// Database access for web push (table `push_subscriptions`, one row per subscribed browser, and the
// VAPID key pair kept in app_secrets when the environment gives none). Every member-facing query is
// scoped by the owner's id: another member's device is simply not found.
import crypto from "node:crypto";
import { sql } from "kysely";
import { db, nowIso } from "~/db.server";
import type { PushSubscriptionRow } from "~/models/schema";

export type { PushSubscriptionRow };

export type NewPushSubscription = { userId: string; endpoint: string; p256dh: string; auth: string; deviceName: string };

export async function listPushSubscriptions(userId: string): Promise<PushSubscriptionRow[]> {
  return db().selectFrom("pushSubscriptions").selectAll().where("userId", "=", userId).orderBy("createdAt").orderBy("id").execute();
}

export async function findPushSubscription(userId: string, id: string): Promise<PushSubscriptionRow | undefined> {
  return db().selectFrom("pushSubscriptions").selectAll().where("userId", "=", userId).where("id", "=", id).executeTakeFirst();
}

/**
 * Saves a browser's subscription. The endpoint is the browser's: subscribing it again updates its keys
 * and name, and a browser another account had subscribed now belongs to the member signed in on it
 * (its day's record starts over, so the new owner's push is not held back).
 */
export async function upsertPushSubscription(values: NewPushSubscription): Promise<{ row: PushSubscriptionRow; created: boolean }> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const existing = await trx.selectFrom("pushSubscriptions").select(["id", "userId"]).where("endpoint", "=", values.endpoint).executeTakeFirst();
      if (!existing) {
        const row = await trx
          .insertInto("pushSubscriptions")
          .values({ id: crypto.randomUUID(), ...values, createdAt: nowIso() })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { row, created: true };
      }
      const sameOwner = existing.userId === values.userId;
      const { endpoint: _endpoint, ...owned } = values;
      const row = await trx
        .updateTable("pushSubscriptions")
        .set({ ...owned, ...(sameOwner ? {} : { lastSentDate: null, lastSuccessAt: null, lastFailureAt: null, lastError: null }) })
        .where("id", "=", existing.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { row, created: !sameOwner };
    });
}

/** Removes one of the member's devices, by id or by endpoint. Answers whether one was removed. */
export async function deletePushSubscription(userId: string, by: { id: string } | { endpoint: string }): Promise<boolean> {
  let query = db().deleteFrom("pushSubscriptions").where("userId", "=", userId);
  query = "id" in by ? query.where("id", "=", by.id) : query.where("endpoint", "=", by.endpoint);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ---- The daily job ------------------------------------------------------------------------------------

/** The member's devices that have not had the push of `localDate` yet. */
export async function devicesAwaiting(userId: string, localDate: string): Promise<PushSubscriptionRow[]> {
  return db()
    .selectFrom("pushSubscriptions")
    .selectAll()
    .where("userId", "=", userId)
    .where((eb) => eb.or([eb("lastSentDate", "is", null), eb("lastSentDate", "!=", localDate)]))
    .orderBy("createdAt")
    .execute();
}

/** The push service accepted a message for the device (`localDate`: the daily push's day, if it was one). */
export async function markPushDelivered(id: string, at: string, localDate: string | null) {
  await db()
    .updateTable("pushSubscriptions")
    .set({ lastSuccessAt: at, lastError: null, ...(localDate ? { lastSentDate: localDate } : {}) })
    .where("id", "=", id)
    .execute();
}

export async function markPushFailed(id: string, at: string, error: string) {
  await db().updateTable("pushSubscriptions").set({ lastFailureAt: at, lastError: error.slice(0, 500) }).where("id", "=", id).execute();
}

/** The push service said the subscription is gone (404, 410): so is our row. */
export async function deletePushSubscriptionById(id: string) {
  await db().deleteFrom("pushSubscriptions").where("id", "=", id).execute();
}

// ---- VAPID keys generated per database ---------------------------------------------------------------

const VAPID_SECRET_NAME = "vapid_keys";

/**
 * The key pair this database signs push requests with, made by `generate` the first time it is asked
 * for and kept in app_secrets (public and private key in one row, so a race keeps one whole pair).
 */
export async function storedVapidKeys(generate: () => { publicKey: string; privateKey: string }): Promise<{ publicKey: string; privateKey: string }> {
  const read = async () => (await db().selectFrom("appSecrets").select("value").where("name", "=", VAPID_SECRET_NAME).executeTakeFirst())?.value;
  let value = await read();
  if (!value) {
    const fresh = generate();
    await sql`INSERT INTO app_secrets (name, value) VALUES (${VAPID_SECRET_NAME}, ${JSON.stringify(fresh)}) ON CONFLICT (name) DO NOTHING`.execute(db());
    value = (await read())!;
  }
  const parsed = JSON.parse(value) as { publicKey: string; privateKey: string };
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}
