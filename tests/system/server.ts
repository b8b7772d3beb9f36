// Starts the production build (build/server.js) on its own port and database for system tests.
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export type RunningServer = { url: string; process: ChildProcess; databasePath: string; stderr: () => string; log: () => string; stop: (signal?: NodeJS.Signals) => Promise<number | null> };

/** A port nothing listens on now: the kernel picks it, so parallel runs never collide. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function tempDatabase(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `three-skies-${name}-`));
  return path.join(dir, "app.db");
}

export async function startServer(databasePath: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // As production starts it (litefs.yml, `npm start`).
  const child = spawn(process.execPath, ["--max-semi-space-size=32", "build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_PATH: databasePath,
      SESSION_SECRET: "system-test-secret",
      APP_URL: url,
      RATE_LIMIT_FACTOR: "100000",
      BILLING_MODE: "local",
      // Servers of parallel test files would fight over the default metrics port: off unless a test asks.
      METRICS_PORT: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  let log = "";
  child.stderr!.on("data", (chunk) => {
    errors += chunk;
    log += chunk;
  });
  child.stdout!.on("data", (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${url}/healthcheck`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    process: child,
    databasePath,
    stderr: () => errors,
    log: () => log,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Registers through the API, which signs the new member in (201 with the session cookie): answers the
 * session cookie and the member's id.
 */
export async function registerAndSignIn(url: string, account: { email: string; password: string; firstName: string; lastName: string }) {
  const register = await fetch(`${url}/api/auth/register`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(account) });
  if (register.status !== 201) throw new Error(`register: ${register.status} ${await register.text()}`);
  const cookie = register.headers.getSetCookie().map((value) => value.split(";")[0]).join("; ");
  return { cookie, id: ((await register.json()) as { user: { id: string } }).user.id };
}

/** A new member with a natal chart (Lisbon, 1988), signed in: answers the session cookie. */
export async function signUpMember(url: string, firstName = "Member"): Promise<string> {
  const email = `${firstName.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const { cookie } = await registerAndSignIn(url, { email, password: "member-lantern-1", firstName, lastName: "Tester" });
  const profile = await fetch(`${url}/api/profile`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ birthDate: "1988-03-09", birthTime: "06:15", birthPlace: "Lisbon, Portugal", birthLatitude: 38.7223, birthLongitude: -9.1393 }),
  });
  if (profile.status !== 201) throw new Error(`profile: ${profile.status} ${await profile.text()}`);
  return cookie;
}
