import { data } from "react-router";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/horoscope";
import { ZoneForm } from "~/components/public/zone-form";
import { PublicHeader } from "~/components/site-header";
import { formatLongDay } from "~/domain/dates";
import { textGlyphs } from "~/domain/format";
import { seoMeta } from "~/domain/seo";
import { horoscopeIndex } from "~/services/sign-horoscope.server";
import { siteOrigin } from "~/services/public-day.server";
import { useRootData } from "~/root-data";
import { loadPublicDay, publicDayAction, zoneFormText } from "./public-day.server";
import { requestLocale } from "~/i18n/request.server";

// The same document for every visitor without a cookie: sent without a nonce, so a CDN may keep it.
export const handle = { hydrate: false };

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

/** GET /horoscope: the twelve signs, each with the headline of its day. */
export async function loader({ request }: Route.LoaderArgs) {
  const { day, zoneForm, status, headers } = await loadPublicDay(request);
  const signs = horoscopeIndex(day);
  const meta = seoMeta({
    origin: siteOrigin(),
    path: "/horoscope",
    title: "Daily horoscopes for all twelve signs",
    description: "Today's horoscope for every sign, written from the real sky: the Moon's path through your houses, its aspects, ingresses, stations and lunations, to the minute.",
    type: "WebPage",
    breadcrumbs: [{ name: "Horoscopes", path: "/horoscope" }],
  });
  return data({ signs, day, longDay: formatLongDay(day.date), zoneForm, zoneText: zoneFormText(day, requestLocale(request)), meta }, { status, headers });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("cache-control") ? actionHeaders : loaderHeaders;
}

export async function action({ request }: Route.ActionArgs) {
  return publicDayAction(request);
}

export default function Horoscopes({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  const { signs, day, longDay } = loaderData;
  const query = day.zoneSource === "query" ? `?tz=${encodeURIComponent(day.tz)}` : "";
  return (
    <>
      <PublicHeader user={root?.user ?? null} />
      <main id="main" className="mx-auto max-w-5xl px-4 py-10">
        <h1 className="text-3xl font-semibold sm:text-4xl">Daily horoscopes</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {longDay}: each sign's day, counted from the sign as its first house and written from the sky itself.
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {signs.map((sign) => (
            <li key={sign.slug} className="card">
              <h2 className="text-lg font-semibold">
                <Link to={`/horoscope/${sign.slug}${query}`} className="link">
                  <span aria-hidden="true">{textGlyphs(sign.symbol)} </span>
                  {sign.sign}
                </Link>
              </h2>
              <p className="text-xs text-slate-600 dark:text-slate-400">{sign.dates}</p>
              <p className="mt-2 text-sm">{sign.headline}</p>
            </li>
          ))}
        </ul>
        <ZoneForm tz={day.tz} text={loaderData.zoneText} result={actionData?.zoneForm ?? loaderData.zoneForm} />
      </main>
    </>
  );
}
