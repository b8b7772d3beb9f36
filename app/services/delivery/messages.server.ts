// The daily insights messages: the email (with its one-click unsubscribe) and the short text.
import { parseDaily, type DailyCard } from "~/domain/daily-reading";
import { env } from "~/env.server";
import { formatDay, longDay } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { translator, type Translate } from "~/i18n/messages.server";
import { unsubscribeUrl } from "~/services/delivery/unsubscribe.server";
import { emailLayout, escapeHtml, type MailMessage } from "~/services/mail.server";
import type { PushPayload } from "~/services/push.server";
import type { SmsMessage } from "~/services/sms.server";

export function dailyUrl() {
  return `${env().APP_URL.replace(/\/$/, "")}/profile?tab=daily`;
}

const SANS = "-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const CARD_COLOURS: Record<DailyCard["id"], string> = { love: "#be185d", work: "#4c1d95", wellbeing: "#047857" };

/**
 * The reading as the Daily tab lays it out: the headline large, Love, Work and Wellbeing as cards
 * with their leads, the do and the don't, the sky line. Email clients ignore grids, so the cards stack
 * in a table; a text in another shape keeps its paragraphs.
 */
function readingHtml(content: string, t: Translate): string {
  const reading = parseDaily(content);
  if (!reading) return content.split(/\n{2,}/).map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`).join("");
  const card = (c: DailyCard) =>
    `<tr><td style="padding:0 0 12px"><div style="border:1px solid #ddd6fe;border-left:4px solid ${CARD_COLOURS[c.id]};border-radius:10px;padding:14px 16px">` +
    `<h2 style="margin:0 0 6px;font-size:13px;letter-spacing:1px;text-transform:uppercase;color:${CARD_COLOURS[c.id]}">${escapeHtml(t(`daily.${c.id}`))}</h2>` +
    `<p style="margin:0 0 8px;font-size:16px;font-weight:600;line-height:1.4">${escapeHtml(c.lead)}</p>` +
    `<p style="margin:0;font-size:14px;line-height:1.6;color:#374151">${escapeHtml(c.text)}</p></div></td></tr>`;
  const advice = (label: string, text: string, bg: string, fg: string) =>
    `<td width="50%" valign="top" style="padding:0 6px 0 0"><div style="background:${bg};border-radius:10px;padding:12px 14px;color:${fg}">` +
    `<h2 style="margin:0 0 4px;font-size:14px">${escapeHtml(label)}</h2><p style="margin:0;font-size:14px;line-height:1.5">${escapeHtml(text)}</p></div></td>`;
  return (
    `<p style="margin:0 0 20px;font-size:24px;line-height:1.3;font-weight:700;color:#1e1b4b">${escapeHtml(reading.headline)}</p>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${reading.cards.map(card).join("")}</table>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:4px 0 16px"><tr>` +
    advice(t("daily.do"), reading.do, "#ecfdf5", "#064e3b") +
    advice(t("daily.dont"), reading.dont, "#fff1f2", "#881337") +
    `</tr></table>` +
    `<p style="margin:0 0 16px;font-size:12px;line-height:1.6;color:#6b7280"><strong>${escapeHtml(t("daily.skyToday"))}</strong> ${escapeHtml(reading.sky)}</p>`
  );
}

/**
 * The stored day with its section labels in the member's language: the text is stored with fixed
 * labels ("Love:", "Do:"), which English keeps as they are.
 */
function contentIn(content: string, locale: Locale, t: Translate): string {
  const reading = locale === "en" ? null : parseDaily(content);
  if (!reading) return content;
  const labelled = (label: string, text: string) => t("email.labelled", { label, text });
  return [
    reading.headline,
    ...reading.cards.map((c) => `${labelled(t(`daily.${c.id}`), c.lead)}\n${c.text}`),
    `${labelled(t("daily.do"), reading.do)}\n${labelled(t("daily.dont"), reading.dont)}`,
    `${t("daily.skyToday")}${t("daily.skyToday").endsWith("：") ? "" : " "}${reading.sky}`,
  ].join("\n\n");
}

