import { addUserSchema, userSearchSchema } from "~/schemas/admin";
import { addUser, searchUsers } from "~/services/admin.server";
import { parseQuery } from "~/http/responses.server";
import { api } from "../api.server";

/**
 * GET /api/admin/users?q=&offset=&limit=: id, email, firstName, lastName, isAdmin, emailVerified — the first 100 by
 * default, searched by email or name prefix. The answer is the list (docs/product.md#api); `X-Has-More` says
 * whether another page follows.
 */
export const loader = api({ guard: "admin" }, async ({ request }) => {
  const { users, hasMore } = await searchUsers(parseQuery(request, userSearchSchema));
  return Response.json(users, { headers: { "X-Has-More": String(hasMore) } });
});

/** POST /api/admin/users { email, firstName, lastName, birthDate, birthTime, birthPlace } → tempPassword. */
export const action = api({ guard: "admin", method: "POST", body: addUserSchema }, async ({ user: admin, body }) => {
  const { user, tempPassword } = await addUser(admin, body);
  return Response.json({ message: "User created successfully", user, tempPassword }, { status: 201, headers: { "Cache-Control": "no-store" } });
});
