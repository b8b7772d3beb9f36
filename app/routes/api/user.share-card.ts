import type { Route } from "./+types/user.share-card";
import { requireUser } from "~/http/guards.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";
import { shareCardSchema } from "~/schemas/share-card";
import { rateLimit } from "~/services/rate-limit.server";
import { getShareCard, publishShareCard, unpublishShareCard } from "~/services/share-card.server";

/** GET /api/user/share-card: the member's published card (`card` is null when there is none). */
export async function loader({ request }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const user = await requireUser(request);
    return Response.json({ card: await getShareCard(user) });
  });
}

/**
 * PUT /api/user/share-card { displayName, showDate?, showTime?, showPlace? }: publishes the card
 * (201) or updates it (200, a new version); a fact left out stays hidden. DELETE unpublishes it (204;
 * 404 when there is none). The same schema and service as the form in Settings.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "PUT" && request.method !== "DELETE") return methodNotAllowed();
  return apiHandler(async () => {
    const user = await requireUser(request);
    await rateLimit("write", context.clientIp);
    if (request.method === "DELETE") {
      await unpublishShareCard(user);
      return new Response(null, { status: 204 });
    }
    const { card, created } = await publishShareCard(user, await parseJson(request, shareCardSchema));
    return Response.json({ card }, { status: created ? 201 : 200 });
  });
}
