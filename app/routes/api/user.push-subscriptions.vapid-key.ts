import { vapidPublicKey } from "~/services/push.server";
import { api, methodNotAllowed } from "../api.server";

/** GET /api/user/push-subscriptions/vapid-key: { publicKey }, the `applicationServerKey` to subscribe with. */
export const loader = api({ guard: "user" }, async () => Response.json({ publicKey: await vapidPublicKey() }));

export const action = () => methodNotAllowed();
