import type { Route } from "./+types/people.$id.report";
import { requireUser } from "~/http/guards.server";
import { apiHandler, methodNotAllowed } from "~/http/responses.server";
import { personReport } from "~/services/people.server";

/** GET /api/people/{id}/report: the compatibility report with that person, in POST /api/compatibility's shape. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const user = await requireUser(request);
    return Response.json((await personReport(user, params.id)).report);
  });
}

export const action = () => methodNotAllowed();
