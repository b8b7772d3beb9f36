// The page scripts' addresses, for the documents served without the framework (decision record 004).
// Vite builds each as one self-contained, minified file with a content hash in its name (the `?worker`
// build: a bundle that imports nothing; here a page's classic script, not a worker) and answers its
// address, in production and in development alike (docs/decisions/023-page-scripts.md).
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
