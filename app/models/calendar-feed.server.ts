// Database access for the calendar feed links (one per user; revoking deletes the row).
import { db, nowIso } from "~/db.server";

export async function findCalendarFeed(userId: string): Promise<{ tokenId: string; createdAt: string } | undefined> {
  return db().selectFrom("calendarFeeds").select(["tokenId", "createdAt"]).where("userId", "=", userId).executeTakeFirst();
}

/** Stores a new token id for the user, replacing any earlier one (which stops working). */
export async function replaceCalendarFeed(userId: string, tokenId: string): Promise<void> {
  const createdAt = nowIso();
  await db()
    .insertInto("calendarFeeds")
    .values({ userId, tokenId, createdAt })
    .onConflict((oc) => oc.column("userId").doUpdateSet({ tokenId, createdAt }))
    .execute();
}

export async function deleteCalendarFeed(userId: string): Promise<boolean> {
  const result = await db().deleteFrom("calendarFeeds").where("userId", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
