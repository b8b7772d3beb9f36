import type { Route } from "./+types/admin.users.$id.admin-status";
import { adminStatusSchema } from "~/schemas/admin";
import { setAdminStatus } from "~/services/admin.server";
import { requireAdmin } from "~/http/guards.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";

/** PATCH /api/admin/users/{id}/admin-status { isAdmin }: 409 on a grant to an admin or a revoke from a non-admin. */
export async function action({ request, params }: Route.ActionArgs) {
  return apiHandler(async () => {
    const admin = await requireAdmin(request);
    if (request.method !== "PATCH") return methodNotAllowed();
    const { isAdmin } = await parseJson(request, adminStatusSchema);
    const user = await setAdminStatus(admin, params.id, isAdmin);
    return Response.json({ message: "Admin status updated", user });
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  return apiHandler(async () => {
    await requireAdmin(request);
    return methodNotAllowed();
  });
}
