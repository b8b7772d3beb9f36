/** The channels daily insights travel by ("push": web push to each device the member subscribed). */
export type Channel = "email" | "sms" | "push";

/** The hours a member can choose, in their local time. */
export const DELIVERY_HOURS = ["06:00", "07:00", "08:00", "09:00", "10:00", "11:00", "12:00"] as const;
/** What the settings screen proposes to a member who has not chosen a time (spec: "the settings default is 09:00"). */
export const SETTINGS_DELIVERY_TIME = "09:00";
/** The users.delivery_time column's default (spec: "the schema default is 08:00"). */
export const SCHEMA_DELIVERY_TIME = "08:00";

export function isDeliveryHour(value: string) {
  return (DELIVERY_HOURS as readonly string[]).includes(value);
}

/**
 * The hour the settings screen selects. The time only matters once a channel is on, so a member
 * with no channel on and the column's default has not chosen one yet: the screen proposes 09:00,
 * and saving the form stores it.
 */
export function settingsDeliveryTime(user: { deliveryTime: string; emailDailyInsights: boolean; smsDailyInsights: boolean }) {
  const chosen = user.emailDailyInsights || user.smsDailyInsights || user.deliveryTime !== SCHEMA_DELIVERY_TIME;
  return chosen && isDeliveryHour(user.deliveryTime) ? user.deliveryTime : SETTINGS_DELIVERY_TIME;
}

/** "09:00" → "9:00 AM": how the settings select and the preferences dialog name an hour. */
export function deliveryHourLabel(value: string) {
  const hour = Number(value.slice(0, 2));
  const suffix = hour < 12 ? "AM" : "PM";
  return `${hour % 12 === 0 ? 12 : hour % 12}:00 ${suffix}`;
}
