// The statement cache kysely's driver reads through: each SQL text is prepared once.
import SQLite from "better-sqlite3";
import { CamelCasePlugin, type Generated, Kysely, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { statementCache } from "~/db.server";

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
