import type { Route } from "./+types/profile";
import { data } from "react-router";
import { ChartScreen } from "~/components/chart/chart-page";
import { requireUser } from "~/http/guards.server";
import { useRootData } from "~/root-data";
import { PAGE_SCRIPTS } from "~/browser/scripts";
import { chartPageAction, chartPageStatus, loadChartPage, type ChartActionData } from "./profile.server";

// Served without the framework's JavaScript; app/browser/enhance-chart.ts adds the page's behaviour (decision record 004).
export const handle = { hydrate: false, enhance: PAGE_SCRIPTS.chart };

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.pageTitle },
  { name: "description", content: data?.description },
];

/** The natal chart page (signed in); the onboarding form when there is no profile yet. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadChartPage(request, await requireUser(request), context.clientIp);
  // A solar-return place the Birth tab cannot read, a report address that is not valid: the page shows why, with its 4xx.
  const status = chartPageStatus(page);
  return status === 200 ? page : data(page, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  return chartPageAction(request, await requireUser(request), context.clientIp);
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const user = useRootData()?.user;
  if (!user) return null;
  return <ChartScreen user={user} loaderData={loaderData} actionData={actionData as ChartActionData | undefined} />;
}
