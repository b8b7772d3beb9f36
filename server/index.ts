// The HTTP server: Express with React Router's request handler (decision record 002).
// Production: `npm start` runs the esbuild output build/server.js. Development: `npm run dev`.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import { compressDocuments } from "./documents";
import { pageCache } from "./page-cache";
import express from "express";
import type { ServerBuild } from "react-router";

const production = process.env.NODE_ENV === "production";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), production ? ".." : "..");
const port = Number(process.env.PORT ?? 3000);

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", false);

app.use((req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  if (production) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
});

const MAX_BODY_BYTES = 1024 * 1024;
const rateFactor = Number(process.env.RATE_LIMIT_FACTOR ?? 1) || 1;
const WRITE_LIMIT = { max: Math.max(1, Math.round(120 * rateFactor)), windowMs: 60_000 };
const writes = new Map<string, { start: number; count: number }>();

/**
 * Every write (POST, PUT, PATCH, DELETE) counts against a per-client budget; routes add stricter
 * limits of their own (auth, compatibility, AI, places). Bodies over 1 MiB are refused up front.
 */
function guardWrites(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const length = Number(req.get("content-length") ?? 0);
  if (length > MAX_BODY_BYTES) {
    res.status(413).json({ message: "Request body is too large" });
    return;
  }
  // Payment and SMS providers call webhooks from their own addresses; they are verified by signature.
  if (req.path === "/api/stripe/webhook" || req.path === "/api/twilio/inbound") return next();
  const key = clientIp(req);
  const now = Date.now();
  const entry = writes.get(key);
  if (!entry || now - entry.start > WRITE_LIMIT.windowMs) {
    writes.set(key, { start: now, count: 1 });
    if (writes.size > 50_000) for (const [k, v] of writes) if (now - v.start > WRITE_LIMIT.windowMs) writes.delete(k);
    return next();
  }
  entry.count++;
  if (entry.count > WRITE_LIMIT.max) {
    const retry = Math.ceil((entry.start + WRITE_LIMIT.windowMs - now) / 1000);
    res.setHeader("Retry-After", String(retry));
    res.status(429).json({ message: `Too many requests. Please try again in ${retry} seconds.` });
    return;
  }
  next();
}

function clientIp(req: express.Request) {
  const fly = req.get("fly-client-ip");
  return fly && fly.length < 64 ? fly : (req.socket.remoteAddress ?? "unknown");
}

const ENCODINGS: Array<[string, string]> = [
  ["br", ".br"],
  ["gzip", ".gz"],
];

/** Serves build-time compressed copies of static assets (no compression work per request). */
function precompressed(dir: string): express.RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const accept = req.get("accept-encoding") ?? "";
    const file = path.join(dir, decodeURIComponent(req.path));
    if (!file.startsWith(dir)) return next();
    for (const [encoding, suffix] of ENCODINGS) {
      if (!accept.includes(encoding) || !fs.existsSync(file + suffix)) continue;
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Vary", "Accept-Encoding");
      res.type(path.extname(file));
      return res.sendFile(file + suffix, { maxAge: req.path.startsWith("/assets/") ? "1y" : "1h", immutable: req.path.startsWith("/assets/") });
    }
    next();
  };
}

async function main() {
  app.use(guardWrites);
  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (production) {
    const client = path.join(root, "build/client");
    app.use(precompressed(client));
    app.use("/assets", express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y" }));
    app.use(express.static(client, { maxAge: "1h" }));
    // Documents and JSON: compressed on the fly at gzip level 1 (measured in docs/quality.md, decision 002).
    // COMPRESSION_LEVEL exists for the HTTP benchmark's comparison (0 turns it off).
    const level = Number(process.env.COMPRESSION_LEVEL ?? 1);
    if (level > 0) app.use(compression({ level, threshold: 1024 }));
    // HTML documents: compressed in one synchronous step instead (server/documents.ts, decision 008).
    if (level > 0) app.use(compressDocuments());
    const serverBuild = path.join(root, "build/server/index.js");
    const productionBuild = (await import(serverBuild)) as ServerBuild;
    build = productionBuild;
    await runMigrations(productionBuild);
    // Public pages for signed-out visitors: rendered once, then served from memory for 30 s.
    const entry = productionBuild.entry.module as { recordCachedView?: (id: string) => void };
    if (process.env.PAGE_CACHE !== "off") app.use(pageCache({ onView: (id) => entry.recordCachedView?.(id) }));
  } else {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(devServer.middlewares);
    build = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  }

  app.all(
    /.*/,
    createRequestHandler({
      build,
      mode: production ? "production" : "development",
      getLoadContext: (req, res) => ({ clientIp: clientIp(req), cspNonce: String(res.locals.cspNonce) }),
    }),
  );

  const server = app.listen(port, () => {
    console.log(`Three Skies listening on http://localhost:${port}`);
    const entry = (typeof build === "function" ? undefined : build)?.entry.module as { warmUp?: () => number } | undefined;
    if (entry?.warmUp) setTimeout(() => console.log(`place index ready in ${entry.warmUp!()} ms`), 0);
  });

  // SIGTERM (deploys, Fly restarts): stop accepting, finish in-flight requests, close the database.
  const shutdown = (signal: string) => {
    console.log(`${signal}: shutting down`);
    server.close(async () => {
      const entry = (typeof build === "function" ? undefined : build)?.entry.module as { shutdown?: () => Promise<void> } | undefined;
      await entry?.shutdown?.();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/** Migrations on start: the built app exports `migrateOnStart` from its server entry. */
async function runMigrations(build: ServerBuild) {
  const entry = build.entry.module as { migrateOnStart?: () => string[] };
  const applied = entry.migrateOnStart?.() ?? [];
  if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