/** The email to `user`, greeted by `name`, in the member's language. */
export function renderEmail(user: { id: string; email: string; name: string }, date: string, content: string, locale: Locale = "en"): MailMessage {
  const t = translator(locale);
  const unsubscribe = unsubscribeUrl(user.id);
  const settings = `${env().APP_URL.replace(/\/$/, "")}/settings`;
  const title = t("email.dailySubject", { day: longDay(date, locale) });
  const paragraphs = contentIn(content, locale, t).split(/\n{2,}/);
  const text = [
    t("email.hello", { name: user.name, named: user.name ? "yes" : "no" }),
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    t("email.dailyReadOn", { link: dailyUrl() }),
    "",
    t("email.dailyWhyText", { settings }),
    t("email.dailyUnsubscribeText", { link: unsubscribe }),
  ].join("\n");
  const settingsLink = `<a href="${escapeHtml(settings)}" style="color:#6b7280">${escapeHtml(t("email.dailySettings"))}</a>`;
  const html = emailLayout(
    title,
    `<div style="font-family:${SANS}">` +
      `<p style="margin:0 0 16px">${escapeHtml(t("email.hello", { name: user.name, named: user.name ? "yes" : "no" }))}</p>` +
      readingHtml(content, t) +
      `<p style="margin:24px 0"><a href="${escapeHtml(dailyUrl())}" style="background:#4c1d95;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(t("email.dailyOpen"))}</a></p>` +
      `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(t("email.dailyWhyHtml", { settings: "\uE000" })).replace("\uE000", settingsLink)} ` +
      `<a href="${escapeHtml(unsubscribe)}" style="color:#6b7280">${escapeHtml(t("email.dailyUnsubscribe"))}</a></p></div>`,
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

/** The GSM 7-bit basic alphabet: a text of other characters goes as UCS-2. */
const GSM = /^[A-Za-z0-9 \n\r@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà]*$/;

/** The first sentence of a paragraph (the whole paragraph when it has no sentence end), in any of the languages' punctuation. */
function firstSentenceOf(paragraph: string) {
  return paragraph.match(/^.*?([.!?](\s|$)|[。！？।]\s*)/u)?.[0]?.trim() ?? paragraph.trim();
}

/**
 * A short text from the same day's reading as the Daily tab: its headline and first line (the first
 * sentence of the paragraph after a one-sentence headline; the first sentence alone otherwise),
 * trimmed to fit one 160-character segment when the link allows (two 67-character segments when the
 * language's letters need UCS-2), then the link and the opt-out.
 */
export function renderSms(phone: string, date: string, content: string, locale: Locale = "en"): SmsMessage {
  const t = translator(locale);
  const link = dailyUrl();
  const head = t("email.smsHead", { day: formatDay(date, locale, { month: "short", day: "numeric" }) });
  const tail = t("email.smsTail", { link });
  const [opening = "", next = ""] = contentIn(content, locale, t).split(/\n{2,}/).map((p) => gsmSafe(p.replace(/\s*\n\s*/g, " ").trim()));
  const segment = GSM.test(head + opening + next + tail) ? 160 : 134;
  const room = Math.max(40, segment - head.length - tail.length);
  const headline = firstSentenceOf(opening);
  const first = headline === opening && next ? `${headline}${/[。！？]$/u.test(headline) ? "" : " "}${firstSentenceOf(next)}` : headline;
  let line = first;
  if (first.length > room) {
    const cut = first.slice(0, room - 3);
    // End on a whole word, without a dangling comma or semicolon.
    line = `${(cut.includes(" ") ? cut.slice(0, cut.lastIndexOf(" ")) : cut).replace(/[\s,;:]+$/, "")}...`;
  }
  return { to: phone, body: `${head}${line}${tail}` };
}

function clip(text: string, max: number) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${(cut.includes(" ") ? cut.slice(0, cut.lastIndexOf(" ")) : cut).replace(/[\s,;:]+$/, "")}\u2026`;
}

/**
 * The daily push notification: for a Free member the day's headline and the way to the Daily tab;
 * for Premium the reading's summary under its headline (the lead of Love, Work and Wellbeing, and the
 * do). A tap opens the Daily tab. The tag makes a later push of the same day replace this one.
 */
export function renderPush(tier: "free" | "premium", date: string, content: string, locale: Locale = "en"): PushPayload {
  const t = translator(locale);
  const reading = parseDaily(content);
  const paragraphs = content.split(/\n{2,}/).map((p) => p.replace(/\s*\n\s*/g, " ").trim()).filter(Boolean);
  const headline = clip(reading?.headline ?? firstSentenceOf(paragraphs[0] ?? ""), 200);
  const base = { url: dailyUrl(), tag: `three-skies-daily-${date}` };
  if (tier === "free") return { ...base, title: t("email.pushFreeTitle", { day: formatDay(date, locale, { month: "short", day: "numeric" }) }), body: headline };
  const summary = reading
    ? [...reading.cards.map((card) => t("email.labelled", { label: t(`daily.${card.id}`), text: card.lead })), t("email.labelled", { label: t("daily.do"), text: reading.do })].join("\n")
    : paragraphs.slice(headline === paragraphs[0] ? 1 : 0).join(" ");
  return { ...base, title: headline, body: clip(summary, 900) };
}
