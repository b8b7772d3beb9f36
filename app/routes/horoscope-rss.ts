import type { Route } from "./+types/horoscope-rss";
import { formatLongDay } from "~/domain/dates";
import { resolvePublicDay, shiftDay, siteOrigin } from "~/services/public-day.server";
import { dailySignHoroscope, signFromParam } from "~/services/sign-horoscope.server";
import { errorPage, unlessRefused } from "./refusals.server";
import { rssResponse } from "./rss.server";

export const RSS_DAYS = 7;

/** GET /horoscope/{sign}/rss.xml: the sign's last seven days (UTC), newest first. */
export async function loader({ params }: Route.LoaderArgs) {
  const sign = await unlessRefused(async () => signFromParam(params.sign), errorPage);
  const base = siteOrigin();
  const today = resolvePublicDay({});
  const items = Array.from({ length: RSS_DAYS }, (_, i) => {
    const day = i === 0 ? today : resolvePublicDay({ date: shiftDay(today.date, -i) });
    const reading = dailySignHoroscope(sign, day);
    return {
      title: `${formatLongDay(day.date)}: ${reading.headline}`,
      link: `${base}/horoscope/${reading.slug}/${day.date}`,
      pubDate: new Date(day.startMs),
      description: reading.sections.map((s) => `${s.title}: ${s.sentences.join(" ")}`).join("\n\n"),
    };
  });
  const link = `${base}/horoscope/${sign.toLowerCase()}`;
  const description = `${sign}'s day written from the real sky, houses counted from ${sign}; times in UTC.`;
  const channel = { title: `${sign} daily horoscope - Three Skies`, link, self: `${link}/rss.xml`, description };
  return rssResponse({ ...channel, lastBuildDate: new Date(today.startMs), items }, today.cacheControl);
}
