// The account's email address: confirming it (double opt-in), moving the account to a new one, and
// the note to its owner when someone registers with an address that already has an account. Links are single-use, last
// 24 hours, are stored hashed, and a new link voids the older ones of the same kind.
import { EMAIL_CONSENT_METHOD } from "~/domain/consent";
import { HttpError } from "~/domain/errors";
import { env } from "~/env.server";
import { recordConsent } from "~/models/consent.server";
import { findEmailToken, findPendingEmailChange, markEmailTokenUsed, replaceEmailToken, type EmailTokenPurpose } from "~/models/email-token.server";
import { deleteSpentTokens, findUserByEmail, findUserById, normalizeEmail, updateUser, type User } from "~/models/user.server";
import { anchor, emailLayout, escapeHtml, hashLinkToken, htmlMessage, linkButton, mailWords, newLinkToken, sendInBackground, strong } from "~/services/mail.server";
import { verifyPassword } from "~/services/password.server";
import { rateLimit, RateLimitError } from "~/services/rate-limit.server";
import { memberLocale, message } from "~/i18n/messages.server";

export const EMAIL_LINK_HOURS = 24;

export const LINK_INVALID = "This confirmation link is not valid. Check that the whole link was copied, or ask for a new one from Settings.";
export const LINK_USED = "This confirmation link has already been used. Each link works once.";
export const LINK_EXPIRED = "This confirmation link has expired: links last 24 hours. Ask for a new one from Settings.";
export const LINK_OTHER_ACCOUNT =
  "This link was sent for a different account from the one you are signed in with, so nothing was confirmed. Sign out, then open the link again.";
export const ALREADY_VERIFIED = "Your email address is already confirmed.";
export const SAME_EMAIL = "That is already your account's email address.";
export const EMAIL_IN_USE = "Another account already uses that email address.";
export const WRONG_PASSWORD = "Current password is incorrect";
export const LINK_SENT = (email: string) => `We sent a new confirmation link to ${email}. Links sent before it no longer work.`;
export const CHANGE_SENT = (email: string) =>
  `We sent a link to ${email}. Your account moves to that address once the link is followed; until then nothing changes.`;

/** Creates a link of `purpose` for `email` (voiding the user's older ones) and answers its URL. */
async function newLink(userId: string, purpose: EmailTokenPurpose, email: string) {
  const { token, hash } = newLinkToken();
  const expiresAt = new Date(Date.now() + EMAIL_LINK_HOURS * 3_600_000).toISOString();
  await replaceEmailToken({ userId, purpose, email, tokenHash: hash, expiresAt });
  return `${env().APP_URL}/verify-email?token=${encodeURIComponent(token)}`;
}

/** Used and expired links are kept no longer than it takes the hourly job to come by. */
export async function deleteExpiredEmailLinks(now = new Date()) {
  return deleteSpentTokens("emailTokens", now);
}

/** The change of address waiting for its link, shown in Settings. */
export async function pendingEmailChange(userId: string) {
  return (await findPendingEmailChange(userId)) ?? null;
}

/** Sends the link that confirms the account's current address, in the member's language. */
export async function sendVerificationEmail(user: Pick<User, "id" | "email" | "firstName" | "locale">) {
  const link = await newLink(user.id, "verify", user.email);
  const { locale, t, hello } = mailWords(user);
  // Written as an email, not the registration form's words: the reader already has the link.
  const text = [hello, "", t("email.verifyAsk", { email: user.email }), link, "", t("email.verifyUse"), "", t("email.verifyOnceText")].join("\n");
  const html = emailLayout(
    t("email.verifyTitle"),
    `<p>${escapeHtml(hello)}</p>
<p>${htmlMessage(t, "email.verifyAskHtml", { email: strong(user.email) })}</p>
${linkButton(link, t("email.verifyButton"), locale)}
<p>${escapeHtml(t("email.verifyUse"))}</p>
<p style="font-size:13px;color:#555">${escapeHtml(t("email.verifyOnceHtml"))}</p>`,
    locale,
  );
  sendInBackground({ userId: user.id, to: user.email, subject: t("email.verifySubject"), text, html }, "verification");
}

/** "Send the link again" in Settings: a fresh link (the old ones stop working), a few per hour. */
export async function resendVerification(user: User) {
  if (user.emailVerifiedAt) throw new HttpError(400, ALREADY_VERIFIED);
  await rateLimit("accountEmail", user.id);
  await sendVerificationEmail(user);
}

/**
 * Registration with an address that already has an account: the visitor is told so, and the owner is
 * told someone tried (a few times an hour at most; over that, quietly nothing).
 */
export async function noticeRegistrationAttempt(owner: User) {
  try {
    await rateLimit("accountEmail", owner.id);
  } catch (error) {
    if (error instanceof RateLimitError) return;
    throw error;
  }
  const signIn = `${env().APP_URL}/login`;
  const reset = `${env().APP_URL}/forgot-password`;
  const { locale, t, hello } = mailWords(owner);
  const text = [hello, "", t("email.takenTried", { email: owner.email }), "", t("email.takenIfYou", { signIn, reset }), t("email.takenIfNot")].join("\n");
  const html = emailLayout(
    t("email.takenTitle"),
    `<p>${escapeHtml(hello)}</p>
<p>${htmlMessage(t, "email.takenTried", { email: strong(owner.email) })}</p>
<p>${htmlMessage(t, "email.takenIfYouHtml", { signIn: anchor(signIn, t("email.takenSignIn")), reset: anchor(reset, t("email.takenReset")) })}</p>
<p>${escapeHtml(t("email.takenIfNot"))}</p>`,
    locale,
  );
  sendInBackground({ userId: owner.id, to: owner.email, subject: t("email.takenSubject"), text, html }, "registration notice");
}

