import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "tests/integration/**/*.test.ts", "tests/unit/**/*.test.ts", "scripts/**/*.test.ts", "db/**/*.test.ts"],
    setupFiles: ["./tests/setup.ts"],
    globalSetup: ["./tests/global-setup.ts"],
    environment: "node",
    pool: "forks",
    // Safety nets, not measures: CI shares the machine, and a spawned CLI or a slow hash can wait its turn.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
