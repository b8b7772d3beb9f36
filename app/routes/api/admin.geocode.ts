import { geocodeSchema } from "~/schemas/admin";
import { adminGeocode } from "~/services/admin.server";
import { api, methodNotAllowed } from "../api.server";

/** POST /api/admin/geocode { location } → { latitude, longitude, display_name }; 404 when nothing matches. */
export const action = api({ guard: "admin", method: "POST", body: geocodeSchema }, async ({ body }) => Response.json(await adminGeocode(body.location)));

export const loader = api({ guard: "admin" }, async () => methodNotAllowed());
