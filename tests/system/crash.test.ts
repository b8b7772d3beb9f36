// Crash safety: SIGKILL the production server in the middle of write load, several times, and check
// that the database is intact and that every write acknowledged before the kill is there.
// Graceful shutdown: SIGTERM lets in-flight requests finish and exits 0.
import crypto from "node:crypto";
import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { startServer, tempDatabase } from "./server";

async function register(url: string, email: string) {
  const response = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "crash-test-password", firstName: "Crash", lastName: "Test" }),
  });
  return response.status;
}

describe("crash safety", () => {
  it("keeps every acknowledged write across SIGKILLs", async () => {
    const databasePath = tempDatabase("crash");
    const acknowledged: string[] = [];
    for (let round = 0; round < 3; round++) {
      const server = await startServer(databasePath);
      let stop = false;
      const writers = Array.from({ length: 6 }, async () => {
        while (!stop) {
          const email = `crash-${round}-${crypto.randomUUID()}@example.test`;
          try {
            if ((await register(server.url, email)) === 201) acknowledged.push(email);
          } catch {
            // the connection died with the server: not acknowledged
          }
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 700 + round * 300));
      await server.stop("SIGKILL");
      stop = true;
      await Promise.all(writers);
    }
    expect(acknowledged.length).toBeGreaterThan(10);

    // Restart once more: migrations and WAL recovery on open.
    const server = await startServer(databasePath);
    expect((await fetch(`${server.url}/healthcheck`)).status).toBe(200);
    await server.stop();
    const db = new SQLite(databasePath, { readonly: true });
    expect(db.prepare("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
    const stored = new Set((db.prepare("SELECT email FROM users").all() as { email: string }[]).map((row) => row.email));
    const missing = acknowledged.filter((email) => !stored.has(email));
    expect(missing).toEqual([]);
    db.close();
  }, 120_000);

  it("finishes in-flight requests on SIGTERM and exits 0", async () => {
    const server = await startServer(tempDatabase("sigterm"));
    const inflight = Array.from({ length: 4 }, (_, i) => register(server.url, `term-${i}-${crypto.randomUUID()}@example.test`));
    await new Promise((resolve) => setTimeout(resolve, 30));
    const exit = server.stop("SIGTERM");
    const statuses = await Promise.all(inflight);
    expect(statuses).toEqual([201, 201, 201, 201]);
    expect(await exit).toBe(0);
  }, 60_000);
});
