import type { Route } from "./+types/robots";
import { env } from "~/env.server";

/** GET /robots.txt: public pages open to crawlers, private areas and the API closed, the sitemap named. */
export function loader(_args: Route.LoaderArgs) {
  const base = env().APP_URL.replace(/\/$/, "");
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /profile",
    "Disallow: /settings",
    "Disallow: /reset-password",
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400, s-maxage=86400" },
  });
}
