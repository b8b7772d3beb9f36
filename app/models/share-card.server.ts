// Database access for the members' chart cards (table `share_cards`): one card per member, found by
// its owner or by its public id. Every write is scoped by the owner's id.
import crypto from "node:crypto";
import { db, nowIso } from "~/db.server";
import type { ShareCardRow } from "~/models/schema";

export type ShareCardFields = { displayName: string; showDate: boolean; showTime: boolean; showPlace: boolean };

/** 128 random bits in base64url (22 characters): an address nobody can guess or count through. */
export function newShareCardId(): string {
  return crypto.randomBytes(16).toString("base64url");
}

export async function findShareCardByUser(userId: string): Promise<ShareCardRow | undefined> {
  return db().selectFrom("shareCards").selectAll().where("userId", "=", userId).executeTakeFirst();
}

export async function findShareCard(id: string): Promise<ShareCardRow | undefined> {
  return db().selectFrom("shareCards").selectAll().where("id", "=", id).executeTakeFirst();
}

const flags = (fields: ShareCardFields) => ({
  displayName: fields.displayName,
  showDate: fields.showDate ? 1 : 0,
  showTime: fields.showTime ? 1 : 0,
  showPlace: fields.showPlace ? 1 : 0,
});

/**
 * Publishes the member's card, or changes the one they have: a change counts as a new version (even
 * one that alters nothing, so "Update" always refreshes what link previews show).
 */
export async function saveShareCard(userId: string, fields: ShareCardFields): Promise<ShareCardRow> {
  const now = nowIso();
  return db()
    .insertInto("shareCards")
    .values({ id: newShareCardId(), userId, ...flags(fields), version: 1, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column("userId").doUpdateSet((eb) => ({ ...flags(fields), version: eb("shareCards.version", "+", 1), updatedAt: now })))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Removes the member's card; true when there was one. */
export async function deleteShareCard(userId: string): Promise<boolean> {
  const result = await db().deleteFrom("shareCards").where("userId", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
