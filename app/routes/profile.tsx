import type { Route } from "./+types/profile";
import { ChartScreen } from "~/components/chart/chart-page";
import { requireUser } from "~/http/guards.server";
import { ensurePrimary } from "~/litefs.server";
import { chartPageLoader, type ChartActionData } from "~/services/chart-page.server";
import { chartPageActionResponse, readVedicStyle } from "~/http/vedic-style.server";
import { useRootData } from "~/root-data";
import type { MemberCacheHandle } from "~/http/member-cache.server";

/** Sent again to its member while nothing in the database has changed (server/member-cache.ts). */
export const handle: MemberCacheHandle = { memberCache: true };

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.view === "onboarding" ? "Your Birth Details - Three Skies" : "Your Natal Chart - Three Skies" },
  { name: "description", content: "Your natal chart: Western, Chinese and Vedic readings, a chart wheel and daily guidance." },
];

/** The natal chart page (signed in); the onboarding form when there is no profile yet. */
export async function loader({ request }: Route.LoaderArgs) {
  // The Daily tab stores the day's text on its first view, a write: a replica sends it to the primary.
  if (new URL(request.url).searchParams.get("tab") === "daily") await ensurePrimary(request);
  return chartPageLoader(await requireUser(request), new URL(request.url), await readVedicStyle(request));
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  return chartPageActionResponse(user, request, context.clientIp);
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const user = useRootData()?.user;
  if (!user) return null;
  return <ChartScreen user={user} loaderData={loaderData} actionData={actionData as ChartActionData | undefined} />;
}
