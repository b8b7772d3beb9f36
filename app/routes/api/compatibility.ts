import { requirePremium } from "~/http/guards.server";
import { compatibilitySchema } from "~/schemas/profile";
import { generateCompatibility, PREMIUM_REQUIRED } from "~/services/compatibility.server";
import { api, methodNotAllowed } from "../api.server";

/**
 * POST /api/compatibility { partnerName, partnerBirthDate, partnerBirthTime, partnerBirthPlace,
 * partnerBirthLatitude, partnerBirthLongitude }: premium only (403 otherwise). Answers the plain-text
 * `report` and the structured result (Western synastry, Chinese relation, Guna Milan "N/36", Manglik).
 */
export const action = api(
  { method: "POST", guard: (request: Request) => requirePremium(request, PREMIUM_REQUIRED), limit: "compatibility", body: compatibilitySchema },
  async ({ user, body }) => Response.json((await generateCompatibility(user, body)).report),
);

export const loader = () => methodNotAllowed();
