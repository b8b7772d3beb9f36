// The account's email address: confirming it (double opt-in), moving the account to a new one, and
// the note to its owner when someone registers with an address that already has an account. Links are single-use, last
// 24 hours, are stored hashed, and a new link voids the older ones of the same kind.
import { CHANGE_EMAIL_WORDING, EMAIL_CONSENT_METHOD } from "~/domain/consent";
import { HttpError } from "~/domain/errors";
import { env } from "~/env.server";
import { recordConsent } from "~/models/consent.server";
import { findEmailToken, findPendingEmailChange, markEmailTokenUsed, replaceEmailToken, type EmailTokenPurpose } from "~/models/email-token.server";
import { deleteSpentTokens, findUserByEmail, findUserById, normalizeEmail, updateUser, type User } from "~/models/user.server";
import { emailLayout, escapeHtml, hashLinkToken, linkButton, newLinkToken, sendInBackground } from "~/services/mail.server";
import { verifyPassword } from "~/services/password.server";
import { rateLimit, RateLimitError } from "~/services/rate-limit.server";
import { memberLocale, message, translator } from "~/i18n/messages.server";

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

function firstName(user: Pick<User, "firstName">) {
  return user.firstName || "there";
}

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
  const locale = memberLocale(user);
  const t = translator(locale);
  const hello = t("email.hello", { name: user.firstName || "none" });
  // Written as an email, not the registration form's words: the reader already has the link.
  const text = [hello, "", t("email.verifyAsk", { email: user.email }), link, "", t("email.verifyUse"), "", t("email.verifyOnceText")].join("\n");
  // The address in bold: the sentence is escaped around a marker the address then replaces.
  const ask = escapeHtml(t("email.verifyAskHtml", { email: "\u0000" })).replace("\u0000", `<strong>${escapeHtml(user.email)}</strong>`);
  const html = emailLayout(
    t("email.verifyTitle"),
    `<p>${escapeHtml(hello)}</p>
<p>${ask}</p>
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
  const text = [
    `Hello ${firstName(owner)},`,
    "",
    `Someone just tried to create a new Three Skies account with ${owner.email}. This address already has an account, so nothing was created.`,
    "",
    `If it was you: sign in at ${signIn}, or choose a new password at ${reset} if you have forgotten it.`,
    "If it was not you, there is nothing to do. Your account, your chart and your settings are unchanged.",
  ].join("\n");
  const html = emailLayout(
    "Someone tried to register with your address",
    `<p>Hello ${escapeHtml(firstName(owner))},</p>
<p>Someone just tried to create a new Three Skies account with <strong>${escapeHtml(owner.email)}</strong>. This address already has an account, so nothing was created.</p>
<p>If it was you: <a href="${escapeHtml(signIn)}">sign in</a>, or <a href="${escapeHtml(reset)}">choose a new password</a> if you have forgotten it.</p>
<p>If it was not you, there is nothing to do. Your account, your chart and your settings are unchanged.</p>`,
  );
  sendInBackground({ userId: owner.id, to: owner.email, subject: "A new Three Skies account was requested with your email", text, html }, "registration notice");
}

/** Settings → change email: checks the password, then sends the link to the new address and tells the old one. */
export async function requestEmailChange(user: User, input: { email: string; password: string }) {
  const email = normalizeEmail(input.email);
  if (!(await verifyPassword(input.password, user.passwordHash))) throw new HttpError(400, WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
  if (email === user.email) throw new HttpError(400, SAME_EMAIL, { email: [SAME_EMAIL] });
  if (await findUserByEmail(email)) throw new HttpError(409, EMAIL_IN_USE, { email: [EMAIL_IN_USE] });
  await rateLimit("accountEmail", user.id);
  const link = await newLink(user.id, "change", email);
  const text = [
    `Hello ${firstName(user)},`,
    "",
    `You asked to move your Three Skies account from ${user.email} to this address. Follow this link to make the change:`,
    link,
    "",
    CHANGE_EMAIL_WORDING,
    "",
    "The link works once and expires in 24 hours. Until it is followed, the account stays on the old address. If you did not ask for this, ignore this email.",
  ].join("\n");
  const html = emailLayout(
    "Confirm your new email address",
    `<p>Hello ${escapeHtml(firstName(user))},</p>
<p>You asked to move your Three Skies account from <strong>${escapeHtml(user.email)}</strong> to this address. Follow this link to make the change:</p>
${linkButton(link, "Use this address")}
<p style="font-size:13px;color:#555">${escapeHtml(CHANGE_EMAIL_WORDING)}</p>
<p style="font-size:13px;color:#555">The link works once and expires in 24 hours. Until it is followed, the account stays on the old address. If you did not ask for this, ignore this email.</p>`,
  );
  sendInBackground({ userId: user.id, to: email, subject: "Confirm your new email for Three Skies", text, html }, "change of address");
  sendOldAddressNotice(user, email, "requested");
  return { email };
}

/** Tells the account's previous address about a change of address: when it is asked for, and when it is done. */
function sendOldAddressNotice(user: Pick<User, "email" | "firstName">, newEmail: string, stage: "requested" | "done") {
  const reset = `${env().APP_URL}/forgot-password`;
  const lines =
    stage === "requested"
      ? [
          `Someone signed in to your Three Skies account asked to move it to ${newEmail}. Nothing changes until the link we sent to that address is followed.`,
          `If this was not you, change your password now (${reset}) so the request cannot be completed by whoever made it, and reply to this email.`,
        ]
      : [
          `Your Three Skies account now uses ${newEmail}. From now on, account emails go there, and this address receives nothing more from us.`,
          "If this was not you, reply to this email straight away so we can help you recover the account.",
        ];
  const subject = stage === "requested" ? "A change of email was requested on your Three Skies account" : "Your Three Skies account has a new email address";
  const text = [`Hello ${firstName(user)},`, ...lines].join("\n\n");
  const html = emailLayout(subject, `<p>Hello ${escapeHtml(firstName(user))},</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}`);
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
  await recordConsent({ userId: owner.id, channel: "email", address: row.email, wording: CHANGE_EMAIL_WORDING, method: EMAIL_CONSENT_METHOD.change, consentedAt: now });
  sendOldAddressNotice(owner, row.email, "done");
  return { purpose: "change", email: row.email };
}
