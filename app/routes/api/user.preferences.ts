import type { Route } from "./+types/user.preferences";
import { publicUser } from "~/models/user.server";
import { preferencesSchema } from "~/schemas/preferences";
import { requireUser } from "~/http/guards.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";
import { updatePreferences } from "~/services/preferences.server";
import { serializeTheme } from "~/http/theme.server";

/** POST /api/user/preferences: the menu's or the settings' payload (docs/product.md#records), plus timezone and theme. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    const user = await requireUser(request);
    const input = await parseJson(request, preferencesSchema);
    const updated = await updatePreferences(user, input);
    const headers = input.theme ? { "Set-Cookie": await serializeTheme(input.theme) } : undefined;
    return Response.json({ message: "Your preferences have been saved successfully", user: publicUser(updated) }, { headers });
  });
}

export const loader = () => methodNotAllowed();
