/**
 * Daily insights delivery (issue 6, docs/decisions/003-daily-insights-model.md).
 *
 * `deliverDailyInsights({ now })` walks premium users with insights on, in pages. For each user whose
 * local time (their timezone, else the birth place's) has reached their delivery time today, and for
 * each channel they chose (email, SMS), it claims the row (user, local date, channel) of
 * `delivery_log` before sending and marks it sent or failed afterwards:
 *  - the unique key makes a re-run in the same hour, or a second job racing this one, send nothing twice;
 *  - a failure is retried on later runs with exponential backoff, MAX_ATTEMPTS times, then recorded as
 *    given up;
 *  - a claim older than CLAIM_STALE_MS is what a crash between claim and send leaves behind: the next
 *    run takes it over (at-least-once inside that window, which is the best any provider without
 *    idempotency keys allows).
 * The sky of a date and zone is computed once per run; each user costs a composition and a render.
 */
import crypto from "node:crypto";
import type { ChartData } from "~/astrology/natal";
import { db, isReplica, sqlite } from "~/db.server";
import { env } from "~/env.server";
import { emailLayout, escapeHtml, sendMail, type MailMessage } from "~/services/mail.server";
import { sendSms, type SmsMessage } from "~/services/sms.server";
import { chartOfProfile, composeHoroscope, effectiveTimezone, isValidTimezone, localDateTime } from "~/services/horoscope.server";

export type Channel = "email" | "sms";

export const MAX_ATTEMPTS = 5;
export const BACKOFF_BASE_MS = 10 * 60_000;
export const CLAIM_STALE_MS = 15 * 60_000;
export const DEFAULT_PAGE_SIZE = 500;
export const DEFAULT_CONCURRENCY = 8;

/** Delay before attempt n+1 after n failed attempts: 10, 20, 40, 80 minutes. */
export function backoffMs(attempts: number) {
  return BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1);
}

export interface DeliveryTransports {
  mail: (message: MailMessage) => Promise<void>;
  sms: (message: SmsMessage) => Promise<void>;
}

export interface DeliveryOptions {
  now?: Date;
  /** Progress lines (the CLI sends them to stderr). */
  log?: (line: string) => void;
  pageSize?: number;
  /** Messages in flight at once, towards both providers together. */
  concurrency?: number;
  transports?: Partial<DeliveryTransports>;
  /** Prepare every message (horoscope and render) without claiming, storing or sending anything. */
  dryRun?: boolean;
}

export interface DeliverySummary {
  delivered: Record<Channel, number>;
  failed: number;
  /** Messages prepared (dry run) or handed to a provider (real run). */
  prepared: number;
  skipped: {
    notDue: number;
    alreadySent: number;
    inProgress: number;
    waitingRetry: number;
    gaveUp: number;
    noProfile: number;
  };
  users: number;
  /** Distinct (date, zone) skies this run needed. */
  skies: number;
}

// ---------------------------------------------------------------------------------------------
// Unsubscribe tokens: HMAC of SESSION_SECRET over the user id and channel, no expiry, no login.

function signature(payload: string) {
  return crypto.createHmac("sha256", env().SESSION_SECRET).update(`unsubscribe:${payload}`).digest("base64url");
}

export function unsubscribeToken(userId: string, channel: Channel = "email") {
  const payload = `${userId}.${channel}`;
  return `${payload}.${signature(payload)}`;
}

/** The user id and channel of a valid token, else null. */
export function verifyUnsubscribeToken(token: string | null | undefined): { userId: string; channel: Channel } | null {
  if (!token || token.length > 200) return null;
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [userId, channel, sig] = parts as [string, string, string];
  if (channel !== "email" && channel !== "sms") return null;
  const expected = Buffer.from(signature(`${userId}.${channel}`));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return { userId, channel };
}

export function unsubscribeUrl(userId: string) {
  return `${env().APP_URL.replace(/\/$/, "")}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(userId))}`;
}

