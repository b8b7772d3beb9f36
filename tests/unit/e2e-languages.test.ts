// Every page the end-to-end suite visits is visited in Hindi or Chinese too, by tests/e2e/languages.spec.ts
// (which both Playwright projects run: with JavaScript and without). The suite's visits are read from
// its text: addresses given to page.goto (or to a helper, or listed in a table a loop visits), and the
// addresses that toHaveURL expects after a click or a form post. Each maps to its route module through
// app/routes.ts; the chart screen's tabs (/profile?tab=…, and / for a member) count as pages of their own.
import fs from "node:fs";
import path from "node:path";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes";

const E2E = path.resolve(import.meta.dirname, "../e2e");
const LANGUAGES = "languages.spec.ts";

// Pages still written in English whatever the reader's language: a blog article's frame (its heading,
// links and call to action). Each leaves this set with the walk that reads it in Hindi or Chinese.
const STILL_ENGLISH = new Set<string>([]);

/** The top-level blocks of a spec: each test, describe or loop of tests, with its title tags. */
function blocks(text: string) {
  return text.split(/^(?=test\(|test\.describe\(|for \()/m);
}

/** The strings of the last list a block loops over with a variable before a position (`for (const tab of ["birth", "sun"])`). */
function loopList(block: string, name: string, before: number) {
  const loops = [...block.slice(0, before).matchAll(new RegExp(`for \\(const ${name} of \\[([^\\]]*)\\]`, "g"))];
  return loops.length ? [...loops.at(-1)![1]!.matchAll(/"([^"]*)"/g)].map((m) => m[1]!) : undefined;
}

/** The addresses a block visits, as written (a template's unknown values stand as "x"). */
export function visitsIn(block: string): string[] {
  const found: string[] = [];
  // A quoted address that opens a call's arguments, an array's item or follows a comma — not an href expected.
  for (const [, , address] of block.matchAll(/(?<!"href", )(?<=[([,]\s*)(["'])(\/[^"'\s]*)\1/g)) found.push(address!);
  for (const { 1: template, index } of block.matchAll(/(?<=[([,]\s*)`(?:\$\{[\w.]+\})?(\/[^`\s]*)`/g)) {
    const name = /\$\{(\w+)\}/.exec(template!)?.[1];
    const values = (name && loopList(block, name, index)) || ["x"];
    for (const value of values) found.push(template!.replace(/\$\{[^}]*\}/g, (whole) => (whole === `\${${name}}` ? value : "x")));
  }
  // toHaveURL(/\/settings\?welcome=premium$/): the literal part of the expected address.
  for (const [, source] of block.matchAll(/toHaveURL\(\/(\\\/(?:\\.|[^/\n])*)\/\w*\)/g)) {
    found.push(source!.replace(/[[(+*$].*$/, "").replace(/\\(.)/g, "$1"));
  }
  return found;
}

const ROUTES = path.resolve(import.meta.dirname, "../../app");
const views = new Map<string, boolean>();
const hasView = (file: string) => views.get(file) ?? views.set(file, fs.readFileSync(path.join(ROUTES, file), "utf8").includes("export default function")).get(file)!;
/** The page an address shows: its route module (one with a view), and the chart screen's tab. Undefined for files, feeds and the API. */
export function pageOf(address: string): { page: string; localized: boolean } | undefined {
  const url = new URL(address, "http://localhost");
  const matches = matchRoutes(routes as unknown as RouteObject[], url.pathname);
  const file = (matches?.at(-1)?.route as { file?: string } | undefined)?.file;
  if (!file || !hasView(file)) return undefined;
  const tab = url.searchParams.get("tab");
  // A member's / is the chart screen, as /profile.
  const page = tab && (file === "routes/home.tsx" || file === "routes/profile.tsx") ? `routes/profile.tsx?tab=${tab}` : file;
  return { page, localized: /^\/(hi|zh)(\/|$)/.test(url.pathname) };
}

/** The pages a spec visits; for languages.spec.ts only those in Hindi or Chinese, in both projects. */
export function pagesVisited(text: string, inLanguage: boolean): Set<string> {
  const pages = new Set<string>();
  for (const block of blocks(text)) {
    // A test of one project only is not a visit with and without JavaScript.
    if (inLanguage && /@(js|no-js)-only/.test(block.split("\n")[0]!)) continue;
    // A member, a visitor's cookie or a browser in Hindi or Chinese: every page of the block is in it.
    const member = /(["'])(hi|zh-Hans)\1|locale: "zh-CN"/.test(block);
    for (const address of visitsIn(block)) {
      const page = pageOf(address);
      if (page && (!inLanguage || member || page.localized)) pages.add(page.page);
    }
  }
  return pages;
}

describe("the language walks", () => {
  it("read the suite's visits and their pages", () => {
    const block = 'for (const tab of ["sun", "moon"]) {\n  await page.goto(`/profile?tab=${tab}`);\n  await expect(page).toHaveURL(/\\/blog\\/[\\w-]+$/);\n  await expect(a).toHaveAttribute("href", "/pricing");\n  for (const [address] of [["/hi/sky/2026-11-28"]]) await page.goto(`/c/${id}`);\n}';
    expect(visitsIn(block)).toEqual(["/hi/sky/2026-11-28", "/profile?tab=sun", "/profile?tab=moon", "/c/x", "/blog/"]);
    expect(pageOf("/hi/sky/2026-11-28")).toEqual({ page: "routes/sky.tsx", localized: true });
    expect(pageOf("/?tab=sun")?.page).toBe("routes/profile.tsx?tab=sun");
    expect(pageOf("/blog/some-post")?.page).toBe("routes/blog-article.tsx");
    expect(pageOf("/api/user/share-card")).toBeUndefined();
  });

  it("visit in Hindi or Chinese, with and without JavaScript, every page the end-to-end suite visits", () => {
    const visited = new Set<string>();
    for (const name of fs.readdirSync(E2E).filter((file) => file.endsWith(".spec.ts"))) {
      for (const page of pagesVisited(fs.readFileSync(path.join(E2E, name), "utf8"), false)) visited.add(page);
    }
    const inLanguage = pagesVisited(fs.readFileSync(path.join(E2E, LANGUAGES), "utf8"), true);
    // A bare /profile is any of its tabs.
    const covered = (page: string) => inLanguage.has(page) || (!page.includes("?") && [...inLanguage].some((seen) => seen.startsWith(`${page}?`)));
    const missing = [...visited].filter((page) => !covered(page) && !STILL_ENGLISH.has(page)).sort();
    expect(missing).toEqual([]);
  });
});
