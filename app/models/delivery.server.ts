// The daily job's reads and writes: members due for insights (with their chart source) and the
// delivery_log, one row per (user, local date, channel). Raw better-sqlite3 prepared statements, on
// purpose: the job walks every premium user, and synchronous transactions keep claims atomic and fast.
import { sqlite } from "~/db.server";
import type { Channel } from "~/domain/delivery";

/** A delivery_log row as the job reads it. */
export type LogRow = {
  id: number;
  user_id: string;
  local_date: string;
  channel: Channel;
  status: "claimed" | "sent" | "failed";
  attempts: number;
  next_attempt_at: string | null;
  claimed_at: string;
};

/**
 * A member with insights on and a channel to receive them by (email or SMS for Premium, a push
 * subscription for anyone), joined with the profile the horoscope is made from.
 */
export type DeliveryCandidate = {
  id: string;
  subscription_tier: string;
  email: string;
  first_name: string;
  username: string | null;
  /** The member's language: their reading is written in it. */
  locale: string;
  timezone: string | null;
  delivery_time: string;
  email_daily_insights: number;
  email_verified_at: string | null;
  sms_daily_insights: number;
  phone_number: string | null;
  /** Null until the code texted to phone_number was entered: no texts before. */
  phone_verified_at: string | null;
  /** How many devices the member subscribed to web push. */
  push_devices: number;
  chart: string | null;
  birth_date: string | null;
  birth_time: string | null;
  birth_latitude: string | null;
  birth_longitude: string | null;
  time_choice: string | null;
};

export type Claim = { userId: string; date: string; channel: Channel; existing: LogRow | null };

/** The delivery log's statements, prepared once for a run. */
export function openDeliveryLog() {
  const db = sqlite();
  const pageQuery = db.prepare<[string, number], DeliveryCandidate>(`
    SELECT u.id, u.subscription_tier, u.email, u.first_name, u.username, u.locale, u.timezone, u.delivery_time, u.email_daily_insights,
           u.email_verified_at, u.sms_daily_insights, u.phone_number, u.phone_verified_at, p.chart, p.birth_date, p.birth_time, p.birth_latitude,
           p.birth_longitude, p.time_choice,
           (SELECT count(*) FROM push_subscriptions s WHERE s.user_id = u.id) AS push_devices
    FROM users u LEFT JOIN astrology_profiles p ON p.user_id = u.id
    -- "+" keeps SQLite on the primary key (id > ? in order) instead of the partial premium index,
    -- which would sort every premium row, chart JSON included, for each page.
    WHERE u.send_daily_insights = 1
      AND ((+u.subscription_tier = 'premium'
            AND (u.email_daily_insights = 1 OR (u.sms_daily_insights = 1 AND u.phone_number IS NOT NULL AND u.phone_verified_at IS NOT NULL)))
           OR EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = u.id))
      AND u.id > ?
    ORDER BY u.id LIMIT ?`);
  const insertClaim = db.prepare(
    "INSERT INTO delivery_log (user_id, local_date, channel, status, attempts, claimed_at) VALUES (?, ?, ?, 'claimed', 1, ?) ON CONFLICT (user_id, local_date, channel) DO NOTHING",
  );
  const takeOver = db.prepare(
    "UPDATE delivery_log SET status = 'claimed', attempts = attempts + 1, claimed_at = ?, last_error = NULL, next_attempt_at = NULL WHERE id = ? AND status = ? AND attempts = ? AND claimed_at = ?",
  );
  const giveUp = db.prepare(
    "UPDATE delivery_log SET status = 'failed', last_error = coalesce(last_error, 'abandoned claim'), next_attempt_at = NULL WHERE id = ? AND status = 'claimed' AND claimed_at = ?",
  );
  const markSent = db.prepare("UPDATE delivery_log SET status = 'sent', sent_at = ?, last_error = NULL, next_attempt_at = NULL WHERE id = ?");
  const markFailed = db.prepare("UPDATE delivery_log SET status = 'failed', last_error = ?, next_attempt_at = ? WHERE id = ?");
  const findLogId = db.prepare<[string, string, string], { id: number }>(
    "SELECT id FROM delivery_log WHERE user_id = ? AND local_date = ? AND channel = ?",
  );

  return {
    /** The next `limit` candidates after the id `after`, in id order. */
    candidates(after: string, limit: number): DeliveryCandidate[] {
      return pageQuery.all(after, limit);
    },

    /** What the log says about these users from `fromDate` on, keyed `userId|date|channel`. */
    rowsOf(userIds: string[], fromDate: string): Map<string, LogRow> {
      const logs = new Map<string, LogRow>();
      for (let i = 0; i < userIds.length; i += 500) {
        const chunk = userIds.slice(i, i + 500);
        const found = db
          .prepare<unknown[], LogRow>(
            `SELECT id, user_id, local_date, channel, status, attempts, next_attempt_at, claimed_at FROM delivery_log
             WHERE local_date >= ? AND user_id IN (${chunk.map(() => "?").join(",")})`,
          )
          .all(fromDate, ...chunk);
        for (const row of found) logs.set(`${row.user_id}|${row.local_date}|${row.channel}`, row);
      }
      return logs;
    },

    /**
     * Claims before sending, in one transaction: a new row, or a take-over of the row as last read
     * (it fails if another run changed it meanwhile). Answers, per claim, the log row and the attempt
     * number, or null when someone else holds it.
     */
    claim(claims: Claim[], claimedAt: string): ({ logId: number; attempts: number } | null)[] {
      return db.transaction(() =>
        claims.map((c) => {
          if (!c.existing) {
            if (insertClaim.run(c.userId, c.date, c.channel, claimedAt).changes !== 1) return null;
            return { logId: findLogId.get(c.userId, c.date, c.channel)!.id, attempts: 1 };
          }
          const row = c.existing;
          if (takeOver.run(claimedAt, row.id, row.status, row.attempts, row.claimed_at).changes !== 1) return null;
          return { logId: row.id, attempts: row.attempts + 1 };
        }),
      )();
    },

    /** Records a claim whose last attempt a crash took as given up. */
    giveUp(row: LogRow) {
      giveUp.run(row.id, row.claimed_at);
    },

    markSent(logId: number, at: string) {
      markSent.run(at, logId);
    },

    markFailed(logId: number, error: string, nextAttemptAt: string | null) {
      markFailed.run(error, nextAttemptAt, logId);
    },
  };
}
