// The member's rights over their data: a copy of everything held about them (export) and the end of
// the account (deletion). What each table holds and how it is exported and erased is the registry
// of app/models/member-data.server.ts.
import { env } from "~/env.server";
import { recordAudit } from "~/models/audit.server";
import { ERASED_MEMBER, eraseMemberData, eraseMessagesTo, exportMemberData } from "~/models/member-data.server";
import { isPremium, type User } from "~/models/user.server";
import { CONFIRMATION_REQUIRED, DELETE_CONFIRMATION_WORD, PASSWORD_REQUIRED, type DeleteAccountInput } from "~/schemas/account";
import { HttpError } from "~/domain/errors";
import { cancelSubscriptionForUser } from "~/services/billing/admin.server";
import { emailLayout, escapeHtml, mailWords, sendMail } from "~/services/mail.server";
import { verifyPassword } from "~/services/password.server";
import { rateLimit } from "~/services/rate-limit.server";

export const WRONG_PASSWORD = "Password is incorrect";
export const ALREADY_DELETED = "This account has already been deleted.";
export const EXPORT_FORMAT_VERSION = 1;

/** The export file: every table's rows about the member, secrets left out. Rate-limited per account. */
export async function exportAccountData(user: User, now = new Date()) {
  await rateLimit("dataExport", user.id);
  const tables = await exportMemberData(user);
  return {
    filename: `three-skies-data-${now.toISOString().slice(0, 10)}.json`,
    body: {
      format: "three-skies-member-data",
      version: EXPORT_FORMAT_VERSION,
      exportedAt: now.toISOString(),
      account: { id: user.id, email: user.email },
      notice:
        "Everything Three Skies holds about you, table by table. Passwords, session keys and the secrets inside links and codes are never included. Payment card details are held by the payment provider, not by us.",
      tables,
    },
  };
}

/** True when the account has a password to check (accounts made by a sign-in link may not). */
export function hasPassword(user: Pick<User, "passwordHash">) {
  return user.passwordHash.length > 0;
}

async function checkIdentity(user: User, input: DeleteAccountInput) {
  if (hasPassword(user)) {
    if (!input.password) throw new HttpError(400, PASSWORD_REQUIRED, { password: [PASSWORD_REQUIRED] });
    if (!(await verifyPassword(input.password, user.passwordHash))) throw new HttpError(400, WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
    return;
  }
  if (input.confirmation !== DELETE_CONFIRMATION_WORD) throw new HttpError(400, CONFIRMATION_REQUIRED, { confirmation: [CONFIRMATION_REQUIRED] });
}

/**
 * Ends the account for good: the subscription is cancelled with the provider first (a failure there
 * stops everything, so nobody is charged for an account that no longer exists), then every row about
 * the member goes in one transaction, an audit entry without personal data records it, and a last
 * email confirms it. That email is removed from the outbox once handed over, like the rest.
 */
export async function deleteAccount(user: User, input: DeleteAccountInput, via: "settings" | "api") {
  await checkIdentity(user, input);
  const wasPremium = isPremium(user);
  await cancelSubscriptionForUser(user);
  const erased = await eraseMemberData(user.id);
  if (!erased) throw new HttpError(410, ALREADY_DELETED);
  await recordAudit({ actor: { id: null, email: ERASED_MEMBER }, action: "account.delete", details: { via, wasPremium, subscriptionCancelled: wasPremium } });
  try {
    await sendMail(deletionEmail(user, wasPremium));
  } catch (error) {
    console.error("[mail] account deletion email failed", error);
  }
  await eraseMessagesTo(erased.addresses);
}

function deletionEmail(user: Pick<User, "email" | "firstName" | "locale">, wasPremium: boolean) {
  const { locale, t, hello } = mailWords(user);
  const lines = [
    t("email.deletedGone"),
    wasPremium ? t("email.deletedPremium") : null,
    t("email.deletedRecords"),
    t("email.deletedWelcome", { link: `${env().APP_URL}/register` }),
  ].filter((line): line is string => line !== null);
  return {
    to: user.email,
    subject: t("email.deletedSubject"),
    text: [hello, "", ...lines.flatMap((line) => [line, ""])].join("\n").trimEnd(),
    html: emailLayout(t("email.deletedTitle"), `<p>${escapeHtml(hello)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}`, locale),
  };
}
