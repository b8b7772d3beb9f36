// The member's own clock (docs/product.md#settings): the zone every time on their pages, in their
// messages and in their delivery is read in. Kept as the zone of a place they choose (or their
// browser's at sign-up); their birth place's zone only while none is kept.
import { zoneOptionLabel } from "~/domain/zone-options";

export const ZONE_QUERY_MESSAGE = "Type at least 3 letters of your town or city";
export const ZONE_PLACE_REQUIRED = "Choose your town or city from the places found";

/** Where the zone in use comes from: kept (chosen, or the browser's at sign-up), the birth place's, or none (UTC). */
export type ZoneSource = "kept" | "birth" | "none";

export type MemberClock = {
  /** The IANA zone in use. */
  zone: string;
  source: ZoneSource;
  /** The zone in words with its offset now: "London (UTC+0)". */
  label: string;
};

export function memberClock(kept: string | null, birth: string | null, at: Date = new Date()): MemberClock {
  const zone = kept ?? birth ?? "UTC";
  const source: ZoneSource = kept ? "kept" : birth ? "birth" : "none";
  return { zone, source, label: zoneOptionLabel(zone, at) };
}
