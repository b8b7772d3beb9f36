// Read-only counts for the admin panel's usage analytics (users, reports, deliveries per day).
import { sql } from "kysely";
import { db } from "~/db.server";

/** Users, and premium users among them. */
export function userTotals() {
  return db()
    .selectFrom("users")
    .select((eb) => [
      eb.fn.countAll<number>().as("users"),
      eb.fn.sum<number>(sql`CASE WHEN subscription_tier = 'premium' THEN 1 ELSE 0 END`).as("premium"),
    ])
    .executeTakeFirstOrThrow();
}

/** Signups (users) or compatibility reports (their log) per UTC day since the instant `since`. */
export function countsPerDay(table: "users" | "compatibilityReportLogs", since: string) {
  const column = table === "users" ? "created_at" : "generated_at";
  return db()
    .selectFrom(table)
    .select((eb) => [sql<string>`substr(${sql.ref(column)}, 1, 10)`.as("day"), eb.fn.countAll<number>().as("count")])
    .where(sql.ref(column), ">=", since)
    .groupBy(sql`substr(${sql.ref(column)}, 1, 10)`)
    .execute();
}

/** Daily insights sent and failed per local date, from `from` to `to` (`YYYY-MM-DD`, inclusive). */
export function deliveriesPerDay(from: string, to: string) {
  return db()
    .selectFrom("deliveryLog")
    .select((eb) => [
      "localDate as day",
      eb.fn.sum<number>(sql`CASE WHEN status = 'sent' THEN 1 ELSE 0 END`).as("sent"),
      eb.fn.sum<number>(sql`CASE WHEN status = 'failed' THEN 1 ELSE 0 END`).as("failed"),
    ])
    .where("localDate", ">=", from)
    .where("localDate", "<=", to)
    .groupBy("localDate")
    .execute();
}

/** Users with at least one compatibility report, most reports first. */
export async function reportCountsByUser({ offset, limit }: { offset: number; limit: number }) {
  const rows = await db()
    .selectFrom("compatibilityReportLogs as l")
    .innerJoin("users as u", "u.id", "l.userId")
    .select((eb) => ["u.id as userId", "u.username", "u.email", eb.fn.countAll<number>().as("reportCount")])
    .groupBy("u.id")
    .orderBy("reportCount", "desc")
    .orderBy("u.email")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({ userId: row.userId, username: row.username, email: row.email, reportCount: Number(row.reportCount) }));
}