/** Turns a channel's insights off for the token's user. Answers the user's email, or null for a bad token. */
export async function unsubscribe(token: string | null | undefined): Promise<{ email: string; channel: Channel } | null> {
  const claim = verifyUnsubscribeToken(token);
  if (!claim) return null;
  const user = await db().selectFrom("users").select(["id", "email"]).where("id", "=", claim.userId).executeTakeFirst();
  if (!user) return null;
  await db()
    .updateTable("users")
    .set(claim.channel === "email" ? { emailDailyInsights: 0, updatedAt: new Date().toISOString() } : { smsDailyInsights: 0, updatedAt: new Date().toISOString() })
    .where("id", "=", user.id)
    .execute();
  return { email: user.email, channel: claim.channel };
}

/** STOP / START by text message: every account with that number. Answers how many changed. */
export async function setSmsInsightsByPhone(phone: string, on: boolean): Promise<number> {
  const result = await db()
    .updateTable("users")
    .set({ smsDailyInsights: on ? 1 : 0, updatedAt: new Date().toISOString() })
    .where("phoneNumber", "=", phone)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

// ---------------------------------------------------------------------------------------------
// Messages

// Formatting a date is costly (an Intl formatter per call); a run sees two or three dates.
const LONG_DATE = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const SHORT_DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const dateLabels = new Map<string, { long: string; short: string }>();

function dateLabel(date: string) {
  let label = dateLabels.get(date);
  if (!label) {
    const instant = new Date(`${date}T12:00:00Z`);
    label = { long: LONG_DATE.format(instant), short: SHORT_DATE.format(instant) };
    if (dateLabels.size > 64) dateLabels.clear();
    dateLabels.set(date, label);
  }
  return label;
}

const longDate = (date: string) => dateLabel(date).long;
const shortDate = (date: string) => dateLabel(date).short;

export function dailyUrl() {
  return `${env().APP_URL.replace(/\/$/, "")}/profile?tab=daily`;
}

export interface Recipient {
  id: string;
  email: string;
  name: string;
  phoneNumber: string | null;
}

export function renderEmail(user: Recipient, date: string, content: string): MailMessage {
  const unsubscribe = unsubscribeUrl(user.id);
  const settings = `${env().APP_URL.replace(/\/$/, "")}/settings`;
  const title = `Your daily insights for ${longDate(date)}`;
  const paragraphs = content.split(/\n{2,}/);
  const text = [
    `Hello ${user.name},`,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    `Read it on Three Skies: ${dailyUrl()}`,
    "",
    `You receive this because daily insights by email are on in your settings (${settings}).`,
    `Unsubscribe with one click: ${unsubscribe}`,
  ].join("\n");
  const html = emailLayout(
    title,
    `<p style="margin:0 0 16px">Hello ${escapeHtml(user.name)},</p>` +
      paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`).join("") +
      `<p style="margin:24px 0"><a href="${escapeHtml(dailyUrl())}" style="background:#4c1d95;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none">Open today's horoscope</a></p>` +
      `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">You receive this because daily insights by email are on in your <a href="${escapeHtml(settings)}" style="color:#6b7280">settings</a>. ` +
      `<a href="${escapeHtml(unsubscribe)}" style="color:#6b7280">Unsubscribe</a></p>`,
  );
  return {
    to: user.email,
    subject: title,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** Characters outside the GSM 7-bit alphabet would turn the text into UCS-2 (70 characters a segment). */
function gsmSafe(text: string) {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/\u00b0/g, " deg");
}

/**
 * A short text from the same day's reading as the Daily tab: its headline and first line (the first
 * sentence of the paragraph after a one-sentence headline; the first sentence alone otherwise),
 * trimmed to fit one 160-character segment when the link allows, then the link and the opt-out.
 */
export function renderSms(phone: string, date: string, content: string): SmsMessage {
  const link = dailyUrl();
  const head = `Three Skies ${shortDate(date)}: `;
  const tail = ` Full reading: ${link} Reply STOP to opt out.`;
  const room = Math.max(40, 160 - head.length - tail.length);
  const firstSentence = (p: string) => p.match(/^.*?[.!?](\s|$)/)?.[0]?.trim() ?? p.trim();
  const [opening = "", next = ""] = content.split(/\n{2,}/).map((p) => gsmSafe(p.replace(/\s*\n\s*/g, " ").trim()));
  const headline = firstSentence(opening);
  const first = headline === opening && next ? `${headline} ${firstSentence(next)}` : headline;
  let line = first;
  if (first.length > room) {
    const cut = first.slice(0, room - 3);
    // End on a whole word, without a dangling comma or semicolon.
    line = `${(cut.includes(" ") ? cut.slice(0, cut.lastIndexOf(" ")) : cut).replace(/[\s,;:]+$/, "")}...`;
  }
  return { to: phone, body: `${head}${line}${tail}` };
}

// ---------------------------------------------------------------------------------------------
// The job

type UserRowForDelivery = {
  id: string;
  email: string;
  first_name: string;
  username: string | null;
  timezone: string | null;
  delivery_time: string;
  email_daily_insights: number;
  sms_daily_insights: number;
  phone_number: string | null;
  chart: string | null;
  birth_date: string | null;
  birth_time: string | null;
  birth_latitude: string | null;
  birth_longitude: string | null;
  time_choice: string | null;
};

type LogRow = { id: number; user_id: string; local_date: string; channel: Channel; status: "claimed" | "sent" | "failed"; attempts: number; next_attempt_at: string | null; claimed_at: string };

type Task = {
  user: UserRowForDelivery;
  date: string;
  zone: string;
  channel: Channel;
  /** Null: claim a new row. Otherwise the row to take over, as last read. */
  existing: LogRow | null;
  chart: ChartData | null;
  content?: string;
  logId?: number;
  attempts?: number;
};

/** Runs `work` over `items` with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  });
  await Promise.all(runners);
}

function errorText(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}

export async function deliverDailyInsights(options: DeliveryOptions = {}): Promise<DeliverySummary> {
  const now = options.now ?? new Date();
  const nowIso = now.toISOString();
  const log = options.log ?? (() => {});
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const dryRun = options.dryRun ?? false;
  const transports: DeliveryTransports = {
    mail: options.transports?.mail ?? sendMail,
    sms: options.transports?.sms ?? sendSms,
  };
  const summary: DeliverySummary = {
    delivered: { email: 0, sms: 0 },
    failed: 0,
    prepared: 0,
    skipped: { notDue: 0, alreadySent: 0, inProgress: 0, waitingRetry: 0, gaveUp: 0, noProfile: 0 },
    users: 0,
    skies: 0,
  };
  if (!dryRun && isReplica()) throw new Error("deliverDailyInsights must run on the primary");

  const sql = sqlite();
  const pageQuery = sql.prepare<[string, number], UserRowForDelivery>(`
    SELECT u.id, u.email, u.first_name, u.username, u.timezone, u.delivery_time, u.email_daily_insights,
           u.sms_daily_insights, u.phone_number, p.chart, p.birth_date, p.birth_time, p.birth_latitude,
           p.birth_longitude, p.time_choice
    FROM users u LEFT JOIN astrology_profiles p ON p.user_id = u.id
    -- "+" keeps SQLite on the primary key (id > ? in order) instead of the partial premium index,
    -- which would sort every premium row, chart JSON included, for each page.
    WHERE +u.subscription_tier = 'premium' AND u.send_daily_insights = 1
      AND (u.email_daily_insights = 1 OR (u.sms_daily_insights = 1 AND u.phone_number IS NOT NULL))
      AND u.id > ?
    ORDER BY u.id LIMIT ?`);
  const insertClaim = sql.prepare(
    "INSERT INTO delivery_log (user_id, local_date, channel, status, attempts, claimed_at) VALUES (?, ?, ?, 'claimed', 1, ?) ON CONFLICT (user_id, local_date, channel) DO NOTHING",
  );
  const takeOver = sql.prepare(
    "UPDATE delivery_log SET status = 'claimed', attempts = attempts + 1, claimed_at = ?, last_error = NULL, next_attempt_at = NULL WHERE id = ? AND status = ? AND attempts = ? AND claimed_at = ?",
  );
  const giveUp = sql.prepare(
    "UPDATE delivery_log SET status = 'failed', last_error = coalesce(last_error, 'abandoned claim'), next_attempt_at = NULL WHERE id = ? AND status = 'claimed' AND claimed_at = ?",
  );
  const markSent = sql.prepare("UPDATE delivery_log SET status = 'sent', sent_at = ?, last_error = NULL, next_attempt_at = NULL WHERE id = ?");
  const markFailed = sql.prepare("UPDATE delivery_log SET status = 'failed', last_error = ?, next_attempt_at = ? WHERE id = ?");
  const findLogId = sql.prepare<[string, string, string], { id: number }>(
    "SELECT id FROM delivery_log WHERE user_id = ? AND local_date = ? AND channel = ?",
  );
  const insertHoroscope = sql.prepare(
    "INSERT INTO daily_horoscopes (id, user_id, date, content) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, date) DO NOTHING",
  );
  const skies = new Set<string>();
  const stale = new Date(now.getTime() - CLAIM_STALE_MS).toISOString();
  const started = Date.now();
  // The run's clock starts at `now` (which --now may set in the past) and advances in real time.
  const clock = () => new Date(now.getTime() + (Date.now() - started)).toISOString();

  let after = "";
  let page = 0;
  for (;;) {
    const rows = pageQuery.all(after, pageSize);
    if (!rows.length) break;
    after = rows[rows.length - 1]!.id;
    page++;
    summary.users += rows.length;

    // 1. Who is due, on which channel, in which local date.
    const due: { user: UserRowForDelivery; date: string; zone: string; chart: ChartData | null; channels: Channel[] }[] = [];
    for (const user of rows) {
      if (user.chart === null) {
        summary.skipped.noProfile++;
        continue;
      }
      let chart: ChartData | null = null;
      let zone: string;
      if (isValidTimezone(user.timezone)) zone = user.timezone;
      else {
        chart = chartOf(user);
        zone = effectiveTimezone(null, chart);
      }
      const local = localDateTime(now, zone);
      if (local.time < user.delivery_time) {
        summary.skipped.notDue++;
        continue;
      }
      const channels: Channel[] = [];
      if (user.email_daily_insights === 1) channels.push("email");
      if (user.sms_daily_insights === 1 && user.phone_number) channels.push("sms");
      due.push({ user, date: local.date, zone, chart, channels });
    }
    if (!due.length) continue;

    // 2. What the log already says about them.
    const logs = new Map<string, LogRow>();
    const ids = due.map((d) => d.user.id);
    const minDate = due.reduce((min, d) => (d.date < min ? d.date : min), due[0]!.date);
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const found = sql
        .prepare<unknown[], LogRow>(
          `SELECT id, user_id, local_date, channel, status, attempts, next_attempt_at, claimed_at FROM delivery_log
           WHERE local_date >= ? AND user_id IN (${chunk.map(() => "?").join(",")})`,
        )
        .all(minDate, ...chunk);
      for (const row of found) logs.set(`${row.user_id}|${row.local_date}|${row.channel}`, row);
    }

    const tasks: Task[] = [];
    for (const d of due) {
      for (const channel of d.channels) {
        const row = logs.get(`${d.user.id}|${d.date}|${channel}`) ?? null;
        if (row) {
          if (row.status === "sent") {
            summary.skipped.alreadySent++;
            continue;
          }
          if (row.status === "claimed" && row.claimed_at > stale) {
            summary.skipped.inProgress++;
            continue;
          }
          if (row.status === "failed" && (row.attempts >= MAX_ATTEMPTS || row.next_attempt_at === null)) {
            summary.skipped.gaveUp++;
            continue;
          }
          if (row.status === "failed" && row.next_attempt_at! > nowIso) {
            summary.skipped.waitingRetry++;
            continue;
          }
          if (row.status === "claimed" && row.attempts >= MAX_ATTEMPTS) {
            // A crash took the last attempt: record it as given up instead of trying again.
            if (!dryRun) giveUp.run(row.id, row.claimed_at);
            summary.skipped.gaveUp++;
            continue;
          }
        }
        tasks.push({ user: d.user, date: d.date, zone: d.zone, chart: d.chart, channel, existing: row });
      }
    }
    if (!tasks.length) continue;

    // 3. Today's horoscope of each user: stored, else composed from the day's sky (once per date and zone).
    const texts = new Map<string, string>();
    const wanted = [...new Map(tasks.map((t) => [`${t.user.id}|${t.date}`, t])).values()];
    for (let i = 0; i < wanted.length; i += 500) {
      const chunk = wanted.slice(i, i + 500);
      const stored = await db()
        .selectFrom("dailyHoroscopes")
        .select(["userId", "date", "content"])
        .where("userId", "in", chunk.map((t) => t.user.id))
        .where("date", ">=", minDate)
        .execute();
      for (const row of stored) texts.set(`${row.userId}|${row.date}`, row.content);
    }
    const fresh: [string, string, string, string][] = [];
    for (const t of wanted) {
      const key = `${t.user.id}|${t.date}`;
      if (texts.has(key)) continue;
      const chart = t.chart ?? chartOf(t.user);
      skies.add(`${t.date}|${t.zone}`);
      const content = composeHoroscope(t.user.id, chart, t.date, t.zone);
      texts.set(key, content);
      fresh.push([crypto.randomUUID(), t.user.id, t.date, content]);
    }
    if (!dryRun && fresh.length) {
      sql.transaction(() => {
        for (const row of fresh) insertHoroscope.run(...row);
      })();
    }
    for (const t of tasks) t.content = texts.get(`${t.user.id}|${t.date}`)!;

    if (dryRun) {
      for (const t of tasks) {
        if (t.channel === "email") renderEmail(recipient(t.user), t.date, t.content!);
        else renderSms(t.user.phone_number!, t.date, t.content!);
        summary.prepared++;
      }
      continue;
    }

    // 4. Claim before sending: a new row, or a take-over of a failed row due for retry or a stale claim.
    const claimedAt = clock();
    const claimed: Task[] = [];
    sql.transaction(() => {
      for (const t of tasks) {
        if (!t.existing) {
          if (insertClaim.run(t.user.id, t.date, t.channel, claimedAt).changes === 1) {
            t.logId = findLogId.get(t.user.id, t.date, t.channel)!.id;
            t.attempts = 1;
            claimed.push(t);
          } else summary.skipped.inProgress++;
        } else {
          const row = t.existing;
          if (takeOver.run(claimedAt, row.id, row.status, row.attempts, row.claimed_at).changes === 1) {
            t.logId = row.id;
            t.attempts = row.attempts + 1;
            claimed.push(t);
          } else summary.skipped.inProgress++;
        }
      }
    })();

    // 5. Send, a few at a time, and record each outcome as soon as it is known.
    await pool(claimed, concurrency, async (t) => {
      try {
        if (t.channel === "email") await transports.mail(renderEmail(recipient(t.user), t.date, t.content!));
        else await transports.sms(renderSms(t.user.phone_number!, t.date, t.content!));
        markSent.run(clock(), t.logId!);
        summary.delivered[t.channel]++;
      } catch (error) {
        const next = t.attempts! >= MAX_ATTEMPTS ? null : new Date(now.getTime() + backoffMs(t.attempts!)).toISOString();
        markFailed.run(errorText(error), next, t.logId!);
        summary.failed++;
        log(`delivery failed user=${t.user.id} channel=${t.channel} attempt=${t.attempts}${next ? ` retry after ${next}` : " (giving up)"}: ${errorText(error)}`);
      }
      summary.prepared++;
    });
    log(`page ${page}: ${summary.users} users read, ${summary.delivered.email} emails and ${summary.delivered.sms} texts sent, ${summary.failed} failed (${Date.now() - started} ms)`);
  }
  summary.skies = skies.size;
  return summary;
}

function chartOf(user: UserRowForDelivery): ChartData {
  return chartOfProfile({
    chart: user.chart ?? "{}",
    birthDate: user.birth_date ?? "",
    birthTime: user.birth_time,
    birthLatitude: user.birth_latitude ?? "0",
    birthLongitude: user.birth_longitude ?? "0",
    timeChoice: user.time_choice,
  });
}

function recipient(user: UserRowForDelivery): Recipient {
  return {
    id: user.id,
    email: user.email,
    name: user.username?.trim() || user.first_name.trim() || user.email.split("@")[0] || "there",
    phoneNumber: user.phone_number,
  };
}
