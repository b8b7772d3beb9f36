import { parseQuery } from "~/http/responses.server";
import { panchangQuerySchema } from "~/schemas/panchang";
import { dayInZone, panchangFor, placeFromQuery } from "~/services/panchang.server";
import { dayEndsAt, dayTableCacheControl } from "~/services/public-day.server";
import { api, methodNotAllowed } from "../api.server";

/**
 * GET /api/panchang?date=&lat=&lon=&tz=: the day's panchang at a place (New Delhi without lat and
 * lon; the place's own zone without tz; today there without date), the limbs as they stand at
 * sunrise. The same answer for everyone, so shared caches may keep it (a named past day for good).
 */
export const loader = api({}, async ({ request }) => {
  const q = parseQuery(request, panchangQuerySchema);
  const place = placeFromQuery(q);
  const now = Date.now();
  const today = dayInZone(now, place.zone);
  const date = q.date ?? today;
  const cache = dayTableCacheControl(q.date !== undefined, date, today, dayEndsAt(today, place.zone), now);
  return Response.json(panchangFor(date, place), { headers: { "Cache-Control": cache } });
});

export const action = () => methodNotAllowed();
