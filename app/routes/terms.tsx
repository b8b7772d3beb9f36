import { data } from "react-router";
import type { Route } from "./+types/terms";
import { LegalPage } from "~/components/legal-page";
import { env } from "~/env.server";
import { PLANS } from "~/schemas/billing";
import { publicCacheHeaders } from "~/services/blog.server";

// Text only: no framework JavaScript; the same page for everyone, so the page cache may keep it.
export const handle = { hydrate: false };

/** When these terms last changed in substance. */
export const TERMS_UPDATED = "2026-11-25";

export const meta: Route.MetaFunction = () => [
  { title: "Terms of Service - Three Skies" },
  { name: "description", content: "The terms of using Three Skies: your account, Premium and its billing, fair use, and what astrology readings are and are not." },
];

export const loader = async ({ request }: Route.LoaderArgs) => data({ supportEmail: env().SUPPORT_EMAIL }, { headers: publicCacheHeaders(request) });

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPage page="terms" title="Terms of Service" updated={TERMS_UPDATED} mail={loaderData.supportEmail} values={{ monthly: PLANS.monthly.price, yearly: PLANS.yearly.price }} />;
}
