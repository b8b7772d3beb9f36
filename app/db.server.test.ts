// The statement cache kysely's driver reads through: each SQL text is prepared once; a prepared
// query is compiled once and run with new parameters.
import SQLite from "better-sqlite3";
import { CamelCasePlugin, type Generated, Kysely, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { db, inTransaction, preparedQuery, statementCache } from "~/db.server";

describe("statementCache", () => {
  it("prepares a SQL text once and reuses it with new parameters", async () => {
    const sqlite = new SQLite(":memory:");
    sqlite.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)");
    let prepared = 0;
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((sql: string) => {
      prepared++;
      return prepare(sql);
    }) as typeof sqlite.prepare;
    const cache = statementCache(sqlite);
    const db = new Kysely<{ notes: { id: Generated<number>; body: string } }>({ dialect: new SqliteDialect({ database: cache }), plugins: [new CamelCasePlugin()] });

    for (const body of ["one", "two", "three"]) await db.insertInto("notes").values({ body }).execute();
    const read = (id: number) => db.selectFrom("notes").select("body").where("id", "=", id).executeTakeFirst();
    expect(await read(1)).toEqual({ body: "one" });
    expect(await read(3)).toEqual({ body: "three" });
    expect(await read(9)).toBeUndefined();
    // One insert text, one select text.
    expect(prepared).toBe(2);
    expect(cache.size()).toBe(2);
    // Transactions (begin, commit, rollback) go through it as well.
    await db.transaction().execute(async (trx) => {
      await trx.updateTable("notes").set({ body: "uno" }).where("id", "=", 1).execute();
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable("notes").set({ body: "lost" }).where("id", "=", 2).execute();
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await read(1)).toEqual({ body: "uno" });
    expect(await read(2)).toEqual({ body: "two" });
    await db.destroy();
    expect(sqlite.open).toBe(false);
  });

  it("gives the rows better-sqlite3 gives, read as arrays: names, order, nulls, a repeated name's last value", () => {
    const sqlite = new SQLite(":memory:");
    sqlite.exec("CREATE TABLE a (id INTEGER PRIMARY KEY, name TEXT, note TEXT); CREATE TABLE b (id INTEGER PRIMARY KEY, a_id INTEGER, name TEXT)");
    sqlite.exec("INSERT INTO a VALUES (1, 'one', NULL), (2, 'two', 'x'); INSERT INTO b VALUES (10, 1, 'ten'), (20, 2, NULL)");
    const cache = statementCache(sqlite);
    for (const sql of ["SELECT * FROM a ORDER BY id", "SELECT a.*, b.* FROM a JOIN b ON b.a_id = a.id ORDER BY a.id", "SELECT name AS n, 1 + id AS next FROM a WHERE id = ?"]) {
      const parameters = sql.includes("?") ? [2] : [];
      const ours = cache.prepare(sql).all(parameters);
      const theirs = sqlite.prepare(sql).all(...parameters);
      expect(ours, sql).toEqual(theirs);
      expect(ours.map((row) => Object.keys(row as object)), sql).toEqual(theirs.map((row) => Object.keys(row as object)));
      expect([...cache.prepare(sql).iterate(parameters)], sql).toEqual(theirs);
    }
    expect(cache.prepare("INSERT INTO a (name) VALUES (?)").run(["three"]).changes).toBe(1);
    sqlite.close();
  });

  it("keeps at most the given number of statements, dropping the oldest", () => {
    const sqlite = new SQLite(":memory:");
    const cache = statementCache(sqlite, 2);
    const a = cache.prepare("SELECT 1");
    cache.prepare("SELECT 2");
    expect(cache.prepare("SELECT 1")).toBe(a);
    cache.prepare("SELECT 3");
    expect(cache.size()).toBe(2);
    expect(cache.prepare("SELECT 1")).not.toBe(a);
    sqlite.close();
  });
});

describe("preparedQuery", () => {
  it("runs one compiled query with each call's values, camelCased, in the caller's transaction", async () => {
    const insert = (id: string, email: string, name: string) =>
      db().insertInto("users").values({ id, email, passwordHash: "x", firstName: name, lastName: "Test" }).execute();
    await insert("u1", "one@example.test", "One");
    await insert("u2", "two@example.test", "Two");
    let compiled = 0;
    const byEmail = preparedQuery((db, email: string, name: string) => {
      compiled++;
      // A constant of the query (the limit) stays as compiled; only the placeholders take new values.
      return db.selectFrom("users").select(["id", "firstName"]).where("email", "=", email).where("firstName", "!=", name).limit(5);
    });
    expect(await byEmail("one@example.test", "Nobody")).toEqual([{ id: "u1", firstName: "One" }]);
    expect(await byEmail("two@example.test", "Nobody")).toEqual([{ id: "u2", firstName: "Two" }]);
    expect(await byEmail("two@example.test", "Two")).toEqual([]);
    expect(compiled).toBe(1);
    // Inside a transaction it reads what the transaction wrote, before the commit.
    await expect(
      inTransaction(async () => {
        await insert("u3", "three@example.test", "Three");
        expect(await byEmail("three@example.test", "")).toEqual([{ id: "u3", firstName: "Three" }]);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await byEmail("three@example.test", "")).toEqual([]);
  });

  it("refuses a query that leaves a parameter out", async () => {
    const unused = preparedQuery((db, _email: string) => db.selectFrom("users").select("id"));
    await expect(unused("one@example.test")).rejects.toThrow("every parameter must be used");
  });
});
