import crypto from "node:crypto";
import { Client } from "@sendgrid/client";
import { MailService } from "@sendgrid/mail";
import { env } from "~/env.server";
import { redactSecrets } from "~/domain/redact";
import { insertOutboxMessage } from "~/models/outbox.server";
import type { Locale } from "~/i18n/locales";
import { memberLocale, message, translator, type Translate } from "~/i18n/messages.server";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  replyTo?: string;
  /** The member the message is for: the outbox keeps it so the message goes with their account. */
  userId?: string;
};

export interface MailDriver {
  name: "sendgrid" | "outbox";
  send(message: MailMessage): Promise<void>;
}

function linksOf(text: string) {
  return text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
}

/** The embedded default: every message lands in the outbox table; the log names it, with its links' secrets redacted. */
export const outboxDriver: MailDriver = {
  name: "outbox",
  async send(message) {
    await insertOutboxMessage({
      channel: "email",
      recipient: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      headers: JSON.stringify({ ...(message.headers ?? {}), ...(message.replyTo ? { "Reply-To": message.replyTo } : {}) }),
      userId: message.userId ?? null,
    });
    if (env().NODE_ENV !== "test") {
      const links = linksOf(message.text);
      console.log(`[mail:outbox] to=${message.to} subject="${message.subject}"${links.length ? ` links=${redactSecrets(links.join(" "))}` : ""}`);
    }
  },
};

export function sendgridDriver(apiKey: string, baseUrl?: string): MailDriver {
  const client = new Client();
  client.setApiKey(apiKey);
  if (baseUrl) client.setDefaultRequest("baseUrl", baseUrl);
  client.setDefaultRequest("timeout" as never, 10_000 as never);
  const service = new MailService();
  service.setClient(client);
  return {
    name: "sendgrid",
    async send(message) {
      await service.send({
        to: message.to,
        from: env().MAIL_FROM,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        replyTo: message.replyTo,
      });
    },
  };
}

let driver: MailDriver | undefined;

export function mailDriver(): MailDriver {
  if (driver) return driver;
  const { SENDGRID_API_KEY, SENDGRID_BASE_URL } = env();
  driver = SENDGRID_API_KEY ? sendgridDriver(SENDGRID_API_KEY, SENDGRID_BASE_URL) : outboxDriver;
  return driver;
}

export function setMailDriverForTests(next: MailDriver | undefined) {
  driver = next;
}

export async function sendMail(message: MailMessage) {
  await mailDriver().send(message);
}

/** Wraps a short body in the product's plain, inline-styled email layout. */
export function emailLayout(title: string, bodyHtml: string, lang = "en") {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><body style="margin:0;background:#f5f3ff;font-family:Georgia,serif;color:#1e1b4b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;padding:32px">
<tr><td><p style="margin:0 0 8px;color:#6d28d9;font-size:14px;letter-spacing:2px">THREE SKIES</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>${bodyHtml}</td></tr></table></td></tr></table></body></html>`;
}

/** Mail goes out in the background: answers take the same time whatever the mail driver does. */
export function sendInBackground(message: MailMessage, what: string) {
  void sendMail(message).catch((error) => console.error(`[mail] ${what} email failed`, error));
}

export const BUTTON = "display:inline-block;background:#6d28d9;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none";

/** An emailed link's button, and its address to paste under it. */
export function linkButton(link: string, label: string, locale: Locale = "en") {
  return `<p><a href="${escapeHtml(link)}" style="${BUTTON}">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(message(locale, "email.pasteLink", { link }))}</p>`;
}

/** The member's language, its translator, and the greeting an email to them opens with. */
export function mailWords(member: { firstName: string; locale?: string | null }) {
  const locale = memberLocale(member);
  const t = translator(locale);
  return { locale, t, hello: t("email.hello", { name: member.firstName, named: member.firstName ? "yes" : "no" }) };
}

/** A message with HTML in place of some of its values: the words are escaped around markers the HTML then replaces. */
export function htmlMessage(t: Translate, key: string, html: Record<string, string>) {
  const names = Object.keys(html);
  const marked = escapeHtml(t(key, Object.fromEntries(names.map((name, i) => [name, `\u0000${i}\u0000`]))));
  return names.reduce((out, name, i) => out.replace(`\u0000${i}\u0000`, () => html[name]!), marked);
}

export function strong(text: string) {
  return `<strong>${escapeHtml(text)}</strong>`;
}

export function anchor(href: string, text: string) {
  return `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
}

/** A single-use emailed link's secret, and its SHA-256 hash: only the hash is stored. */
export function newLinkToken() {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string) {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}
