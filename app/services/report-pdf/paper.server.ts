/**
 * The paper a member's PDFs are set on: US Letter where Letter is the usual paper, A4 everywhere else.
 * The country is the one of the member's time zone (where they read their day: the browser's zone, or
 * the one they chose), else of the birth place's zone; a zone belongs to the country whose list of
 * zones names it (ICU's, read through Intl.Locale). The Letter countries are CLDR's (supplemental
 * measurement data: paperSize US-Letter).
 */
export type Paper = "A4" | "LETTER";

/** CLDR's US-Letter territories: Belize, Canada, Chile, Colombia, Costa Rica, Guatemala, Mexico, Nicaragua, Panama, the Philippines, Puerto Rico, El Salvador, the United States, Venezuela. */
export const LETTER_COUNTRIES = ["BZ", "CA", "CL", "CO", "CR", "GT", "MX", "NI", "PA", "PH", "PR", "SV", "US", "VE"] as const;

/** A zone in its canonical spelling ("US/Eastern" → "America/New_York"); null for a name Intl does not know. */
function canonical(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

type RegionLocale = Intl.Locale & { getTimeZones?: () => string[]; timeZones?: string[] };

/** The zones of a country, as ICU lists them (`getTimeZones()` since Node 22, the `timeZones` getter before). */
function zonesOf(country: string): string[] {
  const locale = new Intl.Locale(`und-${country}`) as RegionLocale;
  return locale.getTimeZones?.() ?? locale.timeZones ?? [];
}

let letterZones: Set<string> | null = null;
function isLetterZone(zone: string): boolean {
  letterZones ??= new Set(LETTER_COUNTRIES.flatMap(zonesOf).map((z) => canonical(z) ?? z));
  return letterZones.has(zone);
}

/** A zone that names no country (UTC, Etc/GMT+5) says nothing about the paper. */
function namesACountry(zone: string): boolean {
  return !/^(Etc\/|UTC$|GMT$|UCT$|Universal$|Zulu$|Greenwich$)/.test(zone);
}

/** Letter or A4 by the country of `zone`; null when the zone is unknown or names no country. */
export function paperOfZone(zone: string | null | undefined): Paper | null {
  const known = zone ? canonical(zone) : null;
  if (!known || !namesACountry(known)) return null;
  return isLetterZone(known) ? "LETTER" : "A4";
}

/** Letter or A4 for a member: by the member's own zone, else by the birth place's zone, else A4. */
export function paperFor(memberZone: string | null | undefined, birthZone: string | null | undefined): Paper {
  return paperOfZone(memberZone) ?? paperOfZone(birthZone) ?? "A4";
}
