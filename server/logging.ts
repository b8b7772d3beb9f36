// One JSON line per request, written by the app's pino logger when the answer is done: its id,
// method, route id (never the raw path, which can hold ids and tokens), status, duration and, when
// signed in, a keyed hash of the member's id. The request id is the client's X-Request-Id when
// well-formed (a proxy's or a load balancer's), else a new one, and is echoed in the response.
// One `info` call per request, no child logger per request (what pino-http made: two).
import { randomUUID } from "node:crypto";
import type express from "express";
import { matchRoutes, type ServerBuild } from "react-router";
import { logger } from "../app/log.server";
import { REQUEST_ID_HEADER, SCOPE_HEADER, openScope, type RequestScope } from "../app/request-scope.server";

type AgnosticRouteObject = Parameters<typeof matchRoutes>[0][number];

/** Letters, digits and . _ : - up to 128: what proxies send, nothing that could forge a log field. */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === "string" && WELL_FORMED_ID.test(header) ? header : randomUUID();
}

type RouteTree = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: RouteTree[] };

/**
 * The route id React Router will match for a path ("routes/profile", "routes/api/people.$id"), from
 * the build's route manifest: the label of the request's log line and metrics. A data request's
 * `.data` suffix is dropped as the router drops it.
 */
export function routeIdFinder(routes: ServerBuild["routes"]) {
  const nodes = new Map<string, RouteTree>();
  for (const route of Object.values(routes)) {
    if (route) nodes.set(route.id, { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, children: [] });
  }
  const roots: RouteTree[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : roots).push(nodes.get(route.id)!);
  }
  // Matching flattens and ranks the whole route tree on every call (about 1.5 ms of CPU): a path is
  // matched once and its answer kept, up to PATHS_KEPT paths (then the list starts again).
  const known = new Map<string, string>();
  return (path: string): string => {
    let id = known.get(path);
    if (id === undefined) {
      if (known.size >= PATHS_KEPT) known.clear();
      id = match(path);
      known.set(path, id);
    }
    return id;
  };

  function match(path: string): string {
    const routed = path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
    try {
      // Not valid percent-encoding: the server answers 400 before any router (and the router would log the path).
      decodeURIComponent(routed);
      // The router decodes the path itself; slashes as the guards read them (app/http/paths.ts).
      const matches = matchRoutes(roots as AgnosticRouteObject[], routed.replace(/\\/g, "/").replace(/\/{2,}/g, "/"));
      return matches?.at(-1)?.route.id ?? "unmatched";
    } catch {
      return "unmatched";
    }
  }
}

const PATHS_KEPT = 2000;

declare module "express-serve-static-core" {
  interface Locals {
    /** The route id the request's log line and metrics are labelled with. */
    route?: string;
    requestScope?: RequestScope;
    /** performance.now() when the request was seen first. */
    startedAt?: number;
  }
}

/**
 * The request's log line and scope. `routeOf` names the route (static files, answered before the
 * router, are labelled "static" by the caller).
 */
export function requestLogging(routeOf: (path: string) => string) {
  return (req: express.Request, res: express.Response, next: express.NextFunction) => {
    res.locals.startedAt = performance.now();
    const route = (res.locals.route = routeOf(req.path));
    const requestId = requestIdOf(req.headers[REQUEST_ID_HEADER]);
    res.setHeader("X-Request-Id", requestId);
    const scope: RequestScope = (res.locals.requestScope = { requestId });
    // The app finds the scope through the request's headers (whatever the client sent under this name
    // is replaced); the scope closes once the answer is done.
    const key = randomUUID();
    req.headers[SCOPE_HEADER] = key;
    const closeScope = openScope(key, scope);
    res.once("close", () => {
      closeScope();
      const line = { requestId, method: req.method, route, status: res.statusCode, durationMs: Math.round(elapsedSeconds(res) * 10_000) / 10, member: scope.member };
      if (res.statusCode >= 500) logger().error({ ...line, err: new Error(`failed with status code ${res.statusCode}`) }, "request failed");
      else logger().info(line, "request");
    });
    next();
  };
}

/** Seconds since requestLogging saw the request. */
export function elapsedSeconds(res: express.Response): number {
  return res.locals.startedAt === undefined ? 0 : (performance.now() - res.locals.startedAt) / 1000;
}
