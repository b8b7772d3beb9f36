// The chart page's vocabulary, shared by its service and its components.

/** The tabs of the chart page, in order (`?tab=`). */
export const TABS = ["birth", "sun", "chinese", "moon", "planets", "love", "compatibility", "daily"] as const;
export type Tab = (typeof TABS)[number];

export function isTab(value: unknown): value is Tab {
  return typeof value === "string" && (TABS as readonly string[]).includes(value);
}

/** A place search result as the forms use it. */
export type PlaceOption = { name: string; latitude: number; longitude: number };
