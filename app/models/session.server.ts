// Database access of sign-in sessions (the cookie holds only the signed session id).
import { db, nowIso } from "~/db.server";

export type SessionRecord = { sid: string; userId: string; expire: string; persistent: number };

/** The live session with this id, or undefined (expired sessions are ignored). */
export async function findLiveSession(sid: string): Promise<SessionRecord | undefined> {
  return db()
    .selectFrom("sessions")
    .select(["sid", "userId", "expire", "persistent"])
    .where("sid", "=", sid)
    .where("expire", ">", nowIso())
    .executeTakeFirst();
}

export async function insertSession(row: SessionRecord) {
  await db().insertInto("sessions").values({ ...row, sess: "{}" }).execute();
}

export async function deleteSession(sid: string) {
  await db().deleteFrom("sessions").where("sid", "=", sid).execute();
}

/** Ends every session of a user except, optionally, one. */
export async function deleteUserSessions(userId: string, keepSid?: string | null) {
  let query = db().deleteFrom("sessions").where("userId", "=", userId);
  if (keepSid) query = query.where("sid", "!=", keepSid);
  await query.execute();
}

export async function deleteSessionsExpiredBy(now: Date) {
  const result = await db().deleteFrom("sessions").where("expire", "<=", now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
