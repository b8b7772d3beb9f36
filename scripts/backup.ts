// `npm run db:backup -- <file>` (built: `node build/cli/backup.js <file>`): a consistent online copy of
// DATABASE_PATH through SQLite's backup API, checked with `PRAGMA integrity_check` before it takes the
// final name. `--upload` (or BACKUP_UPLOAD=1) then gzips it and PUTs it to S3-compatible storage
// (Tigris on Fly: `fly storage create` sets the AWS_* and BUCKET_NAME secrets read below).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import SQLite from "better-sqlite3";

export type BackupResult = {
  file: string;
  bytes: number;
  pages: number;
  ms: number;
  integrity: string;
  tables: number;
};

/**
 * Copies `source` to `destination` while other connections (other processes included) keep writing.
 *
 * The whole copy is one backup step, so it runs inside a single read transaction: in WAL mode writers
 * carry on, and the copy is the database as of the step's start. (With small steps SQLite restarts the
 * copy whenever another connection writes between steps, which under steady load may never finish.)
 * The copy is written next to the destination, switched to rollback-journal mode so it is one
 * self-contained file, checked, and only then renamed into place.
 */
export async function backupDatabase(source: string, destination: string): Promise<BackupResult> {
  const started = performance.now();
  const target = path.resolve(destination);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}`;
  removeDatabaseFiles(partial);

  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  let pages = 0;
  try {
    const progress = await db.backup(partial, {
      // The first call sizes the job; answering "all remaining pages" makes the next step the last.
      progress: ({ totalPages }) => Math.max(totalPages, 1) * 2,
    });
    pages = progress.totalPages;
  } catch (error) {
    removeDatabaseFiles(partial);
    throw error;
  } finally {
    db.close();
  }

  try {
    const check = verifyBackup(partial, { detach: true });
    if (check.integrity !== "ok") throw new Error(`integrity_check of the copy failed: ${check.integrity}`);
    fs.renameSync(partial, target);
    return {
      file: target,
      bytes: fs.statSync(target).size,
      pages,
      ms: Math.round(performance.now() - started),
      integrity: check.integrity,
      tables: check.tables,
    };
  } finally {
    removeDatabaseFiles(partial);
  }
}

/**
 * Opens a copy and runs `PRAGMA integrity_check`. With `detach`, first turns the copy's WAL header
 * (inherited from the live database) into rollback-journal mode, so the file stands alone.
 */
export function verifyBackup(file: string, options: { detach?: boolean } = {}) {
  const copy = new SQLite(file, { fileMustExist: true, readonly: !options.detach });
  try {
    if (options.detach) copy.pragma("journal_mode = DELETE");
    const rows = copy.pragma("integrity_check") as Array<{ integrity_check: string }>;
    const integrity = rows.map((row) => row.integrity_check).join("; ");
    const { count } = copy.prepare("SELECT count(*) AS count FROM sqlite_schema WHERE type = 'table'").get() as {
      count: number;
    };
    return { integrity, tables: count };
  } finally {
    copy.close();
  }
}

function removeDatabaseFiles(file: string) {
  for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(file + suffix, { force: true });
}

// ---------------------------------------------------------------------------------------------------
// Upload to S3-compatible object storage: one signed PUT (AWS Signature Version 4), no SDK needed.

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  prefix: string;
};

/** Reads the variables `fly storage create` sets; null when any required one is missing. */
export function s3ConfigFromEnv(source: NodeJS.ProcessEnv = process.env): S3Config | null {
  const endpoint = source.AWS_ENDPOINT_URL_S3 ?? (source.AWS_REGION ? `https://s3.${source.AWS_REGION}.amazonaws.com` : undefined);
  const bucket = source.BACKUP_BUCKET ?? source.BUCKET_NAME;
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = source;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) return null;
  return {
    endpoint: endpoint.replace(/\/+$/, ""),
    bucket,
    region: source.AWS_REGION ?? "auto",
    accessKeyId,
    secretAccessKey,
    prefix: (source.BACKUP_PREFIX ?? "backups/").replace(/^\/+/, ""),
  };
}

const sha256 = (data: string | Buffer) => crypto.createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) => crypto.createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
function uriEncode(value: string, keepSlash = false) {
  const encoded = encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return keepSlash ? encoded.replace(/%2F/g, "/") : encoded;
}

export type SignInput = {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  date: Date;
};

