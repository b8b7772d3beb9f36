// Prometheus metrics (prom-client) on their own listener, METRICS_PORT (fly.toml [metrics]), never
// on the public port. The request histogram is measured here; the process's default metrics (CPU,
// memory, event-loop lag, GC) by prom-client; the daily job's figures, the delivery backlog, the
// database's size and the LiteFS position are read from the database at each scrape by the app
// build's collectors (app/services/operations.server.ts, registered through the server hooks).
import http from "node:http";
import type express from "express";
import client from "prom-client";
import { logger } from "../app/log.server";
import { elapsedSeconds } from "./logging";

let defaults = false;

/** The request histogram and the default metrics, registered once in prom-client's registry. */
export function requestMetrics() {
  if (!defaults) {
    client.collectDefaultMetrics();
    defaults = true;
  }
  const duration =
    (client.register.getSingleMetric("http_request_duration_seconds") as client.Histogram<"route" | "method" | "status_class"> | undefined) ??
    new client.Histogram({
      name: "http_request_duration_seconds",
      help: "Time from the request's arrival to the end of its response, by route id, method and status class",
      labelNames: ["route", "method", "status_class"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    });
  // One child per label set, kept: an observation is a map lookup, no label object to validate.
  const children = new Map<string, client.Histogram.Internal<"route" | "method" | "status_class">>();
  return (req: express.Request, res: express.Response, next: express.NextFunction) => {
    res.on("finish", () => {
      const route = res.locals.route ?? "unmatched";
      const statusClass = `${Math.floor(res.statusCode / 100)}xx`;
      const key = `${route} ${req.method} ${statusClass}`;
      let child = children.get(key);
      if (!child) children.set(key, (child = duration.labels(route, req.method, statusClass)));
      child.observe(elapsedSeconds(res));
    });
    next();
  };
}

/** Serves GET /metrics (and nothing else) on `port`; a port in use is logged, not fatal. */
export function startMetricsServer(port: number, host: string): Promise<http.Server | null> {
  const server = http.createServer(async (req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    try {
      const body = await client.register.metrics();
      res.writeHead(200, { "content-type": client.register.contentType }).end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      logger().error({ err: error }, "metrics collection failed");
      res.writeHead(500, { "content-type": "text/plain" }).end("metrics collection failed");
    }
  });
  return new Promise((resolve) => {
    server.once("error", (error) => {
      logger().error({ err: error }, `metrics listener on ${host}:${port} failed: metrics are off`);
      resolve(null);
    });
    server.listen(port, host, () => {
      logger().info(`metrics on http://${host.includes(":") ? `[${host}]` : host}:${port}/metrics`);
      resolve(server);
    });
  });
}
