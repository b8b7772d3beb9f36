// Database access of payments: the embedded driver's checkout sessions and subscriptions, the
// processed Stripe events, the per-subscription event order and the secrets generated per database.
import crypto from "node:crypto";
import { db, nowIso } from "~/db.server";
import type { LocalCheckoutSessionRow, LocalSubscriptionRow } from "~/models/schema";
import type { User } from "~/models/user.server";

export type { LocalCheckoutSessionRow, LocalSubscriptionRow };

// ---- Users as billing sees them ----------------------------------------------------------------

export async function findUserByCustomerId(customerId: string): Promise<User | undefined> {
  return db().selectFrom("users").selectAll().where("stripeCustomerId", "=", customerId).executeTakeFirst();
}

/** Stores the provider's customer on the user unless one is there already (the first writer wins). */
export async function setCustomerIdIfMissing(userId: string, customerId: string) {
  await db()
    .updateTable("users")
    .set({ stripeCustomerId: customerId, updatedAt: nowIso() })
    .where("id", "=", userId)
    .where("stripeCustomerId", "is", null)
    .execute();
}

// ---- Local checkout sessions ---------------------------------------------------------------------

export async function insertLocalCheckoutSession(row: Omit<LocalCheckoutSessionRow, "createdAt">) {
  await db().insertInto("localBillingCheckoutSessions").values(row).execute();
}

export async function findLocalCheckoutSession(id: string, userId?: string) {
  let query = db().selectFrom("localBillingCheckoutSessions").selectAll().where("id", "=", id);
  if (userId !== undefined) query = query.where("userId", "=", userId);
  return query.executeTakeFirst();
}

/** Marks an open session complete; false when another request got there first. */
export async function claimLocalCheckoutSession(id: string): Promise<boolean> {
  const claimed = await db()
    .updateTable("localBillingCheckoutSessions")
    .set({ status: "complete" })
    .where("id", "=", id)
    .where("status", "=", "open")
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export async function setLocalCheckoutSubscription(id: string, subscriptionId: string) {
  await db().updateTable("localBillingCheckoutSessions").set({ subscriptionId }).where("id", "=", id).execute();
}

// ---- Local subscriptions ---------------------------------------------------------------------------

export async function insertLocalSubscription(row: LocalSubscriptionRow) {
  await db().insertInto("localBillingSubscriptions").values(row).execute();
}

export async function findLocalSubscription(id: string) {
  return db().selectFrom("localBillingSubscriptions").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Writes a local subscription's changed columns (a cancellation, or its end set at the period's end). */
export async function updateLocalSubscription(id: string, values: Partial<LocalSubscriptionRow>) {
  await db()
    .updateTable("localBillingSubscriptions")
    .set({ ...values, updatedAt: nowIso() })
    .where("id", "=", id)
    .execute();
}

/** Local subscriptions set to end whose period is over by `nowSeconds`. */
export async function localSubscriptionsEndedBy(nowSeconds: number) {
  return db()
    .selectFrom("localBillingSubscriptions")
    .selectAll()
    .where("cancelAtPeriodEnd", "=", 1)
    .where("status", "<>", "canceled")
    .where("currentPeriodEnd", "<=", nowSeconds)
    .execute();
}

export async function latestLocalSubscriptionOfCustomer(customerId: string) {
  return db()
    .selectFrom("localBillingSubscriptions")
    .selectAll()
    .where("customerId", "=", customerId)
    .orderBy("created", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
}

// ---- Webhook events ----------------------------------------------------------------------------------

export async function isEventProcessed(id: string): Promise<boolean> {
  return Boolean(await db().selectFrom("stripeEvents").select("id").where("id", "=", id).executeTakeFirst());
}

/** Records a handled event; false when it was recorded already (a concurrent delivery). */
export async function recordProcessedEvent(id: string, type: string): Promise<boolean> {
  const inserted = await db()
    .insertInto("stripeEvents")
    .values({ id, type })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/**
 * Moves the subscription's event clock to `created` unless a newer event was applied already.
 * Answers false for an event older than the newest applied one: it must change nothing.
 */
export async function advanceSubscriptionClock(subscriptionId: string, created: number, eventId: string): Promise<boolean> {
  const result = await db()
    .insertInto("billingSubscriptionEvents")
    .values({ subscriptionId, lastEventCreated: created, lastEventId: eventId })
    .onConflict((oc) =>
      oc
        .column("subscriptionId")
        .doUpdateSet({ lastEventCreated: created, lastEventId: eventId })
        .where("billingSubscriptionEvents.lastEventCreated", "<=", created),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

// ---- Secrets generated per database -------------------------------------------------------------------

/** The named secret of this database, generated (32 random bytes) the first time it is asked for. */
export async function databaseSecret(name: string, prefix = ""): Promise<string> {
  const existing = await db().selectFrom("appSecrets").select("value").where("name", "=", name).executeTakeFirst();
  if (existing) return existing.value;
  const fresh = prefix + crypto.randomBytes(32).toString("base64url");
  await db()
    .insertInto("appSecrets")
    .values({ name, value: fresh })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db().selectFrom("appSecrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return row.value;
}
