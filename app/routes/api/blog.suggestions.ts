import type { Route } from "./+types/blog.suggestions";
import { requireAdmin } from "~/http/guards.server";
import { suggestTopics } from "~/services/blog.server";
import { apiHandler, methodNotAllowed } from "~/http/responses.server";

/** GET /api/blog/suggestions (admin): [{ title, rationale, category }], AI when configured, else curated. */
export async function loader({ request }: Route.LoaderArgs) {
  return apiHandler(async () => {
    await requireAdmin(request);
    const topics = await suggestTopics();
    return Response.json(topics, { headers: { "Cache-Control": "private, no-store" } });
  });
}

export const action = () => methodNotAllowed();
