import type { Route } from "./+types/user";
import { requireUser } from "~/http/guards.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";
import { destroySession } from "~/http/session.server";
import { deleteAccountSchema } from "~/schemas/account";
import { deleteAccount } from "~/services/data-rights.server";
import { rateLimit } from "~/services/rate-limit.server";

/** DELETE /api/user { password }: deletes the signed-in member's account for good and signs out. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed();
  return apiHandler(async () => {
    const user = await requireUser(request);
    await rateLimit("auth", context.clientIp);
    const input = await parseJson(request, deleteAccountSchema);
    await deleteAccount(user, input, "api");
    return Response.json({ message: "Your account has been deleted" }, { headers: { "Set-Cookie": await destroySession(request) } });
  });
}

export const loader = () => methodNotAllowed();
