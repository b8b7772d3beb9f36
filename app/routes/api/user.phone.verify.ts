import { findUserById, publicUser } from "~/models/user.server";
import { phoneCodeSchema } from "~/schemas/phone";
import { verifyPhoneCode } from "~/services/phone-verification.server";
import { api, methodNotAllowed } from "../api.server";

/** POST /api/user/phone/verify { code }: confirms the saved phone number; daily texts may start. */
export const action = api({ method: "POST", guard: "user", limit: "write", body: phoneCodeSchema }, async ({ user, body }) => {
  await verifyPhoneCode(user, body.code);
  return Response.json({ message: "Phone number confirmed", user: publicUser((await findUserById(user.id))!) });
});

export const loader = () => methodNotAllowed();
