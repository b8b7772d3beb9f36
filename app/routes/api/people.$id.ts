import type { Route } from "./+types/people.$id";
import { requireUser } from "~/http/guards.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";
import { personUpdateSchema } from "~/schemas/people";
import { changePerson, getPerson, removePerson } from "~/services/people.server";
import { rateLimit } from "~/services/rate-limit.server";

/** GET /api/people/{id}: one of the member's people; another member's id is 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const user = await requireUser(request);
    return Response.json(await getPerson(user, params.id));
  });
}

/** PATCH /api/people/{id} (any field, the place with its coordinates, `starred`) and DELETE. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed();
  return apiHandler(async () => {
    const user = await requireUser(request);
    await rateLimit("write", context.clientIp);
    if (request.method === "DELETE") {
      await removePerson(user, params.id);
      return new Response(null, { status: 204 });
    }
    return Response.json(await changePerson(user, params.id, await parseJson(request, personUpdateSchema)));
  });
}
