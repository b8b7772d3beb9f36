import type { Route } from "./+types/admin.compatibility-stats";
import { statsQuerySchema } from "~/schemas/admin";
import { compatibilityStats } from "~/services/admin.server";
import { requireAdmin } from "~/http/guards.server";
import { apiHandler, HttpError, methodNotAllowed } from "~/http/responses.server";

/** GET /api/admin/compatibility-stats: rows of userId, username, email, reportCount (most reports first). */
export async function loader({ request }: Route.LoaderArgs) {
  return apiHandler(async () => {
    await requireAdmin(request);
    const parsed = statsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "Invalid query");
    return Response.json(await compatibilityStats(parsed.data));
  });
}

export async function action({ request }: Route.ActionArgs) {
  return apiHandler(async () => {
    await requireAdmin(request);
    return methodNotAllowed();
  });
}
