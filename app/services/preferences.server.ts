import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { findUserById, isPremium, updateUser, type User } from "~/models/user.server";
import type { UserUpdate } from "~/models/schema";
import type { PreferencesInput } from "~/schemas/preferences";
import { HttpError } from "~/services/http.server";

export const PREMIUM_DELIVERY = "Daily insights delivery is a Premium feature. Upgrade to Premium to receive daily insights.";
export const PHONE_REQUIRED = "Phone number is required for SMS delivery";
export const PHONE_INVALID = "Enter a valid phone number with its country code, e.g. +14155550123";

/** E.164 form of a phone number, or null when it is not a valid number. */
export function normalizePhone(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * Saves either payload shape of POST /api/user/preferences. Free users may set their display name,
 * theme and timezone; changing any delivery setting needs Premium (403).
 */
export async function updatePreferences(user: User, input: PreferencesInput): Promise<User> {
  const master = input.sendDailyInsights ?? input.dailyInsights;
  const changes: UserUpdate = {};
  if (input.username !== undefined) changes.username = input.username;
  if (input.timezone !== undefined) changes.timezone = input.timezone;

  const delivery: UserUpdate = {};
  if (master !== undefined && Number(master) !== user.sendDailyInsights) delivery.sendDailyInsights = master ? 1 : 0;
  if (input.emailDailyInsights !== undefined && Number(input.emailDailyInsights) !== user.emailDailyInsights)
    delivery.emailDailyInsights = input.emailDailyInsights ? 1 : 0;
  if (input.smsDailyInsights !== undefined && Number(input.smsDailyInsights) !== user.smsDailyInsights)
    delivery.smsDailyInsights = input.smsDailyInsights ? 1 : 0;
  if (input.deliveryTime !== undefined && input.deliveryTime !== user.deliveryTime) delivery.deliveryTime = input.deliveryTime;

  const smsOn = input.smsDailyInsights ?? user.smsDailyInsights === 1;
  if (input.phoneNumber !== undefined && (input.phoneNumber ?? null) !== user.phoneNumber) {
    if (input.phoneNumber === null) delivery.phoneNumber = null;
    else {
      const phone = normalizePhone(input.phoneNumber);
      // Only checked when SMS is on: the settings form always posts the field.
      if (!phone && smsOn) throw new HttpError(400, PHONE_INVALID, { phoneNumber: [PHONE_INVALID] });
      if (phone && phone !== user.phoneNumber) delivery.phoneNumber = phone;
    }
  }

  if (Object.keys(delivery).length && !isPremium(user)) throw new HttpError(403, PREMIUM_DELIVERY);
  const phoneAfter = delivery.phoneNumber !== undefined ? delivery.phoneNumber : user.phoneNumber;
  if (smsOn && (delivery.smsDailyInsights === 1 || delivery.phoneNumber !== undefined) && !phoneAfter) {
    throw new HttpError(400, PHONE_REQUIRED, { phoneNumber: [PHONE_REQUIRED] });
  }

  const all = { ...changes, ...delivery };
  if (!Object.keys(all).length) return user;
  return (await updateUser(user.id, all)) ?? (await findUserById(user.id))!;
}
