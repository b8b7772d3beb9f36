import { isPremium } from "~/models/user.server";
import { forecastForUser, parseMonths } from "~/services/forecast.server";
import { api, methodNotAllowed } from "../api.server";

/**
 * GET /api/forecast?months=N: the year ahead, `{ from, months, events }` sorted by date (transits of
 * Jupiter to Pluto to the natal points, stations, ingresses, lunations with eclipses). N from 1 to 12
 * (Free) or 24 (Premium), default 12; 400 otherwise, 401 signed out, 404 without a natal chart.
 */
export const loader = api({ guard: "user" }, async ({ request, user }) => {
  const months = parseMonths(new URL(request.url).searchParams.get("months"), isPremium(user));
  return Response.json(await forecastForUser(user.id, months));
});

export const action = () => methodNotAllowed();
