/**
 * Daily insights delivery (issue 6, docs/decisions/003-daily-insights-model.md).
 *
 * `deliverDailyInsights({ now })` walks members with insights on, in pages. For each user whose
 * local time (their timezone, else the birth place's) has reached their delivery time today, and for
 * each channel they chose (email, SMS: Premium; web push: every member with a subscribed device, one
 * log row for all their devices, each device taking the day's push once), it claims the row (user, local date, channel) of
 * `delivery_log` before sending and marks it sent or failed afterwards. What to do with an existing
 * row is `decide(row, now)` (./delivery/decide.ts): the unique key makes a re-run, or a second job
 * racing this one, send nothing twice; failures are retried with backoff; a claim a crash left behind
 * is taken over (at least once). The messages are ./delivery/messages.server.ts; the reads and
 * writes are app/models/delivery.server.ts.
 * The sky of a date and zone is computed once per run; each user costs a composition and a render.
 */
import pLimit from "p-limit";
import type { ChartData } from "~/astrology/natal";
import { isReplica } from "~/db.server";
import { displayName } from "~/domain/user";
import type { Locale } from "~/i18n/locales";
import { memberLocale } from "~/i18n/messages.server";
import { openDeliveryLog, type Claim, type DeliveryCandidate, type LogRow } from "~/models/delivery.server";
import { dailyHoroscopesOf, insertDailyHoroscopes } from "~/models/horoscope.server";
import { channelsFor, decide, nextAttemptAt, type Channel } from "~/services/delivery/decide";
import { renderEmail, renderPush, renderSms } from "~/services/delivery/messages.server";
import { chartOfProfile, composeHoroscope, effectiveTimezone, isValidTimezone, localDateTime } from "~/services/horoscope.server";
import { sendMail, type MailMessage } from "~/services/mail.server";
import { pushToDevices, sendPush, type PushPayload, type PushTransport } from "~/services/push.server";
import { sendSms, type SmsMessage } from "~/services/sms.server";

const DEFAULT_PAGE_SIZE = 500;
const DEFAULT_CONCURRENCY = 8;

type DeliveryTransports = {
  mail: (message: MailMessage) => Promise<void>;
  sms: (message: SmsMessage) => Promise<void>;
  /** One encrypted message to one device's push service. */
  push: PushTransport;
};

export type DeliveryOptions = {
  now?: Date;
  /** Progress lines (the CLI sends them to stderr). */
  log?: (line: string) => void;
  pageSize?: number;
  /** Messages in flight at once, towards both providers together. */
  concurrency?: number;
  transports?: Partial<DeliveryTransports>;
  /** Prepare every message (horoscope and render) without claiming, storing or sending anything. */
  dryRun?: boolean;
};

type Due = { user: DeliveryCandidate; date: string; zone: string; chart: ChartData | null; channels: Channel[] };

type Task = Omit<Due, "channels"> & {
  channel: Channel;
  /** Null: claim a new row. Otherwise the row to take over, as last read. */
  existing: LogRow | null;
  content?: string;
  logId?: number;
  attempts?: number;
};

function errorText(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}

function emptySummary() {
  const perChannel = (): Record<Channel, number> => ({ email: 0, sms: 0, push: 0 });
  return {
    delivered: perChannel(),
    failed: 0,
    /** The failures by channel (their sum is `failed`). */
    failedBy: perChannel(),
    /** Messages prepared (dry run) or handed to a provider (real run). */
    prepared: 0,
    /** unverifiedEmail: email was on, but the address is not confirmed yet (no email sent). */
    skipped: { notDue: 0, alreadySent: 0, inProgress: 0, waitingRetry: 0, gaveUp: 0, noProfile: 0, unverifiedEmail: 0 },
    users: 0,
    /** Distinct (date, zone) skies this run needed. */
    skies: 0,
  };
}
export type DeliverySummary = ReturnType<typeof emptySummary>;

/** Who of a page is due at `now`, on which channels, in which local date. */
function dueUsers(rows: DeliveryCandidate[], now: Date, summary: DeliverySummary): Due[] {
  const due: Due[] = [];
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
    const { channels, unverifiedEmail } = channelsFor(user);
    if (unverifiedEmail) summary.skipped.unverifiedEmail++;
    if (channels.length) due.push({ user, date: local.date, zone, chart, channels });
  }
  return due;
}

