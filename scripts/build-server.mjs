// Second half of `npm run build`: bundles the HTTP server and the CLI jobs for production,
// and writes brotli/gzip copies of the static assets so nothing is compressed per request.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { build } from "esbuild";
import { injectManifest } from "workbox-build";

const common = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  tsconfig: "tsconfig.json",
  logLevel: "warning",
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
};

await build({ ...common, entryPoints: { server: "server/index.ts" }, outdir: "build" });
const jobs = ["db/migrate.ts", "db/seed.ts", "app/jobs/daily.ts", "scripts/backup.ts", "scripts/restore.ts"].filter((file) => fs.existsSync(file));
await build({
  ...common,
  entryPoints: Object.fromEntries(jobs.map((file) => [path.basename(file, ".ts"), file])),
  outdir: "build/cli",
});

// The service worker: bundled from app/pwa/service-worker.ts, then Workbox writes the list of the
// app shell's files with their revisions into it (injectManifest). Served as /sw.js (server/index.ts).
await build({
  entryPoints: ["app/pwa/service-worker.ts"],
  outfile: "build/client/sw.js",
  bundle: true,
  format: "iife",
  target: "es2022",
  minify: true,
  tsconfig: "tsconfig.json",
  logLevel: "warning",
  define: { "process.env.NODE_ENV": '"production"' },
});
// The page's part: the registration file for documents without a nonce (app/pwa/head.server.ts).
fs.copyFileSync("app/pwa/sw-register.js", "build/client/sw-register.js");
const shell = await injectManifest({
  swSrc: "build/client/sw.js",
  swDest: "build/client/sw.js",
  globDirectory: "build/client",
  globPatterns: ["assets/**/*.{js,css,woff2}", "offline.html", "sw-register.js", "favicon.svg", "icon-*.png"],
  globIgnores: ["assets/readings/**"],
  // Hashed file names are their own revision.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
});
for (const warning of shell.warnings) console.warn(warning);
console.log(`service worker: ${shell.count} files of the app shell precached (${(shell.size / 1024).toFixed(0)} KB)`);

let count = 0;
function compressDir(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) compressDir(file);
    else if (/\.(js|css|svg|txt|xml|json|webmanifest|ico|html)$/.test(entry.name)) {
      const source = fs.readFileSync(file);
      if (source.length < 1024) continue;
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
      count++;
    }
  }
}
compressDir("build/client");
console.log(`server and ${jobs.length} CLI entries bundled; ${count} static assets precompressed`);
