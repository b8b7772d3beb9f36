// One-time sign-in links by email: the way in while an account's password is paused by a flood of
// failed sign-ins (auth.server.ts, attemptLogin). A link works once, for 15 minutes; asking again
// voids the older one. Whoever reads the member's email can sign in, as with a reset link; the
// link does not change the password.
import { env } from "~/env.server";
import { HttpError } from "~/domain/errors";
import { replaceSignInLink, spendSignInLink } from "~/models/sign-in-link.server";
import { findUserByEmail, findUserById, normalizeEmail, type User } from "~/models/user.server";
import { SIGN_IN_LINK_MINUTES } from "~/schemas/auth";
import { emailLayout, escapeHtml, hashLinkToken, linkButton, newLinkToken, sendInBackground } from "~/services/mail.server";
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
  const name = user.firstName || "there";
  const text = [
    `Hello ${name},`,
    "",
    "Someone asked for a one-time link to sign in to your Three Skies account. Open it to sign in:",
    link,
    "",
    `It works once, within ${SIGN_IN_LINK_MINUTES} minutes, and leaves your password as it is.`,
    "If you did not ask for it, ignore this email. Many failed sign-ins on your account from other places may mean someone is guessing; a long passphrase keeps them out.",
  ].join("\n");
  const html = emailLayout(
    "Your sign-in link",
    `<p>Hello ${escapeHtml(name)},</p>
<p>Someone asked for a one-time link to sign in to your Three Skies account.</p>
${linkButton(link, "Sign in to Three Skies")}
<p style="font-size:13px;color:#555">It works once, within ${SIGN_IN_LINK_MINUTES} minutes, and leaves your password as it is. If you did not ask for it, ignore this email.</p>`,
  );
  sendInBackground({ userId: user.id, to: user.email, subject: "Your one-time Three Skies sign-in link", text, html }, "sign-in link");
}

/** Uses a link: answers its member, or a 400 when the link is unknown, expired or spent. */
export async function signInWithLink(token: string): Promise<User> {
  const userId = await spendSignInLink(hashLinkToken(token));
  const user = userId ? await findUserById(userId) : undefined;
  if (!user) throw new HttpError(400, SIGN_IN_LINK_INVALID, { token: [SIGN_IN_LINK_INVALID] });
  return user;
}
