// The deployment files, checked by reading them (no Docker engine or Fly here): Dockerfile, .dockerignore,
// litefs.yml, fly.toml, and the scheduled-machine script run against fakes of flyctl and the Machines API.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { parse as parseTomlDocument } from "smol-toml";

const read = (file: string) => fs.readFileSync(path.resolve(file), "utf8");

// ---- fly.toml is read with smol-toml ---------------------------------------------------------------
type TomlTable = Record<string, unknown>;
const parseToml = (source: string) => parseTomlDocument(source) as TomlTable;

// ---- Dockerfile ----------------------------------------------------------------------------------

type Instruction = { stage: string; op: string; args: string };

/** Instructions with continuation lines joined, each tagged with its stage name. */
function dockerInstructions(text: string): Instruction[] {
  const joined = text.replace(/\\\n/g, " ").split("\n");
  const result: Instruction[] = [];
  let stage = "";
  for (const raw of joined) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const [, op = "", args = ""] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    if (op.toUpperCase() === "FROM") stage = /\bAS\s+(\S+)/i.exec(args)?.[1] ?? args;
    result.push({ stage, op: op.toUpperCase(), args: args.replace(/\s+/g, " ") });
  }
  return result;
}

describe("Dockerfile", () => {
  const text = read("Dockerfile");
  const steps = dockerInstructions(text);
  const froms = steps.filter((s) => s.op === "FROM").map((s) => s.args);
  const final = steps.filter((s) => s.stage === steps[steps.length - 1]!.stage);
  const nodeVersion = /ARG NODE_VERSION=(\d+)/.exec(text)?.[1];

  it("is a multi-stage build on Node 22 or 24 bookworm-slim", () => {
    expect(["22", "24"]).toContain(nodeVersion);
    expect(froms[0]).toBe("node:${NODE_VERSION}-bookworm-slim AS base");
    expect(froms.length).toBeGreaterThanOrEqual(3);
    // The runtime stage starts from the slim base, not from the stage holding compilers.
    expect(final[0]!.args).toMatch(/^base AS runtime$/);
  });

  it("builds with dev dependencies and ships only production ones", () => {
    const runs = steps.filter((s) => s.op === "RUN").map((s) => s.args);
    expect(runs.some((r) => /npm ci --include=dev/.test(r))).toBe(true);
    expect(runs.some((r) => /npm run build/.test(r) && /npm prune --omit=dev/.test(r))).toBe(true);
    // Compilers for better-sqlite3 and sweph exist only outside the runtime stage.
    expect(final.filter((s) => s.op === "RUN").some((s) => /\bg\+\+|\bmake\b|python3/.test(s.args))).toBe(false);
    expect(final.some((s) => s.op === "COPY" && /--from=build \/app\/node_modules/.test(s.args))).toBe(true);
  });

  it("installs fuse3, sqlite3 and ca-certificates in the runtime image", () => {
    const install = final.find((s) => s.op === "RUN" && /apt-get install/.test(s.args))!.args;
    for (const pkg of ["fuse3", "sqlite3", "ca-certificates"]) expect(install.split(" ")).toContain(pkg);
    expect(install).toMatch(/--no-install-recommends/);
  });

  it("copies the litefs binary from the flyio/litefs image and its config", () => {
    expect(froms.some((f) => /^flyio\/litefs:[\d.]+ AS litefs$/.test(f))).toBe(true);
    expect(final.some((s) => s.op === "COPY" && s.args === "--from=litefs /usr/local/bin/litefs /usr/local/bin/litefs")).toBe(true);
    expect(final.some((s) => s.op === "COPY" && s.args === "litefs.yml /etc/litefs.yml")).toBe(true);
  });

  it("starts with `litefs mount` and never calls npx or npm at boot", () => {
    const entry = final.filter((s) => s.op === "ENTRYPOINT" || s.op === "CMD");
    expect(entry.map((s) => `${s.op} ${s.args}`)).toEqual(['ENTRYPOINT ["litefs", "mount"]']);
    expect(final.some((s) => /\bnpx\b/.test(s.args))).toBe(false);
    expect(text).not.toMatch(/^\s*(CMD|ENTRYPOINT).*\bnpm\b/m);
  });
});

describe(".dockerignore", () => {
  const entries = read(".dockerignore")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));

  it("keeps dependencies, secrets, databases and build output out of the context", () => {
    for (const entry of ["node_modules", ".env", "data", "build", "*.db", ".git"]) expect(entries).toContain(entry);
  });
});

// ---- litefs.yml ----------------------------------------------------------------------------------

type LiteFsConfig = {
  fuse: { dir: string };
  data: { dir: string };
  http: { addr: string };
  proxy: { addr: string; target: string; db: string; passthrough: string[] };
  lease: { type: string; candidate: unknown; promote: boolean; "advertise-url": string; consul: { url: string; key: string } };
  exec: Array<{ cmd: string; "if-candidate"?: boolean }>;
};

