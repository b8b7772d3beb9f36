import { birthDetailsSchema } from "~/schemas/profile";
import { profileSettingsSchema } from "~/schemas/profile-settings";
import { HttpError, parseJson } from "~/http/responses.server";
import { profileLove } from "~/services/chart-tabs.server";
import { getProfileView, saveProfile, updateProfileSettings } from "~/services/profile.server";
import { solarReturnOf, solarReturnQuery } from "~/services/western-view.server";
import { isPremium } from "~/models/user.server";
import { api } from "../api.server";

export const RETURN_PLACE_PREMIUM = "Casting the solar return at another place is a Premium feature. Upgrade to Premium to choose the place.";
export const RETURN_PLACE_SEARCH = "Search for the place with GET /api/places?q=, then send its display_name, lat and lon as returnName, returnLat and returnLon.";

/**
 * GET /api/profile: the member's profile with `love`; 401 signed out or without a profile (the spec's
 * "401 means none", told apart by the message). Premium may cast `chart.solarReturn` elsewhere (`returnName`,
 * `returnLat`, `returnLon`, as the Birth tab's form).
 */
export const loader = api({ guard: "user" }, async ({ request, user }) => {
  const asked = solarReturnQuery(new URL(request.url).searchParams);
  if (asked.error !== null) throw new HttpError(400, asked.error);
  if (asked.search) throw new HttpError(400, RETURN_PLACE_SEARCH);
  if (asked.place && !isPremium(user)) throw new HttpError(403, RETURN_PLACE_PREMIUM);
  const profile = await getProfileView(user.id);
  if (!profile) throw new HttpError(401, "No astrology profile yet. Send your birth details to create one.");
  const chart = asked.place ? { ...profile.chart, solarReturn: solarReturnOf(profile.chart, asked.place, new Date(), "en") } : profile.chart;
  return Response.json({ ...profile, chart, love: profileLove(profile) });
});

/**
 * PATCH /api/profile (profileSettingsSchema, at least one field): the member's sex and chart conventions
 * (decision 018); 200 with the profile, 404 without one, no regeneration counted.
 * POST /api/profile (birthDetailsSchema): creates the profile (201) or regenerates it (200; free accounts 3 in 30 days).
 */
export const action = api({ method: ["PATCH", "POST"], guard: "user", limit: "write" }, async ({ request, user }) => {
  if (request.method === "PATCH") return Response.json(await updateProfileSettings(user.id, await parseJson(request, profileSettingsSchema)));
  const { profile, created } = await saveProfile(user.id, await parseJson(request, birthDetailsSchema));
  return Response.json(profile, { status: created ? 201 : 200 });
});
