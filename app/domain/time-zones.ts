// The settings page's time zones: today's IANA names, sorted, UTC included. The list is data written
// by `tsx scripts/time-zone-options.ts` from Node's ICU (data/time-zones.json): do not edit it by hand.
import zones from "./data/time-zones.json" with { type: "json" };

export const TIME_ZONES: readonly string[] = zones;
