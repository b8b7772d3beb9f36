import { publicUser } from "~/models/user.server";
import { preferencesSchema } from "~/schemas/preferences";
import { updatePreferences } from "~/services/preferences.server";
import { serializeTheme } from "~/http/theme.server";
import { api, methodNotAllowed } from "../api.server";

/** POST /api/user/preferences: the menu's or the settings' payload (docs/product.md#records), plus timezone and theme. */
export const action = api({ method: "POST", guard: "user", body: preferencesSchema }, async ({ user, body }) => {
  const updated = await updatePreferences(user, body);
  const headers = body.theme ? { "Set-Cookie": await serializeTheme(body.theme) } : undefined;
  return Response.json({ message: "Your preferences have been saved successfully", user: publicUser(updated) }, { headers });
});

export const loader = () => methodNotAllowed();
