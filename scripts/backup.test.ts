import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import S3rver from "s3rver";
import { backupDatabase, verifyBackup } from "~/models/backup.server";
import { backupDue, backupToStorage, defaultBackupName, isInside, listBackups, parseS3Url, restoreBackup, s3Client } from "~/services/backup.server";
import { resetEnvForTests } from "~/env.server";

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
        env: { ...process.env, DATABASE_PATH: source, NODE_ENV: "production", SESSION_SECRET: "backup-test-secret" },
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

  it("names backups after the database and the UTC time, without colons", () => {
    expect(defaultBackupName("/litefs/app.db", new Date("2025-03-04T05:06:07.890Z"))).toBe("app-2025-03-04T05-06-07Z.db");
  });

  it("reads BACKUP_S3_URL as a bucket and a prefix ending in /", () => {
    expect(parseS3Url("s3://three-skies-backups")).toEqual({ bucket: "three-skies-backups", prefix: "" });
    expect(parseS3Url("s3://three-skies-backups/daily")).toEqual({ bucket: "three-skies-backups", prefix: "daily/" });
    expect(parseS3Url("s3://three-skies-backups/db/daily/")).toEqual({ bucket: "three-skies-backups", prefix: "db/daily/" });
    expect(() => parseS3Url("https://example.com/x")).toThrow(/s3:\/\/bucket/);
  });

  it("makes one backup a day from the hourly job: due after 23 hours, or when there is none", () => {
    const now = new Date("2025-06-10T08:05:00Z");
    expect(backupDue(null, now)).toBe(true);
    expect(backupDue("2025-06-09T09:05:00Z", now)).toBe(true);
    expect(backupDue("2025-06-09T09:06:00Z", now)).toBe(false);
    expect(backupDue("2025-06-10T07:05:00Z", now)).toBe(false);
  });
});

describe("off the machine: a local fake S3 (s3rver)", () => {
  const BUCKET = "three-skies-backups";
  let s3: S3rver;
  let endpoint: string;
  const saved = { ...process.env };

  beforeEach(async () => {
    s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: path.join(tmp, "s3"), configureBuckets: [{ name: BUCKET }] });
    const address = await s3.run();
    endpoint = `http://127.0.0.1:${address.port}`;
    // The SDK's own variables, as `fly storage create` sets them (s3rver's fixed key pair).
    Object.assign(process.env, { AWS_ENDPOINT_URL_S3: endpoint, AWS_REGION: "auto", AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" });
    resetEnvForTests();
  });

  afterEach(async () => {
    await s3.close();
    for (const name of ["AWS_ENDPOINT_URL_S3", "AWS_REGION", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"]) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    resetEnvForTests();
  });

  function cli(script: string, args: string[], env: Record<string, string>) {
    return new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(path.resolve("node_modules/.bin/tsx"), [script, ...args], {
        env: { ...process.env, NODE_ENV: "production", SESSION_SECRET: "backup-test-secret", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      child.on("close", (exit) => resolve({ code: exit, output }));
    });
  }

  it("`npm run db:backup` uploads a checked copy while a writer writes, and `npm run db:restore` brings it back checked", async () => {
    writer = await startWriter(source);
    const url = `s3://${BUCKET}/db/`;
    const backup = await cli("scripts/backup.ts", [], { DATABASE_PATH: source, BACKUP_S3_URL: url, BACKUP_DIR: path.join(tmp, "local") });
    const duringAtBackupEnd = countRows(source, "during");
    writer.kill("SIGKILL");
    expect(backup.output).toMatch(/integrity_check ok/);
    expect(backup.output).toMatch(/Uploaded db\/live-[0-9a-f]+-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.db\.gz/);
    expect(backup.code).toBe(0);

    const target = path.join(tmp, "restored", "app.db");
    const restore = await cli("scripts/restore.ts", [target], { BACKUP_S3_URL: url });
    expect(restore.output).toMatch(/checksum ok, integrity_check ok, 1 tables, \d+ rows, every count as in the manifest/);
    expect(restore.code).toBe(0);
    expect(verifyBackup(target).integrity).toBe("ok");
    expect(countRows(target, "before")).toBe(3000);
    const during = countRows(target, "during");
    expect(during).toBeGreaterThanOrEqual(200);
    expect(during).toBeLessThanOrEqual(duringAtBackupEnd);

    // Restoring over an existing file is refused: the restore always makes a new file.
    const again = await cli("scripts/restore.ts", [target], { BACKUP_S3_URL: url });
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/exists: restore into a new file/);
  });

  it("refuses a backup whose object was changed after upload, and leaves no file", async () => {
    const target = parseS3Url(`s3://${BUCKET}/tampered/`);
    const { manifest } = await backupToStorage(source, target, { workDir: path.join(tmp, "local") });
    expect(await listBackups(target)).toEqual([manifest.key]);
    // Someone replaces the object with another valid database (fewer rows).
    const other = path.join(tmp, "other.db");
    const db = new SQLite(other);
    db.exec("CREATE TABLE events (id INTEGER PRIMARY KEY, phase TEXT NOT NULL, payload BLOB NOT NULL)");
    db.close();
    const { PutObjectCommand } = await import("@aws-sdk/client-s3");
    const zlib = await import("node:zlib");
    await s3Client().send(new PutObjectCommand({ Bucket: BUCKET, Key: manifest.key, Body: zlib.gzipSync(fs.readFileSync(other)) }));
    const restored = path.join(tmp, "restored-tampered.db");
    await expect(restoreBackup(target, restored)).rejects.toThrow(/checksum .* does not match the manifest/);
    expect(fs.existsSync(restored)).toBe(false);
    expect(fs.readdirSync(tmp).filter((name) => name.startsWith("restored-tampered"))).toEqual([]);
  });

  it("the hourly job makes one backup a day and records it with its run", async () => {
    process.env.BACKUP_S3_URL = `s3://${BUCKET}/job/`;
    resetEnvForTests();
    try {
      const { runDailyJob } = await import("~/jobs/daily");
      const { recentJobRuns } = await import("~/models/job-run.server");
      const first = await runDailyJob({ now: new Date("2025-06-10T08:05:00Z") });
      const key = "backup" in first ? first.backup : undefined;
      expect(key).toMatch(/^job\/.+\.db\.gz$/);
      expect(await listBackups(parseS3Url(`s3://${BUCKET}/job/`))).toEqual([key]);
      expect(recentJobRuns(1)[0]).toMatchObject({ outcome: "ok", backupKey: key });
      // An hour later: not due again.
      const second = await runDailyJob({ now: new Date("2025-06-10T09:05:00Z") });
      expect("backup" in second && second.backup).toBeNull();
    } finally {
      delete process.env.BACKUP_S3_URL;
      resetEnvForTests();
    }
  });

  it("compares every table's rows with the manifest", async () => {
    const target = parseS3Url(`s3://${BUCKET}/counts/`);
    const { manifest } = await backupToStorage(source, target, { workDir: path.join(tmp, "local") });
    expect(manifest.rows).toEqual({ events: 3000 });
    // A manifest that says otherwise (a copy that lost rows would look like this).
    const { PutObjectCommand } = await import("@aws-sdk/client-s3");
    await s3Client().send(
      new PutObjectCommand({ Bucket: BUCKET, Key: `${manifest.key}.json`, Body: JSON.stringify({ ...manifest, rows: { events: 3001 } }) }),
    );
    await expect(restoreBackup(target, path.join(tmp, "restored-counts.db"))).rejects.toThrow(/row counts differ from the manifest in events \(3000 ≠ 3001\)/);
  });
});
