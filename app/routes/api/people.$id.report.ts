import { personReport } from "~/services/people.server";
import { api, methodNotAllowed } from "../api.server";

/** GET /api/people/{id}/report: the compatibility report with that person, in POST /api/compatibility's shape. */
export const loader = api({ guard: "user" }, async ({ user, params }) => Response.json((await personReport(user, params.id)).report));

export const action = () => methodNotAllowed();
