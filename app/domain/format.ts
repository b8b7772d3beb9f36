/**
 * Human formatting shared by the server and the browser (dates are in ./dates): clock times, place
 * names, waits, labels. Raw values (country codes, seconds, enum keys) never reach the screen.
 */
import { formatLongDate } from "./dates";
import { formatClockUtc } from "./zoned-dates";

/** "2:30 PM" from "14:30"; anything else unchanged. */
export function formatClockTime(value: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  return `${((hours + 11) % 12) + 1}:${match[2]} ${hours >= 12 ? "PM" : "AM"}`;
}

/** The words around coordinates (the onboarding catalog's `coordinate.*`), as templates of `{value}` and of `{latitude}`, `{longitude}`. */
export type CoordinateWords = Record<"north" | "south" | "east" | "west" | "pair" | "decimal", string>;
const ENGLISH_COORDINATES: CoordinateWords = { north: "{value}° N", south: "{value}° S", east: "{value}° E", west: "{value}° W", pair: "{latitude}, {longitude}", decimal: "." };

/** The reader's coordinate words from their translator (the server's or the view's). */
export function coordinateWords(t: (key: string, values: Record<string, string>) => string): CoordinateWords {
  const side = (name: string) => t(`onboarding.coordinate.${name}`, { value: "{value}" });
  const pair = t("onboarding.coordinates", { latitude: "{latitude}", longitude: "{longitude}" });
  return { north: side("north"), south: side("south"), east: side("east"), west: side("west"), pair, decimal: side("decimal") };
}

/** "51.51° N, 0.13° W": coordinates as people write them, to two decimals (the product's confirmation line), in `words`. */
export function formatCoordinates(latitude: number, longitude: number, words = ENGLISH_COORDINATES) {
  const part = (value: number, positive: string, negative: string) => {
    const text = Math.abs(value).toFixed(2);
    // -0.001 reads as 0.00 with no side of the line.
    const shown = text.replace(".", words.decimal);
    return Number(text) === 0 ? `${shown}°` : (value < 0 ? negative : positive).replace("{value}", shown);
  };
  return words.pair.replace("{latitude}", part(latitude, words.north, words.south)).replace("{longitude}", part(longitude, words.east, words.west));
}

/** "November 23, 2026 at 10:00 UTC" for a scheduled instant. */
export function formatInstantUtc(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${formatLongDate(iso)} at ${formatClockUtc(date)} UTC`;
}

let regionNames: Intl.DisplayNames | undefined;
function countryName(code: string): string | null {
  try {
    regionNames ??= new Intl.DisplayNames(["en"], { type: "region" });
    const name = regionNames.of(code.toUpperCase());
    return name && name.toUpperCase() !== code.toUpperCase() ? name : null;
  } catch {
    return null;
  }
}

/**
 * A stored place as people write it: "Lisbon, 14, PT" becomes "Lisbon, Portugal". Numeric or coded
 * region parts are dropped, a two-letter country code becomes the country's name, repeats go.
 * Places already written out ("Lisbon, Lisbon District, Portugal") stay as they are.
 */
export function formatPlace(place: string): string {
  const parts = place
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return place.trim();
  const out: string[] = [];
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    if (last && /^[A-Za-z]{2}$/.test(part)) {
      out.push(countryName(part) ?? part.toUpperCase());
      return;
    }
    // Administrative codes ("14", "ENG", "A5") say nothing to a reader.
    if (i > 0 && (/^\d+$/.test(part) || /^[A-Z0-9]{1,3}$/.test(part))) return;
    out.push(part);
  });
  return out.filter((part, i) => out.indexOf(part) === i).join(", ");
}

/** How long to wait, in the largest unit that reads well: 890 s is 15 minutes. */
export function waitOf(seconds: number): { count: number; unit: "second" | "minute" | "hour" } {
  const s = Math.max(1, Math.ceil(seconds));
  const minutes = Math.ceil(s / 60);
  return s < 60 ? { count: s, unit: "second" } : minutes < 60 ? { count: minutes, unit: "minute" } : { count: Math.ceil(minutes / 60), unit: "hour" };
}

/**
 * Astrological symbols drawn as text, never as colour emoji: the sign glyphs (♈…♓) have an emoji
 * form that some systems pick by default, so each symbol gets the text-style variation selector.
 */
export function textGlyphs(value: string): string {
  return value.replace(/([\u2609\u263D\u263F\u2640\u2642-\u2647\u2648-\u2653])\uFE0E?/g, "$1\uFE0E");
}
