import type { LoaderFunctionArgs } from "react-router";
import { FEED_MONTHS, forecastForUser, forecastIcs, userForCalendarToken } from "~/services/forecast.server";
import { unlessRefused } from "./refusals.server";
import { memberLocale } from "~/i18n/messages.server";

/**
 * GET /forecast.ics?token=...: the year ahead (12 months) as an iCalendar feed for calendar apps. No
 * session: the signed, revocable token names the user (404 unknown or revoked, 403 no longer Premium).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return unlessRefused(
    async () => {
      const user = await userForCalendarToken(new URL(request.url).searchParams.get("token"));
      const locale = memberLocale(user);
      const { events } = await forecastForUser(user.id, FEED_MONTHS, new Date(), locale);
      return new Response(forecastIcs(events, user.id, locale), {
        headers: {
          "Content-Type": "text/calendar; charset=utf-8",
          "Content-Disposition": 'inline; filename="three-skies-year-ahead.ics"',
          "Cache-Control": "private, max-age=3600",
        },
      });
    },
    (error) => new Response(`${error.message}\n`, { status: error.status, headers: { "Content-Type": "text/plain; charset=utf-8" } }),
  );
}
