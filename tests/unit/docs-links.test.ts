// The docs name only files that exist: every repository path a document mentions (in backticks or in
// running text, e.g. `app/http/paths.ts` or tests/system/server.ts:12) and every relative Markdown link.
// And each decision record states its status and stays short enough to read in one sitting.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** README.md and every Markdown file under docs/. */
function documents(): string[] {
  const found = ["README.md"];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const name = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(name);
      else if (name.endsWith(".md")) found.push(name);
    }
  };
  walk("docs");
  return found;
}

/** The top-level folders whose paths a document may name. */
const FOLDERS = ["app", "server", "scripts", "tests", "docs", "public", "db", "patches"];
// A folder name at the start of a word (not inside a URL or an address such as /api/...), then path
// characters; a `:12` or `:12-40` line suffix and closing punctuation are not part of the path.
const MENTION = new RegExp(`(?<![\\w/.@~-])(?:${FOLDERS.join("|")})/[\\w./$+@\\[\\]-]*`, "g");
// A Markdown link's target: [text](target).
const LINK = /\]\(([^)\s]+)\)/g;

/** Whether a mention stands for several files or a pattern rather than one path. */
function isPattern(mention: string) {
  return /[*{}<>]|\.\.\.|…/.test(mention);
}

/** The paths a document's text names, each with its line. */
function mentionedPaths(text: string): { path: string; line: number }[] {
  const found: { path: string; line: number }[] = [];
  let fenced = false;
  text.split("\n").forEach((line, i) => {
    if (line.trimStart().startsWith("```")) {
      fenced = !fenced;
      return;
    }
    // Commands in a fenced block name files as well, but also their outputs: only prose is read.
    if (fenced) return;
    for (const match of line.matchAll(MENTION)) {
      const rest = line.slice((match.index ?? 0) + match[0].length);
      if (isPattern(match[0] + rest.slice(0, 1))) continue;
      const mention = match[0].replace(/[.,;:)\]]+$/, "");
      found.push({ path: mention, line: i + 1 });
    }
  });
  return found;
}

/** Relative Markdown link targets (not web addresses or anchors), resolved against the document's folder. */
function linkedPaths(document: string, text: string): { path: string; line: number }[] {
  const found: { path: string; line: number }[] = [];
  text.split("\n").forEach((line, i) => {
    for (const match of line.matchAll(LINK)) {
      const target = match[1]!.split("#")[0]!;
      if (!target || /^[a-z]+:/i.test(target) || target.startsWith("/")) continue;
      found.push({ path: path.posix.join(path.posix.dirname(document), decodeURIComponent(target)), line: i + 1 });
    }
  });
  return found;
}

describe("paths named in the docs", () => {
  it("reads mentions as paths, leaving out patterns, line numbers and addresses", () => {
    const text = [
      "See `app/http/paths.ts:12` and tests/system/server.ts, then (server/index.ts).",
      "Not `app/routes/*.tsx`, not app/{a,b}.ts, not https://example.com/app/x.ts nor /api/app/x.",
      "```",
      "npx vitest run tests/unit/gone.test.ts",
      "```",
      "`scripts/bench-http.ts:40-52`; docs/decisions/ as a folder.",
    ].join("\n");
    expect(mentionedPaths(text)).toEqual([
      { path: "app/http/paths.ts", line: 1 },
      { path: "tests/system/server.ts", line: 1 },
      { path: "server/index.ts", line: 1 },
      { path: "scripts/bench-http.ts", line: 6 },
      { path: "docs/decisions/", line: 6 },
    ]);
  });

  it("are all in the repository", () => {
    const missing: string[] = [];
    let checked = 0;
    for (const document of documents()) {
      const text = fs.readFileSync(path.join(root, document), "utf8");
      for (const { path: named, line } of [...mentionedPaths(text), ...linkedPaths(document, text)]) {
        checked++;
        if (!fs.existsSync(path.join(root, named))) missing.push(`${document}:${line} names ${named}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});

describe("decision records", () => {
  const records = fs.readdirSync(path.join(root, "docs/decisions")).filter((name) => name.endsWith(".md"));

  it("each open with a title and a Status line, and stay under 200 lines", () => {
    expect(records.length).toBeGreaterThan(10);
    for (const name of records) {
      const lines = fs.readFileSync(path.join(root, "docs/decisions", name), "utf8").split("\n");
      expect(lines[0], name).toMatch(/^# \d{3} — /);
      expect(lines.slice(1, 6).some((line) => /^Status: \w/.test(line)), `${name}: a Status line under its title`).toBe(true);
      expect(lines.length, name).toBeLessThanOrEqual(200);
    }
  });

  it("are numbered once each", () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
