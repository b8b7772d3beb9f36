// `npm run db:restore -- <new file> [--key <object key>]` (built: `node build/cli/restore.js`):
// fetches a backup from BACKUP_S3_URL (the latest unless --key names one) into a new file and checks
// it: its checksum against its manifest, integrity_check, and every table's row count against the
// manifest's. The live database is never touched: docs/operations.md says how to switch to the file.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { env } from "~/env.server";
import { listBackups, parseS3Url, restoreBackup } from "~/services/backup.server";

const USAGE = "Usage: db:restore -- <new file> [--key <object key>] | --list";

async function main(argv: string[]) {
  const url = env().BACKUP_S3_URL;
  if (!url) throw new Error("db:restore needs BACKUP_S3_URL (s3://bucket/prefix/) and the AWS_* keys");
  const target = parseS3Url(url);
  if (argv.includes("--list")) {
    for (const key of await listBackups(target)) console.log(key);
    return;
  }
  let key: string | undefined;
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--key") key = argv[++i];
    else if (argv[i]!.startsWith("--")) throw new Error(`Unknown option ${argv[i]}. ${USAGE}`);
    else positional.push(argv[i]!);
  }
  if (positional.length !== 1 || (argv.includes("--key") && !key)) throw new Error(USAGE);
  const report = await restoreBackup(target, positional[0]!, { key });
  const rows = Object.values(report.rows).reduce((sum, count) => sum + count, 0);
  console.log(`Restored ${report.key} (made ${report.manifest.createdAt}) → ${report.file}`);
  console.log(`checksum ok, integrity_check ${report.integrity}, ${Object.keys(report.rows).length} tables, ${rows} rows, every count as in the manifest`);
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
