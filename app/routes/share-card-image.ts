import type { Route } from "./+types/share-card-image";
import { shareCardImage } from "~/services/share-card.server";
import { limitKey } from "~/routes/render-limit.server";
import { plainError } from "~/http/responses.server";
import { RateLimitError, rateLimit } from "~/services/rate-limit.server";

/**
 * GET /c/{id}/image.png: the card's 1200 × 630 preview, drawn on the server and kept per version.
 * Caches must ask again each time (an unpublished card's image is gone at once); an unchanged
 * image answers 304 to its ETag.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  let image;
  try {
    // Images drawn afresh count per member, else per address (cycling through many cards); kept ones are free.
    image = await shareCardImage(params.id, async () => rateLimit("cardImage", await limitKey(request, context.clientIp)));
  } catch (error) {
    if (error instanceof RateLimitError) return plainError(error);
    throw error;
  }
  const headers = { "Cache-Control": "no-cache", "X-Robots-Tag": "noindex" };
  if (!image) return new Response("No such chart card.", { status: 404, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
  const tags = (request.headers.get("if-none-match") ?? "").split(",").map((tag) => tag.trim());
  if (tags.includes(image.etag)) return new Response(null, { status: 304, headers: { ...headers, ETag: image.etag } });
  return new Response(new Uint8Array(image.png), {
    headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(image.png.length), ETag: image.etag },
  });
}
