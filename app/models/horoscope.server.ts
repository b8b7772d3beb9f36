// Stored daily horoscopes: one text per (user, local date), in the language it was written in.
import crypto from "node:crypto";
import { sql } from "kysely";
import { db, sqlite } from "~/db.server";

export type StoredDaily = { content: string; locale: string };

export async function findDailyHoroscope(userId: string, date: string): Promise<StoredDaily | undefined> {
  return db()
    .selectFrom("dailyHoroscopes")
    .select(["content", "locale"])
    .where("userId", "=", userId)
    .where("date", "=", date)
    .executeTakeFirst();
}

/**
 * Stores a text unless (user, date) already has one in that language, replacing one in another
 * language; answers the stored text, so concurrent writers agree.
 */
export async function insertDailyHoroscopeOnce(userId: string, date: string, content: string, locale: string): Promise<string> {
  await db()
    .insertInto("dailyHoroscopes")
    .values({ id: crypto.randomUUID(), userId, date, content, locale })
    .onConflict((oc) =>
      oc
        .columns(["userId", "date"])
        .doUpdateSet({ content: sql`excluded.content`, locale: sql`excluded.locale` })
        .where("dailyHoroscopes.locale", "!=", sql<string>`excluded.locale`),
    )
    .execute();
  return (await findDailyHoroscope(userId, date))?.content ?? content;
}

/** Stored texts of these users from `fromDate` on, keyed `userId|date`. */
export async function dailyHoroscopesOf(userIds: string[], fromDate: string): Promise<Map<string, StoredDaily>> {
  const texts = new Map<string, StoredDaily>();
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = await db()
      .selectFrom("dailyHoroscopes")
      .select(["userId", "date", "content", "locale"])
      .where("userId", "in", userIds.slice(i, i + 500))
      .where("date", ">=", fromDate)
      .execute();
    for (const row of rows) texts.set(`${row.userId}|${row.date}`, { content: row.content, locale: row.locale });
  }
  return texts;
}

/** Stores many texts in one synchronous transaction, keeping any text a (user, date) already has in that language. */
export function insertDailyHoroscopes(rows: { userId: string; date: string; content: string; locale: string }[]) {
  const db = sqlite();
  const insert = db.prepare(
    `INSERT INTO daily_horoscopes (id, user_id, date, content, locale) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, date) DO UPDATE SET content = excluded.content, locale = excluded.locale WHERE daily_horoscopes.locale <> excluded.locale`,
  );
  db.transaction(() => {
    for (const row of rows) insert.run(crypto.randomUUID(), row.userId, row.date, row.content, row.locale);
  })();
}
