import { parseJson } from "~/http/responses.server";
import { pushTestSchema } from "~/schemas/push";
import { sendTestPush } from "~/services/push.server";
import { rateLimit } from "~/services/rate-limit.server";
import { api, methodNotAllowed } from "../api.server";

/**
 * POST /api/user/push-subscriptions/test { id }: a test notification to one of the member's devices.
 * Answers { delivered, removed } (removed: the push service said the subscription is gone); 404 for a
 * device that is not the member's, 502 when the push service refused it.
 */
export const action = api({ method: "POST", guard: "user" }, async ({ request, user }) => {
  await rateLimit("pushTest", user.id);
  const { id } = await parseJson(request, pushTestSchema);
  return Response.json(await sendTestPush(user, id));
});

export const loader = () => methodNotAllowed();
