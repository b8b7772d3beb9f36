import { skyIcs } from "~/services/sky.server";

/**
 * GET /sky.ics: the sky's events from a week back to 90 days ahead as a public iCalendar feed
 * (subscribed with webcal:// or downloaded from /sky). The same for everyone; renewed each UTC day.
 */
export async function loader() {
  return new Response(skyIcs(), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="three-skies-sky.ics"',
      "Cache-Control": "public, max-age=3600, s-maxage=3600",
    },
  });
}
