import { fileResponse, jsonFile } from "~/http/responses.server";
import { exportAccountData } from "~/services/data-rights.server";
import { api, methodNotAllowed } from "../api.server";

/** GET /api/user/export: everything held about the signed-in member, as a JSON file. */
export const loader = api({ guard: "user" }, async ({ user }) => {
  const file = await exportAccountData(user);
  return fileResponse(jsonFile(file.filename, file.body));
});

export const action = () => methodNotAllowed();
