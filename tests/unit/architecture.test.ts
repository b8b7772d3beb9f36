// The layers point one way (docs/architecture.md): routes → (schemas, services) → models → db.
// This reads every app file's imports and fails when a lower layer reaches up, when SQL runs outside
// app/models (and db.server.ts), or when a service grows past what one can read in a sitting.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve("app");
const MAX_SERVICE_LINES = 400;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(relative);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** Module specifiers of static imports, re-exports and dynamic imports. */
function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']/g)) found.push(match[1]!);
  for (const match of source.matchAll(/(?:^|\n)\s*import\s+["']([^"']+)["']/g)) found.push(match[1]!);
  for (const match of source.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) found.push(match[1]!);
  return found;
}

/** Runs SQL: the database handles of db.server.ts, or a SQL template/statement of its own. */
function runsSql(source: string): boolean {
  return /\b(db|sqlite)\(\)\s*\.|\bsql`|\.prepare\(\s*["'`]\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\b/i.test(source);
}

type Violation = { file: string; rule: string };

function violations(): Violation[] {
  const found: Violation[] = [];
  const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
  for (const file of ["services", "schemas", "models"].flatMap(filesUnder)) {
    for (const specifier of importsOf(read(file))) {
      if (specifier === "react-router" || specifier.startsWith("react-router/")) found.push({ file, rule: "imports react-router" });
      if (specifier.startsWith("~/components")) found.push({ file, rule: "imports ~/components" });
      if (specifier === "~/root") found.push({ file, rule: "imports ~/root" });
    }
  }
  for (const file of ["routes", "services"].flatMap(filesUnder)) {
    const source = read(file);
    for (const specifier of importsOf(source)) {
      if (specifier === "better-sqlite3" || specifier === "kysely") found.push({ file, rule: `imports ${specifier}` });
    }
    if (runsSql(source)) found.push({ file, rule: "runs SQL" });
  }
  for (const file of filesUnder("services")) {
    const lines = read(file).split("\n").length;
    if (lines > MAX_SERVICE_LINES) found.push({ file, rule: `over ${MAX_SERVICE_LINES} lines` });
  }
  return found;
}

/**
 * Violations still on the way out (none now). Listed, not ignored: the test fails when one of them is
 * fixed (remove it here) and when anything else breaks a rule. The list may only shrink.
 */
const PENDING: Violation[] = [];

const key = (v: Violation) => `${v.file}: ${v.rule}`;

describe("architecture", () => {
  const found = [...new Set(violations().map(key))].sort();
  const pending = PENDING.map(key).sort();

  it("has no layer violation beyond the pending list", () => {
    expect(found.filter((v) => !pending.includes(v))).toEqual([]);
  });

  it("keeps the pending list true (remove an entry once it is fixed)", () => {
    expect(pending.filter((v) => !found.includes(v))).toEqual([]);
  });

  it("detects what it looks for", () => {
    expect(importsOf('import { data } from "react-router";\nexport { x } from "~/components/a";')).toEqual(["react-router", "~/components/a"]);
    expect(importsOf('import type { Tab } from "~/root";\nconst m = await import("kysely");')).toEqual(["~/root", "kysely"]);
    expect(runsSql('await db().selectFrom("users")')).toBe(true);
    expect(runsSql('sqlite().prepare("SELECT 1").get()')).toBe(true);
    expect(runsSql("const total = sql`count(*)`;")).toBe(true);
    expect(runsSql('import { findUserById } from "~/models/user.server";')).toBe(false);
  });
});
