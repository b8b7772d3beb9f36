import { publicUser } from "~/models/user.server";
import { api } from "../api.server";

/** GET /api/auth/user: the signed-in user, or 401 (signed out, not an error). */
export const loader = api({ guard: "user" }, async ({ user }) => Response.json(publicUser(user), { headers: { "Cache-Control": "private, no-store" } }));
