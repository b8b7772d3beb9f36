// Database access of sign-in sessions (the cookie holds only the signed session id).
import { db, nowIso, preparedQuery } from "~/db.server";
import type { UserRow } from "~/models/schema";

export type SessionRecord = { sid: string; userId: string; expire: string; persistent: number };

const sessionUser = preparedQuery((db, sid: string, now: string) =>
  db.selectFrom("sessions").innerJoin("users", "users.id", "sessions.userId").selectAll("users").where("sessions.sid", "=", sid).where("sessions.expire", ">", now),
);

/** The user behind a live session, read with the session in one query (every signed-in request asks). */
export async function findSessionUser(sid: string): Promise<UserRow | undefined> {
  return (await sessionUser(sid, nowIso()))[0];
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