/** AWS Signature Version 4: returns the Authorization header value for the request described. */
export function signV4(input: SignInput): { authorization: string; amzDate: string; signature: string } {
  const amzDate = input.date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const day = amzDate.slice(0, 8);
  const headers = Object.entries(input.headers).map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, " ")]);
  headers.sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(";");
  const query = [...input.url.searchParams.entries()]
    .map(([key, value]) => [uriEncode(key), uriEncode(value)])
    .sort(([a, x], [b, y]) => (a! === b! ? (x! < y! ? -1 : 1) : a! < b! ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
  const canonicalPath = input.url.pathname
    .split("/")
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join("/");
  const canonicalRequest = [
    input.method,
    canonicalPath || "/",
    query,
    headers.map(([name, value]) => `${name}:${value}\n`).join(""),
    signedHeaders,
    input.payloadHash,
  ].join("\n");
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), input.service), "aws4_request");
  const signature = crypto.createHmac("sha256", key).update(stringToSign).digest("hex");
  return {
    amzDate,
    signature,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

/** Gzips `file` to a sibling `.gz` and PUTs it as `<prefix><name>.gz` (path-style URL). Returns the object key. */
export async function uploadBackup(file: string, config: S3Config, now = new Date()): Promise<{ key: string; bytes: number }> {
  const gz = `${file}.gz`;
  await pipeline(fs.createReadStream(file), zlib.createGzip({ level: 6 }), fs.createWriteStream(gz));
  try {
    const hash = crypto.createHash("sha256");
    await pipeline(fs.createReadStream(gz), hash);
    const payloadHash = hash.digest("hex");
    const bytes = fs.statSync(gz).size;
    const key = `${config.prefix}${path.basename(gz)}`;
    const url = new URL(`${config.endpoint}/${uriEncode(config.bucket)}/${uriEncode(key, true)}`);
    const headers: Record<string, string> = {
      host: url.host,
      "content-length": String(bytes),
      "content-type": "application/gzip",
      "x-amz-content-sha256": payloadHash,
    };
    const { authorization, amzDate } = finalSignature(url, headers, payloadHash, config, now);
    const response = await fetch(url, {
      method: "PUT",
      headers: { ...withoutHost(headers), "x-amz-date": amzDate, authorization },
      body: Readable.toWeb(fs.createReadStream(gz)) as ReadableStream,
      duplex: "half",
    } as RequestInit);
    if (!response.ok) {
      const text = await response.text().catch(() => "");
      throw new Error(`upload of ${key} failed: HTTP ${response.status} ${text.slice(0, 300)}`);
    }
    return { key, bytes };
  } finally {
    fs.rmSync(gz, { force: true });
  }
}

function finalSignature(url: URL, headers: Record<string, string>, payloadHash: string, config: S3Config, now: Date) {
  const amzDate = now.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const signed = signV4({
    method: "PUT",
    url,
    headers: { ...headers, "x-amz-date": amzDate },
    payloadHash,
    region: config.region,
    service: "s3",
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    date: now,
  });
  return { authorization: signed.authorization, amzDate };
}

/** fetch sets Host itself from the URL; it was only needed for the signature. */
function withoutHost(headers: Record<string, string>) {
  const { host: _host, ...rest } = headers;
  return rest;
}

// ---------------------------------------------------------------------------------------------------

/** The default name when no file is given: backups/app-2025-01-31T04-00-00Z.db next to the database. */
export function defaultBackupName(databasePath: string, now = new Date()) {
  const stamp = now.toISOString().replace(/\.\d{3}Z$/, "Z").replace(/:/g, "-");
  const base = path.basename(databasePath).replace(/\.[^.]+$/, "");
  return path.join(process.env.BACKUP_DIR ?? "backups", `${base}-${stamp}.db`);
}

/** True when `file` is `dir` itself or anywhere below it. */
export function isInside(file: string, dir: string) {
  const relative = path.relative(dir, file);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

async function main(argv: string[]) {
  const upload = argv.includes("--upload") || process.env.BACKUP_UPLOAD === "1";
  const keep = !argv.includes("--no-keep");
  const positional = argv.filter((arg) => !arg.startsWith("--"));
  const source = process.env.DATABASE_PATH ?? "./data/app.db";
  if (!fs.existsSync(source)) throw new Error(`No database at ${source} (set DATABASE_PATH)`);
  const destination = positional[0] ?? defaultBackupName(source);
  if (process.env.LITEFS_DIR && isInside(path.resolve(destination), path.resolve(process.env.LITEFS_DIR))) {
    // A file created inside the FUSE mount would become a replicated database of its own.
    throw new Error(`Write backups outside the LiteFS mount (${process.env.LITEFS_DIR})`);
  }
  const result = await backupDatabase(source, destination);
  console.log(
    `Backed up ${source} → ${result.file}: ${result.pages} pages, ${result.bytes} bytes, ${result.tables} tables, ` +
      `integrity_check ${result.integrity}, ${result.ms} ms`,
  );
  if (upload) {
    const config = s3ConfigFromEnv();
    if (!config) throw new Error("--upload needs AWS_ENDPOINT_URL_S3 (or AWS_REGION), BUCKET_NAME, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY");
    const { key, bytes } = await uploadBackup(result.file, config);
    console.log(`Uploaded ${key} (${bytes} bytes gzipped) to ${config.endpoint}/${config.bucket}`);
    if (!keep) fs.rmSync(result.file, { force: true });
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
