// One-time sign-in links, stored as SHA-256 hashes of the token in the link: the database never
// holds a usable link.
import crypto from "node:crypto";
import { db, nowIso } from "~/db.server";

/** Stores a new link and voids the member's older ones, in one step. */
export async function replaceSignInLink(row: { userId: string; tokenHash: string; expiresAt: string }) {
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom("signInLinks").where("userId", "=", row.userId).execute();
      await trx
        .insertInto("signInLinks")
        .values({ ...row, id: crypto.randomUUID() })
        .execute();
    });
}

/**
 * Uses the link: marks it used if it is unused and unexpired, and answers its member's id; null when
 * it is unknown, expired or was used (by this request's twin, too: the update decides).
 */
export async function spendSignInLink(tokenHash: string, now = new Date()): Promise<string | null> {
  const row = await db()
    .updateTable("signInLinks")
    .set({ usedAt: nowIso() })
    .where("tokenHash", "=", tokenHash)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", now.toISOString())
    .returning("userId")
    .executeTakeFirst();
  return row?.userId ?? null;
}
