import { deleteUser } from "~/services/admin.server";
import { api, methodNotAllowed } from "../api.server";

/** DELETE /api/admin/users/{id}: cancels an active subscription and removes the user's data. */
export const action = api({ guard: "admin", method: "DELETE" }, async ({ user: admin, params }) => {
  const user = await deleteUser(admin, params.id);
  return Response.json({ message: "User deleted successfully", user });
});

export const loader = api({ guard: "admin" }, async () => methodNotAllowed());
