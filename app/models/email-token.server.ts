// Single-use email links (confirm an address, move the account to a new one), stored as SHA-256
// hashes of the token in the link: the database never holds a usable link.
import crypto from "node:crypto";
import { db, nowIso } from "~/db.server";
import type { EmailTokenPurpose } from "~/models/schema";

export type { EmailTokenPurpose };

/** Stores a new link and voids every other link of the same purpose for the user, in one step. */
export async function replaceEmailToken(row: { userId: string; purpose: EmailTokenPurpose; email: string; tokenHash: string; expiresAt: string }) {
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom("emailTokens").where("userId", "=", row.userId).where("purpose", "=", row.purpose).execute();
      await trx
        .insertInto("emailTokens")
        .values({ ...row, id: crypto.randomUUID() })
        .execute();
    });
}

export async function findEmailToken(tokenHash: string) {
  return db().selectFrom("emailTokens").selectAll().where("tokenHash", "=", tokenHash).executeTakeFirst();
}

/** Marks the link used; false when another request used it first. */
export async function markEmailTokenUsed(id: string): Promise<boolean> {
  const result = await db().updateTable("emailTokens").set({ usedAt: nowIso() }).where("id", "=", id).where("usedAt", "is", null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The unused, unexpired change-of-address link of the user, if any (Settings shows it as pending). */
export async function findPendingEmailChange(userId: string, now = new Date()) {
  return db()
    .selectFrom("emailTokens")
    .select(["email", "expiresAt"])
    .where("userId", "=", userId)
    .where("purpose", "=", "change")
    .where("usedAt", "is", null)
    .where("expiresAt", ">", now.toISOString())
    .executeTakeFirst();
}
