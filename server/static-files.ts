// Static files outside /assets are few and known when the server starts (the build's copy of
// public/), so they are served by their exact paths: any other URL (every page) goes straight on
// to the app instead of costing a file-system lookup per request (decision record 008).
import fs from "node:fs";
import type express from "express";

/** "/favicon.svg", "/offline.html", …: the files at the top of `dir`, without their .br/.gz copies. */
export function topLevelFiles(dir: string): Set<string> {
  return new Set(
    fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
      .map((entry) => `/${entry.name}`),
  );
}

/** `handler` for the listed paths only; every other request skips it. */
export function onlyPaths(paths: ReadonlySet<string>, handler: express.RequestHandler): express.RequestHandler {
  return (req, res, next) => (paths.has(req.path) ? handler(req, res, next) : next());
}
