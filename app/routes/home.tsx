import { data } from "react-router";
import type { Route } from "./+types/home";
import { ChartScreen } from "~/components/chart/chart-page";
import { Landing } from "~/components/landing/landing";
import { getUser, requireOwnPassword, requireUser } from "~/http/guards.server";
import { publicCacheHeaders } from "~/services/blog.server";
import { sampleChart } from "~/services/sample-chart.server";
import { useRootData } from "~/root-data";
import { PAGE_SCRIPTS } from "~/browser/scripts";
import { requestLocale } from "~/i18n/request.server";
import { viewMessages } from "~/i18n/messages.server";
import { pageMeta } from "./localized-page.server";
import { chartPageAction, chartPageStatus, loadChartPage, type ChartActionData } from "./profile.server";

// Neither hydrates: guests get the static landing page, signed-in members the chart screen enhanced by
// the same script as /profile (decision record 004).
export const handle = {
  hydrate: false,
  enhance: (data: unknown) => ((data as { signedIn?: boolean } | undefined)?.signedIn ? PAGE_SCRIPTS.chart : undefined),
};

export const meta: Route.MetaFunction = ({ data }) => (data?.chart ? [{ title: data.chart.pageTitle }] : (data?.meta ?? []));

/** Guests get the landing page, public for the page cache; members the main screen, as /profile (profile.server.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request);
  if (!user) {
    const locale = requestLocale(request);
    const messages = viewMessages(locale, "landing", "astro");
    const meta = pageMeta(locale, "/", messages["landing.title"]!, messages["landing.description"]!);
    return data({ signedIn: false as const, chart: null, sample: sampleChart(), messages, meta }, { headers: publicCacheHeaders(request) });
  }
  requireOwnPassword(request, user);
  const chart = await loadChartPage(request, user, context.clientIp);
  const page = { signedIn: true as const, chart, sample: null, messages: null, meta: null };
  const status = chartPageStatus(chart);
  return status === 200 ? page : data(page, { status });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return chartPageAction(request, await requireUser(request), context.clientIp);
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  if (loaderData.signedIn && loaderData.chart && root?.user) {
    return <ChartScreen user={root.user} loaderData={loaderData.chart} actionData={actionData as ChartActionData | undefined} />;
  }
  return loaderData.sample ? <Landing sample={loaderData.sample} /> : null;
}
