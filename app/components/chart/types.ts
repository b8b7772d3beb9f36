/** Shared between the chart page's server helpers and its components. */
export const TABS = ["birth", "sun", "chinese", "moon", "planets", "love", "compatibility", "daily"] as const;
export type Tab = (typeof TABS)[number];

export const TAB_LABELS: Record<Tab, string> = {
  birth: "Birth",
  sun: "Sun",
  chinese: "Chinese",
  moon: "Moon",
  planets: "Planets",
  love: "Love",
  compatibility: "Match",
  daily: "Daily",
};

/** A place search result as the forms use it. */
export type PlaceOption = { name: string; latitude: number; longitude: number };

/** "51.51, -0.13": the confirmation line of a chosen place (spec: two decimals). */
export function formatCoordinates(latitude: number, longitude: number) {
  return `${latitude.toFixed(2)}, ${longitude.toFixed(2)}`;
}
