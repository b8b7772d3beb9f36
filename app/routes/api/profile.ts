import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { birthDetailsSchema } from "~/schemas/profile";
import { profileSettingsSchema } from "~/schemas/profile-settings";
import { requireUser } from "~/http/guards.server";
import { apiHandler, HttpError, methodNotAllowed, parseJson } from "~/http/responses.server";
import { profileLove } from "~/services/chart-tabs.server";
import { rateLimit } from "~/services/rate-limit.server";
import { getProfileView, saveProfile, updateProfileSettings } from "~/services/profile.server";

/** GET /api/profile: the signed-in user's astrology profile (with `love`, the Love tab's reading); 401 signed out and 401 without a profile (the spec's
 * contract: "401 means none"), with a message that tells the two apart. */
export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    const user = await requireUser(request);
    const profile = await getProfileView(user.id);
    if (!profile) throw new HttpError(401, "No astrology profile yet. Send your birth details to create one.");
    return Response.json({ ...profile, love: profileLove(profile) });
  });
}

/**
 * PATCH /api/profile { sex?: "female" | "male" | "none" | null, baziHour?: "clock" | "solar",
 * dayStart?: "00:00" | "23:00", ayanamsa?: "lahiri" | "krishnamurti" | "raman" | "true-chitrapaksha",
 * node?: "mean" | "true", dashaYearDays?: 365.25 | 365.2564 | 360 } (at least one): sets or clears the
 * member's sex (the luck pillars' direction needs it) and sets the chart conventions (decision 018;
 * a changed one recomputes the chart, shown in `chart.conventions`); 200 with the profile, 400 for an
 * unknown value, 404 without a profile. No regeneration is counted.
 *
 * POST /api/profile { birthDate, birthTime, birthPlace, birthLatitude, birthLongitude, regenerateProfile?,
 * timeChoice? }: creates the profile (201) or regenerates it (200; free accounts 3 times in 30 days).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method === "PATCH") {
    return apiHandler(async () => {
      const user = await requireUser(request);
      await rateLimit("write", context.clientIp);
      return Response.json(await updateProfileSettings(user.id, await parseJson(request, profileSettingsSchema)));
    });
  }
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    const user = await requireUser(request);
    await rateLimit("write", context.clientIp);
    const input = await parseJson(request, birthDetailsSchema);
    const { profile, created } = await saveProfile(user.id, input);
    return Response.json(profile, { status: created ? 201 : 200 });
  });
}
