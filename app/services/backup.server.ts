// Backups off the machine: a checked copy of the database, gzipped, to S3-compatible storage
// (BACKUP_S3_URL = s3://bucket/prefix/; Tigris on Fly, whose `fly storage create` sets the AWS_*
// variables the SDK reads), with a manifest of its checks beside it; and the way back: a restore
// into a new file that must pass the same checks and match the manifest's row counts.
// `npm run db:backup` and `npm run db:restore` (scripts/) are the commands; the daily job makes one
// backup a day when BACKUP_S3_URL is set.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { env } from "~/env.server";
import { backupDatabase, removeDatabaseFiles, verifyBackup, type BackupResult } from "~/models/backup.server";
import { lastBackupAt } from "~/models/job-run.server";

export type S3Target = { bucket: string; prefix: string };

/** s3://bucket/some/prefix → { bucket, prefix: "some/prefix/" }. */
export function parseS3Url(url: string): S3Target {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url.trim());
  if (!match) throw new Error(`BACKUP_S3_URL must look like s3://bucket/prefix/, got "${url}"`);
  const prefix = match[2]!.replace(/^\/+/, "");
  return { bucket: match[1]!, prefix: prefix && !prefix.endsWith("/") ? `${prefix}/` : prefix };
}

/** The official SDK, path-style (what S3-compatible stores accept), checksums only where S3 requires them. */
export function s3Client(): S3Client {
  const { AWS_ENDPOINT_URL_S3: endpoint, AWS_REGION: region } = env();
  return new S3Client({
    region: region ?? "auto",
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: true,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/** What is stored beside each backup: what the copy held when it was checked. */
export type BackupManifest = {
  key: string;
  createdAt: string;
  sha256: string;
  gzipBytes: number;
  databaseBytes: number;
  integrity: string;
  rows: Record<string, number>;
};

/** The default name: app-2025-01-31T04-00-00Z.db, after the database and the UTC time, without colons. */
export function defaultBackupName(databasePath: string, now = new Date()) {
  const stamp = now.toISOString().replace(/\.\d{3}Z$/, "Z").replace(/:/g, "-");
  const base = path.basename(databasePath).replace(/\.[^.]+$/, "");
  return `${base}-${stamp}.db`;
}

/** True when `file` is `dir` itself or anywhere below it. */
export function isInside(file: string, dir: string) {
  const relative = path.relative(dir, file);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

async function sha256Of(file: string) {
  const hash = crypto.createHash("sha256");
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest("hex");
}

/** Gzips a checked copy and puts it, then its manifest, under the target's prefix. */
export async function uploadBackup(copy: BackupResult, target: S3Target, client = s3Client(), now = new Date()): Promise<BackupManifest> {
  const gz = `${copy.file}.gz`;
  await pipeline(fs.createReadStream(copy.file), zlib.createGzip({ level: 6 }), fs.createWriteStream(gz));
  try {
    const key = `${target.prefix}${path.basename(gz)}`;
    const gzipBytes = fs.statSync(gz).size;
    const manifest: BackupManifest = {
      key,
      createdAt: now.toISOString(),
      sha256: await sha256Of(gz),
      gzipBytes,
      databaseBytes: copy.bytes,
      integrity: copy.integrity,
      rows: copy.rows,
    };
    await client.send(
      new PutObjectCommand({ Bucket: target.bucket, Key: key, Body: fs.createReadStream(gz), ContentLength: gzipBytes, ContentType: "application/gzip" }),
    );
    // The manifest goes last: a backup without one is an upload that did not finish.
    await client.send(
      new PutObjectCommand({ Bucket: target.bucket, Key: `${key}.json`, Body: JSON.stringify(manifest, null, 2), ContentType: "application/json" }),
    );
    return manifest;
  } finally {
    fs.rmSync(gz, { force: true });
  }
}

/**
 * A consistent copy of `source` (another process may be writing), checked, uploaded with its manifest.
 * The local copy is kept in `keepDir` when given, else removed.
 */
export async function backupToStorage(source: string, target: S3Target, options: { workDir: string; keep?: boolean; now?: Date; client?: S3Client }) {
  const now = options.now ?? new Date();
  const copy = await backupDatabase(source, path.join(options.workDir, defaultBackupName(source, now)));
  try {
    const manifest = await uploadBackup(copy, target, options.client ?? s3Client(), now);
    return { copy, manifest };
  } finally {
    if (!options.keep) removeDatabaseFiles(copy.file);
  }
}

/** The keys of the backups with a manifest under the prefix, oldest first. */
export async function listBackups(target: S3Target, client = s3Client()): Promise<string[]> {
  const keys = new Set<string>();
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: target.bucket, Prefix: target.prefix, ContinuationToken: token }));
    for (const item of page.Contents ?? []) if (item.Key) keys.add(item.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return [...keys].filter((key) => key.endsWith(".db.gz") && keys.has(`${key}.json`)).sort();
}

async function download(client: S3Client, bucket: string, key: string, file: string) {
  const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  if (!object.Body) throw new Error(`${key}: empty object`);
  await pipeline(object.Body as Readable, fs.createWriteStream(file));
}

export type RestoreReport = { key: string; file: string; integrity: string; rows: Record<string, number>; manifest: BackupManifest };

/**
 * Restores a backup (`key`, or the latest) into `destination`, a file that must not exist yet: the
 * download must match its manifest's checksum, the database must pass integrity_check, and every
 * table's row count must equal the manifest's. Only then does the file take its name.
 */
export async function restoreBackup(target: S3Target, destination: string, options: { key?: string; client?: S3Client } = {}): Promise<RestoreReport> {
  const client = options.client ?? s3Client();
  const file = path.resolve(destination);
  if (fs.existsSync(file)) throw new Error(`${file} exists: restore into a new file`);
  const key = options.key ?? (await listBackups(target, client)).at(-1);
  if (!key) throw new Error(`No backup under s3://${target.bucket}/${target.prefix}`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial-${process.pid}`;
  const gz = `${partial}.gz`;
  try {
    const manifestFile = `${partial}.json`;
    await download(client, target.bucket, `${key}.json`, manifestFile);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as BackupManifest;
    fs.rmSync(manifestFile, { force: true });
    await download(client, target.bucket, key, gz);
    const sha256 = await sha256Of(gz);
    if (sha256 !== manifest.sha256) throw new Error(`${key}: checksum ${sha256} does not match the manifest's ${manifest.sha256}`);
    await pipeline(fs.createReadStream(gz), zlib.createGunzip(), fs.createWriteStream(partial));
    const check = verifyBackup(partial);
    if (check.integrity !== "ok") throw new Error(`${key}: integrity_check failed: ${check.integrity}`);
    const differences = Object.keys({ ...manifest.rows, ...check.rows }).filter((table) => manifest.rows[table] !== check.rows[table]);
    if (differences.length) {
      throw new Error(`${key}: row counts differ from the manifest in ${differences.map((t) => `${t} (${check.rows[t] ?? "missing"} ≠ ${manifest.rows[t] ?? "missing"})`).join(", ")}`);
    }
    fs.renameSync(partial, file);
    return { key, file, integrity: check.integrity, rows: check.rows, manifest };
  } finally {
    fs.rmSync(gz, { force: true });
    removeDatabaseFiles(partial);
  }
}

/** A backup a day: due when none was made in the last 23 hours (the job runs hourly). */
export function backupDue(lastAt: string | null, now: Date): boolean {
  return lastAt === null || now.getTime() - Date.parse(lastAt) >= 23 * 3_600_000;
}

/** The daily job's backup: when BACKUP_S3_URL is set and one is due, the key it made; else null. */
export async function scheduledBackup(now: Date): Promise<string | null> {
  const url = env().BACKUP_S3_URL;
  if (!url || !backupDue(lastBackupAt(), now)) return null;
  const source = env().DATABASE_PATH;
  const workDir = env().BACKUP_DIR ?? path.join(path.dirname(path.resolve(source)), "backups");
  const { manifest } = await backupToStorage(source, parseS3Url(url), { workDir, now });
  return manifest.key;
}
