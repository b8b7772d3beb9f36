// Database access of sign-in sessions (the cookie holds only the signed session id).
import type SQLite from "better-sqlite3";
import { db, nowIso, sqlite } from "~/db.server";
import type { UserRow } from "~/models/schema";

export type SessionRecord = { sid: string; userId: string; expire: string; persistent: number };

/** The user behind a live session, read with the session in one query (every signed-in request asks). */
export async function findSessionUser(sid: string): Promise<UserRow | undefined> {
  return db()
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.userId")
    .selectAll("users")
    .where("sessions.sid", "=", sid)
    .where("sessions.expire", ">", nowIso())
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

type GenerationRow = { changes: number; version: number; live: number };
let generationStatement: SQLite.Statement<[string, string], GenerationRow> | undefined;

/**
 * The database's generation, read synchronously with whether a session is live: the rows this
 * process's connection has changed (`total_changes()`) and the commits of other connections
 * (`data_version`: the daily job, a restore, LiteFS applying the primary's transactions). Any
 * write anywhere gives a new generation. Null when the session is missing or expired.
 */
export function generationForSession(sid: string): string | null {
  const database = sqlite();
  if (generationStatement?.database !== database) generationStatement = database.prepare<[string, string], GenerationRow>(
    `SELECT total_changes() AS changes, (SELECT data_version FROM pragma_data_version) AS version,
            EXISTS (SELECT 1 FROM sessions WHERE sid = ? AND expire > ?) AS live`,
  );
  const row = generationStatement.get(sid, nowIso());
  return row?.live ? `${row.changes}.${row.version}` : null;
}
