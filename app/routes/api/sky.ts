import { parseQuery } from "~/http/responses.server";
import { publicDayQuerySchema } from "~/schemas/public-day";
import { resolvePublicDay } from "~/services/public-day.server";
import { skyApiAnswer, skyDay } from "~/services/sky.server";
import { api, methodNotAllowed } from "../api.server";

/**
 * GET /api/sky?date=yyyy-mm-dd&tz=Area/City: the sky of /sky/{date} for app clients, from the same
 * service (today in UTC without them). Public; a bad date or zone is a 400 with a message. Cached
 * like the page: past days for good, today until the zone's midnight.
 */
export const loader = api({}, async ({ request }) => {
  const query = parseQuery(request, publicDayQuerySchema);
  // The /api reads no cookie: the zone is the one asked for, else UTC.
  const day = resolvePublicDay({ date: query.date, tz: query.tz, badDate: 400 });
  return Response.json(skyApiAnswer(skyDay(day)), { headers: { "Cache-Control": day.cacheControl } });
});

export const action = () => methodNotAllowed();
