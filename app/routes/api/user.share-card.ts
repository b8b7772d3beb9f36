import { parseJson } from "~/http/responses.server";
import { shareCardSchema } from "~/schemas/share-card";
import { getShareCard, publishShareCard, unpublishShareCard } from "~/services/share-card.server";
import { api } from "../api.server";

/** GET /api/user/share-card: the member's published card (`card` is null when there is none). */
export const loader = api({ guard: "user" }, async ({ user }) => Response.json({ card: await getShareCard(user) }));

/**
 * PUT /api/user/share-card { displayName, showDate?, showTime?, showPlace? }: publishes the card
 * (201) or updates it (200, a new version); a fact left out stays hidden. DELETE unpublishes it (204;
 * 404 when there is none). The same schema and service as the form in Settings.
 */
export const action = api({ method: ["PUT", "DELETE"], guard: "user", limit: "write" }, async ({ request, user }) => {
  if (request.method === "DELETE") {
    await unpublishShareCard(user);
    return new Response(null, { status: 204 });
  }
  const { card, created } = await publishShareCard(user, await parseJson(request, shareCardSchema));
  return Response.json({ card }, { status: created ? 201 : 200 });
});
