import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backupDatabase, defaultBackupName, isInside, s3ConfigFromEnv, signV4, uploadBackup, verifyBackup } from "./backup";

const tmp = path.resolve("tests/.tmp", `backup-${process.pid}-${crypto.randomBytes(3).toString("hex")}`);
let source: string;
let writer: ChildProcess | undefined;

/** A second process that inserts a row (with a 2 KB payload) every millisecond or so until killed. */
function startWriter(file: string): Promise<ChildProcess> {
  const code = `
    const SQLite = require("better-sqlite3");
    const db = new SQLite(process.argv[1]);
    db.pragma("journal_mode = WAL");
    db.pragma("busy_timeout = 5000");
    const insert = db.prepare("INSERT INTO events (phase, payload) VALUES ('during', randomblob(2048))");
    let n = 0;
    const tick = () => { for (let i = 0; i < 20; i++) insert.run(); n += 20; if (n === 200) process.stdout.write("busy\\n"); setImmediate(tick); };
    tick();
  `;
  const child = spawn(process.execPath, ["-e", code, file], { cwd: process.cwd(), stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.stdout!.once("data", () => resolve(child));
  });
}

function countRows(file: string, phase: string) {
  const db = new SQLite(file, { readonly: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM events WHERE phase = ?").get(phase) as { n: number }).n;
  } finally {
    db.close();
  }
}

beforeEach(() => {
  fs.mkdirSync(tmp, { recursive: true });
  source = path.join(tmp, `live-${crypto.randomBytes(3).toString("hex")}.db`);
  const db = new SQLite(source);
  db.pragma("journal_mode = WAL");
  db.exec("CREATE TABLE events (id INTEGER PRIMARY KEY, phase TEXT NOT NULL, payload BLOB NOT NULL)");
  db.exec("CREATE INDEX events_phase ON events (phase)");
  const insert = db.prepare("INSERT INTO events (phase, payload) VALUES ('before', randomblob(1024))");
  db.transaction(() => {
    for (let i = 0; i < 3000; i++) insert.run();
  })();
  db.close();
});

afterEach(() => {
  writer?.kill("SIGKILL");
  writer = undefined;
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("backupDatabase", () => {
  it("copies a database that another process is writing to, and the copy checks out", async () => {
    writer = await startWriter(source);
    const target = path.join(tmp, "copies", "app-copy.db");
    const result = await backupDatabase(source, target);
    const duringAtBackupEnd = countRows(source, "during");
    writer.kill("SIGKILL");

    expect(result.integrity).toBe("ok");
    expect(result.pages).toBeGreaterThan(700); // 3000 × 1 KB rows alone is ~750 pages of 4 KB
    expect(verifyBackup(target).integrity).toBe("ok");
    expect(countRows(target, "before")).toBe(3000);
    // The writer was running: its rows are in the copy up to the snapshot, never beyond the live file.
    const during = countRows(target, "during");
    expect(during).toBeGreaterThanOrEqual(200);
    expect(during).toBeLessThanOrEqual(duringAtBackupEnd);
    // One self-contained file: no WAL mode, no sidecar files, no leftover partial copy.
    const copy = new SQLite(target, { readonly: true });
    expect(copy.pragma("journal_mode", { simple: true })).toBe("delete");
    copy.close();
    expect(fs.readdirSync(path.dirname(target))).toEqual(["app-copy.db"]);
  });

  it("runs as `npm run db:backup -- <file>` (tsx scripts/backup.ts) under write load", async () => {
    writer = await startWriter(source);
    const target = path.join(tmp, "cli-copy.db");
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(path.resolve("node_modules/.bin/tsx"), ["scripts/backup.ts", target], {
        env: { ...process.env, DATABASE_PATH: source, NODE_ENV: "production" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      child.on("close", (exit) => resolve({ code: exit, output }));
    });
    writer.kill("SIGKILL");
    expect(output).toMatch(/integrity_check ok/);
    expect(code).toBe(0);
    expect(countRows(target, "before")).toBe(3000);
    expect(verifyBackup(target).integrity).toBe("ok");
  });

  it("refuses a missing source and leaves nothing behind", async () => {
    const target = path.join(tmp, "nothing.db");
    await expect(backupDatabase(path.join(tmp, "absent.db"), target)).rejects.toThrow();
    expect(fs.existsSync(target)).toBe(false);
  });

  it("reports a damaged copy instead of calling it ok", () => {
    const damaged = path.join(tmp, "damaged.db");
    fs.copyFileSync(source, damaged);
    // Without the -wal the copied main file may lack pages; checkpoint the original first for a full file.
    const live = new SQLite(source);
    live.pragma("wal_checkpoint(TRUNCATE)");
    live.close();
    fs.copyFileSync(source, damaged);
    const fd = fs.openSync(damaged, "r+");
    // Scribble over the middle of the file (table and index pages), leaving the header intact.
    fs.writeSync(fd, crypto.randomBytes(4096 * 40), 0, 4096 * 40, 4096 * 20);
    fs.closeSync(fd);
    let verdict: string;
    try {
      verdict = verifyBackup(damaged).integrity;
    } catch (error) {
      verdict = String(error);
    }
    expect(verdict).not.toBe("ok");
  });
});

describe("names and settings", () => {
  it("tells a path inside the LiteFS mount from a sibling with the same prefix", () => {
    expect(isInside("/litefs/backup.db", "/litefs")).toBe(true);
    expect(isInside("/litefs/sub/backup.db", "/litefs")).toBe(true);
    expect(isInside("/litefs-backups/backup.db", "/litefs")).toBe(false);
    expect(isInside("/data/backups/app.db", "/litefs")).toBe(false);
  });

  it("names default backups after the database and the UTC time, without colons", () => {
    const name = defaultBackupName("/litefs/app.db", new Date("2025-03-04T05:06:07.890Z"));
    expect(path.basename(name)).toBe("app-2025-03-04T05-06-07Z.db");
  });

  it("reads the Tigris/S3 settings `fly storage create` sets, and nothing when they are missing", () => {
    expect(s3ConfigFromEnv({})).toBeNull();
    expect(
      s3ConfigFromEnv({
        AWS_ENDPOINT_URL_S3: "https://fly.storage.tigris.dev/",
        AWS_REGION: "auto",
        BUCKET_NAME: "three-skies-backups",
        AWS_ACCESS_KEY_ID: "tid_x",
        AWS_SECRET_ACCESS_KEY: "tsec_y",
      }),
    ).toEqual({
      endpoint: "https://fly.storage.tigris.dev",
      bucket: "three-skies-backups",
      region: "auto",
      accessKeyId: "tid_x",
      secretAccessKey: "tsec_y",
      prefix: "backups/",
    });
  });
});

describe("signV4", () => {
  it("matches AWS's published Signature Version 4 example (IAM ListUsers, 2015-08-30)", () => {
    const signed = signV4({
      method: "GET",
      url: new URL("https://iam.amazonaws.com/?Action=ListUsers&Version=2010-05-08"),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded; charset=utf-8",
        Host: "iam.amazonaws.com",
        "X-Amz-Date": "20150830T123600Z",
      },
      payloadHash: crypto.createHash("sha256").update("").digest("hex"),
      region: "us-east-1",
      service: "iam",
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
      date: new Date("2015-08-30T12:36:00Z"),
    });
    expect(signed.signature).toBe("5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7");
    expect(signed.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/iam/aws4_request, " +
        "SignedHeaders=content-type;host;x-amz-date, Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7",
    );
  });
});

describe("uploadBackup", () => {
  it("PUTs the gzipped copy, signed, to <endpoint>/<bucket>/<prefix><name>.gz", async () => {
    const copy = path.join(tmp, "app-2025-01-01T00-00-00Z.db");
    await backupDatabase(source, copy);
    const received: { method?: string; url?: string; headers?: http.IncomingHttpHeaders; body?: Buffer } = {};
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        Object.assign(received, { method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(200, { etag: '"x"' }).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const result = await uploadBackup(copy, {
        endpoint: `http://127.0.0.1:${port}`,
        bucket: "three-skies-backups",
        region: "auto",
        accessKeyId: "tid_test",
        secretAccessKey: "tsec_test",
        prefix: "backups/",
      }, new Date("2025-01-01T00:00:01Z"));
      expect(result.key).toBe("backups/app-2025-01-01T00-00-00Z.db.gz");
    } finally {
      server.close();
    }
    expect(received.method).toBe("PUT");
    expect(received.url).toBe("/three-skies-backups/backups/app-2025-01-01T00-00-00Z.db.gz");
    const body = received.body!;
    expect(received.headers!["x-amz-content-sha256"]).toBe(crypto.createHash("sha256").update(body).digest("hex"));
    expect(received.headers!["x-amz-date"]).toBe("20250101T000001Z");
    expect(received.headers!.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=tid_test\/20250101\/auto\/s3\/aws4_request, SignedHeaders=content-length;content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    // What arrived is the database: gunzip it and open it.
    const restored = path.join(tmp, "restored.db");
    fs.writeFileSync(restored, zlib.gunzipSync(body));
    expect(verifyBackup(restored).integrity).toBe("ok");
    expect(countRows(restored, "before")).toBe(3000);
    expect(fs.existsSync(`${copy}.gz`)).toBe(false);
  });
});
