// `npm run db:backup [-- <file>] [--upload] [--no-keep]` (built: `node build/cli/backup.js`): a
// consistent online copy of DATABASE_PATH through SQLite's backup API, checked (integrity_check, row
// counts) before it takes its name. `--upload` (or BACKUP_S3_URL with no file given) then gzips it
// and puts it, with a manifest of its checks, to BACKUP_S3_URL (app/services/backup.server.ts).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { env } from "~/env.server";
import { backupDatabase } from "~/models/backup.server";
import { defaultBackupName, isInside, parseS3Url, s3Client, uploadBackup } from "~/services/backup.server";

async function main(argv: string[]) {
  const positional = argv.filter((arg) => !arg.startsWith("--"));
  const upload = argv.includes("--upload") || process.env.BACKUP_UPLOAD === "1" || (positional.length === 0 && Boolean(env().BACKUP_S3_URL));
  const keep = !argv.includes("--no-keep");
  const source = env().DATABASE_PATH;
  if (!fs.existsSync(source)) throw new Error(`No database at ${source} (set DATABASE_PATH)`);
  const destination = positional[0] ?? path.join(env().BACKUP_DIR ?? "backups", defaultBackupName(source));
  const litefs = env().LITEFS_DIR;
  if (litefs && isInside(path.resolve(destination), path.resolve(litefs))) {
    // A file created inside the FUSE mount would become a replicated database of its own.
    throw new Error(`Write backups outside the LiteFS mount (${litefs})`);
  }
  const result = await backupDatabase(source, destination);
  const rows = Object.values(result.rows).reduce((sum, count) => sum + count, 0);
  console.log(
    `Backed up ${source} → ${result.file}: ${result.pages} pages, ${result.bytes} bytes, ${result.tables} tables, ${rows} rows, ` +
      `integrity_check ${result.integrity}, ${result.ms} ms`,
  );
  if (upload) {
    const url = env().BACKUP_S3_URL;
    if (!url) throw new Error("--upload needs BACKUP_S3_URL (s3://bucket/prefix/) and the AWS_* keys");
    const manifest = await uploadBackup(result, parseS3Url(url), s3Client());
    console.log(`Uploaded ${manifest.key} (${manifest.gzipBytes} bytes gzipped, sha256 ${manifest.sha256}) to ${url}`);
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
