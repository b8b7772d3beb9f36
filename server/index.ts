// The HTTP server: Express with React Router's request handler (decision record 002).
// Production: `npm start` runs the esbuild output build/server.js. Development: `npm run dev`.
import crypto from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import type { ServerBuild } from "react-router";
import { env as readEnv, type Env } from "../app/env.server";
import { serverHooks, type ServerHooks } from "../app/server-hooks";
import { lingeringClose } from "../app/http/lingering-close.server";
import { BROTLI_PARAMS } from "../app/http/compression.server";
import { installLogRedaction } from "../app/log.server";
import { clientAddress, guardCrossSite, guardWrites, logRefusal } from "./guards";
import { reportError, startErrorReporting } from "../app/services/error-reporting.server";
import { requestLogging, routeIdFinder } from "./logging";
import { requestMetrics, startMetricsServer } from "./metrics";
import { inArrivalOrder } from "./arrival-order";
import { pageCache } from "./page-cache";
import { revalidateMemberPages } from "./revalidation";
import { onlyPaths, topLevelFiles } from "./static-files";

// Every line the server writes, from its first: secrets redacted, control characters escaped.
installLogRedaction();

// Parsed once, before anything else: a bad value stops the start with the variable's name.
let env: Env;
try {
  env = readEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// Unexpected errors to Sentry when SENTRY_DSN is set (personal data scrubbed); otherwise to the log only.
startErrorReporting(env);

const production = env.NODE_ENV === "production";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const app = express();
app.set("trust proxy", false);
const clientIp = clientAddress(env);

// One JSON log line per request with its id (X-Request-Id), and the request histogram, both labelled
// by the route id the router will match (server/logging.ts; known once the build is loaded).
let routeOf = (_path: string) => "unmatched";
app.use(requestLogging((path) => (path.startsWith("/assets/") ? "static" : routeOf(path))));
if (env.METRICS_PORT > 0) app.use(requestMetrics());

// Security headers (helmet). The Content-Security-Policy is not helmet's: each document carries
// an enforced policy with its own nonce, set where the document is rendered (app/security.server.ts).
app.use(
  helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  }),
);

app.use(lingeringClose);

app.use((req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  const writeHead = res.writeHead;
  res.writeHead = function (this: express.Response, ...args: Parameters<typeof writeHead>) {
    // Every 429 says when to come back, whichever layer answered it.
    const status = typeof args[0] === "number" ? args[0] : res.statusCode;
    if (status === 429 && !res.getHeader("retry-after")) res.setHeader("Retry-After", "60");
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
});

/** A path that is not valid percent-encoding is the client's mistake: 400, before any router sees it. */
app.use((req, res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    res.status(400).type("text/plain").send("Bad request: the address is not valid percent-encoding");
    return;
  }
  next();
});

async function main() {
  app.use(guardWrites(env, clientIp));
  app.use(guardCrossSite(env));
  let build: ServerBuild | (() => Promise<ServerBuild>);
  let hooks: ServerHooks | undefined;
  if (production) {
    const client = path.join(root, "build/client");
    // Build-time brotli/gzip copies (scripts/build-server.mjs): no compression work per request.
    const precompressed = (dir: string, serveStatic: { maxAge: string; immutable?: boolean }) =>
      expressStaticGzip(dir, { enableBrotli: true, orderPreference: ["br", "gzip"], index: false, serveStatic });
    app.use("/assets", precompressed(path.join(client, "assets"), { maxAge: "1y", immutable: true }));
    // The build's other files (public/: the favicon, the enhancement script) by their exact path:
    // a page's URL never reaches the disk (decision record 008).
    // The service worker is checked for a new version on every visit: no HTTP cache between
    // (its scope is the whole site, as it is served from the root: docs/security.md).
    app.get("/sw.js", (_req, res, next) => {
      res.setHeader("Cache-Control", "no-cache");
      next();
    });
    app.use(onlyPaths(topLevelFiles(client), precompressed(client, { maxAge: "1h" })));
    // JSON, text and the page cache's copies: the standard middleware, at COMPRESSION_LEVEL (gzip 1
    // or brotli 1, decision 002; 0 turns it off). Placed before the page cache, so a copy is
    // compressed as it leaves. A rendered document comes already compressed (app/http/compression.server.ts).
    if (env.COMPRESSION_LEVEL > 0) app.use(compression({ level: env.COMPRESSION_LEVEL, brotli: { params: BROTLI_PARAMS } }));
    const productionBuild = (await import(path.join(root, "build/server/index.js"))) as ServerBuild;
    build = productionBuild;
    routeOf = routeIdFinder(productionBuild.routes);
    hooks = serverHooks(productionBuild);
    const applied = hooks.migrateOnStart();
    if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
    // Guests' public pages: rendered once, then served from memory for 30 s, compressed once.
    if (env.PAGE_CACHE !== "off") app.use(pageCache({ onView: hooks.recordCachedView, compress: env.COMPRESSION_LEVEL > 0 }));
    // Members' revisits of a page that has not changed: 304 before any loader runs.
    const pageTag = hooks.memberPageTag;
    const buildVersion = productionBuild.assets.version;
    app.use(revalidateMemberPages((request) => pageTag(request, buildVersion)));
  } else {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(devServer.middlewares);
    build = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  }

  // Requests reach the router one per turn of the event loop, in the order they came (server/arrival-order.ts).
  app.use(inArrivalOrder());
  app.all(
    /.*/,
    createRequestHandler({
      build,
      mode: production ? "production" : "development",
      getLoadContext: (req, res) => ({
        clientIp: clientIp(req),
        cspNonce: String(res.locals.cspNonce),
        keepPage: res.locals.keepPage,
        memberTag: res.locals.memberTag,
        startedAt: performance.now(),
      }),
    }),
  );

  // Anything that escaped a handler: a client's malformed request is a 4xx, never a crash page.
  app.use((error: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) {
      logRefusal(status, req, (error as Error)?.message ?? "bad request");
      res.status(status).type("text/plain").send("Bad request");
      return;
    }
    console.error(error);
    reportError(error, { route: res.locals.route, requestId: res.locals.requestScope?.requestId });
    res.status(500).type("text/plain").send("Internal server error");
  });

  // Metrics on their own port, never on the public one (fly.toml [metrics]).
  if (env.METRICS_PORT > 0) hooks?.registerMetrics();
  const metricsServer = env.METRICS_PORT > 0 ? await startMetricsServer(env.METRICS_PORT, env.METRICS_HOST) : null;

  const server = app.listen(env.PORT, env.HOST, () => {
    console.log(`Three Skies listening on http://${env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST}:${env.PORT}`);
    if (hooks) setTimeout(() => console.log(`place index ready in ${hooks.warmUp()} ms`), 0);
  });

  // SIGTERM (deploys, Fly restarts): stop accepting, finish in-flight requests, close the database.
  const shutdown = (signal: string) => {
    console.log(`${signal}: shutting down`);
    metricsServer?.close();
    server.close(async () => {
      await hooks?.shutdown();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
