// The chart page's presentation helpers; its vocabulary (tabs, place options) is in app/domain/chart.ts.
import type { Tab } from "~/domain/chart";

export { TABS, type PlaceOption, type Tab } from "~/domain/chart";

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
