// System tests: run against the production build (`npm run build` first).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/system/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    testTimeout: 60_000,
    // Servers start in a second on an idle machine; a machine busy with other work may take many more.
    hookTimeout: 120_000,
  },
});
