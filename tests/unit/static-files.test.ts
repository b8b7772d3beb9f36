// Static files outside /assets are served by their exact paths; other requests never reach the handler.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type express from "express";
import { describe, expect, it } from "vitest";
import { onlyPaths, topLevelFiles } from "../../server/static-files";

describe("static files by path", () => {
  it("lists the top-level files without their compressed copies or folders", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-"));
    for (const name of ["favicon.svg", "offline.html", "offline.html.br", "offline.html.gz"]) fs.writeFileSync(path.join(dir, name), "x");
    fs.mkdirSync(path.join(dir, "assets"));
    expect([...topLevelFiles(dir)].sort()).toEqual(["/favicon.svg", "/offline.html"]);
  });

  it("hands the listed paths to the handler and passes every other request on", () => {
    const served: string[] = [];
    const handler = onlyPaths(new Set(["/favicon.svg"]), (req) => void served.push(req.path));
    const passed: string[] = [];
    for (const p of ["/favicon.svg", "/profile", "/favicon.svg/x", "/"]) {
      handler({ path: p } as express.Request, {} as express.Response, () => void passed.push(p));
    }
    expect(served).toEqual(["/favicon.svg"]);
    expect(passed).toEqual(["/profile", "/favicon.svg/x", "/"]);
  });
});