const litefs = yaml.load(read("litefs.yml")) as LiteFsConfig;
const fly = parseToml(read("fly.toml"));
const flyEnv = fly.env as Record<string, string>;
const mount = fly.mounts as TomlTable;
const port = (addr: string) => Number(/:(\d+)$/.exec(addr)?.[1]);

describe("fly.toml env", () => {
  it("trusts Fly-Client-Ip, and listens where only the LiteFS proxy on the same machine reaches the app", () => {
    expect(flyEnv.TRUST_PROXY).toBe("fly");
    expect(flyEnv.HOST).toBe("127.0.0.1");
  });
});

describe("litefs.yml", () => {
  it("mounts FUSE where the app looks and keeps LiteFS's data on the Fly volume", () => {
    expect(litefs.fuse.dir).toBe(flyEnv.LITEFS_DIR);
    expect(path.posix.dirname(flyEnv.DATABASE_PATH!)).toBe(litefs.fuse.dir);
    expect(litefs.data.dir.startsWith(`${String(mount.destination)}/`)).toBe(true);
    expect(litefs.data.dir.startsWith(litefs.fuse.dir)).toBe(false);
  });

  it("elects the primary through a consul lease among primary-region machines, with promotion", () => {
    expect(litefs.lease.type).toBe("consul");
    expect(litefs.lease.candidate).toBe("${FLY_REGION == PRIMARY_REGION}");
    expect(litefs.lease.promote).toBe(true);
    expect(litefs.lease.consul.url).toBe("${FLY_CONSUL_URL}");
    expect(litefs.lease["advertise-url"]).toBe(`http://\${HOSTNAME}.vm.\${FLY_APP_NAME}.internal:${port(litefs.http.addr)}`);
  });

  it("puts the proxy in front of the app for the database the app opens, with static files passed through", () => {
    expect(port(litefs.proxy.addr)).toBe(8080);
    expect(litefs.proxy.target).toBe(`${flyEnv.HOST}:${flyEnv.PORT}`);
    expect(litefs.proxy.db).toBe(path.posix.basename(flyEnv.DATABASE_PATH!));
    expect(litefs.proxy.db).toBe(flyEnv.DATABASE_FILENAME);
    expect(litefs.proxy.passthrough).toEqual(expect.arrayContaining(["/assets/*", "*.ico", "*.svg"]));
  });

  it("runs the built migrations on candidates first, then the built server, with node (no npx)", () => {
    expect(litefs.exec).toEqual([
      { cmd: "node /app/build/cli/migrate.js", "if-candidate": true },
      { cmd: "node --max-semi-space-size=32 /app/build/server.js" },
    ]);
    expect(JSON.stringify(litefs)).not.toMatch(/\bnpx\b|\bnpm\b|\btsx\b/);
  });

  it("names entry points the build really produces", () => {
    const build = read("scripts/build-server.mjs");
    expect(build).toMatch(/entryPoints: \{ server: "server\/index.ts" \}/);
    expect(build).toContain('"db/migrate.ts"');
    expect(build).toContain('"app/jobs/daily.ts"');
    expect(build).toContain('outdir: "build/cli"');
  });
});

// ---- fly.toml ------------------------------------------------------------------------------------

