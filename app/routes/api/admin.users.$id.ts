import type { Route } from "./+types/admin.users.$id";
import { deleteUser } from "~/services/admin.server";
import { requireAdmin } from "~/http/guards.server";
import { apiHandler, methodNotAllowed } from "~/http/responses.server";

/** DELETE /api/admin/users/{id}: cancels an active subscription and removes the user's data. */
export async function action({ request, params }: Route.ActionArgs) {
  return apiHandler(async () => {
    const admin = await requireAdmin(request);
    if (request.method !== "DELETE") return methodNotAllowed();
    const user = await deleteUser(admin, params.id);
    return Response.json({ message: "User deleted successfully", user });
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  return apiHandler(async () => {
    await requireAdmin(request);
    return methodNotAllowed();
  });
}
