import type { Route } from "./+types/admin.users";
import { addUserSchema, userSearchSchema } from "~/schemas/admin";
import { addUser, searchUsers } from "~/services/admin.server";
import { requireAdmin } from "~/http/guards.server";
import { apiHandler, HttpError, methodNotAllowed, parseJson } from "~/http/responses.server";

/**
 * GET /api/admin/users?q=&offset=&limit=: id, email, firstName, lastName, isAdmin, emailVerified — the first 100 by
 * default, searched by email or name prefix. The answer is the list (docs/product.md#api); `X-Has-More` says
 * whether another page follows.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return apiHandler(async () => {
    await requireAdmin(request);
    const params = Object.fromEntries(new URL(request.url).searchParams);
    const parsed = userSearchSchema.safeParse(params);
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "Invalid query");
    const { users, hasMore } = await searchUsers(parsed.data);
    return Response.json(users, { headers: { "X-Has-More": String(hasMore) } });
  });
}

/** POST /api/admin/users { email, firstName, lastName, birthDate, birthTime, birthPlace } → tempPassword. */
export async function action({ request }: Route.ActionArgs) {
  return apiHandler(async () => {
    const admin = await requireAdmin(request);
    if (request.method !== "POST") return methodNotAllowed();
    const input = await parseJson(request, addUserSchema);
    const { user, tempPassword } = await addUser(admin, input);
    return Response.json({ message: "User created successfully", user, tempPassword }, { status: 201, headers: { "Cache-Control": "no-store" } });
  });
}
