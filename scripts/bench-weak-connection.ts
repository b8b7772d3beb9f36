// First paint on a weak connection (a measurement, not a test): the production build, Chromium with
// the DevTools network emulation of "Slow 3G" (2 s round trips, 400 kb/s down and up), a cold cache
// per page. Pages: the landing page, a sign's horoscope and a member's chart page. Target: first
// contentful paint <= 3 s. Writes "## Weak connection" in docs/quality.md; exit 1 on a miss.
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { signUpMember, startServer, tempDatabase } from "../tests/system/server";
import { writeQualitySection } from "./bench";

const TARGET_MS = 3_000;
const SLOW_3G = { offline: false, latency: 2_000, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };
const RUNS = 3;

async function main() {
  const server = await startServer(tempDatabase("weak-connection"));
  const cookie = await signUpMember(server.url, "Weak");
  const executablePath = fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"] });
  const rows: string[] = [];
  let missed = false;
  try {
    for (const [path, signedIn] of [["/", false], ["/horoscope/leo", false], ["/profile", true]] as const) {
      const paints: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext();
        if (signedIn) {
          const [name, value] = cookie.split(";")[0]!.split("=");
          await context.addCookies([{ name: name!, value: value!, url: server.url }]);
        }
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", SLOW_3G);
        await page.goto(server.url + path, { waitUntil: "load", timeout: 60_000 });
        const fcp = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN);
        paints.push(fcp);
        await context.close();
      }
      const median = [...paints].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
      if (!(median <= TARGET_MS)) missed = true;
      rows.push(`| ${path}${signedIn ? " (member)" : ""} | ${(median / 1000).toFixed(2)} s | ${paints.map((ms) => (ms / 1000).toFixed(2)).join(", ")} |`);
      console.log(rows[rows.length - 1]);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const body = [
    `Run by \`npm run bench\` (scripts/bench-weak-connection.ts) on ${new Date().toISOString().slice(0, 10)}: production build on loopback, Chromium with DevTools network emulation (2 s latency per request, 400 kb/s each way), a fresh browser context (cold cache) per load, ${RUNS} loads a page, first contentful paint. Target ≤ 3 s.`,
    "",
    "| page | first contentful paint (median) | each load |",
    "|---|---|---|",
    ...rows,
  ].join("\n");
  writeQualitySection("## Weak connection", body);
  if (missed) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
