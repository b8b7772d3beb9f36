import type { Route } from "./+types/share-card-image";
import { shareCardImage } from "~/services/share-card.server";

/**
 * GET /c/{id}/image.png: the card's 1200 × 630 preview, drawn on the server and kept per version.
 * Caches must ask again each time (an unpublished card's image is gone at once); an unchanged
 * image answers 304 to its ETag.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const image = await shareCardImage(params.id);
  const headers = { "Cache-Control": "no-cache", "X-Robots-Tag": "noindex" };
  if (!image) return new Response("No such chart card.", { status: 404, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
  const tags = (request.headers.get("if-none-match") ?? "").split(",").map((tag) => tag.trim());
  if (tags.includes(image.etag)) return new Response(null, { status: 304, headers: { ...headers, ETag: image.etag } });
  return new Response(new Uint8Array(image.png), {
    headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(image.png.length), ETag: image.etag },
  });
}
