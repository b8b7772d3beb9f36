import { statsQuerySchema } from "~/schemas/admin";
import { compatibilityStats } from "~/services/admin.server";
import { parseQuery } from "~/http/responses.server";
import { api, methodNotAllowed } from "../api.server";

/** GET /api/admin/compatibility-stats: rows of userId, username, email, reportCount (most reports first). */
export const loader = api({ guard: "admin" }, async ({ request }) => Response.json(await compatibilityStats(parseQuery(request, statsQuerySchema))));

export const action = api({ guard: "admin" }, async () => methodNotAllowed());
