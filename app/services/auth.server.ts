import { isKnownZone } from "~/astrology/tz";
import type { Locale } from "~/i18n/locales";
import { currentZoneName } from "~/domain/zone-options";
import crypto from "node:crypto";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { env } from "~/env.server";
import {
  consumeResetToken,
  deleteSpentTokens,
  findUsableResetToken,
  findUserByEmail,
  findUserById,
  insertResetToken,
  insertUser,
  isPremium,
  normalizeEmail,
  updateUser,
  type User,
} from "~/models/user.server";
import { EMAIL_TAKEN, loginSchema } from "~/schemas/auth";
import { HttpError } from "~/domain/errors";
import { anchor, emailLayout, escapeHtml, hashLinkToken, htmlMessage, linkButton, mailWords, newLinkToken, sendInBackground, strong } from "~/services/mail.server";
import { sendWelcomeEmail } from "~/services/account-mail.server";
import { hashPassword, spendEquivalentHashTime, verifyPassword } from "~/services/password.server";
import { assertAcceptablePassword } from "~/services/password-policy.server";
import { assertUnderLimit, clearLimit, countAgainst, rateLimit, RateLimitError } from "~/services/rate-limit.server";
import { deleteUserSessions } from "~/models/session.server";
import { noticeRegistrationAttempt, sendVerificationEmail } from "~/services/account-email.server";

export const LOGIN_FAILED = "Invalid email or password";
export const RESET_TOKEN_HOURS = 1;

export async function verifyLogin(email: string, password: string): Promise<User | null> {
  const user = await findUserByEmail(email);
  if (!user) {
    await spendEquivalentHashTime(password);
    return null;
  }
  return (await verifyPassword(password, user.passwordHash)) ? user : null;
}

export const SIGN_IN_PAUSED =
  "This account has had too many failed sign-ins from many places, so signing in with its password is paused for now. Ask for a one-time sign-in link by email instead.";

/**
 * A sign-in attempt. Failures count per account and client address pair, so a stranger's guesses
 * never lock the owner out of their own address; from one pair the eleventh try in 15 minutes is a
 * 429. Failures also count per account from every address: a flood from many addresses pauses the
 * password altogether (429, SIGN_IN_PAUSED), and the owner signs in with a link by email instead.
 * A success clears the pair's count.
 */
export async function attemptLogin(email: string, password: string, clientIp: string): Promise<User | null> {
  const account = normalizeEmail(email);
  const pair = `${account} ${clientIp}`;
  await assertUnderLimit("loginFailure", pair);
  try {
    await assertUnderLimit("loginFlood", account);
  } catch (error) {
    if (error instanceof RateLimitError) throw new HttpError(429, SIGN_IN_PAUSED, undefined, { "Retry-After": String(error.retryAfter) });
    throw error;
  }
  const user = await verifyLogin(account, password);
  if (user) {
    await clearLimit("loginFailure", pair);
  } else {
    await countAgainst("loginFailure", pair);
    await countAgainst("loginFlood", account);
  }
  return user;
}

export class LoginFailedError extends Error {}

// remix-auth hands the strategy the request only: the client's address travels beside it.
const clientOfRequest = new WeakMap<Request, string>();

/** The form login: remix-auth reads the form; the same schema and attemptLogin as /api/auth/login. */
const authenticator = new Authenticator<User>();
authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const parsed = loginSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw new LoginFailedError(LOGIN_FAILED);
    const user = await attemptLogin(parsed.data.email, parsed.data.password, clientOfRequest.get(request) ?? "unknown");
    if (!user) throw new LoginFailedError(LOGIN_FAILED);
    return user;
  }),
  "form",
);

/** Signs in with the posted form (remix-auth's form strategy), counting failures for this client address. */
export function authenticateForm(request: Request, clientIp: string): Promise<User> {
  clientOfRequest.set(request, clientIp);
  return authenticator.authenticate("form", request);
}

/**
 * Creates the account and sends the link that confirms its address (daily emails wait for it) and the
 * welcome; the route then signs the new member in. An address that already has an account is a 409
 * EMAIL_TAKEN and its owner is told by email. Those answers count against the client address
 * (`registerTaken`): past the limit every registration from there is a 429 for a while, so testing
 * addresses for accounts stays slow.
 */
export async function registerUser(
  input: { email: string; password: string; firstName: string; lastName: string; timezone?: string; locale: Locale },
  clientIp: string,
): Promise<User> {
  const email = normalizeEmail(input.email);
  await assertUnderLimit("registerTaken", clientIp);
  await assertAcceptablePassword(input.password, "password", [email, input.firstName, input.lastName]);
  const existing = await findUserByEmail(email);
  if (existing) return refuseTakenAddress(existing, clientIp);
  const adminEmail = env().ADMIN_EMAIL;
  let user: User;
  try {
    user = await insertUser({
      email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      timezone: keptZone(input.timezone),
      locale: input.locale,
      isAdmin: adminEmail && normalizeEmail(adminEmail) === email ? 1 : 0,
    });
  } catch (error) {
    // Two registrations racing for one address: the unique index decides, and the loser is told it is taken.
    if (error instanceof Error && /UNIQUE constraint failed: users\.email/.test(error.message)) {
      const owner = await findUserByEmail(email);
      if (owner) return refuseTakenAddress(owner, clientIp);
    }
    throw error;
  }
  // Both emails go out in the background: the account exists whether or not they get out.
  void sendWelcomeEmail(user).catch((error) => console.error("[mail] welcome email failed", error));
  await sendVerificationEmail(user);
  return user;
}

