import { HttpError, parseJson, readJsonObject } from "~/http/responses.server";
import { pushDeviceSchema } from "~/schemas/push";
import { listDevices, removeDevice, subscribeDevice, subscriptionSchema, vapidPublicKey } from "~/services/push.server";
import { api } from "../api.server";

/** GET /api/user/push-subscriptions: the member's subscribed devices and the key browsers subscribe with. */
export const loader = api({ guard: "user" }, async ({ user }) => Response.json({ publicKey: await vapidPublicKey(), devices: await listDevices(user) }));

/**
 * POST { endpoint, keys: { p256dh, auth }, deviceName? } (the browser's PushSubscription JSON):
 * subscribes this browser (201; 200 when it was already the member's, with its keys and name updated).
 * DELETE { id } or { endpoint } (or ?id= / ?endpoint=): removes one of the member's devices (204);
 * another member's or an unknown one is 404.
 */
export const action = api({ method: ["POST", "DELETE"], guard: "user", limit: "write" }, async ({ request, user }) => {
  if (request.method === "POST") {
    const { device, created } = await subscribeDevice(user, await parseJson(request, subscriptionSchema()));
    return Response.json({ device }, { status: created ? 201 : 200 });
  }
  const url = new URL(request.url);
  const body = await readJsonObject(request);
  const which = pushDeviceSchema.safeParse(Object.keys(body).length ? body : { id: url.searchParams.get("id") ?? undefined, endpoint: url.searchParams.get("endpoint") ?? undefined });
  if (!which.success) throw new HttpError(400, which.error.issues[0]!.message);
  await removeDevice(user, which.data);
  return new Response(null, { status: 204 });
});
