import { data } from "react-router";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/horoscope";
import { ZoneForm } from "~/components/public/zone-form";
import { PublicHeader } from "~/components/site-header";
import { textGlyphs } from "~/domain/format";
import { seoMeta } from "~/domain/seo";
import { horoscopeIndex, signWords } from "~/services/sign-horoscope.server";
import { longDay as longDayIn } from "~/i18n/format";
import { localizedPath } from "~/i18n/locales";
import { texts, translator } from "~/i18n/messages.server";
import type enHoroscope from "~/i18n/catalogs/en/horoscope.json";
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
  const locale = requestLocale(request);
  const text = texts<typeof enHoroscope>(locale, "horoscope");
  const signs = horoscopeIndex(day, locale).map((sign) => ({ ...sign, ...signWords(sign, locale) }));
  const meta = seoMeta({
    origin: siteOrigin(),
    path: localizedPath("/horoscope", locale),
    locale,
    home: translator(locale)("frame.home"),
    title: text.indexTitle,
    description: text.indexDescription,
    type: "WebPage",
    breadcrumbs: [{ name: text.breadcrumb, path: localizedPath("/horoscope", locale) }],
  });
  const line = translator(locale)("horoscope.indexLine", { day: longDayIn(day.date, locale) });
  return data({ signs, day, locale, heading: text.indexHeading, line, zoneForm, zoneText: zoneFormText(day, locale), meta }, { status, headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has("cache-control") ? actionHeaders : loaderHeaders);

export const action = async ({ request }: Route.ActionArgs) => publicDayAction(request);

export default function Horoscopes({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  const { signs, day, locale } = loaderData;
  const query = day.zoneSource === "query" ? `?tz=${encodeURIComponent(day.tz)}` : "";
  return (
    <>
      <PublicHeader user={root?.user ?? null} />
      <main id="main" className="mx-auto max-w-5xl px-4 py-10">
        <h1 className="text-3xl font-semibold sm:text-4xl">{loaderData.heading}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{loaderData.line}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {signs.map((sign) => (
            <li key={sign.slug} className="card">
              <h2 className="text-lg font-semibold">
                <Link to={localizedPath(`/horoscope/${sign.slug}${query}`, locale)} className="link">
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
