import type { Route } from "./+types/auth.user";
import { publicUser } from "~/models/user.server";
import { requireUser } from "~/http/guards.server";
import { apiHandler } from "~/http/responses.server";

/** GET /api/auth/user: the signed-in user, or 401 (signed out, not an error). */
export async function loader({ request }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const user = await requireUser(request);
    return Response.json(publicUser(user), { headers: { "Cache-Control": "private, no-store" } });
  });
}
