/**
 * `npm run tz:update [path/to/tzdata.zi]` — rebuild app/astrology/tzdata/tzdb.ts, the time-zone history
 * the engine reads (docs/decisions/006-time-zone-data.md).
 *
 * Source: the IANA tz database compiled WITH `backzone` (the pre-1970 history of zones that the main data
 * merges into others, e.g. Europe/Amsterdam into Europe/Brussels). Debian's `tzdata` package is built that
 * way (its tzdata.zi starts with "# ddeps backzone zone.tab"), so by default the newest Debian package is
 * fetched with `apt-get download tzdata` (no installation, nothing on the system changes). A tzdata.zi made
 * from an IANA release with `make PACKRATDATA=backzone PACKRATLIST=zone.tab tzdata.zi` can be passed instead.
 *
 * The .zi file is compiled with `zic` (Debian's libc-bin), the resulting TZif files are read back and
 * written as one compact TypeScript module: per zone its local-time types (offset, DST flag, abbreviation), its
 * transitions, and the POSIX TZ string that extends it past the last transition.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const OUT_DIR = path.resolve(import.meta.dirname, "../app/astrology/tzdata");

function fetchZi(): { zi: string; source: string } {
  const arg = process.argv[2];
  if (arg) return { zi: path.resolve(arg), source: path.basename(arg) };
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tzdata-"));
  execFileSync("apt-get", ["download", "tzdata"], { cwd: tmp, stdio: ["ignore", "ignore", "inherit"] });
  const deb = fs.readdirSync(tmp).find((f) => f.endsWith(".deb"));
  if (!deb) throw new Error("apt-get download tzdata produced no package");
  execFileSync("dpkg-deb", ["-x", deb, "x"], { cwd: tmp });
  return { zi: path.join(tmp, "x/usr/share/zoneinfo/tzdata.zi"), source: `Debian ${deb.replace(/_all\.deb$/, "").replace("_", " ")}` };
}

interface TzType {
  utoff: number;
  isdst: boolean;
  abbr: string;
}

function readTzif(file: string): { times: number[]; idx: number[]; types: TzType[]; footer: string } {
  const b = fs.readFileSync(file);
  if (b.toString("latin1", 0, 4) !== "TZif") throw new Error(`${file}: not a TZif file`);
  const version = b[4]!;
  const counts = (at: number) => [0, 1, 2, 3, 4, 5].map((k) => b.readUInt32BE(at + 20 + k * 4));
  let [isut, isstd, leap, timecnt, typecnt, charcnt] = counts(0) as [number, number, number, number, number, number];
  let pos = 44 + timecnt * 5 + typecnt * 6 + charcnt + leap * 8 + isstd + isut;
  if (version < 0x32) throw new Error(`${file}: TZif version 1 is not supported`);
  [isut, isstd, leap, timecnt, typecnt, charcnt] = counts(pos) as [number, number, number, number, number, number];
  pos += 44;
  const times: number[] = [];
  for (let k = 0; k < timecnt; k++) times.push(Number(b.readBigInt64BE(pos + k * 8)));
  pos += timecnt * 8;
  const idx: number[] = [];
  for (let k = 0; k < timecnt; k++) idx.push(b[pos + k]!);
  pos += timecnt;
  const raw: { utoff: number; isdst: boolean; ai: number }[] = [];
  for (let k = 0; k < typecnt; k++) {
    raw.push({ utoff: b.readInt32BE(pos + k * 6), isdst: b[pos + k * 6 + 4] === 1, ai: b[pos + k * 6 + 5]! });
  }
  pos += typecnt * 6;
  const chars = b.toString("latin1", pos, pos + charcnt);
  pos += charcnt + leap * 12 + isstd + isut;
  const footer = b.toString("latin1", pos).replace(/^\n/, "").replace(/\n$/, "");
  const types = raw.map((t) => ({ utoff: t.utoff, isdst: t.isdst, abbr: chars.slice(t.ai, chars.indexOf("\0", t.ai)) }));
  return { times, idx, types, footer };
}

/** "utoff,dst,abbr;..." + "|" + transitions as base-36 second deltas with ".typeIndex" + "|" + footer. */
function encode(z: ReturnType<typeof readTzif>): string {
  // zic puts the type used before the first transition at index 0 (slim or fat alike).
  const types = z.types.map((t) => `${t.utoff.toString(36)},${t.isdst ? 1 : 0},${t.abbr}`).join(";");
  let prev = 0;
  const trans = z.times
    .map((t, k) => {
      const s = `${(t - prev).toString(36)}.${z.idx[k]!.toString(36)}`;
      prev = t;
      return s;
    })
    .join(" ");
  return `${types}|${trans}|${z.footer}`;
}

function main() {
  const { zi, source } = fetchZi();
  const text = fs.readFileSync(zi, "utf8");
  const version = /^# version (\S+)/m.exec(text)?.[1];
  if (!version) throw new Error(`${zi}: no "# version" line`);
  if (!/^# ddeps .*backzone/m.test(text)) {
    throw new Error(`${zi} was built without backzone; pre-1970 history of merged zones would be lost`);
  }
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "zic-"));
  execFileSync("zic", ["-b", "slim", "-d", out, zi], { stdio: "inherit" });
  const zones: Record<string, string> = {};
  const links: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const z = /^Z (\S+)/.exec(line);
    if (z) zones[z[1]!] = encode(readTzif(path.join(out, z[1]!)));
    const l = /^L (\S+) (\S+)/.exec(line);
    if (l) links[l[2]!] = l[1]!;
  }
  // Country of each zone (for "legal in France until 1911"), from zone.tab next to the .zi when present.
  const countries: Record<string, string> = {};
  const tab = path.join(path.dirname(zi), "zone.tab");
  if (fs.existsSync(tab)) {
    for (const line of fs.readFileSync(tab, "utf8").split("\n")) {
      const f = line.split("\t");
      if (f.length >= 3 && !line.startsWith("#")) countries[f[2]!] = f[0]!;
    }
  }
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const json = JSON.stringify({ version, source, zones, links, countries });
  // A TypeScript module (not .json) so every loader imports it alike: Vite, esbuild, tsx, Playwright.
  const body = [
    "// Generated by `npm run tz:update` (scripts/tz-update.ts) from the IANA tz database with backzone. Do not edit.",
    "// Public-domain data; compact form described in app/astrology/tz.ts.",
    'import type { TzdbFile } from "../tz";',
    "",
    `const TZDB: TzdbFile = ${json};`,
    "",
    "export default TZDB;",
    "",
  ].join("\n");
  fs.writeFileSync(path.join(OUT_DIR, "tzdb.ts"), body);
  console.log(`tz ${version} from ${source}: ${Object.keys(zones).length} zones, ${Object.keys(links).length} links, ${json.length} bytes`);
}

main();
