import type { Route } from "./+types/blog-rss";
import { localizedPath } from "~/i18n/locales";
import { translator } from "~/i18n/messages.server";
import { isBlogCategory } from "~/domain/blog";
import { articleDescription, listVisiblePosts } from "~/services/blog.server";
import { siteOrigin } from "~/services/public-day.server";
import { feedLocale, rssResponse } from "./rss.server";

export const RSS_ITEMS = 20;

/** GET /blog/rss.xml and its twins (/zh/blog/rss.xml): the latest published posts as the editors wrote them, the channel's words in the address's language. */
export async function loader({ request }: Route.LoaderArgs) {
  const [base, locale, posts] = [siteOrigin(), feedLocale(request), await listVisiblePosts(new Date(), RSS_ITEMS)];
  const t = translator(locale);
  const published = (post: (typeof posts)[number]) => new Date(post.publishedAt ?? post.createdAt);
  const items = posts.map((post) => ({
    title: post.title,
    link: base + localizedPath(`/blog/${encodeURIComponent(post.slug)}`, locale),
    pubDate: published(post),
    category: isBlogCategory(post.category) ? t(`blog.category.${post.category}`) : post.category,
    description: articleDescription(post),
  }));
  const [link, description] = [base + localizedPath("/blog", locale), t("blog.feedDescription")];
  const channel = { title: t("blog.feedTitle"), link, self: `${link}/rss.xml`, description, locale };
  return rssResponse({ ...channel, lastBuildDate: posts[0] ? published(posts[0]) : new Date(0), items }, "public, max-age=900, s-maxage=1800");
}
