/**
 * `tsx scripts/time-zone-options.ts` — rewrite app/domain/data/time-zones.json, the settings page's time
 * zone list: every zone this Node's ICU knows, under today's names, plus UTC. The list is a module
 * shared by the server and the browser (the select renders the same options on both, whatever the
 * browser's own ICU knows) instead of data sent with every settings page (decision record 008).
 * Run it after a Node upgrade; tests/unit/time-zones.test.ts checks every listed zone is valid.
 */
import fs from "node:fs";
import path from "node:path";
import { currentZoneName } from "../app/schemas/preferences";

const zones = new Set<string>(["UTC"]);
for (const zone of Intl.supportedValuesOf("timeZone")) zones.add(currentZoneName(zone));
const list = [...zones].sort();
const out = path.resolve(import.meta.dirname, "../app/domain/data/time-zones.json");
fs.writeFileSync(out, `[\n${list.map((zone) => JSON.stringify(zone)).join(",\n")}\n]\n`);
console.log(`${list.length} zones (ICU ${process.versions.icu}, tz ${process.versions.tz}) written to ${path.relative(process.cwd(), out)}`);
