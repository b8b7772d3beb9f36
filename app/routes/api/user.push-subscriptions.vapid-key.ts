import type { Route } from "./+types/user.push-subscriptions.vapid-key";
import { requireUser } from "~/http/guards.server";
import { apiHandler, methodNotAllowed } from "~/http/responses.server";
import { vapidPublicKey } from "~/services/push.server";

/** GET /api/user/push-subscriptions/vapid-key: { publicKey }, the `applicationServerKey` to subscribe with. */
export async function loader({ request }: Route.LoaderArgs) {
  return apiHandler(async () => {
    await requireUser(request);
    return Response.json({ publicKey: await vapidPublicKey() });
  });
}

export const action = () => methodNotAllowed();
