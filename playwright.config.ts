import fs from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// E2E_PORT lets two checkouts run their end-to-end suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DATABASE_PATH = path.resolve("tests/.tmp/e2e.db");
export const E2E_ENV = {
  NODE_ENV: "production",
  PORT: String(PORT),
  DATABASE_PATH,
  SESSION_SECRET: "e2e-session-secret",
  APP_URL: `http://localhost:${PORT}`,
  RATE_LIMIT_FACTOR: "200",
  // The embedded checkout (a demo deployment): production refuses payments without Stripe or this.
  BILLING_MODE: "local",
  ADMIN_EMAIL: "owner@threeskies.test",
  // A push service address nothing listens on (the discard port): the test message meets a refused connection.
  PUSH_TEST_ORIGINS: "http://127.0.0.1:9",
  // Metrics have their own system test; side-by-side runs would fight over the default port.
  METRICS_PORT: "0",
};
// The test process writes fixtures (users, sessions) straight into the server's database file.
Object.assign(process.env, { ...E2E_ENV, NODE_ENV: "test" });

// The system Chromium (or CHROMIUM_PATH); without one, Playwright's own browser if it is installed.
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const launchOptions = {
  ...(fs.existsSync(chromium) ? { executablePath: chromium } : {}),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
};

export default defineConfig({
  testDir: "tests/e2e",
  // Limits that catch a hang, with room for a CI machine busy with other work (a passing test never
  // waits for them).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions,
  },
  projects: [
    // A test titled "@js-only" or "@no-js-only" is about behaviour that exists in one mode only.
    { name: "js", grepInvert: /@no-js-only/, use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: true } },
    { name: "no-js", grepInvert: /@js-only/, use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: false } },
  ],
  webServer: {
    command: `rm -f ${DATABASE_PATH} ${DATABASE_PATH}-wal ${DATABASE_PATH}-shm && node build/server.js`,
    url: `http://localhost:${PORT}/healthcheck`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: E2E_ENV,
    stdout: "ignore",
    stderr: "pipe",
  },
});
