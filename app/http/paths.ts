/**
 * The one path every guard decides on: the path as React Router will route it. The router decodes
 * each segment and matches without regard to case, and the URL parser reads "\" as "/", so
 * `/API/…`, `/%61pi/…`, `/api\…` and `/api//…` are all the /api routes to a guard as well.
 */
export function canonicalPath(pathname: string): string {
  const segments = pathname.replace(/\\/g, "/").split("/");
  const decoded = segments.map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  return decoded.join("/").replace(/\\/g, "/").replace(/\/{2,}/g, "/").toLowerCase();
}

/**
 * The address a loader or action was asked for, as React Router routes it. The server hands handlers
 * the request as it came (`future.v8_passThroughRequests`, decision record 022), so a data request
 * still carries its `.data` suffix and `_routes` parameter, and a form posted to an index route its
 * bare `index`: removed here as the framework removes them from the `url` it gives handlers (a
 * trailing slash dropped, the query written anew), for code that builds redirects or decides on the
 * path.
 */
export function routedUrl(request: Request): URL {
  const url = new URL(request.url);
  let path = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  if (path !== "/" && path.endsWith("/")) path = path.slice(0, -1);
  url.pathname = path;
  const params = url.searchParams;
  const index = params.getAll("index").filter(Boolean);
  params.delete("index");
  params.delete("_routes");
  for (const value of index) params.append("index", value);
  url.search = params.size ? `?${params}` : "";
  return url;
}

/** Whether the router would send this path to an /api route. */
export function isApiPath(pathname: string): boolean {
  const path = canonicalPath(pathname);
  return path === "/api" || path.startsWith("/api/");
}

/** The screen a member with a temporary password sees instead of the app. */
export const CHANGE_PASSWORD_PATH = "/change-password";