describe("fly.toml", () => {
  const service = fly.http_service as TomlTable;

  it("names the app and a primary region, and mounts the volume", () => {
    expect(fly.app).toBe("three-skies");
    expect(fly.primary_region).toMatch(/^[a-z]{3}$/);
    expect(mount.source).toBe("data");
    expect(mount.destination).toBe("/data");
  });

  it("serves HTTP on the LiteFS proxy port, with concurrency limits and /healthcheck checks", () => {
    expect(service.internal_port).toBe(port(litefs.proxy.addr));
    expect(service.internal_port).not.toBe(Number(flyEnv.PORT));
    expect(service.force_https).toBe(true);
    const concurrency = service.concurrency as TomlTable;
    expect(concurrency.type).toBe("requests");
    expect(Number(concurrency.soft_limit)).toBeLessThan(Number(concurrency.hard_limit));
    const checks = service.checks as TomlTable[];
    expect(checks).toEqual(expect.arrayContaining([expect.objectContaining({ method: "GET", path: "/healthcheck" })]));
    // The route exists.
    expect(read("app/routes.ts")).toMatch(/route\("healthcheck"/);
  });

  it("checks LiteFS's own API port too", () => {
    const litefsCheck = (fly.checks as Record<string, TomlTable>).litefs!;
    expect(litefsCheck.type).toBe("tcp");
    expect(litefsCheck.port).toBe(port(litefs.http.addr));
  });

  it("sets swap and the production environment, with the database under the FUSE mount", () => {
    expect(Number(fly.swap_size_mb)).toBeGreaterThanOrEqual(256);
    expect(flyEnv.NODE_ENV).toBe("production");
    expect(flyEnv.DATABASE_PATH).toBe("/litefs/app.db");
    expect(flyEnv.LITEFS_DIR).toBe("/litefs");
    expect(flyEnv.BACKUP_DIR!.startsWith(String(mount.destination))).toBe(true);
  });

  it("holds no secrets (they go in `fly secrets set`)", () => {
    for (const key of Object.keys(flyEnv)) expect(key).not.toMatch(/SECRET|TOKEN|KEY|PASSWORD/);
  });

  it("is read the way TOML means it", () => {
    expect(parseToml('a = 1\n[t]\nb = "x # not a comment" # comment\n[[t.list]]\nc = [1, "two"]\n[[t.list]]\nc = true')).toEqual({
      a: 1,
      t: { b: "x # not a comment", list: [{ c: [1, "two"] }, { c: true }] },
    });
    expect(() => parseToml("a = 1\na = 2")).toThrow(/redefine/);
  });
});

// ---- scripts/fly-schedule.sh ---------------------------------------------------------------------

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("scripts/fly-schedule.sh", () => {
  it("is executable", () => {
    expect(fs.statSync("scripts/fly-schedule.sh").mode & 0o111).not.toBe(0);
  });

  it("create: runs an hourly scheduled machine in the primary region that triggers the job", async () => {
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), "fakefly-"));
    const log = path.join(bin, "calls.log");
    // A fake flyctl: records each call; `machine list` answers an existing daily-job machine.
    fs.writeFileSync(
      path.join(bin, "fly"),
      `#!/usr/bin/env bash\nprintf '%s\\n' "$*" >> "${log}"\nif [[ "$1 $2" == "machine list" ]]; then echo '[{"id":"old123","name":"daily-job"},{"id":"web1","name":"web"}]'; fi\n`,
      { mode: 0o755 },
    );
    try {
      const result = await run("bash", ["scripts/fly-schedule.sh", "create", "registry.fly.io/three-skies:deployment-1"], {
        PATH: `${bin}:${process.env.PATH}`,
        PRIMARY_REGION: "",
      });
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      const calls = fs.readFileSync(log, "utf8").trim().split("\n");
      expect(calls[1]).toBe("machine destroy old123 --app three-skies --force");
      const runCall = calls[2]!;
      expect(runCall).toMatch(/^machine run registry\.fly\.io\/three-skies:deployment-1 /);
      expect(runCall).toContain("--schedule hourly");
      expect(runCall).toContain(`--region ${String(fly.primary_region)}`);
      expect(runCall).toContain("--entrypoint /app/scripts/fly-schedule.sh -- trigger");
      expect(runCall).toContain("--env JOB_CMD=node /app/build/cli/daily.js");
      expect(runCall).not.toMatch(/\bnpx\b/);
    } finally {
      fs.rmSync(bin, { recursive: true, force: true });
    }
  });

  it("trigger: finds the primary through a replica's .primary file and runs the built job there", async () => {
    const execs: Array<{ id: string; command: string[]; auth: string | undefined }> = [];
    const machines = [
      { id: "sched1", state: "started", region: "ams", config: { schedule: "hourly" } },
      { id: "repl9", state: "started", region: "ams", config: { metadata: { fly_process_group: "app" } } },
      { id: "prim7", state: "started", region: "ams", config: { metadata: { fly_process_group: "app" } } },
      { id: "syd2", state: "started", region: "syd", config: { metadata: { fly_process_group: "app" } } },
      { id: "gone3", state: "stopped", region: "ams", config: { metadata: { fly_process_group: "app" } } },
    ];
    const server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        res.setHeader("content-type", "application/json");
        if (req.method === "GET" && req.url === "/v1/apps/three-skies/machines") return res.end(JSON.stringify(machines));
        const match = /^\/v1\/apps\/three-skies\/machines\/(\w+)\/exec$/.exec(req.url ?? "");
        if (req.method === "POST" && match) {
          const { command } = JSON.parse(body) as { command: string[] };
          execs.push({ id: match[1]!, command, auth: req.headers.authorization });
          if (command[0] === "cat") {
            // Only the primary lacks the file.
            return res.end(JSON.stringify(match[1] === "prim7" ? { exit_code: 1, stderr: "No such file" } : { exit_code: 0, stdout: "prim7\n" }));
          }
          return res.end(JSON.stringify({ exit_code: 0, stdout: "daily: 3 horoscopes sent\n", stderr: "" }));
        }
        res.statusCode = 404;
        res.end("{}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const result = await run("bash", ["scripts/fly-schedule.sh", "trigger"], {
        FLY_API_HOSTNAME: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
        FLY_API_TOKEN: "fm2_test",
        FLY_APP_NAME: "three-skies",
        FLY_MACHINE_ID: "sched1",
        PRIMARY_REGION: "ams",
        LITEFS_DIR: "/litefs",
      });
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("daily: 3 horoscopes sent");
      expect(result.stdout).toMatch(/daily job on prim7: exit 0/);
    } finally {
      server.close();
    }
    expect(execs).toEqual([
      { id: "repl9", command: ["cat", "/litefs/.primary"], auth: "Bearer fm2_test" },
      { id: "prim7", command: ["sh", "-c", "node /app/build/cli/daily.js"], auth: "Bearer fm2_test" },
    ]);
  });
});
