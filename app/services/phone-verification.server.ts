// A phone number gets daily texts only once its owner proves it: saving a number sends a 6-digit code
// by SMS; entering it marks the number verified and records the SMS consent. A code lasts 10 minutes
// and allows 5 tries; after that only a new code helps. Codes are stored as HMACs, never as digits.
import crypto from "node:crypto";
import { env } from "~/env.server";
import { recordConsent } from "~/models/consent.server";
import { countWrongTry, deleteExpiredPhoneCodes, findPhoneCode, markPhoneVerified, replacePhoneCode } from "~/models/phone-code.server";
import type { User } from "~/models/user.server";
import { memberLocale, message } from "~/i18n/messages.server";
import { HttpError, type Keyed, withValues } from "~/domain/errors";
import { rateLimit } from "~/services/rate-limit.server";
import { sendSms } from "~/services/sms.server";

export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_TRIES = 5;

export const NO_PHONE = "Save a phone number first";
export const ALREADY_VERIFIED = "This phone number is already confirmed";
export const NO_CODE = "No code is waiting for this number. Send a new code.";
export const CODE_EXPIRED = "This code has expired. Send a new code.";
export const CODE_LOCKED = `This code is locked after ${PHONE_CODE_TRIES} wrong tries. Send a new code.`;
export const CODE_SENT = "We texted you a 6-digit code. Enter it to start daily texts.";

export function wrongCode(triesLeft: number) {
  return withValues(`That code is not right. ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`, "wrongCode", { count: triesLeft });
}

const codeRefused = (said: string | Keyed) => new HttpError(400, said, { code: [typeof said === "string" ? said : said.text] });

/** The stored form of a code: bound to the member and the number, keyed with the server's secret. */
function codeHash(userId: string, phone: string, code: string) {
  return crypto.createHmac("sha256", env().SESSION_SECRET).update(`phone-code:${userId}:${phone}:${code}`).digest("hex");
}

function sameHash(a: string, b: string) {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** Texts a new code to the member's number; any earlier code stops working. Rate-limited per account. */
export async function sendPhoneCode(user: Pick<User, "id" | "phoneNumber" | "phoneVerifiedAt" | "locale">, now = new Date()) {
  if (!user.phoneNumber) throw new HttpError(400, NO_PHONE, { phoneNumber: [NO_PHONE] });
  if (user.phoneVerifiedAt) throw new HttpError(409, ALREADY_VERIFIED);
  await rateLimit("phoneCode", user.id);
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
  await replacePhoneCode({
    userId: user.id,
    phoneNumber: user.phoneNumber,
    codeHash: codeHash(user.id, user.phoneNumber, code),
    expiresAt: new Date(now.getTime() + PHONE_CODE_MINUTES * 60_000).toISOString(),
  });
  await sendSms({ userId: user.id, to: user.phoneNumber, body: message(memberLocale(user), "settings.codeSms", { code, minutes: PHONE_CODE_MINUTES }) });
}

/** Checks an entered code; the right one confirms the number and records the SMS consent. */
export async function verifyPhoneCode(user: Pick<User, "id" | "phoneNumber" | "phoneVerifiedAt" | "locale">, code: string, now = new Date()) {
  if (!user.phoneNumber) throw codeRefused(NO_PHONE);
  if (user.phoneVerifiedAt) throw new HttpError(409, ALREADY_VERIFIED);
  const row = await findPhoneCode(user.id);
  if (!row || row.phoneNumber !== user.phoneNumber) throw codeRefused(NO_CODE);
  if (row.attempts >= PHONE_CODE_TRIES) throw codeRefused(CODE_LOCKED);
  if (row.expiresAt <= now.toISOString()) throw codeRefused(CODE_EXPIRED);
  if (!sameHash(row.codeHash, codeHash(user.id, row.phoneNumber, code))) {
    const tries = await countWrongTry(user.id);
    throw codeRefused(tries >= PHONE_CODE_TRIES ? CODE_LOCKED : wrongCode(PHONE_CODE_TRIES - tries));
  }
  const at = now.toISOString();
  if (!(await markPhoneVerified(user.id, row.phoneNumber, at))) throw codeRefused(NO_CODE);
  await recordConsent({ userId: user.id, channel: "sms", address: row.phoneNumber, wording: message(memberLocale(user), "settings.smsConsent"), method: "settings form + code texted to the number", consentedAt: at });
}

/** An expired code is of no use to anyone; the hourly job removes it with the number it was sent to. */
export async function deleteExpiredCodes(now = new Date()) {
  return deleteExpiredPhoneCodes(now.toISOString());
}

/** What the settings card says about the number: confirmed, waiting for a code, or neither. */
export async function phoneStatus(user: Pick<User, "id" | "phoneNumber" | "phoneVerifiedAt">, now = new Date()) {
  if (!user.phoneNumber) return null;
  if (user.phoneVerifiedAt) return { verified: true as const };
  const row = await findPhoneCode(user.id);
  const usable = row && row.phoneNumber === user.phoneNumber && row.attempts < PHONE_CODE_TRIES && row.expiresAt > now.toISOString();
  return { verified: false as const, codeWaiting: Boolean(usable) };
}
