import { birthDetailsSchema } from "~/schemas/profile";
import { profileSettingsSchema } from "~/schemas/profile-settings";
import { HttpError, parseJson } from "~/http/responses.server";
import { profileLove } from "~/services/chart-tabs.server";
import { getProfileView, saveProfile, updateProfileSettings } from "~/services/profile.server";
import { solarReturnAt, solarReturnQuery } from "~/services/western-view.server";
import { isPremium } from "~/models/user.server";
import { api } from "../api.server";

export const RETURN_PLACE_PREMIUM = "Casting the solar return at another place is a Premium feature. Upgrade to Premium to choose the place.";
export const RETURN_PLACE_SEARCH = "Search for the place with GET /api/places?q=, then send its display_name, lat and lon as returnName, returnLat and returnLon.";

/**
 * GET /api/profile: the signed-in user's astrology profile (with `love`, the Love tab's reading); 401
 * signed out and 401 without a profile (the spec's contract: "401 means none"), with a message that
 * tells the two apart. `chart.solarReturn` is cast at the birth place, or for Premium at the place
 * given as the Birth tab's form gives it (`returnName`, `returnLat`, `returnLon`; 400 with the
 * form's message for a bad one, 403 for a free account).
 */
export const loader = api({ guard: "user" }, async ({ request, user }) => {
  const asked = solarReturnQuery(new URL(request.url).searchParams);
  if (asked.error !== null) throw new HttpError(400, asked.error);
  if (asked.search) throw new HttpError(400, RETURN_PLACE_SEARCH);
  if (asked.place && !isPremium(user)) throw new HttpError(403, RETURN_PLACE_PREMIUM);
  const profile = await getProfileView(user.id);
  if (!profile) throw new HttpError(401, "No astrology profile yet. Send your birth details to create one.");
  const chart = asked.place ? { ...profile.chart, solarReturn: solarReturnAt(profile, asked.place) } : profile.chart;
  return Response.json({ ...profile, chart, love: profileLove(profile) });
});

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
export const action = api({ method: ["PATCH", "POST"], guard: "user", limit: "write" }, async ({ request, user }) => {
  if (request.method === "PATCH") return Response.json(await updateProfileSettings(user.id, await parseJson(request, profileSettingsSchema)));
  const { profile, created } = await saveProfile(user.id, await parseJson(request, birthDetailsSchema));
  return Response.json(profile, { status: created ? 201 : 200 });
});
