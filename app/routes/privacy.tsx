import { data } from "react-router";
import type { Route } from "./+types/privacy";
import { LegalPage } from "~/components/legal-page";
import { env } from "~/env.server";
import { publicCacheHeaders } from "~/services/blog.server";

// Text only: no framework JavaScript; the same page for everyone, so the page cache may keep it.
export const handle = { hydrate: false };

/** When this text last changed in substance. */
export const PRIVACY_UPDATED = "2026-11-27";

export const meta: Route.MetaFunction = () => [
  { title: "Privacy Policy - Three Skies" },
  { name: "description", content: "What Three Skies keeps about you, why, which providers receive it, how long it is kept and how to download or delete it." },
];

export const loader = async ({ request }: Route.LoaderArgs) => data({ supportEmail: env().SUPPORT_EMAIL }, { headers: publicCacheHeaders(request) });

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPage page="privacy" title="Privacy Policy" updated={PRIVACY_UPDATED} mail={loaderData.supportEmail} />;
}
