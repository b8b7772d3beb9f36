// What loaders and actions are given, with the app's own React Router configuration: the request as it
// came, one object for every handler of a request (so what is read per request, such as the signed-in
// user, is read once), and `routedUrl` reading from it the address the router routes.
import { createRequestHandler, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import config from "../../react-router.config";
import { routedUrl } from "~/http/paths";

type Given = { request: Request; url: URL };

describe("the request a handler is given", () => {
  const given: Given[] = [];
  const record = ({ request, url }: Given) => {
    given.push({ request, url });
    return null;
  };
  // A build of a root, a page under it and an index route, each recording what its loader receives.
  const build = {
    routes: {
      root: { id: "root", path: "", module: { loader: record, default: () => null } },
      "routes/page": { id: "routes/page", parentId: "root", path: "page", module: { loader: record, action: record, default: () => null } },
      "routes/home": { id: "routes/home", parentId: "root", index: true, module: { loader: record, action: record, default: () => null } },
    },
    entry: { module: { default: () => new Response("document") } },
    assets: { routes: {}, version: "1", url: "/manifest.js", entry: { module: "/entry.js", imports: [] } },
    future: config.future,
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  const handle = createRequestHandler(build, "production");

  it("is, for a document, the request the server received, one for the root's and the page's loaders", async () => {
    given.length = 0;
    const sent = new Request("http://localhost/page?tab=sun");
    expect(await (await handle(sent)).text()).toBe("document");
    expect(given).toHaveLength(2);
    expect(given[0]!.request).toBe(sent);
    expect(given[1]!.request).toBe(sent);
  });

  it("is one request for the loaders of a data request too", async () => {
    given.length = 0;
    const sent = new Request("http://localhost/page.data");
    expect((await handle(sent)).status).toBe(200);
    expect(given.map((g) => g.request)).toEqual([sent, sent]);
  });

  it("gives routedUrl the address the router gives handlers, for documents, data requests and form posts", async () => {
    const documents = ["/page", "/page/", "/page?tab=sun", "/page?q=two%20words", "/page?flag", "/page?", "/page?a=b=c", "/page?tab=sun&index=kept", "/?index", "/?index=&tz=UTC", "/?%69ndex="];
    const data = ["/page.data", "/page.data?_routes=routes%2Fpage", "/page.data?tab=sun&_routes=root,routes/page", "/_root.data", "/_root.data?index&tz=UTC&_routes=routes/home"];
    // Posts too, except to the root layout itself, which has no action (the index route's is `?index`).
    const posted = [...documents, ...data].filter((url) => url !== "/_root.data");
    const cases = [
      ...[...documents, ...data].map((url) => new Request(`http://localhost${url}`)),
      ...posted.map((url) => new Request(`http://localhost${url}`, { method: "POST", body: new URLSearchParams({ x: "1" }), headers: { origin: "http://localhost" } })),
    ];
    let checked = 0;
    for (const sent of cases) {
      given.length = 0;
      await handle(sent);
      expect(given.length, sent.url).toBeGreaterThan(0);
      // After an action, the loaders share the one GET request React Router makes for them.
      expect(given[0]!.request, sent.url).toBe(sent);
      expect(new Set(given.slice(1).map((g) => g.request)).size, sent.url).toBeLessThanOrEqual(1);
      for (const { request, url } of given) {
        expect(routedUrl(request).href, `${sent.method} ${sent.url}`).toBe(url.href);
        checked++;
      }
    }
    // The suffix and the router's parameters were there to remove.
    expect(checked).toBeGreaterThan(cases.length);
    expect(routedUrl(new Request("http://localhost/page.data?_routes=root")).href).toBe("http://localhost/page");
    expect(routedUrl(new Request("http://localhost/_root.data?index")).href).toBe("http://localhost/");
  });
});
