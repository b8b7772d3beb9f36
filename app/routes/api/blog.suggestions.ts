import { suggestTopics } from "~/services/blog.server";
import { api, methodNotAllowed } from "../api.server";

/** GET /api/blog/suggestions (admin): [{ title, rationale, category }], AI when configured, else curated. */
export const loader = api({ guard: "admin" }, async () => Response.json(await suggestTopics(), { headers: { "Cache-Control": "private, no-store" } }));

export const action = () => methodNotAllowed();
