/** The channels daily insights travel by ("push": web push to each device the member subscribed). */
export type Channel = "email" | "sms" | "push";

/** The hours a member can choose, in their local time. */
export const DELIVERY_HOURS = ["06:00", "07:00", "08:00", "09:00", "10:00", "11:00", "12:00"] as const;
export function isDeliveryHour(value: string) {
  return (DELIVERY_HOURS as readonly string[]).includes(value);
}

/** "09:00" → "9:00 AM": how the settings select and the preferences dialog name an hour. */
export function deliveryHourLabel(value: string) {
  const hour = Number(value.slice(0, 2));
  const suffix = hour < 12 ? "AM" : "PM";
  return `${hour % 12 === 0 ? 12 : hour % 12}:${value.slice(3, 5) || "00"} ${suffix}`;
}
