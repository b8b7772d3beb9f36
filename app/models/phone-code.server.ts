// The pending phone code of each member (one at most) and the proof of a number once its code is in.
import { db, nowIso } from "~/db.server";

export async function replacePhoneCode(row: { userId: string; phoneNumber: string; codeHash: string; expiresAt: string }) {
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom("phoneCodes").where("userId", "=", row.userId).execute();
      await trx.insertInto("phoneCodes").values(row).execute();
    });
}

export async function findPhoneCode(userId: string) {
  return db().selectFrom("phoneCodes").selectAll().where("userId", "=", userId).executeTakeFirst();
}

/** Counts a wrong try; answers the tries made so far (0 when the code is gone). */
export async function countWrongTry(userId: string): Promise<number> {
  const row = await db()
    .updateTable("phoneCodes")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("userId", "=", userId)
    .returning("attempts")
    .executeTakeFirst();
  return row?.attempts ?? 0;
}

/** Deletes the codes that expired by `at` (ISO); answers how many. */
export async function deleteExpiredPhoneCodes(at: string): Promise<number> {
  const result = await db().deleteFrom("phoneCodes").where("expiresAt", "<=", at).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deletePhoneCode(userId: string) {
  await db().deleteFrom("phoneCodes").where("userId", "=", userId).execute();
}

/**
 * Marks the number proven and spends the code, in one step; false when the account's number changed
 * meanwhile (the proof would be for another number).
 */
export async function markPhoneVerified(userId: string, phoneNumber: string, at = nowIso()): Promise<boolean> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const result = await trx
        .updateTable("users")
        .set({ phoneVerifiedAt: at, updatedAt: at })
        .where("id", "=", userId)
        .where("phoneNumber", "=", phoneNumber)
        .executeTakeFirst();
      await trx.deleteFrom("phoneCodes").where("userId", "=", userId).execute();
      return Number(result.numUpdatedRows) === 1;
    });
}
