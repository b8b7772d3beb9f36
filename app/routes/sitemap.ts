import type { Route } from "./+types/sitemap";
import { env } from "~/env.server";
import { listVisiblePosts } from "~/services/blog.server";
import { escapeXml } from "~/services/markdown.server";
import { horoscopeSitemap } from "~/services/sign-horoscope.server";
import { dayTablesSitemap } from "~/services/panchang.server";
import { skySitemap } from "~/services/sky.server";

/** The public pages crawlers may index (everything else needs an account). */
const STATIC_PAGES = [
  { path: "/", changefreq: "weekly", priority: "1.0" },
  { path: "/blog", changefreq: "daily", priority: "0.9" },
  { path: "/pricing", changefreq: "monthly", priority: "0.7" },
  { path: "/register", changefreq: "yearly", priority: "0.6" },
  { path: "/login", changefreq: "yearly", priority: "0.3" },
];

/** GET /sitemap.xml: static pages and every published post with its last modification. */
export async function loader(_args: Route.LoaderArgs) {
  const base = env().APP_URL.replace(/\/$/, "");
  const posts = await listVisiblePosts(new Date());
  const newest = posts.reduce<string | null>((latest, post) => (latest && latest > post.updatedAt ? latest : post.updatedAt), null);
  const urls = [
    ...[...STATIC_PAGES, ...horoscopeSitemap(new Date().toISOString().slice(0, 10)), ...dayTablesSitemap(new Date().toISOString().slice(0, 10)), ...skySitemap(new Date().toISOString().slice(0, 10))].map(
      (page) =>
        `  <url><loc>${escapeXml(base + page.path)}</loc>${page.path === "/blog" && newest ? `<lastmod>${newest}</lastmod>` : ""}<changefreq>${page.changefreq}</changefreq><priority>${page.priority}</priority></url>`,
    ),
    ...posts.map(
      (post) =>
        `  <url><loc>${escapeXml(`${base}/blog/${encodeURIComponent(post.slug)}`)}</loc><lastmod>${post.updatedAt > (post.publishedAt ?? "") ? post.updatedAt : post.publishedAt}</lastmod><changefreq>monthly</changefreq><priority>0.8</priority></url>`,
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600, s-maxage=3600" },
  });
}
