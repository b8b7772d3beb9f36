import type { Route } from "./+types/user.phone.code";
import { requireUser } from "~/http/guards.server";
import { apiHandler, methodNotAllowed } from "~/http/responses.server";
import { CODE_SENT, sendPhoneCode } from "~/services/phone-verification.server";

/** POST /api/user/phone/code: texts a new code to the saved phone number (the old one stops working). */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    const user = await requireUser(request);
    await sendPhoneCode(user);
    return Response.json({ message: CODE_SENT });
  });
}

export const loader = () => methodNotAllowed();
