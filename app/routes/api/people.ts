import type { Route } from "./+types/people";
import { requireUser } from "~/http/guards.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";
import { personSchema } from "~/schemas/people";
import { createPerson, listPeopleOf } from "~/services/people.server";
import { rateLimit } from "~/services/rate-limit.server";

/** GET /api/people: the member's people (Premium; 403 otherwise), starred first. */
export async function loader({ request }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const user = await requireUser(request);
    return Response.json({ people: await listPeopleOf(user) });
  });
}

/**
 * POST /api/people { name, relationship, birthDate, birthTime?, birthPlace, birthLatitude,
 * birthLongitude, agreement: true }: keeps a person (201). `agreement` is the member's word that the
 * person agreed to their birth details being kept, as on the form.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    const user = await requireUser(request);
    await rateLimit("write", context.clientIp);
    const input = await parseJson(request, personSchema);
    return Response.json(await createPerson(user, input), { status: 201 });
  });
}
