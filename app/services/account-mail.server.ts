// The emails that mark a member's milestones with us: the welcome on registration and the receipt
// of each payment. Plain text first (what every client shows), the same words in the HTML layout.
import { env } from "~/env.server";
import { formatLongDate } from "~/domain/dates";
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
  const text = [...intro, `${t("email.welcomeCta")}: ${start}`, ...after].join("\n\n");
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
  plan: string;
  /** Where the period paid for ends (ISO), when known. */
  periodEnd: string | null;
};

/** "$14.99", "€119.00": an amount in the currency's smallest unit, as a receipt writes it. */
export function formatAmount(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency: code }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${code}`;
  }
}

/** The receipt of one payment. */
export async function sendReceiptEmail(member: Member, receipt: Receipt) {
  const app = env().APP_URL.replace(/\/$/, "");
  const amount = formatAmount(receipt.amount, receipt.currency);
  const lines = [
    `Amount paid: ${amount} (${receipt.currency.toUpperCase()})`,
    `For: ${receipt.plan}`,
    `Paid on: ${formatLongDate(receipt.paidAt)}`,
    ...(receipt.periodEnd ? [`Premium paid through: ${formatLongDate(receipt.periodEnd)}`] : []),
    `Reference: ${receipt.reference}`,
  ];
  const before = [`Hello ${member.firstName || "there"},`, "Thank you: your payment went through. Keep this email as your receipt."];
  const after = [
    "Your subscription renews on its own at the end of each period. If you cancel, in Settings under Manage billing, Premium stays yours until the end of the period you have paid for.",
  ];
  const settings = `${app}/settings`;
  const text = [...before, lines.join("\n"), ...after, `Settings: ${settings}`].join("\n\n");
  const html = emailLayout(
    `Receipt: ${amount}`,
    `${paragraphsHtml(before)}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;border-collapse:collapse;font-size:15px">
${lines
  .map((line) => {
    const [label, ...rest] = line.split(": ");
    return `<tr><td style="padding:4px 16px 4px 0;color:#555">${escapeHtml(label!)}</td><td style="padding:4px 0">${escapeHtml(rest.join(": "))}</td></tr>`;
  })
  .join("\n")}
</table>
${paragraphsHtml(after)}
<p><a href="${escapeHtml(settings)}" style="${BUTTON}">Open Settings</a></p>`,
  );
  await sendMail({ to: member.email, subject: `Your Three Skies receipt: ${amount} for ${receipt.plan}`, text, html });
}
