import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { CamelCasePlugin, CompiledQuery, Kysely, type Compilable, SqliteDialect, type DatabaseConnection, type Driver, type SqliteStatement, type Transaction } from "kysely";
import { migrations } from "../db/migrations/index";
import { env } from "~/env.server";
import { isPrimaryInstance } from "~/litefs.server";
import type { Database } from "~/models/schema";

type Handle = { sqlite: SQLite.Database; db: Kysely<Database>; path: string };

let handle: Handle | undefined;

/** Opens a SQLite file with the pragmas every connection needs. */
export function openSqlite(file: string, options: { readonly?: boolean } = {}) {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file, { readonly: options.readonly ?? false });
  if (!options.readonly) sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  return sqlite;
}

/** Applies every migration not yet recorded, each in its own transaction. Returns the names applied. */
export function migrate(sqlite: SQLite.Database): string[] {
  sqlite.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY NOT NULL, applied_at TEXT NOT NULL)",
  );
  const done = new Set(
    sqlite.prepare("SELECT name FROM schema_migrations").all().map((row) => (row as { name: string }).name),
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.name)) continue;
    sqlite.transaction(() => {
      sqlite.exec(migration.up);
      sqlite
        .prepare("INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)")
        .run(migration.name, new Date().toISOString());
    })();
    applied.push(migration.name);
  }
  return applied;
}

let appliedOnOpen: string[] = [];

/** Statements kept at once: the app's queries come from a few hundred SQL texts. */
const MAX_STATEMENTS = 1_000;

/**
 * The database as kysely's SQLite driver sees it, preparing each SQL text once: the driver calls
 * `prepare` for every query it runs, and preparing (parsing and planning the SQL) cost more than
 * running most of the app's queries (decision record 008). A statement is reused with new
 * parameters; the driver runs one query at a time, so a statement is never busy when reused.
 */
export function statementCache(sqlite: SQLite.Database, max = MAX_STATEMENTS) {
  const statements = new Map<string, CachedStatement>();
  return {
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (!statement) {
        statement = new CachedStatement(sqlite.prepare(sql));
        if (statements.size >= max) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
    size: () => statements.size,
  };
}

/**
 * A prepared statement whose rows are read as arrays and made objects here. better-sqlite3 builds
 * each row object through V8's API, one named property at a time; for the session's user (25
 * columns) that took twice as long as reading the row (decision record 008). The rows are the same:
 * a column's value under its name, a later column of the same name in place of an earlier one.
 */
class CachedStatement implements SqliteStatement {
  readonly reader: boolean;
  #statement: SQLite.Statement;
  #names: string[] | undefined;

  constructor(statement: SQLite.Statement) {
    this.#statement = statement;
    this.reader = statement.reader;
    if (this.reader) statement.raw(true);
  }

  #row(values: unknown[]): Record<string, unknown> {
    // Read once per statement (and again should SQLite re-prepare it with other columns).
    if (this.#names?.length !== values.length) this.#names = this.#statement.columns().map((column) => column.name);
    const names = this.#names;
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) row[names[i]!] = values[i];
    return row;
  }

  all(parameters: readonly unknown[]): unknown[] {
    return (this.#statement.all(parameters) as unknown[][]).map((values) => this.#row(values));
  }

  run(parameters: readonly unknown[]) {
    return this.#statement.run(parameters);
  }

  *iterate(parameters: readonly unknown[]): IterableIterator<unknown> {
    for (const values of this.#statement.iterate(parameters) as IterableIterator<unknown[]>) yield this.#row(values);
  }
}

/**
 * kysely's SQLite dialect, with transactions that take the write lock when they begin. Every
 * transaction here reads, then writes; a deferred one that read before another process (the daily
 * job, a migration, a script) committed cannot upgrade to a writer and fails at once with
 * SQLITE_BUSY, whatever busy_timeout says. BEGIN IMMEDIATE waits for the lock instead.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw("begin immediate"));
    };
    return driver;
  }
}

function open(): Handle {
  const file = env().DATABASE_PATH;
  const sqlite = openSqlite(file);
  // Replicas under LiteFS are read-only: the primary (or the deploy's migration step) migrates.
  appliedOnOpen = isReplica() ? [] : migrate(sqlite);
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: statementCache(sqlite) }),
    plugins: [new CamelCasePlugin()],
  });
  return { sqlite, db, path: file };
}

// The transaction the current request runs in, if any (see inTransaction).
const transactionScope = new AsyncLocalStorage<Transaction<Database>>();

/** The app's database, opened (and migrated) on first use; inside inTransaction, that transaction. */
export function db(): Kysely<Database> {
  const transaction = transactionScope.getStore();
  if (transaction) return transaction;
  handle ??= open();
  return handle.db;
}

/**
 * Runs `work` in one transaction: every model call it makes through db() joins it, so a check and
 * the writes that depend on it (a limit, then the row that counts against it) cannot interleave with
 * another request's. The driver has one connection, so other queries wait until it commits. A
 * nested call joins the outer transaction. Keep network calls out of `work`: it holds the database.
 */
export function inTransaction<T>(work: () => Promise<T>): Promise<T> {
  if (transactionScope.getStore()) return work();
  return db()
    .transaction()
    .execute((transaction) => transactionScope.run(transaction, work));
}

/**
 * A read that nearly every request runs (the session's user, a profile's version), built and
 * compiled by kysely once instead of on every call: building, transforming and compiling a query
 * cost more than running it (decision record 008). `build` receives a placeholder for each
 * parameter; each run sends the same SQL with the values given, through db() (so it joins a
 * transaction) and its plugins (columns come back camelCased).
 */
export function preparedQuery<P extends readonly unknown[], Row>(build: (db: Kysely<Database>, ...params: P) => Compilable<Row>) {
  let compiled: { query: CompiledQuery<Row>; slots: (number | undefined)[] } | undefined;
  const compile = () => {
    const placeholders = Array.from({ length: build.length - 1 }, (_, index) => `\u0000prepared-parameter-${index}`) as unknown as P;
    const query = build(db(), ...placeholders).compile();
    // Where each placeholder went among the compiled parameters (a constant of the query stays as it is).
    const slots = query.parameters.map((value) => {
      const index = (placeholders as readonly unknown[]).indexOf(value);
      return index === -1 ? undefined : index;
    });
    if (placeholders.some((_, index) => !slots.includes(index))) throw new Error("preparedQuery: every parameter must be used in the query");
    return { query, slots };
  };
  return async (...params: P): Promise<Row[]> => {
    compiled ??= compile();
    const { query, slots } = compiled;
    const parameters = query.parameters.map((value, position) => (slots[position] === undefined ? value : params[slots[position]!]));
    const result = await db().executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
}

/** Opens the database now (applying migrations) and answers the migrations it applied. */
export function startDatabase(): string[] {
  handle ??= open();
  return appliedOnOpen;
}

/** The raw better-sqlite3 handle, for pragmas, backups and synchronous transactions. */
export function sqlite(): SQLite.Database {
  handle ??= open();
  return handle.sqlite;
}

export async function closeDb() {
  if (!handle) return;
  const current = handle;
  handle = undefined;
  await current.db.destroy();
}

/** Throws unless the database answers a trivial query (the health check). */
export function pingDatabase() {
  sqlite().prepare("SELECT 1").get();
}

/** LiteFS writes a `.primary` file naming the primary on every replica; the primary has none. */
export function isReplica(): boolean {
  return !isPrimaryInstance();
}

/** ISO timestamp for created/updated columns. */
export function nowIso(date = new Date()) {
  return date.toISOString();
}
