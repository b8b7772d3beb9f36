// Runs before every test file: a fresh database file of its own, quiet mail, generous rate limits,
// and a console.error during a test counts as a failure unless the test says it expects one.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeEach, vi } from "vitest";

const dir = path.resolve("tests/.tmp");
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `unit-${process.pid}-${crypto.randomBytes(4).toString("hex")}.db`);
process.env.DATABASE_PATH = file;
process.env.NODE_ENV = "test";
process.env.RATE_LIMIT_FACTOR ??= "1000";
process.env.APP_URL = "http://localhost:3000";
delete process.env.SENDGRID_API_KEY;
delete process.env.TWILIO_ACCOUNT_SID;
delete process.env.STRIPE_SECRET_KEY;
delete process.env.OPENAI_API_KEY;
delete process.env.GEOCODER_URL;
delete process.env.LITEFS_DIR;

let errorSpy: ReturnType<typeof vi.spyOn> | undefined;
let expected = false;

/** Call inside a test that logs an error on purpose. */
export function expectConsoleError() {
  expected = true;
}

beforeEach(() => {
  expected = false;
  errorSpy = vi.spyOn(console, "error");
});

afterEach(() => {
  const calls = errorSpy?.mock.calls ?? [];
  errorSpy?.mockRestore();
  if (calls.length && !expected) {
    throw new Error(`console.error was called during the test:\n${calls.map((call) => call.map(String).join(" ")).join("\n")}`);
  }
});

afterAll(async () => {
  const { closeDb } = await import("~/db.server");
  await closeDb();
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
});
