import { data } from "react-router";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/horoscope.sign";
import { SignReading } from "~/components/public/sign-reading";
import { ZoneForm } from "~/components/public/zone-form";
import { PublicHeader } from "~/components/site-header";
import { formatLongDay } from "~/domain/dates";
import { seoMeta } from "~/domain/seo";
import { HttpError } from "~/domain/errors";
import { dailySignHoroscope, signFromParam } from "~/services/sign-horoscope.server";
import { siteOrigin } from "~/services/public-day.server";
import { useRootData } from "~/root-data";
import { loadPublicDay, publicDayAction, zoneFormText } from "./public-day.server";
import { requestLocale } from "~/i18n/request.server";
import { countFreshRender, pageHeaders } from "~/routes/render-limit.server";

// Server-rendered links and one plain form: no framework JavaScript on the page.
// The same document for every visitor without a cookie: sent without a nonce, so a CDN may keep it.
export const handle = { hydrate: false };

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

/** GET /horoscope/{sign} (today in the zone) and /horoscope/{sign}/{yyyy-mm-dd}. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  let sign;
  try {
    sign = signFromParam(params.sign);
  } catch (error) {
    if (error instanceof HttpError) throw data(error.message, { status: 404 });
    throw error;
  }
  await countFreshRender(request, context.clientIp);
  const { day, zoneForm, status, headers } = await loadPublicDay(request, params.date);
  const reading = dailySignHoroscope(sign, day);
  const dated = Boolean(params.date);
  const path = dated ? `/horoscope/${reading.slug}/${day.date}` : `/horoscope/${reading.slug}`;
  const longDay = formatLongDay(day.date);
  const title = dated ? `${sign} horoscope for ${longDay}` : `${sign} horoscope today`;
  const meta = seoMeta({
    origin: siteOrigin(),
    path,
    title,
    description: `${reading.headline}. ${reading.sections[0]!.sentences[0]}`,
    type: "Article",
    breadcrumbs: [
      { name: "Horoscopes", path: "/horoscope" },
      { name: sign, path: `/horoscope/${reading.slug}` },
      ...(dated ? [{ name: longDay, path }] : []),
    ],
    datePublished: day.date,
    feed: { title: `${sign} daily horoscope - Three Skies`, path: `/horoscope/${reading.slug}/rss.xml` },
  });
  return data({ reading, day, longDay, zoneForm, zoneText: zoneFormText(day, requestLocale(request)), meta }, { status, headers });
}

export function headers(args: Route.HeadersArgs) {
  return pageHeaders(args);
}

export async function action({ request }: Route.ActionArgs) {
  return publicDayAction(request);
}

export default function HoroscopeSign({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  const { reading, day, longDay } = loaderData;
  const zoneForm = actionData?.zoneForm ?? loaderData.zoneForm;
  const query = day.zoneSource === "query" ? `?tz=${encodeURIComponent(day.tz)}` : "";
  const base = `/horoscope/${reading.slug}`;
  return (
    <>
      <PublicHeader user={root?.user ?? null} />
      <main id="main" className="mx-auto max-w-3xl px-4 py-10">
        <nav aria-label="Breadcrumb" className="text-sm">
          <Link to="/horoscope" className="link">
            Horoscopes
          </Link>{" "}
          / {reading.sign}
        </nav>
        <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">
          {reading.sign} horoscope {day.when === "today" ? "today" : "for"} <span className="block text-xl font-normal">{longDay}</span>
        </h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {reading.dates} · {reading.element} sign · houses counted from {reading.sign}
        </p>
        <SignReading reading={reading} when={longDay} signedIn={Boolean(root?.user)} />
        <nav aria-label="Other days" className="mt-6 flex flex-wrap gap-3 text-sm">
          {day.previous ? (
            <Link className="btn-outline" to={`${base}/${day.previous}${query}`} rel="prev">
              ← {formatLongDay(day.previous)}
            </Link>
          ) : null}
          {day.next ? (
            <Link className="btn-outline" to={`${base}/${day.next}${query}`} rel="next">
              {formatLongDay(day.next)} →
            </Link>
          ) : null}
          <Link className="btn-ghost" to={`${base}/week/${reading.week}${query}`}>
            This week
          </Link>
          <Link className="btn-ghost" to={`${base}/month/${reading.month}${query}`}>
            This month
          </Link>
        </nav>
        <ZoneForm tz={day.tz} text={loaderData.zoneText} result={zoneForm} />
      </main>
    </>
  );
}
