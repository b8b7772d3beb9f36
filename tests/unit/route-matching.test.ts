// The server matches a URL against the routes by their first path segment (the React Router patch,
// decision record 008): on the product's own route tree and on awkward URLs, the routes it finds
// are the ones React Router's full scan finds.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createStaticHandler, matchRoutes, type RouteObject } from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routeConfig from "~/routes";

function toRoutes(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
    return entry.index ? { id, index: true, caseSensitive: entry.caseSensitive } : { id, path: entry.path, caseSensitive: entry.caseSensitive, children: entry.children ? toRoutes(entry.children) : undefined };
  });
}

const routes: RouteObject[] = [{ id: "root", path: "", children: toRoutes(routeConfig as RouteConfigEntry[]) }];

/** Every route pattern made concrete, in several spellings, and addresses no route has. */
function addresses(): string[] {
  const patterns: string[] = [];
  const walk = (entries: RouteConfigEntry[], parent: string) => {
    for (const entry of entries) {
      const path = entry.index ? parent : `${parent}/${entry.path ?? ""}`;
      patterns.push(path || "/");
      if (entry.children) walk(entry.children, path);
    }
  };
  walk(routeConfig as RouteConfigEntry[], "");
  const urls = new Set<string>();
  for (const pattern of patterns) {
    for (const sample of ["aries", "2026-11-25", "x1"]) {
      const concrete = pattern.replace(/:[\w-]+\?/g, sample).replace(/:[\w-]+/g, sample);
      const withoutOptional = pattern.replace(/\/:[\w-]+\?/g, "").replace(/:[\w-]+/g, sample);
      for (const url of [concrete, withoutOptional]) {
        urls.add(url);
        urls.add(url.toUpperCase());
        urls.add(`${url}/`);
        urls.add(`${url}/extra`);
        urls.add(`${url}x`);
        urls.add(`/${url}`);
      }
    }
  }
  for (const odd of ["/", "//", "///profile", "/%2Fprofile", "/profile%2F", "/pro%66ile", "/İ", "/profİle", "/профиль", "/PROFİLE", "/blog/RSS.XML", "/sky.ICS", "/c/", "/horoscope/aries/week/2026-W48/rss.xml", "/admin//blog", "/a/b/c/d/e/f", "/healthcheck?x=1", "/Healthcheck"]) urls.add(odd);
  return [...urls];
}

describe("matching by first segment", () => {
  const handler = createStaticHandler(routes);

  it("finds, for every address, the routes and parameters the full scan finds", async () => {
    const urls = addresses();
    expect(urls.length).toBeGreaterThan(500);
    let matched = 0;
    for (const url of urls) {
      const scanned = matchRoutes(routes, url.split("?")[0]!);
      const context = await handler.query(new Request(`http://localhost${url}`));
      if (context instanceof Response) throw new Error(`${url}: a response`);
      const indexed = context.statusCode === 404 ? null : context.matches;
      expect(indexed?.map((match) => [match.route.id, match.params]) ?? null, url).toEqual(scanned?.map((match) => [match.route.id, match.params]) ?? null);
      if (scanned?.at(-1)?.route.id !== "routes/not-found") matched++;
    }
    // Both kinds are exercised: most addresses name a page, many fall to the not-found route.
    expect(matched).toBeGreaterThan(200);
    expect(urls.length - matched).toBeGreaterThan(100);
  });
});

describe("the patch", () => {
  // Tests load React Router's CommonJS copy; the server, its ES module copy: both carry the same index.
  it("is in both of React Router's builds, word for word", () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve("react-router"));
    const indexOf = (file: string) => {
      const source = fs.readFileSync(path.join(dist, file), "utf8").replaceAll("/* @__PURE__ */ ", "");
      const start = source.indexOf("var branchIndexes");
      expect(start, file).toBeGreaterThan(-1);
      return source.slice(start, source.indexOf("\n}\n", start));
    };
    const chunks = fs.readdirSync(dist).filter((file) => /^chunk-.*\.m?js$/.test(file) && fs.readFileSync(path.join(dist, file), "utf8").includes("function matchRoutesImpl"));
    expect(chunks.sort().map((file) => path.extname(file))).toEqual([".js", ".mjs"]);
    expect(indexOf(chunks[0]!)).toBe(indexOf(chunks[1]!));
    expect(indexOf(chunks[0]!)).toContain("function branchCandidates");
  });
});

