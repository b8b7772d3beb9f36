// The chart page's presentation helpers; its vocabulary (tabs, place options) is in app/domain/chart.ts.
export { TABS, type PlaceOption, type Tab } from "~/domain/chart";
