import type { Route } from "./+types/sitemap";
import { env } from "~/env.server";
import { listVisiblePosts } from "~/services/blog.server";
import { escapeXml } from "~/services/markdown.server";
import { horoscopeSitemap } from "~/services/sign-horoscope.server";
import { dayTablesSitemap } from "~/services/panchang.server";
import { skySitemap } from "~/services/sky.server";
import { HREFLANG, LOCALES } from "~/i18n/locales";
import { twinPaths } from "~/i18n/localized-pages";
import staticPages from "./data/sitemap-pages.json" with { type: "json" };

type Page = { path: string; changefreq: string; priority: string };

/** A page's entries: one, or one per language, each naming every language's address and the default. */
function entries(base: string, page: Page, lastmod: string | null): string[] {
  const tail = `${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}<changefreq>${page.changefreq}</changefreq><priority>${page.priority}</priority></url>`;
  const twins = twinPaths(page.path);
  if (!twins) return [`  <url><loc>${escapeXml(base + page.path)}</loc>${tail}`];
  const links = [...LOCALES.map((l) => [HREFLANG[l], twins[l]] as const), ["x-default", twins.en] as const]
    .map(([lang, path]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(base + path)}"/>`)
    .join("");
  return LOCALES.map((l) => `  <url><loc>${escapeXml(base + twins[l])}</loc>${links}${tail}`);
}

/** GET /sitemap.xml: static pages (in every language they have), and every published post with its last modification. */
export async function loader(_args: Route.LoaderArgs) {
  const base = env().APP_URL.replace(/\/$/, "");
  const posts = await listVisiblePosts(new Date());
  const newest = posts.reduce<string | null>((latest, post) => (latest && latest > post.updatedAt ? latest : post.updatedAt), null);
  const today = new Date().toISOString().slice(0, 10);
  // The public pages crawlers may index (everything else needs an account), then the dated public pages.
  const pages: Page[] = [...staticPages, ...horoscopeSitemap(today), ...dayTablesSitemap(today), ...skySitemap(today)];
  const urls = [
    ...pages.flatMap((page) => entries(base, page, page.path === "/blog" ? newest : null)),
    ...posts.flatMap((post) => entries(base, { path: `/blog/${encodeURIComponent(post.slug)}`, changefreq: "monthly", priority: "0.8" }, post.updatedAt > (post.publishedAt ?? "") ? post.updatedAt : post.publishedAt)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600, s-maxage=3600" },
  });
}
