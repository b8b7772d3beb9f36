// System tests: run against the production build (`npm run build` first).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/system/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    testTimeout: 60_000,
  },
});
