// The SQL statements the app runs while `work` runs, in order, read from better-sqlite3's own
// statement methods (every query goes through one of them): what a test counts to hold a page to a
// number of reads.
import { sqlite } from "~/db.server";

type Method = "all" | "get" | "run" | "iterate";

export async function recordStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const proto = Object.getPrototypeOf(sqlite().prepare("SELECT 1")) as Record<Method, (...args: unknown[]) => unknown>;
  const statements: string[] = [];
  const originals = (["all", "get", "run", "iterate"] as const).map((method) => [method, proto[method]] as const);
  for (const [method, original] of originals) {
    proto[method] = function (this: { source: string }, ...args: unknown[]) {
      statements.push(this.source);
      return original.apply(this, args);
    };
  }
  try {
    return { result: await work(), statements };
  } finally {
    for (const [method, original] of originals) proto[method] = original;
  }
}
