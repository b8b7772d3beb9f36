import { CLEAR_CACHE_HEADER, destroySession } from "~/http/session.server";
import { api, methodNotAllowed } from "../api.server";

/** POST /api/auth/logout: ends the session (a no-op when there is none). */
export const action = api({ method: "POST" }, async ({ request }) => {
  const cookie = await destroySession(request);
  return Response.json({ message: "Logged out" }, { headers: [["Set-Cookie", cookie], CLEAR_CACHE_HEADER] });
});

export const loader = () => methodNotAllowed();