/** Settings → change email: checks the password, then sends the link to the new address and tells the old one. */
export async function requestEmailChange(user: User, input: { email: string; password: string }) {
  const email = normalizeEmail(input.email);
  if (!(await verifyPassword(input.password, user.passwordHash))) throw new HttpError(400, WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
  if (email === user.email) throw new HttpError(400, SAME_EMAIL, { email: [SAME_EMAIL] });
  if (await findUserByEmail(email)) throw new HttpError(409, EMAIL_IN_USE, { email: [EMAIL_IN_USE] });
  await rateLimit("accountEmail", user.id);
  const link = await newLink(user.id, "change", email);
  const { locale, t, hello } = mailWords(user);
  const text = [hello, "", t("email.moveAsk", { email: user.email }), link, "", t("email.moveWording"), "", t("email.moveOnce")].join("\n");
  const html = emailLayout(
    t("email.moveTitle"),
    `<p>${escapeHtml(hello)}</p>
<p>${htmlMessage(t, "email.moveAsk", { email: strong(user.email) })}</p>
${linkButton(link, t("email.moveButton"), locale)}
<p style="font-size:13px;color:#555">${escapeHtml(t("email.moveWording"))}</p>
<p style="font-size:13px;color:#555">${escapeHtml(t("email.moveOnce"))}</p>`,
    locale,
  );
  sendInBackground({ userId: user.id, to: email, subject: t("email.moveSubject"), text, html }, "change of address");
  sendOldAddressNotice(user, email, "requested");
  return { email };
}

/** Tells the account's previous address about a change of address: when it is asked for, and when it is done. */
function sendOldAddressNotice(user: Pick<User, "email" | "firstName" | "locale">, newEmail: string, stage: "requested" | "done") {
  const { locale, t, hello } = mailWords(user);
  const lines = [t(`email.${stage}Notice`, { email: newEmail }), t(`email.${stage}NoticeIfNot`, { reset: `${env().APP_URL}/forgot-password` })];
  const subject = t(`email.${stage}NoticeSubject`);
  const text = [hello, ...lines].join("\n\n");
  const html = emailLayout(subject, `<p>${escapeHtml(hello)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}`, locale);
  sendInBackground({ to: user.email, subject, text, html }, "old address notice");
}

export type LinkState =
  | { state: "ready"; purpose: EmailTokenPurpose; email: string }
  | { state: "invalid" | "used" | "expired" | "otherAccount"; message: string };

/** What a link is, without using it: the /verify-email page shows this before the member confirms. */
export async function inspectEmailLink(token: string, signedIn: Pick<User, "id"> | null, now = new Date()): Promise<LinkState> {
  const row = token ? await findEmailToken(hashLinkToken(token)) : undefined;
  const owner = row ? await findUserById(row.userId) : undefined;
  if (!row || !owner || (row.purpose === "verify" && row.email !== owner.email)) return { state: "invalid", message: LINK_INVALID };
  if (signedIn && signedIn.id !== row.userId) return { state: "otherAccount", message: LINK_OTHER_ACCOUNT };
  if (row.usedAt) return { state: "used", message: LINK_USED };
  if (row.expiresAt <= now.toISOString()) return { state: "expired", message: LINK_EXPIRED };
  return { state: "ready", purpose: row.purpose, email: row.email };
}

const LINK_STATUS = { invalid: 400, used: 410, expired: 410, otherAccount: 403 } as const;

/**
 * Follows a link: confirms the account's address ('verify') or moves the account to the new one
 * ('change'). Signed in as another member, nothing happens. Answers what was done.
 */
export async function confirmEmailLink(token: string, signedIn: Pick<User, "id"> | null): Promise<{ purpose: EmailTokenPurpose; email: string }> {
  const link = await inspectEmailLink(token, signedIn);
  if (link.state !== "ready") throw new HttpError(LINK_STATUS[link.state], link.message, { token: [link.message] });
  const row = (await findEmailToken(hashLinkToken(token)))!;
  const owner = (await findUserById(row.userId))!;
  if (row.purpose === "change" && (await findUserByEmail(row.email))) throw new HttpError(409, EMAIL_IN_USE, { token: [EMAIL_IN_USE] });
  if (!(await markEmailTokenUsed(row.id))) throw new HttpError(410, LINK_USED, { token: [LINK_USED] });
  const now = new Date().toISOString();
  if (row.purpose === "verify") {
    await updateUser(owner.id, { emailVerifiedAt: now });
    await recordConsent({ userId: owner.id, channel: "email", address: owner.email, wording: message(memberLocale(owner), "auth.emailWording"), method: EMAIL_CONSENT_METHOD.verify, consentedAt: now });
    return { purpose: "verify", email: owner.email };
  }
  try {
    await updateUser(owner.id, { email: row.email, emailVerifiedAt: now });
  } catch (error) {
    // Another account took the address between the check and the write: the unique index decides.
    if (error instanceof Error && /UNIQUE constraint failed: users\.email/.test(error.message)) throw new HttpError(409, EMAIL_IN_USE, { token: [EMAIL_IN_USE] });
    throw error;
  }
  await recordConsent({ userId: owner.id, channel: "email", address: row.email, wording: message(memberLocale(owner), "email.moveWording"), method: EMAIL_CONSENT_METHOD.change, consentedAt: now });
  sendOldAddressNotice(owner, row.email, "done");
  return { purpose: "change", email: row.email };
}
