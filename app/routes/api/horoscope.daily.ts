import type { LoaderFunctionArgs } from "react-router";
import { requireUser } from "~/http/guards.server";
import { requestLocale } from "~/i18n/request.server";
import { ensurePrimary } from "~/litefs.server";
import { getOrCreateDailyHoroscope } from "~/services/horoscope.server";
import { apiHandler, HttpError, methodNotAllowed } from "~/http/responses.server";

/** GET /api/horoscope/daily: today's horoscope ({ content, date }) in the user's time zone and language. */
export async function loader({ request }: LoaderFunctionArgs) {
  // Storing the day's text on first view is a write: a replica sends the GET to the primary.
  await ensurePrimary(request);
  return apiHandler(async () => {
    const user = await requireUser(request);
    const horoscope = await getOrCreateDailyHoroscope(user.id, user.timezone, new Date(), requestLocale(request, user));
    if (!horoscope) throw new HttpError(404, "Create your natal chart first to receive a daily horoscope.");
    return Response.json(horoscope);
  });
}

export const action = () => methodNotAllowed();
