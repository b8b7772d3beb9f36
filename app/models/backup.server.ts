// Copies of the database file: an online copy through SQLite's backup API, and the checks a copy
// must pass (integrity_check, the row count of every table) before it is called a backup, or a
// restore is called done. Files only: where copies go is app/services/backup.server.ts.
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";

/**
 * Copies `source` to `destination` while other connections (other processes included) keep writing.
 *
 * The whole copy is one backup step, so it runs inside a single read transaction: in WAL mode writers
 * carry on, and the copy is the database as of the step's start. (With small steps SQLite restarts the
 * copy whenever another connection writes between steps, which under steady load may never finish.)
 * The copy is written next to the destination, switched to rollback-journal mode so it is one
 * self-contained file, checked, and only then renamed into place.
 */
export async function backupDatabase(source: string, destination: string) {
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
      rows: check.rows,
    };
  } finally {
    removeDatabaseFiles(partial);
  }
}

/**
 * Opens a copy, runs `PRAGMA integrity_check` and counts every table's rows. With `detach`, first
 * turns the copy's WAL header (inherited from the live database) into rollback-journal mode, so the
 * file stands alone.
 */
export function verifyBackup(file: string, options: { detach?: boolean } = {}) {
  const copy = new SQLite(file, { fileMustExist: true, readonly: !options.detach });
  try {
    if (options.detach) copy.pragma("journal_mode = DELETE");
    const checks = copy.pragma("integrity_check") as Array<{ integrity_check: string }>;
    const integrity = checks.map((row) => row.integrity_check).join("; ");
    const names = copy
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .pluck()
      .all() as string[];
    const rows: Record<string, number> = {};
    if (integrity === "ok") {
      for (const name of names) rows[name] = copy.prepare(`SELECT count(*) FROM "${name.replace(/"/g, '""')}"`).pluck().get() as number;
    }
    return { integrity, tables: names.length, rows };
  } finally {
    copy.close();
  }
}

export type BackupResult = Awaited<ReturnType<typeof backupDatabase>>;

export function removeDatabaseFiles(file: string) {
  for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(file + suffix, { force: true });
}
