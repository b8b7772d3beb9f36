// Starts the production build (build/server.js) on its own port and database for system tests.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export type RunningServer = { url: string; process: ChildProcess; databasePath: string; stderr: () => string; stop: (signal?: NodeJS.Signals) => Promise<number | null> };

/** A port nothing listens on now: the kernel picks it, so parallel runs never collide. */
async function freePort(): Promise<number> {
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
  const child = spawn(process.execPath, ["build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_PATH: databasePath,
      SESSION_SECRET: "system-test-secret",
      APP_URL: url,
      RATE_LIMIT_FACTOR: "100000",
      BILLING_MODE: "local",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr!.on("data", (chunk) => (errors += chunk));
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
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
