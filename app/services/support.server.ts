import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "react-router";
import { env } from "~/env.server";
import { displayName, isPremium, type User } from "~/models/user.server";
import { supportRequestSchema, type SupportRequest } from "~/schemas/billing";
import { HttpError } from "~/services/http.server";
import { emailLayout, escapeHtml, sendMail } from "~/services/mail.server";
import { rateLimit } from "~/services/rate-limit.server";
import { flashToast } from "~/services/toast.server";

/** Header values must stay on one line: no CR/LF smuggling into the subject. */
function oneLine(text: string) {
  return text.replace(/[\r\n\t]+/g, " ").trim();
}

/**
 * Sends a support request to SUPPORT_EMAIL. Premium members get priority support (spec §1): their
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

/** The settings action's "support" intent: validate, send, and come back with a toast. */
export async function supportFormAction(user: User, formData: FormData, clientIp: string) {
  const submission = parseWithZod(formData, { schema: supportRequestSchema });
  if (submission.status !== "success") return data({ intent: "support" as const, result: submission.reply() }, { status: 400 });
  try {
    rateLimit("write", clientIp);
    const { priority } = await sendSupportRequest(user, submission.value);
    throw redirect("/settings", {
      headers: {
        "Set-Cookie": await flashToast({
          title: "Message sent",
          description: priority
            ? `Thanks! Your priority request is in; we will reply to ${user.email}.`
            : `Thanks! We will reply to ${user.email} as soon as we can.`,
        }),
      },
    });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return data({ intent: "support" as const, result: submission.reply({ formErrors: [error.message] }) }, { status: error.status });
  }
}
