// The server matches a URL against the routes by their first path segment, and hands a loader the
// request itself when React Router's normalizing would only copy it (the React Router patch, decision
// record 008): the routes it finds are the ones the full scan finds, the URLs loaders see the same.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createRequestHandler, createStaticHandler, createStaticRouter, matchRoutes, type RouteObject, type ServerBuild } from "react-router";
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

/**
 * The patched code from `from` to the end of its function, in React Router's CommonJS copy (the one
 * tests load) and its ES module copy (the server's) of the file that defines `defining` (among the
 * files `named`: the router's chunks, or every file for the server runtime).
 */
function inBothBuilds(defining: string, from: string, named = /\.m?js$/): string[] {
  const dist = path.dirname(createRequire(import.meta.url).resolve("react-router"));
  const read = (file: string) => fs.readFileSync(path.join(dist, file), "utf8").replaceAll("/* @__PURE__ */ ", "");
  const files = fs.readdirSync(dist).filter((file) => named.test(file) && read(file).includes(defining));
  expect(files.map((file) => path.extname(file)).sort(), defining).toEqual([".js", ".mjs"]);
  return files.map((file) => {
    const source = read(file);
    const start = source.indexOf(from);
    expect(start, file).toBeGreaterThan(-1);
    return source.slice(start, source.indexOf("\n}\n", start));
  });
}

describe("the patch", () => {
  it("is in both of React Router's builds, word for word", () => {
    const [cjs, esm] = inBothBuilds("function matchRoutesImpl", "var branchIndexes", /^chunk-.*\.m?js$/);
    expect(cjs).toBe(esm);
    expect(cjs).toContain("function branchCandidates");
  });

  it("keeps a document's links per matched routes, alike in both builds", () => {
    const [cjs, esm] = inBothBuilds("function getKeyedLinksForMatches", "var keyedLinksCache", /^chunk-.*\.m?js$/);
    expect(cjs).toBe(esm);
  });

  it("encodes a location as the URL parser does, without parsing a plain path", async () => {
    const handler = createStaticHandler([{ path: "*", loader: () => null }]);
    const context = await handler.query(new Request("http://localhost/"));
    if (context instanceof Response) throw new Error("a response");
    const router = createStaticRouter(handler.dataRoutes, context);
    const paths = ["/", "/profile", "/profile/", "/settings/x-y_z", "/a/b/c", "/a b", "/a ", "/é", "/a/../b", "/a/./b", "/%7e", "/a?x=1#h", "/a//b", "/a.b", "/[x]"];
    for (const path of paths) {
      const url = new URL(path.replace(/ $/, "%20"), "http://localhost");
      expect(router.encodeLocation!(path), path).toEqual({ pathname: url.pathname, search: url.search, hash: url.hash });
    }
  });

  it("passes requests through alike in both builds of the server runtime", () => {
    const [cjs, esm] = inBothBuilds("function stripIndexParam(request)", "var plainQuery");
    expect(cjs).toBe(esm);
    for (const runtime of inBothBuilds("function stripIndexParam(request)", "function callRouteHandler")) {
      expect(runtime).toContain("future.v8_passThroughRequests || unchangedByStripping(args.request) ?");
    }
  });
});

describe("the request a loader is given", () => {
  // A build of one resource route that records what its loader receives.
  const received: Request[] = [];
  const record = ({ request }: { request: Request }) => {
    received.push(request);
    return null;
  };
  const build = {
    routes: {
      root: {
        id: "root",
        path: "",
        module: { loader: record, default: () => null },
      },
      "routes/page": {
        id: "routes/page",
        parentId: "root",
        path: "page",
        module: { loader: record, default: () => null },
      },
      "routes/echo": {
        id: "routes/echo",
        parentId: "root",
        path: "echo",
        module: {
          loader: ({ request }: { request: Request }) => {
            received.push(request);
            return Response.json(request.url);
          },
        },
      },
    },
    entry: { module: { default: () => new Response("document") } },
    assets: { routes: {}, version: "1", url: "/manifest.js", entry: { module: "/entry.js", imports: [] } },
    future: {},
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  const handle = createRequestHandler(build, "production");

  async function load(url: string) {
    const request = new Request(`http://localhost${url}`);
    const response = await handle(request);
    expect(response.status, url).toBe(200);
    return { sent: request, given: received.at(-1)!, url: (await response.json()) as string };
  }

  it("is the request itself when React Router's normalizing would copy it unchanged", async () => {
    for (const url of ["/echo", "/echo?tab=sun", "/echo?tab=sun&month=2026-11&x_y=1.5*-", "/echo?a=&b="]) {
      const { sent, given } = await load(url);
      expect(given, url).toBe(sent);
    }
  });

  it("is one request for the root's and the page's loaders of a document, so what is read per request is read once", async () => {
    received.length = 0;
    const response = await handle(new Request("http://localhost/page?tab=sun"));
    expect(await response.text()).toBe("document");
    expect(received).toHaveLength(2);
    expect(received[0]).toBe(received[1]);
  });

  it("is normalized as React Router normalizes it otherwise: index and _routes removed, the query written anew", async () => {
    const cases: [string, string][] = [
      ["/echo?index", "/echo"],
      ["/echo?index=&tab=sun", "/echo?tab=sun"],
      ["/echo?tab=sun&index=kept", "/echo?tab=sun&index=kept"],
      ["/echo?_routes=root&tab=sun", "/echo?tab=sun"],
      ["/echo?q=two%20words", "/echo?q=two+words"],
      ["/echo?flag", "/echo?flag="],
      ["/echo?", "/echo"],
      ["/echo?a=b=c", "/echo?a=b%3Dc"],
      ["/echo?%69ndex=", "/echo"],
    ];
    for (const [url, normalized] of cases) {
      const { sent, given, url: seen } = await load(url);
      expect(given, url).not.toBe(sent);
      expect(seen, url).toBe(`http://localhost${normalized}`);
    }
  });
});
