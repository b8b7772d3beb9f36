import type { Route } from "./+types/terms";
import { LegalPage } from "~/components/legal-page";
import { legalPage } from "./legal.server";

// Text only: no framework JavaScript; a guest's page is the same for everyone, so the page cache may keep it.
export const handle = { hydrate: false };

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: `${data.doc.title} - Three Skies` }, { name: "description", content: data.doc.description }] : [];

export const loader = ({ request }: Route.LoaderArgs) => legalPage(request, "terms");

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} />;
}
