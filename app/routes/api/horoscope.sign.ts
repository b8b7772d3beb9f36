import { parseQuery } from "~/http/responses.server";
import { publicDayQuerySchema } from "~/schemas/public-day";
import { dailySignHoroscope, signFromParam } from "~/services/sign-horoscope.server";
import { resolvePublicDay } from "~/services/public-day.server";
import { api, methodNotAllowed } from "../api.server";

/**
 * GET /api/horoscope/sign/{sign}?date=yyyy-mm-dd&tz=Area/City: the reading of /horoscope/{sign}/{date}
 * for app clients, from the same service. Public (no account needed); a bad sign, date or zone is a
 * 400 with a message. Cached like the page: past days for good, today until the zone's midnight.
 */
export const loader = api({}, async ({ request, params }) => {
  const sign = signFromParam(params.sign, 400);
  // The page's query schema; the /api reads no cookie: the zone is the one asked for, else UTC.
  const query = parseQuery(request, publicDayQuerySchema);
  const day = resolvePublicDay({ date: query.date, tz: query.tz, badDate: 400 });
  const { sign: name, headline, sections, week, month, slug } = dailySignHoroscope(sign, day);
  const texts = sections.map((s) => ({ id: s.id, title: s.title, text: s.sentences.join(" ") }));
  const answer = { sign: name, date: day.date, tz: day.tz, clock: day.clock, headline, sections: texts, week, month, url: `/horoscope/${slug}/${day.date}` };
  return Response.json(answer, { headers: { "Cache-Control": day.cacheControl } });
});

export const action = () => methodNotAllowed();
