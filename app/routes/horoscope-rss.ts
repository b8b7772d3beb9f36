import type { Route } from "./+types/horoscope-rss";
import { longDay } from "~/i18n/format";
import { localizedPath } from "~/i18n/locales";
import { translator } from "~/i18n/messages.server";
import { resolvePublicDay, shiftDay, siteOrigin } from "~/services/public-day.server";
import { dailySignHoroscope, signFromParam } from "~/services/sign-horoscope.server";
import { errorPage, unlessRefused } from "./refusals.server";
import { feedLocale, rssResponse } from "./rss.server";

export const RSS_DAYS = 7;

/** GET /horoscope/{sign}/rss.xml and its twins (/hi/horoscope/leo/rss.xml): the sign's last seven days (UTC), newest first, in the address's language. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const sign = await unlessRefused(async () => signFromParam(params.sign), errorPage);
  const [base, today, locale] = [siteOrigin(), resolvePublicDay({}), feedLocale(request)];
  const t = translator(locale);
  const items = Array.from({ length: RSS_DAYS }, (_, i) => {
    const day = i === 0 ? today : resolvePublicDay({ date: shiftDay(today.date, -i) });
    const reading = dailySignHoroscope(sign, day, locale);
    return {
      title: t("horoscope.feedItem", { day: longDay(day.date, locale), headline: reading.headline }),
      link: base + localizedPath(`/horoscope/${reading.slug}/${day.date}`, locale),
      pubDate: new Date(day.startMs),
      description: reading.sections.map((s) => t("horoscope.feedSection", { title: s.title, text: s.sentences.join(" ") })).join("\n\n"),
    };
  });
  const [link, name] = [base + localizedPath(`/horoscope/${sign.toLowerCase()}`, locale), t(`astro.sign.${sign}`)];
  const channel = { title: t("horoscope.feedTitle", { sign: name }), link, self: `${link}/rss.xml`, description: t("horoscope.feedDescription", { sign: name }) };
  return rssResponse({ ...channel, lastBuildDate: new Date(today.startMs), items, locale }, today.cacheControl);
}
