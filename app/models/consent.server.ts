// Consent on record: one row per agreement to a channel (email, SMS), with the wording shown and how
// it was given. Withdrawal stamps withdrawn_at; rows are kept so the record shows both ends.
import { db, nowIso } from "~/db.server";
import type { ConsentChannel } from "~/models/schema";

export type { ConsentChannel };

export type NewConsent = { userId: string; channel: ConsentChannel; address: string; wording: string; method: string; consentedAt?: string };

/** Records a consent; an earlier one still open for the same channel is withdrawn at the same time. */
export async function recordConsent(consent: NewConsent) {
  const at = consent.consentedAt ?? nowIso();
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable("consents")
        .set({ withdrawnAt: at })
        .where("userId", "=", consent.userId)
        .where("channel", "=", consent.channel)
        .where("withdrawnAt", "is", null)
        .execute();
      await trx
        .insertInto("consents")
        .values({ userId: consent.userId, channel: consent.channel, address: consent.address, wording: consent.wording, method: consent.method, consentedAt: at })
        .execute();
    });
}

/** Withdraws the open consent of a channel (e.g. the address or number it named is no longer the member's). */
export async function withdrawConsent(userId: string, channel: ConsentChannel, at = nowIso()) {
  await db().updateTable("consents").set({ withdrawnAt: at }).where("userId", "=", userId).where("channel", "=", channel).where("withdrawnAt", "is", null).execute();
}

export async function listConsents(userId: string) {
  return db()
    .selectFrom("consents")
    .select(["channel", "address", "wording", "consentedAt", "method", "withdrawnAt"])
    .where("userId", "=", userId)
    .orderBy("id")
    .execute();
}

/** Withdraws every open consent given for an address (a STOP texted from a number ends them all). */
export async function withdrawConsentsOfAddress(channel: ConsentChannel, address: string, at = nowIso()) {
  await db().updateTable("consents").set({ withdrawnAt: at }).where("channel", "=", channel).where("address", "=", address).where("withdrawnAt", "is", null).execute();
}
