/** Cover art of a blog card as an SVG image: drawn here, on the server, from the category and the slug. */
import { renderToStaticMarkup } from "react-dom/server";
import type { Route } from "./+types/blog-art";
import { ART_CATEGORIES, CategoryArt } from "~/components/blog/category-art";

export function loader({ params }: Route.LoaderArgs) {
  const seed = params.file.endsWith(".svg") ? params.file.slice(0, -4) : null;
  if (!ART_CATEGORIES.includes(params.category) || !seed || seed.length > 200) {
    return new Response("No such cover art.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const svg = renderToStaticMarkup(<CategoryArt category={params.category} seedText={seed} />);
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      // The drawing depends only on the address.
      "Cache-Control": "public, max-age=86400",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
