import type { Route } from "./+types/user.export";
import { requireUser } from "~/http/guards.server";
import { apiHandler, jsonFileResponse, methodNotAllowed } from "~/http/responses.server";
import { exportAccountData } from "~/services/data-rights.server";

/** GET /api/user/export: everything held about the signed-in member, as a JSON file. */
export async function loader({ request }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const user = await requireUser(request);
    const file = await exportAccountData(user);
    return jsonFileResponse(file.filename, file.body);
  });
}

export const action = () => methodNotAllowed();
