import { birthDetailsSchema } from "~/schemas/admin";
import { updateBirthDetails } from "~/services/admin.server";
import { api, methodNotAllowed } from "../api.server";

/** PATCH /api/admin/users/{id}/birth-details { birthDate, birthTime, birthPlace, birthLatitude, birthLongitude, regenerateProfile }. */
export const action = api({ guard: "admin", method: "PATCH", body: birthDetailsSchema }, async ({ user, params, body }) => {
  const { regenerated } = await updateBirthDetails(user, params.id, body);
  return Response.json({ message: "Birth details updated successfully", regenerated });
});

export const loader = api({ guard: "admin" }, async () => methodNotAllowed());
