// The chart page as the server sends it (no JavaScript): ChartScreen prerendered with a loader's data.
import { viewMessages } from "~/i18n/messages.server";
import { ServerCatalogs } from "~/i18n/text-context";
import { prerenderToNodeStream } from "react-dom/static";
import { createRoutesStub } from "react-router";
import { ChartScreen } from "~/components/chart/chart-page";
import type { RootUser } from "~/root-data";
import type { ChartActionData, ChartPageLoaderData } from "~/routes/profile.server";
import * as cardRoute from "~/routes/share-card";
import { Client, json } from "./routes";

const rootUser = { id: "u", email: "ada@example.test", displayName: "Ada", premium: false, isAdmin: false } as unknown as RootUser;

export async function renderChartPage(loaderData: ChartPageLoaderData, actionData?: ChartActionData) {
  const Stub = createRoutesStub([{ path: "/profile", Component: () => <ChartScreen user={rootUser} loaderData={loaderData} actionData={actionData} /> }]);
  // The catalogs' lookup, as the document renderer hands it to pages that never hydrate (app/entry.server.tsx).
  const { prelude } = await prerenderToNodeStream(
    <ServerCatalogs.Provider value={viewMessages}>
      <Stub initialEntries={["/profile"]} />
    </ServerCatalogs.Provider>,
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** The visible text of rendered HTML, one space between words. */
export function pageText(html: string) {
  return html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ");
}

/** A share card page (/c/:id) as `client` reads it: the status, the loader's data and the server-rendered HTML. */
export async function visitCard<T>(id: string, client = new Client()) {
  const response = await client.call(cardRoute, `/c/${id}`, { params: { id } });
  if (response.status !== 200) return { response, data: null, html: "" };
  const data = await json<T>(response);
  const Page = cardRoute.default as unknown as (props: { loaderData: T }) => React.ReactNode;
  const Stub = createRoutesStub([{ path: "/c/:id", Component: () => <Page loaderData={data} /> }]);
  const { prelude } = await prerenderToNodeStream(<Stub initialEntries={[`/c/${id}`]} />);
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return { response, data, html };
}
