import { parseJson } from "~/http/responses.server";
import { personUpdateSchema } from "~/schemas/people";
import { changePerson, getPerson, removePerson } from "~/services/people.server";
import { api } from "../api.server";

/** GET /api/people/{id}: one of the member's people; another member's id is 404. */
export const loader = api({ guard: "user" }, async ({ user, params }) => Response.json(await getPerson(user, params.id)));

/** PATCH /api/people/{id} (any field, the place with its coordinates, `starred`) and DELETE. */
export const action = api({ method: ["PATCH", "DELETE"], guard: "user", limit: "write" }, async ({ request, user, params }) => {
  if (request.method === "DELETE") {
    await removePerson(user, params.id);
    return new Response(null, { status: 204 });
  }
  return Response.json(await changePerson(user, params.id, await parseJson(request, personUpdateSchema)));
});
