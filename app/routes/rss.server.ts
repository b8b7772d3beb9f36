// The RSS 2.0 feeds (the blog's, each sign's horoscope): one document shape, items escaped.
import { splitLocalePath, type Locale } from "~/i18n/locales";
import { escapeXml } from "~/services/markdown.server";

type Item = { title: string; link: string; pubDate: Date; category?: string; description: string };
/** The channel's title and description are the feed's own words, written as they are. */
type Channel = { title: string; link: string; self: string; description: string; lastBuildDate: Date; items: Item[]; locale: Locale };

/** A feed's language: its address's (/hi/blog/rss.xml Hindi), English without a prefix whatever the reader chose. */
export const feedLocale = (request: Request) => splitLocalePath(new URL(request.url).pathname).locale;

export function rssResponse(channel: Channel, cacheControl: string) {
  const items = channel.items.map((item) =>
    [
      "    <item>",
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(item.link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      `      <pubDate>${item.pubDate.toUTCString()}</pubDate>`,
      ...(item.category ? [`      <category>${escapeXml(item.category)}</category>`] : []),
      `      <description>${escapeXml(item.description)}</description>`,
      "    </item>",
    ].join("\n"),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${channel.title}</title>
    <link>${escapeXml(channel.link)}</link>
    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml" />
    <description>${channel.description}</description>
    <language>${channel.locale === "en" ? "en-us" : channel.locale}</language>
    <lastBuildDate>${channel.lastBuildDate.toUTCString()}</lastBuildDate>
${items.join("\n")}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": cacheControl } });
}
