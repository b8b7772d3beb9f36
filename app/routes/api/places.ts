import { PLACE_QUERY_MIN, PLACE_RESULTS_MAX } from "~/schemas/profile";
import { searchPlaces } from "~/services/geocode.server";
import { api, methodNotAllowed } from "../api.server";

/**
 * GET /api/places?q=: up to 5 places ({ display_name, lat, lon, timezone }) for the birth-place
 * search; queries shorter than 3 characters answer []. Signed-in users only, rate limited.
 */
export const loader = api({ guard: "user", limit: "places" }, async ({ request }) => {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim();
  if (q.length < PLACE_QUERY_MIN) return Response.json([]);
  const places = await searchPlaces(q);
  return Response.json(places.slice(0, PLACE_RESULTS_MAX), { headers: { "Cache-Control": "private, max-age=300" } });
});

export const action = () => methodNotAllowed();
