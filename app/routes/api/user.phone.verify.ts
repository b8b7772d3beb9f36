import type { Route } from "./+types/user.phone.verify";
import { findUserById, publicUser } from "~/models/user.server";
import { requireUser } from "~/http/guards.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";
import { phoneCodeSchema } from "~/schemas/phone";
import { verifyPhoneCode } from "~/services/phone-verification.server";
import { rateLimit } from "~/services/rate-limit.server";

/** POST /api/user/phone/verify { code }: confirms the saved phone number; daily texts may start. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    const user = await requireUser(request);
    await rateLimit("write", context.clientIp);
    const input = await parseJson(request, phoneCodeSchema);
    await verifyPhoneCode(user, input.code);
    return Response.json({ message: "Phone number confirmed", user: publicUser((await findUserById(user.id))!) });
  });
}

export const loader = () => methodNotAllowed();
