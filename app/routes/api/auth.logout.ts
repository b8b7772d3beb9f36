import type { Route } from "./+types/auth.logout";
import { apiHandler, methodNotAllowed } from "~/http/responses.server";
import { CLEAR_CACHE_HEADER, destroySession } from "~/http/session.server";

/** POST /api/auth/logout: ends the session (a no-op when there is none). */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    const cookie = await destroySession(request);
    return Response.json({ message: "Logged out" }, { headers: [["Set-Cookie", cookie], CLEAR_CACHE_HEADER] });
  });
}

export const loader = () => methodNotAllowed();
