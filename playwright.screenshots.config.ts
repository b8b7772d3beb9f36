// `npm run screenshots`: every page in both themes at 390 and 1280 px, with JavaScript on and off,
// written to screenshots/ (not committed) so the look can be reviewed in one place.
import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

export default defineConfig({
  ...base,
  testDir: "tests/screenshots",
  timeout: 300_000,
  workers: 1,
  projects: (base.projects ?? []).map((project) => ({ ...project, grepInvert: undefined })),
});
