// One-time sign-in links by email: the way in while an account's password is paused by a flood of
// failed sign-ins (auth.server.ts, attemptLogin). A link works once, for 15 minutes; asking again
// voids the older one. Whoever reads the member's email can sign in, as with a reset link; the
// link does not change the password.
import { env } from "~/env.server";
import { HttpError } from "~/domain/errors";
import { replaceSignInLink, spendSignInLink } from "~/models/sign-in-link.server";
import { findUserByEmail, findUserById, normalizeEmail, type User } from "~/models/user.server";
import { SIGN_IN_LINK_MINUTES } from "~/schemas/auth";
import { emailLayout, escapeHtml, hashLinkToken, linkButton, mailWords, newLinkToken, sendInBackground } from "~/services/mail.server";
import { rateLimit } from "~/services/rate-limit.server";

export const SIGN_IN_LINK_SENT = `If an account exists for that email, a one-time sign-in link has been sent. It works once, within ${SIGN_IN_LINK_MINUTES} minutes.`;
export const SIGN_IN_LINK_INVALID = "This sign-in link is invalid, has expired or was already used. Ask for a new one.";

/**
 * Emails a sign-in link when the account exists; the same answer either way, the email sent in the
 * background so the time taken does not tell. At most 3 links per address an hour.
 */
export async function requestSignInLink(email: string): Promise<void> {
  await rateLimit("signInLinkEmail", normalizeEmail(email));
  const user = await findUserByEmail(email);
  if (!user) return;
  const { token, hash } = newLinkToken();
  const expiresAt = new Date(Date.now() + SIGN_IN_LINK_MINUTES * 60_000).toISOString();
  await replaceSignInLink({ userId: user.id, tokenHash: hash, expiresAt });
  const link = `${env().APP_URL}/login/link?token=${encodeURIComponent(token)}`;
  const { locale, t, hello } = mailWords(user);
  const minutes = SIGN_IN_LINK_MINUTES;
  const text = [hello, "", t("email.linkAsk"), link, "", t("email.linkOnce", { minutes }), t("email.linkIgnore")].join("\n");
  const html = emailLayout(
    t("email.linkTitle"),
    `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(t("email.linkAskHtml"))}</p>
${linkButton(link, t("email.linkButton"), locale)}
<p style="font-size:13px;color:#555">${escapeHtml(t("email.linkOnceHtml", { minutes }))}</p>`,
    locale,
  );
  sendInBackground({ userId: user.id, to: user.email, subject: t("email.linkSubject"), text, html }, "sign-in link");
}

/** Uses a link: answers its member, or a 400 when the link is unknown, expired or spent. */
export async function signInWithLink(token: string): Promise<User> {
  const userId = await spendSignInLink(hashLinkToken(token));
  const user = userId ? await findUserById(userId) : undefined;
  if (!user) throw new HttpError(400, SIGN_IN_LINK_INVALID, { token: [SIGN_IN_LINK_INVALID] });
  return user;
}
