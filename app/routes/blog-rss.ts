import type { Route } from "./+types/blog-rss";
import { env } from "~/env.server";
import { categoryLabel } from "~/schemas/blog";
import { articleDescription, listVisiblePosts } from "~/services/blog.server";
import { escapeXml } from "~/services/markdown.server";

export const RSS_ITEMS = 20;

/** GET /blog/rss.xml: RSS 2.0 of the latest published posts. */
export async function loader(_args: Route.LoaderArgs) {
  const base = env().APP_URL.replace(/\/$/, "");
  const posts = await listVisiblePosts(new Date(), RSS_ITEMS);
  const items = posts.map((post) => {
    const link = `${base}/blog/${encodeURIComponent(post.slug)}`;
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate>`,
      `      <category>${escapeXml(categoryLabel(post.category))}</category>`,
      `      <description>${escapeXml(articleDescription(post))}</description>`,
      "    </item>",
    ].join("\n");
  });
  const lastBuild = posts[0] ? new Date(posts[0].publishedAt ?? posts[0].createdAt).toUTCString() : new Date(0).toUTCString();
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Three Skies Blog</title>
    <link>${escapeXml(`${base}/blog`)}</link>
    <atom:link href="${escapeXml(`${base}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />
    <description>Cosmic insights and guidance: Western, Chinese and Vedic astrology explained.</description>
    <language>en-us</language>
    <lastBuildDate>${lastBuild}</lastBuildDate>
${items.join("\n")}
  </channel>
</rss>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=900, s-maxage=1800" },
  });
}
