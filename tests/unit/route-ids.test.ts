// Log lines and the request histogram name the route the router will match, never the raw path.
import { describe, expect, it } from "vitest";
import { requestIdOf, routeIdFinder } from "../../server/logging";

const module = {} as never;
const routeOf = routeIdFinder({
  root: { id: "root", path: "", module },
  "routes/home": { id: "routes/home", parentId: "root", index: true, module },
  "routes/admin": { id: "routes/admin", parentId: "root", path: "admin", module },
  "routes/admin.system": { id: "routes/admin.system", parentId: "routes/admin", path: "system", module },
  "routes/api/people.$id": { id: "routes/api/people.$id", parentId: "root", path: "api/people/:id", module },
  "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*", module },
});

describe("routeIdFinder", () => {
  it("names the deepest matched route, for documents and data requests alike", () => {
    expect(routeOf("/")).toBe("routes/home");
    expect(routeOf("/_root.data")).toBe("routes/home");
    expect(routeOf("/admin/system")).toBe("routes/admin.system");
    expect(routeOf("/admin/system.data")).toBe("routes/admin.system");
    expect(routeOf("/API/People/3f2a-secret-looking-id")).toBe("routes/api/people.$id");
    expect(routeOf("//admin\\system")).toBe("routes/admin.system");
    expect(routeOf("/nothing/here")).toBe("routes/not-found");
    expect(routeOf("/%E0%A4%A")).toBe("unmatched");
  });
});

describe("requestIdOf", () => {
  it("keeps a well-formed X-Request-Id and replaces anything else", () => {
    expect(requestIdOf("req-7f3a9c")).toBe("req-7f3a9c");
    expect(requestIdOf("0f8fad5b-d9cb-469f-a165-70867728950e")).toBe("0f8fad5b-d9cb-469f-a165-70867728950e");
    for (const bad of [undefined, "", "has space", 'quote"', "x".repeat(129), ["a", "b"]]) {
      expect(requestIdOf(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});
