// The emails that mark a member's milestones with us: the welcome on registration and the receipt
// of each payment. Plain text first (what every client shows), the same words in the HTML layout.
import { env } from "~/env.server";
import { formatDay } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import type { User } from "~/models/user.server";
import { BUTTON, emailLayout, escapeHtml, mailWords, sendMail } from "~/services/mail.server";

type Member = Pick<User, "email" | "firstName" | "locale">;

function paragraphsHtml(paragraphs: string[]) {
  return paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`).join("\n");
}

/** Sent once an account exists, in the member's language: what to do first, and what the account already holds. */
export async function sendWelcomeEmail(member: Member) {
  const { locale, t, hello } = mailWords(member);
  const app = env().APP_URL.replace(/\/$/, "");
  const start = `${app}/profile`;
  const intro = [hello, t("email.welcomeIntro"), t("email.welcomeFirstStep")];
  const after = [t("email.welcomeDaily"), t("email.welcomeReply")];
  const text = [...intro, t("email.labelled", { label: t("email.welcomeCta"), text: start }), ...after].join("\n\n");
  const html = emailLayout(
    t("email.welcomeTitle"),
    `${paragraphsHtml(intro)}
<p><a href="${escapeHtml(start)}" style="${BUTTON}">${escapeHtml(t("email.welcomeCta"))}</a></p>
${paragraphsHtml(after)}`,
    locale,
  );
  await sendMail({ to: member.email, subject: t("email.welcomeSubject"), text, html, replyTo: env().SUPPORT_EMAIL });
}

export type Receipt = {
  /** The provider's invoice id (or number), quoted so the member can refer to it. */
  reference: string;
  /** In the currency's smallest unit (cents). */
  amount: number;
  currency: string;
  paidAt: Date;
  /** How Premium is billed, when the price says. */
  interval: "monthly" | "yearly" | null;
  /** Where the period paid for ends (ISO), when known. */
  periodEnd: string | null;
};

/** "$14.99", "119,00 €": an amount in the currency's smallest unit, as a receipt writes it in a language. */
export function formatAmount(amount: number, currency: string, locale: Locale = "en"): string {
  const code = currency.toUpperCase();
  try {
    return new Intl.NumberFormat(locale === "en" ? "en-US" : locale, { style: "currency", currency: code }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${code}`;
  }
}

/** The receipt of one payment, in the member's language. */
export async function sendReceiptEmail(member: Member, receipt: Receipt) {
  const { locale, t, hello } = mailWords(member);
  const app = env().APP_URL.replace(/\/$/, "");
  const amount = formatAmount(receipt.amount, receipt.currency, locale);
  const plan = t("email.receiptPlan", { interval: receipt.interval ?? "none" });
  const day = (value: string | Date) => formatDay(new Date(value).toISOString().slice(0, 10), locale, { year: "numeric", month: "long", day: "numeric" });
  const rows: [string, string][] = [
    [t("email.receiptAmount"), `${amount} (${receipt.currency.toUpperCase()})`],
    [t("email.receiptFor"), plan],
    [t("email.receiptPaidOn"), day(receipt.paidAt)],
    ...(receipt.periodEnd ? [[t("email.receiptThrough"), day(receipt.periodEnd)] as [string, string]] : []),
    [t("email.receiptReference"), receipt.reference],
  ];
  const before = [hello, t("email.receiptThanks")];
  const after = [t("email.receiptRenews")];
  const settings = `${app}/settings`;
  const text = [...before, rows.map(([label, value]) => t("email.labelled", { label, text: value })).join("\n"), ...after, t("email.labelled", { label: t("email.receiptSettings"), text: settings })].join("\n\n");
  const html = emailLayout(
    t("email.receiptTitle", { amount }),
    `${paragraphsHtml(before)}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;border-collapse:collapse;font-size:15px">
${rows.map(([label, value]) => `<tr><td style="padding:4px 16px 4px 0;color:#555">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`).join("\n")}
</table>
${paragraphsHtml(after)}
<p><a href="${escapeHtml(settings)}" style="${BUTTON}">${escapeHtml(t("email.receiptOpenSettings"))}</a></p>`,
    locale,
  );
  await sendMail({ to: member.email, subject: t("email.receiptSubject", { amount, plan }), text, html });
}
