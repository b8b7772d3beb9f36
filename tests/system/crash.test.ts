// Crash safety: SIGKILL the production server in the middle of write load, several times, and check
// that the database is intact and that every write acknowledged before the kill is there.
// Graceful shutdown: SIGTERM lets in-flight requests finish and exits 0.
import crypto from "node:crypto";
import net from "node:net";
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

/**
 * Sends a registration's headers with `Expect: 100-continue` and waits for the server's 100 Continue;
 * `finish()` sends the body and answers the final status.
 */
async function startRegistration(url: string, email: string) {
  const { hostname, port } = new URL(url);
  const body = JSON.stringify({ email, password: "crash-test-password", firstName: "Crash", lastName: "Test" });
  const socket = net.connect(Number(port), hostname);
  let received = "";
  const waiters: Array<() => void> = [];
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => {
    received += chunk;
    for (const wake of waiters.splice(0)) wake();
  });
  const until = (test: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      const check = () => (test() ? resolve() : waiters.push(check));
      socket.once("close", () => (test() ? resolve() : reject(new Error(`connection closed after: ${received}`))));
      check();
    });
  socket.write(
    [
      "POST /api/auth/register HTTP/1.1",
      `Host: ${hostname}:${port}`,
      "Content-Type: application/json",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Expect: 100-continue",
      "Connection: close",
      "",
      "",
    ].join("\r\n"),
  );
  await until(() => received.includes("100 Continue"));
  return {
    async finish() {
      socket.write(body);
      await until(() => /HTTP\/1\.1 [2-5]\d\d /.test(received.replace(/HTTP\/1\.1 100 Continue\r\n\r\n/, "")));
      const final = received.replace(/HTTP\/1\.1 100 Continue\r\n\r\n/, "");
      socket.destroy();
      return Number(/HTTP\/1\.1 (\d{3})/.exec(final)![1]);
    },
  };
}

describe("crash safety", () => {
  it("keeps every acknowledged write across SIGKILLs", async () => {
    const databasePath = tempDatabase("crash");
    const acknowledged: string[] = [];
    // Each round is killed after a number of acknowledged writes (not after a time): six writers
    // keep going, so the kill lands while others are in flight, however busy the machine is.
    const KILL_AFTER = [4, 6, 8];
    for (let round = 0; round < KILL_AFTER.length; round++) {
      const server = await startServer(databasePath);
      let stop = false;
      let acknowledgedThisRound = 0;
      let reached!: () => void;
      const enough = new Promise<void>((resolve) => (reached = resolve));
      const writers = Array.from({ length: 6 }, async () => {
        while (!stop) {
          const email = `crash-${round}-${crypto.randomUUID()}@example.test`;
          try {
            if ((await register(server.url, email)) === 201 && !stop) {
              acknowledged.push(email);
              if (++acknowledgedThisRound >= KILL_AFTER[round]!) reached();
            }
          } catch {
            // the connection died with the server: not acknowledged
          }
        }
      });
      await enough;
      await server.stop("SIGKILL");
      stop = true;
      await Promise.all(writers);
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER.reduce((sum, count) => sum + count, 0));

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
    // In flight for sure: the server has read each request's headers (it answered 100 Continue)
    // before the signal, and the bodies follow after it.
    const requests = await Promise.all(Array.from({ length: 4 }, (_, i) => startRegistration(server.url, `term-${i}-${crypto.randomUUID()}@example.test`)));
    const exit = server.stop("SIGTERM");
    const statuses = await Promise.all(requests.map((request) => request.finish()));
    expect(statuses).toEqual([201, 201, 201, 201]);
    expect(await exit).toBe(0);
  }, 60_000);
});
