import type { Route } from "./+types/admin.users.$id.birth-details";
import { birthDetailsSchema } from "~/schemas/admin";
import { updateBirthDetails } from "~/services/admin.server";
import { requireAdmin } from "~/http/guards.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";

/** PATCH /api/admin/users/{id}/birth-details { birthDate, birthTime, birthPlace, birthLatitude, birthLongitude, regenerateProfile }. */
export async function action({ request, params }: Route.ActionArgs) {
  return apiHandler(async () => {
    const admin = await requireAdmin(request);
    if (request.method !== "PATCH") return methodNotAllowed();
    const input = await parseJson(request, birthDetailsSchema);
    const { regenerated } = await updateBirthDetails(admin, params.id, input);
    return Response.json({ message: "Birth details updated successfully", regenerated });
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  return apiHandler(async () => {
    await requireAdmin(request);
    return methodNotAllowed();
  });
}
