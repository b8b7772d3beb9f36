import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import { countryInSentence } from "~/astrology/clock-names";
import { isKnownZone, zoneCountry } from "~/astrology/tz";
import { zoneAt } from "~/astrology";
import { memberClock, ZONE_PLACE_REQUIRED } from "~/domain/member-zone";
import { findUserById, isPremium, updateUser, type User } from "~/models/user.server";
import type { UserUpdate } from "~/models/schema";
import { currentZoneName, TIMEZONE_INVALID, type PreferencesInput } from "~/schemas/preferences";
import { cachedProfileView } from "~/services/chart-view.server";
import { isValidTimezone } from "~/services/horoscope.server";
import { HttpError } from "~/domain/errors";
import { withdrawConsent } from "~/models/consent.server";
import { deletePhoneCode } from "~/models/phone-code.server";
import { sendPhoneCode } from "~/services/phone-verification.server";
import { rateLimit } from "~/services/rate-limit.server";

export const PREMIUM_DELIVERY = "Daily insights delivery is a Premium feature. Upgrade to Premium to receive daily insights.";
export const PHONE_REQUIRED = "Phone number is required for SMS delivery";
export const PHONE_INVALID = "Enter a valid phone number with its country code, e.g. +14155550123";

/**
 * E.164 form of a phone number, or null when it is not a valid number. A number written as it is
 * dialled at home ("087 123 4567") is read with `country`; one with its "+" code needs none.
 */
export function normalizePhone(value: string, country?: CountryCode | null): string | null {
  const parsed = parsePhoneNumberFromString(value, country ? { defaultCountry: country } : undefined);
  return parsed?.isValid() ? parsed.number : null;
}

/** The country of the first zone that has one (zone.tab), if libphonenumber knows its numbers. */
function countryOfZones(zones: (string | null | undefined)[]): CountryCode | null {
  for (const zone of zones) {
    const code = zone ? zoneCountry(zone) : null;
    if (code && isSupportedCountry(code)) return code;
  }
  return null;
}

/**
 * The country a member's phone numbers are read in when written without "+": the time zone being
 * saved, else the chosen one (where they live now), else the birth place's.
 */
export async function phoneCountry(user: User, savingZone?: string): Promise<CountryCode | null> {
  const quick = countryOfZones([savingZone, user.timezone]);
  if (quick) return quick;
  const view = await cachedProfileView(user.id);
  return countryOfZones([view?.chart.ianaZone]);
}

/**
 * Saves either payload shape of POST /api/user/preferences (docs/decisions/003-daily-insights-model.md).
 * Free users may set their display name, theme and timezone; changing any delivery setting needs
 * Premium (403, checked before the phone number so a free user learns the real reason). Re-sending the
 * stored values is not a change. Turning a channel on also turns the master switch on, unless the
 * payload sets the switch itself. Every way of saving comes here, so one limit per account covers all.
 */
