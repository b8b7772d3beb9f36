// Stored daily horoscopes: one text per (user, local date).
import crypto from "node:crypto";
import { db, sqlite } from "~/db.server";

export async function findDailyHoroscope(userId: string, date: string): Promise<string | undefined> {
  const row = await db()
    .selectFrom("dailyHoroscopes")
    .select("content")
    .where("userId", "=", userId)
    .where("date", "=", date)
    .executeTakeFirst();
  return row?.content;
}

/** Stores a text unless (user, date) already has one; answers the stored text, so concurrent writers agree. */
export async function insertDailyHoroscopeOnce(userId: string, date: string, content: string): Promise<string> {
  await db()
    .insertInto("dailyHoroscopes")
    .values({ id: crypto.randomUUID(), userId, date, content })
    .onConflict((oc) => oc.columns(["userId", "date"]).doNothing())
    .execute();
  return (await findDailyHoroscope(userId, date)) ?? content;
}

/** Stored texts of these users from `fromDate` on, keyed `userId|date`. */
export async function dailyHoroscopesOf(userIds: string[], fromDate: string): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = await db()
      .selectFrom("dailyHoroscopes")
      .select(["userId", "date", "content"])
      .where("userId", "in", userIds.slice(i, i + 500))
      .where("date", ">=", fromDate)
      .execute();
    for (const row of rows) texts.set(`${row.userId}|${row.date}`, row.content);
  }
  return texts;
}

/** Stores many texts in one synchronous transaction, keeping any text a (user, date) already has. */
export function insertDailyHoroscopes(rows: { userId: string; date: string; content: string }[]) {
  const db = sqlite();
  const insert = db.prepare(
    "INSERT INTO daily_horoscopes (id, user_id, date, content) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, date) DO NOTHING",
  );
  db.transaction(() => {
    for (const row of rows) insert.run(crypto.randomUUID(), row.userId, row.date, row.content);
  })();
}
