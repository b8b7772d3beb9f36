// One JSON line per request (pino-http): its id, method, route id (never the raw path, which can
// hold ids and tokens), status, duration and, when signed in, a keyed hash of the member's id.
// The request id is the client's X-Request-Id when well-formed (a proxy's or a load balancer's),
// else a new one, and is echoed in the response.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type express from "express";
import { pinoHttp } from "pino-http";
import { matchRoutes, type ServerBuild } from "react-router";

type AgnosticRouteObject = Parameters<typeof matchRoutes>[0][number];
import { logger } from "../app/log.server";
import { REQUEST_ID_HEADER, SCOPE_HEADER, openScope, type RequestScope } from "../app/request-scope.server";

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
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
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
  }
}

/**
 * The request logger and the per-request scope. `routeOf` names the route (static files, answered
 * before the router, are labelled "static" by the caller).
 */
export function requestLogging(routeOf: (path: string) => string) {
  const log = pinoHttp({
    logger: logger(),
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: "requestId" },
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const id = requestIdOf(req.headers["x-request-id"]);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request failed",
    customSuccessObject: (req, res) => line(req as express.Request, res as express.Response),
    customErrorObject: (req, res, error) => ({ ...line(req as express.Request, res as express.Response), err: error }),
  });
  return (req: express.Request, res: express.Response, next: express.NextFunction) => {
    (res as unknown as { [key: symbol]: number })[START] = performance.now();
    res.locals.route = routeOf(req.path);
    log(req, res);
    const scope: RequestScope = { requestId: String(req.id) };
    res.locals.requestScope = scope;
    // The app reads the settled id and finds the scope through the request's headers (whatever the
    // client sent under these names is replaced); the scope closes once the answer is done.
    const key = randomUUID();
    req.headers[REQUEST_ID_HEADER] = scope.requestId;
    req.headers[SCOPE_HEADER] = key;
    res.once("close", openScope(key, scope));
    next();
  };
}

function line(req: express.Request, res: express.Response) {
  const start = (res as unknown as { [key: symbol]: number })[START] ?? 0;
  return {
    method: req.method,
    route: res.locals.route ?? "unmatched",
    status: res.statusCode,
    durationMs: start ? Math.round((performance.now() - start) * 10) / 10 : undefined,
    member: res.locals.requestScope?.member,
  };
}

const START = Symbol.for("three-skies.request-start");

/** Seconds since requestLogging saw the request. */
export function elapsedSeconds(res: express.Response): number {
  const start = (res as unknown as { [key: symbol]: number })[START];
  return start ? (performance.now() - start) / 1000 : 0;
}
