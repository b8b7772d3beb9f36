import { createCookie } from "react-router";
import { panchangPlaceSchema, type PanchangPlaceChoice } from "~/schemas/panchang";
import { readCookie } from "~/http/cookies.server";

/**
 * The panchang's place, remembered for a year, sent only to /panchang pages. A request carrying it
 * bypasses the page cache (which serves only cookie-less requests), so no one who chose a place is
 * served the copy of New Delhi's page.
 */
const placeCookie = createCookie("ts_place", { path: "/panchang", sameSite: "lax", httpOnly: true, maxAge: 365 * 86_400 });

export async function readPanchangPlace(request: Request): Promise<PanchangPlaceChoice | null> {
  const value: unknown = await readCookie(placeCookie, request);
  const parsed = panchangPlaceSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function rememberPanchangPlace(place: PanchangPlaceChoice): Promise<string> {
  return placeCookie.serialize({ name: place.name, lat: String(place.lat), lon: String(place.lon), tz: place.tz });
}

export function forgetPanchangPlace(): Promise<string> {
  return placeCookie.serialize("", { maxAge: 0 });
}
