/**
 * English names of GeoNames admin1 codes: hand tables for a few countries, then ./data/admin1.ts
 * (built by `npm run places:regions`). Null when neither knows the code: labels then omit the region.
 */
import GENERATED from "./data/admin1";
import regionTables from "./data/region-names.json" with { type: "json" };

/** The hand tables, by country code. */
const TABLES: Record<string, Record<string, string>> = regionTables;

export function regionName(country: string, adminCode: string): string | null {
  if (!adminCode || adminCode === "00") return null;
  return TABLES[country]?.[adminCode] ?? GENERATED[`${country}.${adminCode}`] ?? null;
}

/** Every region name known, by "CC.code". */
export function allRegionNames(): Record<string, string> {
  const all: Record<string, string> = { ...GENERATED };
  for (const [cc, table] of Object.entries(TABLES)) for (const [code, name] of Object.entries(table)) all[`${cc}.${code}`] = name;
  return all;
}
