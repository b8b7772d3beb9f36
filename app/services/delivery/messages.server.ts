// The daily insights messages: the email (with its one-click unsubscribe) and the short text.
import { formatLongDay, formatShortDay } from "~/domain/dates";
import { env } from "~/env.server";
import { unsubscribeUrl } from "~/services/delivery/unsubscribe.server";
import { emailLayout, escapeHtml, type MailMessage } from "~/services/mail.server";
import type { SmsMessage } from "~/services/sms.server";

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
  const title = `Your daily insights for ${formatLongDay(date)}`;
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
  const head = `Three Skies ${formatShortDay(date)}: `;
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
