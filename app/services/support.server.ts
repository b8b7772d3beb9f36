import { env } from "~/env.server";
import { displayName, isPremium, type User } from "~/models/user.server";
import type { SupportRequest } from "~/schemas/billing";
import { emailLayout, escapeHtml, sendMail } from "~/services/mail.server";

/** Header values must stay on one line: no CR/LF smuggling into the subject. */
function oneLine(text: string) {
  return text.replace(/[\r\n\t]+/g, " ").trim();
}

/**
 * Sends a support request to SUPPORT_EMAIL. Premium members get priority support (docs/product.md#tiers): their
 * subject is tagged "[Priority]" and replies go straight to them (Reply-To).
 */
export async function sendSupportRequest(user: User, input: SupportRequest): Promise<{ priority: boolean }> {
  const priority = isPremium(user);
  const subject = `${priority ? "[Priority]" : "[Support]"} ${oneLine(input.subject)}`;
  const name = displayName(user);
  const plan = priority ? "Premium" : "Free";
  const text = [
    `From: ${name} <${user.email}>`,
    `User ID: ${user.id}`,
    `Plan: ${plan}${priority ? " (priority support)" : ""}`,
    "",
    input.message,
  ].join("\n");
  const html = emailLayout(
    priority ? "Priority support request" : "Support request",
    `<p style="font-size:13px;color:#555">From ${escapeHtml(name)} &lt;${escapeHtml(user.email)}&gt; · ${plan} · user ${escapeHtml(user.id)}</p>
<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
  );
  await sendMail({
    to: env().SUPPORT_EMAIL,
    subject,
    text,
    html,
    replyTo: priority ? user.email : undefined,
    headers: priority ? { "X-Priority": "1", Importance: "high" } : undefined,
  });
  return { priority };
}
