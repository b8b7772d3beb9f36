import { CODE_SENT, sendPhoneCode } from "~/services/phone-verification.server";
import { api, methodNotAllowed } from "../api.server";

/** POST /api/user/phone/code: texts a new code to the saved phone number (the old one stops working). */
export const action = api({ method: "POST", guard: "user" }, async ({ user }) => {
  await sendPhoneCode(user);
  return Response.json({ message: CODE_SENT });
});

export const loader = () => methodNotAllowed();
