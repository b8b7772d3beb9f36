import type { Route } from "./+types/admin.users.$id.reset-password";
import { adminResetPasswordSchema } from "~/schemas/admin";
import { adminResetPassword } from "~/services/admin.server";
import { requireAdmin } from "~/http/guards.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";

/** PATCH /api/admin/users/{id}/reset-password { newPassword }: min 8; ends the user's sessions. */
export async function action({ request, params }: Route.ActionArgs) {
  return apiHandler(async () => {
    const admin = await requireAdmin(request);
    if (request.method !== "PATCH") return methodNotAllowed();
    const { newPassword } = await parseJson(request, adminResetPasswordSchema);
    await adminResetPassword(admin, params.id, newPassword);
    return Response.json({ message: "Password reset successfully" });
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  return apiHandler(async () => {
    await requireAdmin(request);
    return methodNotAllowed();
  });
}
