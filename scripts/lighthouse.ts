// Lighthouse (mobile emulation, the system Chromium) on the public pages of the production build:
// landing, /blog, an article, /pricing and /login. Targets: performance >= 95; accessibility,
// best practices and SEO = 100. Writes "## Lighthouse" in docs/quality.md; exit 1 on a miss.
import { createRequire } from "node:module";
import SQLite from "better-sqlite3";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer, tempDatabase } from "../tests/system/server";
import { writeQualitySection } from "./bench";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGET: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

function lighthouseVersion() {
  return (createRequire(import.meta.url)("lighthouse/package.json") as { version: string }).version;
}

async function main() {
  const databasePath = tempDatabase("lighthouse");
  const server = await startServer(databasePath);
  process.env.DATABASE_PATH = databasePath;
  const { seedPosts } = await import("../db/seed-posts");
  await seedPosts(null);
  const slug = (new SQLite(databasePath, { readonly: true }).prepare("SELECT slug FROM blog_posts WHERE status = 'published' LIMIT 1").get() as { slug: string }).slug;

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const rows: string[] = [];
  let missed = false;
  try {
    for (const path of ["/", "/blog", `/blog/${slug}`, "/pricing", "/login"]) {
      const result = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
      const lhr = result!.lhr;
      const scores = CATEGORIES.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100));
      scores.forEach((score, i) => {
        if (score < TARGET[CATEGORIES[i]!]) missed = true;
      });
      const failing = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
        .map((audit) => audit.id)
        .slice(0, 6);
      rows.push(`| ${path.startsWith("/blog/") ? "/blog/{slug}" : path} | ${scores.join(" | ")} | ${failing.join(", ") || "—"} |`);
      console.log(rows[rows.length - 1]);
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  const body = [
    `Run by \`npm run bench\` (scripts/lighthouse.ts) on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${lighthouseVersion()}, mobile emulation (default throttling), Debian Chromium, production build on loopback. Targets: performance >= 95, the others 100.`,
    "",
    "| page | performance | accessibility | best practices | SEO | binary audits not passed |",
    "|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
  writeQualitySection("## Lighthouse", body);
  if (missed) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
