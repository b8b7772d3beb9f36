// The chart page as the server sends it (no JavaScript): ChartScreen prerendered with a loader's data.
import { prerenderToNodeStream } from "react-dom/static";
import { createRoutesStub } from "react-router";
import { ChartScreen } from "~/components/chart/chart-page";
import type { RootUser } from "~/root-data";
import type { ChartPageLoaderData } from "~/routes/profile.server";

const rootUser = { id: "u", email: "ada@example.test", displayName: "Ada", premium: false, isAdmin: false } as unknown as RootUser;

export async function renderChartPage(loaderData: ChartPageLoaderData) {
  const Stub = createRoutesStub([{ path: "/profile", Component: () => <ChartScreen user={rootUser} loaderData={loaderData} actionData={undefined} /> }]);
  const { prelude } = await prerenderToNodeStream(<Stub initialEntries={["/profile"]} />);
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** The visible text of rendered HTML, one space between words. */
export function pageText(html: string) {
  return html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ");
}