export async function deliverDailyInsights(options: DeliveryOptions = {}): Promise<DeliverySummary> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const limit = pLimit(options.concurrency ?? DEFAULT_CONCURRENCY);
  const dryRun = options.dryRun ?? false;
  const transports: DeliveryTransports = {
    mail: options.transports?.mail ?? sendMail,
    sms: options.transports?.sms ?? sendSms,
    push: options.transports?.push ?? sendPush,
  };
  const summary = emptySummary();
  if (!dryRun && isReplica()) throw new Error("deliverDailyInsights must run on the primary");

  const deliveryLog = openDeliveryLog();
  const skies = new Set<string>();
  const started = Date.now();
  // The run's clock starts at `now` (which --now may set in the past) and advances in real time.
  const clock = () => new Date(now.getTime() + (Date.now() - started)).toISOString();

  let after = "";
  let page = 0;
  for (;;) {
    const rows = deliveryLog.candidates(after, pageSize);
    if (!rows.length) break;
    after = rows[rows.length - 1]!.id;
    page++;
    summary.users += rows.length;

    // 1. Who is due, on which channel, in which local date.
    const due = dueUsers(rows, now, summary);
    if (!due.length) continue;

    // 2. What the log already says about them, and what to do about it.
    const minDate = due.reduce((min, d) => (d.date < min ? d.date : min), due[0]!.date);
    const logs = deliveryLog.rowsOf(
      due.map((d) => d.user.id),
      minDate,
    );
    const tasks: Task[] = [];
    for (const d of due) {
      for (const channel of d.channels) {
        const row = logs.get(`${d.user.id}|${d.date}|${channel}`) ?? null;
        const decision = decide(row, now);
        if (decision.action === "skip") {
          summary.skipped[decision.reason]++;
          continue;
        }
        if (decision.action === "giveUp") {
          if (!dryRun) deliveryLog.giveUp(row!);
          summary.skipped.gaveUp++;
          continue;
        }
        tasks.push({ user: d.user, date: d.date, zone: d.zone, chart: d.chart, channel, existing: row });
      }
    }
    if (!tasks.length) continue;

    // 3. Today's horoscope of each user: stored, else composed from the day's sky (once per date and zone).
    const wanted = [...new Map(tasks.map((t) => [`${t.user.id}|${t.date}`, t])).values()];
    const texts = await dailyHoroscopesOf(
      wanted.map((t) => t.user.id),
      minDate,
    );
    const fresh: { userId: string; date: string; content: string; locale: Locale }[] = [];
    for (const t of wanted) {
      const key = `${t.user.id}|${t.date}`;
      // Each member's reading in their language: a day stored in another one is written again.
      const locale = memberLocale(t.user);
      if (texts.get(key)?.locale === locale) continue;
      const chart = t.chart ?? chartOf(t.user);
      skies.add(`${t.date}|${t.zone}`);
      const content = composeHoroscope(t.user.id, chart, t.date, t.zone, locale);
      texts.set(key, { content, locale });
      fresh.push({ userId: t.user.id, date: t.date, content, locale });
    }
    if (!dryRun && fresh.length) insertDailyHoroscopes(fresh);
    for (const t of tasks) t.content = texts.get(`${t.user.id}|${t.date}`)!.content;

    if (dryRun) {
      for (const t of tasks) {
        render(t);
        summary.prepared++;
      }
      continue;
    }

    // 4. Claim before sending: a new row, or a take-over of a failed row due for retry or a stale claim.
    const claims: Claim[] = tasks.map((t) => ({ userId: t.user.id, date: t.date, channel: t.channel, existing: t.existing }));
    const results = deliveryLog.claim(claims, clock());
    const claimed: Task[] = [];
    tasks.forEach((t, index) => {
      const result = results[index];
      if (!result) {
        summary.skipped.inProgress++;
        return;
      }
      t.logId = result.logId;
      t.attempts = result.attempts;
      claimed.push(t);
    });

    // 5. Send, a few at a time, and record each outcome as soon as it is known.
    await Promise.all(
      claimed.map((t) =>
        limit(async () => {
          try {
            const message = render(t);
            if (message.channel === "email") await transports.mail(message.mail);
            else if (message.channel === "sms") await transports.sms(message.sms);
            else await pushToDevices(t.user.id, t.date, message.push, transports.push);
            deliveryLog.markSent(t.logId!, clock());
            summary.delivered[t.channel]++;
          } catch (error) {
            const next = nextAttemptAt(t.attempts!, now);
            deliveryLog.markFailed(t.logId!, errorText(error), next);
            summary.failed++;
            summary.failedBy[t.channel]++;
            log(`delivery failed user=${t.user.id} channel=${t.channel} attempt=${t.attempts}${next ? ` retry after ${next}` : " (giving up)"}: ${errorText(error)}`);
          }
          summary.prepared++;
        }),
      ),
    );
    log(`page ${page}: ${summary.users} users read, ${summary.delivered.email} emails, ${summary.delivered.sms} texts and ${summary.delivered.push} pushes sent, ${summary.failed} failed (${Date.now() - started} ms)`);
  }
  summary.skies = skies.size;
  return summary;
}

function render(t: Task): { channel: "email"; mail: MailMessage } | { channel: "sms"; sms: SmsMessage } | { channel: "push"; push: PushPayload } {
  if (t.channel === "email") {
    // "none" is the greeting's own word for a member without a name ("Hello there," in English).
    const name = displayName({ username: t.user.username, firstName: t.user.first_name, email: t.user.email }, "none");
    return { channel: "email", mail: renderEmail({ id: t.user.id, email: t.user.email, name }, t.date, t.content!, memberLocale(t.user)) };
  }
  if (t.channel === "push") return { channel: "push", push: renderPush(t.user.subscription_tier === "premium" ? "premium" : "free", t.date, t.content!, memberLocale(t.user)) };
  return { channel: "sms", sms: renderSms(t.user.phone_number!, t.date, t.content!, memberLocale(t.user)) };
}

function chartOf(user: DeliveryCandidate): ChartData {
  return chartOfProfile({
    chart: user.chart ?? "{}",
    birthDate: user.birth_date ?? "",
    birthTime: user.birth_time,
    birthLatitude: user.birth_latitude ?? "0",
    birthLongitude: user.birth_longitude ?? "0",
    timeChoice: user.time_choice,
  });
}