/** The browser's zone under today's name when the tz database knows it, else none (the birth place's applies). */
function keptZone(zone: string | undefined): string | null {
  if (!zone) return null;
  const current = currentZoneName(zone);
  return isKnownZone(current) ? current : null;
}

async function refuseTakenAddress(owner: User, clientIp: string): Promise<never> {
  await countAgainst("registerTaken", clientIp);
  await noticeRegistrationAttempt(owner);
  throw new HttpError(409, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
}

/**
 * Sends a reset link when the account exists. Answers the same either way; the email is sent in
 * the background so the response time does not tell whether the address has an account.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  // Per email address as well as per client address (the route's limit): nobody can flood one inbox.
  await rateLimit("passwordResetEmail", normalizeEmail(email));
  const user = await findUserByEmail(email);
  if (!user) return;
  const { token, hash } = newLinkToken();
  const expiresAt = new Date(Date.now() + RESET_TOKEN_HOURS * 3_600_000);
  await insertResetToken({ id: crypto.randomUUID(), userId: user.id, token: hash, expiresAt: expiresAt.toISOString() });
  const link = `${env().APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
  const { locale, t, hello } = mailWords(user);
  const text = [hello, "", t("email.resetAsk"), link, "", t("email.resetOnceText")].join("\n");
  const html = emailLayout(
    t("email.resetTitle"),
    `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(t("email.resetAskHtml"))}</p>
${linkButton(link, t("email.resetButton"), locale)}
<p style="font-size:13px;color:#555">${escapeHtml(t("email.resetOnceHtml"))}</p>`,
    locale,
  );
  sendInBackground({ userId: user.id, to: user.email, subject: t("email.resetSubject"), text, html }, "password reset");
}

export const RESET_INVALID = "This password reset link is invalid or has expired. Please request a new reset link.";

/** The email that tells the owner their password changed, and what to do if it was not them. */
export async function sendPasswordChangedEmail(user: Pick<User, "email" | "firstName" | "locale">, when = new Date()) {
  const time = `${when.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const link = `${env().APP_URL}/forgot-password`;
  const { locale, t, hello } = mailWords(user);
  const text = [hello, "", t("email.changedWhen", { time }), "", t("email.changedIfYou"), t("email.changedIfNotText", { link })].join("\n");
  const html = emailLayout(
    t("email.changedTitle"),
    `<p>${escapeHtml(hello)}</p>
<p>${htmlMessage(t, "email.changedWhen", { time: strong(time) })}</p>
<p>${escapeHtml(t("email.changedIfYou"))}</p>
<p>${htmlMessage(t, "email.changedIfNotHtml", { link: anchor(link, t("email.changedResetLink")) })}</p>`,
    locale,
  );
  sendInBackground({ to: user.email, subject: t("email.changedSubject"), text, html }, "password-changed");
}

/**
 * Consumes a reset token (single use, 1 hour): every other outstanding link of the account ends
 * with it, every session of the account ends, and the owner is told by email.
 */
export async function resetPassword(token: string, password: string): Promise<User> {
  const row = await findUsableResetToken(hashLinkToken(token));
  if (!row) throw new HttpError(400, RESET_INVALID, { token: [RESET_INVALID] });
  const owner = await findUserById(row.userId);
  if (!owner) throw new HttpError(400, RESET_INVALID, { token: [RESET_INVALID] });
  await assertAcceptablePassword(password, "password", [owner.email, owner.firstName, owner.lastName]);
  const passwordHash = await hashPassword(password);
  if (!(await consumeResetToken(row.id, row.userId))) throw new HttpError(400, RESET_INVALID, { token: [RESET_INVALID] });
  await updateUser(row.userId, { passwordHash, mustChangePassword: 0 });
  await deleteUserSessions(row.userId);
  await sendPasswordChangedEmail(owner);
  return (await findUserById(row.userId))!;
}

export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";

/** Changes the password after checking the current one; every other session of the user ends. */
export async function changePassword(user: User, currentSid: string | null, oldPassword: string, newPassword: string) {
  if (!(await verifyPassword(oldPassword, user.passwordHash))) {
    throw new HttpError(400, WRONG_CURRENT_PASSWORD, { oldPassword: [WRONG_CURRENT_PASSWORD] });
  }
  await assertAcceptablePassword(newPassword, "newPassword", [user.email, user.firstName, user.lastName]);
  // The member's own choice: a temporary password set by an administrator is replaced for good.
  await updateUser(user.id, { passwordHash: await hashPassword(newPassword), mustChangePassword: 0 });
  await deleteUserSessions(user.id, currentSid);
  await sendPasswordChangedEmail(user);
}

/**
 * Sets a password on the user's behalf (admin) and ends all of their sessions. It is temporary: the
 * member must choose their own at the next sign-in.
 */
export async function setPassword(userId: string, newPassword: string) {
  const user = await findUserById(userId);
  if (!user) throw new HttpError(404, "User not found");
  await assertAcceptablePassword(newPassword, "newPassword", [user.email, user.firstName, user.lastName]);
  await updateUser(userId, { passwordHash: await hashPassword(newPassword), mustChangePassword: 1 });
  await deleteUserSessions(userId);
  await sendPasswordChangedEmail(user);
}

/** Spent or expired reset and sign-in links, deleted by the hourly job. */
export async function deleteExpiredResetTokens(now = new Date()) {
  return (await deleteSpentTokens("passwordResetTokens", now)) + (await deleteSpentTokens("signInLinks", now));
}

export { isPremium };
