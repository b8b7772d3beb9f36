import { personSchema } from "~/schemas/people";
import { createPerson, listPeopleOf } from "~/services/people.server";
import { api } from "../api.server";

/** GET /api/people: the member's people (Premium; 403 otherwise), starred first. */
export const loader = api({ guard: "user" }, async ({ user }) => Response.json({ people: await listPeopleOf(user) }));

/**
 * POST /api/people { name, relationship, birthDate, birthTime?, birthPlace, birthLatitude,
 * birthLongitude, agreement: true }: keeps a person (201). `agreement` is the member's word that the
 * person agreed to their birth details being kept, as on the form.
 */
export const action = api({ method: "POST", guard: "user", limit: "write", body: personSchema }, async ({ user, body }) =>
  Response.json(await createPerson(user, body), { status: 201 }),
);
