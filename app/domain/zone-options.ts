// The settings page's time zone select: today's names for ICU's old ones and the options' markup,
// shared by the preferences schema and the delivery card (the names also go to the settings page's
// script, which picks the browser's zone) without Zod.
import { TIME_ZONES } from "~/domain/time-zones";

/** ICU still lists some zones under their old names; the select shows (and saves) today's names. */
export const CURRENT_ZONE_NAMES: Record<string, string> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

export function currentZoneName(zone: string): string {
  return CURRENT_ZONE_NAMES[zone] ?? zone;
}

/**
 * The timezone select's options: the shared list (app/domain/time-zones.ts) under today's names, plus
 * any of `extra` it lacks. The same list is the same array each time (the options' markup is kept
 * per array: timeZoneOptionsHtml).
 */
export function timeZoneOptions(extra: (string | null | undefined)[] = []): readonly string[] {
  const added = [...new Set(extra.filter((zone): zone is string => Boolean(zone)).map(currentZoneName).filter((zone) => !KNOWN.has(zone)))].sort();
  if (!added.length) return TIME_ZONES;
  const key = added.join(" ");
  let zones = WIDENED.get(key);
  if (!zones) {
    zones = Object.freeze([...TIME_ZONES, ...added].sort());
    if (WIDENED.size >= 200) WIDENED.clear();
    WIDENED.set(key, zones);
  }
  return zones;
}
const KNOWN = new Set(TIME_ZONES);
// At most 200 widened lists (a zone outside the shared list is rare): emptied when full.
const WIDENED = new Map<string, readonly string[]>();

function escapeHtml(text: string) {
  return text.replace(/[&<>"]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : "&quot;"));
}

/** The select's groups: the first part of a zone's name, in words. */
const REGIONS: Record<string, string> = {
  Africa: "Africa",
  America: "Americas",
  Antarctica: "Antarctica",
  Arctic: "Arctic",
  Asia: "Asia",
  Atlantic: "Atlantic Ocean",
  Australia: "Australia",
  Europe: "Europe",
  Indian: "Indian Ocean",
  Pacific: "Pacific Ocean",
};
const UNIVERSAL = "Universal";

export function zoneRegion(zone: string): string {
  if (zone === "UTC") return UNIVERSAL;
  return REGIONS[zone.split("/")[0]!] ?? "Other";
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
 * One option's words: the place first (so typing its first letters in the closed select finds it),
 * the country or state part of the name after a comma, then the offset in force at `at`:
 * "Dublin (UTC+0)", "Buenos Aires, Argentina (UTC-3)", "UTC (Coordinated Universal Time)".
 */
export function zoneOptionLabel(zone: string, at: Date): string {
  if (zone === "UTC") return "UTC (Coordinated Universal Time)";
  const parts = zone.split("/").map((part) => part.replace(/_/g, " "));
  const place = parts.length > 2 ? `${parts.at(-1)}, ${parts.slice(1, -1).join(", ")}` : parts.at(-1)!;
  return `${place} (${zoneOffset(zone, at)})`;
}

const optionsHtml = new WeakMap<readonly string[], { hour: number; html: string }>();
/**
 * The select's options as markup, grouped by region (`<optgroup>`, the groups in alphabetical order,
 * UTC first), each place with its offset now; `selected` on `value`. The same string on the server
 * and in the browser (both read the shared list), set as the select's inner HTML: four hundred option
 * elements rendered by React on every settings page cost more than the rest of the delivery card
 * (decision record 008). Offsets change only on the hour (DST), so the markup is kept for the hour.
 * The values stay IANA names.
 */
export function timeZoneOptionsHtml(zones: readonly string[], value: string, at: Date = new Date()): string {
  const hour = Math.floor(at.getTime() / 3_600_000);
  let cached = optionsHtml.get(zones);
  if (cached?.hour !== hour) {
    const groups = new Map<string, { zone: string; label: string }[]>();
    for (const zone of zones) {
      const region = zoneRegion(zone);
      if (!groups.has(region)) groups.set(region, []);
      groups.get(region)!.push({ zone, label: zoneOptionLabel(zone, at) });
    }
    const order = [...groups.keys()].sort((a, b) => (a === UNIVERSAL ? -1 : b === UNIVERSAL ? 1 : a.localeCompare(b, "en")));
    const html = order
      .map((region) => {
        const options = groups
          .get(region)!
          .sort((a, b) => a.label.localeCompare(b.label, "en"))
          .map(({ zone, label }) => `<option value="${escapeHtml(zone)}">${escapeHtml(label)}</option>`)
          .join("");
        return `<optgroup label="${escapeHtml(region)}">${options}</optgroup>`;
      })
      .join("");
    cached = { hour, html };
    optionsHtml.set(zones, cached);
  }
  const chosen = `<option value="${escapeHtml(value)}">`;
  return cached.html.replace(chosen, `<option value="${escapeHtml(value)}" selected="">`);
}
