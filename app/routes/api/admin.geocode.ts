import type { Route } from "./+types/admin.geocode";
import { geocodeSchema } from "~/schemas/admin";
import { adminGeocode } from "~/services/admin.server";
import { requireAdmin } from "~/http/guards.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";

/** POST /api/admin/geocode { location } → { latitude, longitude, display_name }; 404 when nothing matches. */
export async function action({ request }: Route.ActionArgs) {
  return apiHandler(async () => {
    await requireAdmin(request);
    if (request.method !== "POST") return methodNotAllowed();
    const { location } = await parseJson(request, geocodeSchema);
    return Response.json(await adminGeocode(location));
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  return apiHandler(async () => {
    await requireAdmin(request);
    return methodNotAllowed();
  });
}
