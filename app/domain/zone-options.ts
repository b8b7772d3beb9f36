// Time zones in words: today's names for ICU's old ones (the browser's zone at sign-up is kept under
// today's name) and a zone as the settings page names the member's clock ("London (UTC+0)"), without Zod.
import currentZoneNames from "./data/current-zone-names.json" with { type: "json" };

/** ICU still lists some zones under their old names; the select shows (and saves) today's names. */
export const CURRENT_ZONE_NAMES: Record<string, string> = currentZoneNames;

export function currentZoneName(zone: string): string {
  return CURRENT_ZONE_NAMES[zone] ?? zone;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
/** The zone's offset from UTC at `at`, as people write it: "UTC+1", "UTC-3", "UTC+5:30", "UTC+0". */
export function zoneOffset(zone: string, at: Date): string {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "shortOffset" });
    offsetFormats.set(zone, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const offset = name.replace(/^GMT/, "");
  return `UTC${offset || "+0"}`;
}

/**
 * A zone in words: the place first, the country or state part of the name after a comma, then the
 * offset in force at `at`:
 * "Dublin (UTC+0)", "Buenos Aires, Argentina (UTC-3)", "UTC (Coordinated Universal Time)".
 */
export function zoneOptionLabel(zone: string, at: Date): string {
  if (zone === "UTC") return "UTC (Coordinated Universal Time)";
  const parts = zone.split("/").map((part) => part.replace(/_/g, " "));
  const place = parts.length > 2 ? `${parts.at(-1)}, ${parts.slice(1, -1).join(", ")}` : parts.at(-1)!;
  return `${place} (${zoneOffset(zone, at)})`;
}
