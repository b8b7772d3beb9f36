import { adminStatusSchema } from "~/schemas/admin";
import { setAdminStatus } from "~/services/admin.server";
import { api, methodNotAllowed } from "../api.server";

/** PATCH /api/admin/users/{id}/admin-status { isAdmin }: 409 on a grant to an admin or a revoke from a non-admin. */
export const action = api({ guard: "admin", method: "PATCH", body: adminStatusSchema }, async ({ user: admin, params, body }) => {
  const user = await setAdminStatus(admin, params.id, body.isAdmin);
  return Response.json({ message: "Admin status updated", user });
});

export const loader = api({ guard: "admin" }, async () => methodNotAllowed());