export async function updatePreferences(user: User, input: PreferencesInput): Promise<User> {
  await rateLimit("preferences", user.id);
  const changes: UserUpdate = {};
  if (input.username !== undefined) changes.username = input.username;
  if (input.locale !== undefined && input.locale !== user.locale) changes.locale = input.locale;
  const zone = zoneOfInput(input);
  if (zone !== undefined) changes.timezone = zone;

  const delivery: UserUpdate = {};
  const flag = (value: boolean) => (value ? 1 : 0);
  for (const channel of ["emailDailyInsights", "smsDailyInsights"] as const) {
    if (input[channel] !== undefined && flag(input[channel]) !== user[channel]) delivery[channel] = flag(input[channel]);
  }
  const explicitMaster = input.sendDailyInsights ?? input.dailyInsights;
  const master = explicitMaster ?? (delivery.emailDailyInsights === 1 || delivery.smsDailyInsights === 1 ? true : undefined);
  if (master !== undefined && flag(master) !== user.sendDailyInsights) delivery.sendDailyInsights = flag(master);
  if (input.deliveryTime !== undefined && input.deliveryTime !== user.deliveryTime) delivery.deliveryTime = input.deliveryTime;

  // Phone: "" and null clear it; anything else must be a valid number with its country code.
  let phone: string | null | undefined;
  let phoneInvalid = false;
  if (input.phoneNumber === null) phone = null;
  else if (input.phoneNumber !== undefined) {
    phone = normalizePhone(input.phoneNumber, await phoneCountry(user, zone)) ?? undefined;
    phoneInvalid = phone === undefined;
  }
  const phoneChanges = phone !== undefined && phone !== user.phoneNumber;

  if ((Object.keys(delivery).length || phoneChanges || phoneInvalid) && !isPremium(user)) throw new HttpError(403, PREMIUM_DELIVERY);
  if (phoneInvalid) throw new HttpError(400, PHONE_INVALID, { phoneNumber: [PHONE_INVALID] });
  if (phoneChanges) {
    // A new number is unproven until its code is entered: no texts go to it before.
    delivery.phoneNumber = phone;
    delivery.phoneVerifiedAt = null;
  }

  const smsOn = input.smsDailyInsights ?? user.smsDailyInsights === 1;
  const phoneAfter = delivery.phoneNumber !== undefined ? delivery.phoneNumber : user.phoneNumber;
  if (smsOn && !phoneAfter && (input.smsDailyInsights !== undefined || input.phoneNumber !== undefined)) {
    throw new HttpError(400, PHONE_REQUIRED, { phoneNumber: [PHONE_REQUIRED] });
  }

  const all = { ...changes, ...delivery };
  if (!Object.keys(all).length) return user;
  const updated = (await updateUser(user.id, all)) ?? (await findUserById(user.id))!;
  if (phoneChanges) await phoneNumberChanged(updated);
  return updated;
}

/**
 * The zone a save keeps: the zone of the place chosen (its coordinates, looked up in the engine's
 * zone map), or an IANA name sent as it is (the browser's, from a script or the API). Undefined when
 * the save does not touch the zone.
 */
function zoneOfInput(input: PreferencesInput): string | undefined {
  const { zoneLatitude: latitude, zoneLongitude: longitude } = input;
  if (latitude !== undefined || longitude !== undefined) {
    if (latitude === undefined || longitude === undefined) {
      const missing = latitude === undefined ? "zoneLatitude" : "zoneLongitude";
      throw new HttpError(400, ZONE_PLACE_REQUIRED, { [missing]: [ZONE_PLACE_REQUIRED] });
    }
    // At sea the map has no zone: the nautical one (Etc/GMT-1…) is still a real clock.
    return currentZoneName(zoneAt(latitude, longitude));
  }
  if (input.timezone === undefined) return undefined;
  // The schema asks the runtime (it runs in the browser too); the day is computed from the tz
  // database, so a name only the runtime knows ("utc", "SystemV/EST5") is refused here, as its own field.
  if (!isKnownZone(input.timezone)) throw new HttpError(400, TIMEZONE_INVALID, { timezone: [TIMEZONE_INVALID] });
  return currentZoneName(input.timezone);
}

/** The old number's consent ends; a new number gets its code at once. */
async function phoneNumberChanged(user: User) {
  await withdrawConsent(user.id, "sms");
  if (!user.phoneNumber) return deletePhoneCode(user.id);
  try {
    await sendPhoneCode(user);
  } catch (error) {
    // The number is saved either way; the card offers "Send a new code" (rate limit, provider outage).
    if (!(error instanceof HttpError)) console.error("[sms] phone code failed", error);
  }
}

/**
 * What the settings page shows of the member's clock and delivery: the zone kept (null when none is:
 * the birth place's then applies), the zone in use and where it comes from, whether a chart exists,
 * and the country (in words) a phone number without "+" is read in.
 */
export async function deliveryDefaults(user: User, at: Date = new Date()) {
  const view = await cachedProfileView(user.id);
  const birthZone = view?.chart.ianaZone ?? null;
  const kept = isValidTimezone(user.timezone) ? currentZoneName(user.timezone) : null;
  const birth = isValidTimezone(birthZone) ? currentZoneName(birthZone) : null;
  const country = countryOfZones([user.timezone, birthZone]);
  return { timezone: kept, clock: memberClock(kept, birth, at), hasProfile: Boolean(view), phoneCountry: country ? countryInSentence(country) : null, country };
}
