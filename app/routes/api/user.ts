import { destroySession } from "~/http/session.server";
import { deleteAccountSchema } from "~/schemas/account";
import { deleteAccount } from "~/services/data-rights.server";
import { api, methodNotAllowed } from "../api.server";

/** DELETE /api/user { password }: deletes the signed-in member's account for good and signs out. */
export const action = api({ method: "DELETE", guard: "user", limit: "auth", body: deleteAccountSchema }, async ({ request, user, body }) => {
  await deleteAccount(user, body, "api");
  return Response.json({ message: "Your account has been deleted" }, { headers: { "Set-Cookie": await destroySession(request) } });
});

export const loader = () => methodNotAllowed();
