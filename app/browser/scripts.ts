// The page scripts' addresses (decision record 004): Vite's `?worker&url` build makes each one self-contained,
// minified, content-hashed file, in production and development alike (docs/decisions/023-page-scripts.md).
import enhance from "./enhance?worker&url";
import enhanceChart from "./enhance-chart?worker&url";
import enhanceSettings from "./enhance-settings?worker&url";

export const PAGE_SCRIPTS = {
  /** Every page without the framework: forms, toasts, theme, the signed-in frame. */
  common: enhance,
  /** The chart screen (/profile, the signed-in home). */
  chart: enhanceChart,
  /** Settings and the screens it leads to. */
  settings: enhanceSettings,
} as const;
