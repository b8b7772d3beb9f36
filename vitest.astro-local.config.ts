import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
export default defineConfig({
  root: "/work/main",
  plugins: [tsconfigPaths({ root: "/work/main" })],
  test: { include: ["app/astrology/**/*.test.ts", "app/services/geocode.server.test.ts", "app/services/ai.server.test.ts"], environment: "node", pool: "forks", testTimeout: 20000 },
});
