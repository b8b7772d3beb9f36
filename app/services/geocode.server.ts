/**
 * Place search for the birth-place field and the admin geocode call. Default: the embedded gazetteer
 * (app/astrology/places.ts). When GEOCODER_URL is set, a Nominatim-compatible upstream is asked first
 * (GET ?q=&format=json&limit=5) and the embedded index answers if it fails.
 */
import { env } from "~/env.server";
import { searchPlaceIndex, type PlaceResult } from "~/astrology/places";
import { zoneAt } from "~/astrology/time";

export type { PlaceResult };

const UPSTREAM_TIMEOUT_MS = 4000;

interface NominatimPlace {
  display_name?: unknown;
  lat?: unknown;
  lon?: unknown;
}

async function searchUpstream(base: string, q: string): Promise<PlaceResult[]> {
  const url = new URL(base);
  url.searchParams.set("q", q);
  url.searchParams.set("format", "json");
  url.searchParams.set("limit", "5");
  const res = await fetch(url, {
    headers: { Accept: "application/json", "User-Agent": "ThreeSkies/1.0 (+geocoder)" },
    signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`Geocoder answered ${res.status}`);
  const body = (await res.json()) as unknown;
  if (!Array.isArray(body)) throw new Error("Geocoder answered a non-array");
  const out: PlaceResult[] = [];
  for (const item of body as NominatimPlace[]) {
    const lat = Number(item.lat);
    const lon = Number(item.lon);
    if (typeof item.display_name !== "string" || !Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    if (Math.abs(lat) > 90 || Math.abs(lon) > 180) continue;
    out.push({ display_name: item.display_name, lat: String(item.lat), lon: String(item.lon), timezone: zoneAt(lat, lon) });
    if (out.length === 5) break;
  }
  return out;
}

/** Up to 5 places for a query of at least 3 characters; [] otherwise. */
export async function searchPlaces(q: string): Promise<PlaceResult[]> {
  const query = q.trim().slice(0, 200);
  if (query.length < 3) return [];
  const upstream = env().GEOCODER_URL;
  if (upstream) {
    try {
      return await searchUpstream(upstream, query);
    } catch (error) {
      console.warn(`[geocode] upstream failed, using the embedded gazetteer: ${(error as Error).message}`);
    }
  }
  return searchPlaceIndex(query).map((p) => ({ ...p }));
}

/** Best single match for a free-text location (admin "add user"), or null. */
export async function geocodeOne(location: string): Promise<{ latitude: number; longitude: number; display_name: string } | null> {
  const [first] = await searchPlaces(location);
  if (!first) return null;
  return { latitude: Number(first.lat), longitude: Number(first.lon), display_name: first.display_name };
}
