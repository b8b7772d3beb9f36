import { data } from "react-router";
import type { Route } from "./+types/horoscope-rss";
import { formatLongDay } from "~/domain/dates";
import { HttpError } from "~/domain/errors";
import { escapeXml } from "~/services/markdown.server";
import { resolvePublicDay, shiftDay, siteOrigin } from "~/services/public-day.server";
import { dailySignHoroscope, signFromParam } from "~/services/sign-horoscope.server";

export const RSS_DAYS = 7;

/** GET /horoscope/{sign}/rss.xml: the sign's last seven days (UTC), newest first. */
export async function loader({ params }: Route.LoaderArgs) {
  let sign;
  try {
    sign = signFromParam(params.sign);
  } catch (error) {
    if (error instanceof HttpError) throw data(error.message, { status: 404 });
    throw error;
  }
  const base = siteOrigin();
  const today = resolvePublicDay({});
  const items = Array.from({ length: RSS_DAYS }, (_, i) => {
    const day = i === 0 ? today : resolvePublicDay({ date: shiftDay(today.date, -i) });
    const reading = dailySignHoroscope(sign, day);
    const link = `${base}/horoscope/${reading.slug}/${day.date}`;
    return [
      "    <item>",
      `      <title>${escapeXml(`${formatLongDay(day.date)}: ${reading.headline}`)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(day.startMs).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(reading.sections.map((s) => `${s.title}: ${s.sentences.join(" ")}`).join("\n\n"))}</description>`,
      "    </item>",
    ].join("\n");
  });
  const slug = sign.toLowerCase();
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${sign} daily horoscope - Three Skies</title>
    <link>${escapeXml(`${base}/horoscope/${slug}`)}</link>
    <atom:link href="${escapeXml(`${base}/horoscope/${slug}/rss.xml`)}" rel="self" type="application/rss+xml" />
    <description>${sign}'s day written from the real sky, houses counted from ${sign}; times in UTC.</description>
    <language>en-us</language>
    <lastBuildDate>${new Date(today.startMs).toUTCString()}</lastBuildDate>
${items.join("\n")}
  </channel>
</rss>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": today.cacheControl },
  });
}
