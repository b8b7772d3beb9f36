import type { Route } from "./+types/blog-rss";
import { env } from "~/env.server";
import { categoryLabel } from "~/schemas/blog";
import { articleDescription, listVisiblePosts } from "~/services/blog.server";
import { rssResponse } from "./rss.server";

export const RSS_ITEMS = 20;

/** GET /blog/rss.xml: RSS 2.0 of the latest published posts. */
export async function loader(_args: Route.LoaderArgs) {
  const base = env().APP_URL.replace(/\/$/, "");
  const posts = await listVisiblePosts(new Date(), RSS_ITEMS);
  const published = (post: (typeof posts)[number]) => new Date(post.publishedAt ?? post.createdAt);
  const items = posts.map((post) => ({
    title: post.title,
    link: `${base}/blog/${encodeURIComponent(post.slug)}`,
    pubDate: published(post),
    category: categoryLabel(post.category),
    description: articleDescription(post),
  }));
  const channel = { title: "Three Skies Blog", link: `${base}/blog`, self: `${base}/blog/rss.xml` };
  const description = "Cosmic insights and guidance: Western, Chinese and Vedic astrology explained.";
  return rssResponse({ ...channel, description, lastBuildDate: posts[0] ? published(posts[0]) : new Date(0), items }, "public, max-age=900, s-maxage=1800");
}
