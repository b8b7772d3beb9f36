// The settings page's time zone select: today's names for ICU's old ones and the options' markup,
// shared by the preferences schema (server) and the delivery card (browser) without Zod.
import { formatTimeZone } from "~/domain/format";
import { TIME_ZONES } from "~/domain/time-zones";

/** ICU still lists some zones under their old names; the select shows (and saves) today's names. */
const CURRENT_ZONE_NAMES: Record<string, string> = {
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

/** The timezone select's options: the shared list (app/domain/time-zones.ts) under today's names, plus any of `extra` it lacks. */
export function timeZoneOptions(extra: (string | null | undefined)[] = []): readonly string[] {
  const added = extra.filter((zone): zone is string => Boolean(zone)).map(currentZoneName).filter((zone) => !KNOWN.has(zone));
  return added.length ? [...new Set([...TIME_ZONES, ...added])].sort() : TIME_ZONES;
}
const KNOWN = new Set(TIME_ZONES);

function escapeHtml(text: string) {
  return text.replace(/[&<>"]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : "&quot;"));
}

const optionsHtml = new WeakMap<readonly string[], string>();
/**
 * The select's options as markup, `selected` on `value`: the same string on the server and in the
 * browser (both read the shared list), set as the select's inner HTML. Four hundred option elements
 * rendered by React on every settings page cost more than the rest of the delivery card (decision
 * record 008). Each zone reads city first ("London (Europe)"), in the order of those labels, so typing
 * a city's first letters in the closed select finds it; the value stays the IANA name.
 */
export function timeZoneOptionsHtml(zones: readonly string[], value: string): string {
  let html = optionsHtml.get(zones);
  if (html === undefined) {
    html = zones
      .map((zone) => ({ zone, label: formatTimeZone(zone) }))
      .sort((a, b) => a.label.localeCompare(b.label, "en"))
      .map(({ zone, label }) => `<option value="${escapeHtml(zone)}">${escapeHtml(label)}</option>`)
      .join("");
    optionsHtml.set(zones, html);
  }
  const chosen = `<option value="${escapeHtml(value)}">`;
  return html.replace(chosen, `<option value="${escapeHtml(value)}" selected="">`);
}
