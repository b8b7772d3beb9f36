import { data } from "react-router";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/horoscope.sign";
import { SignReading } from "~/components/public/sign-reading";
import { ZoneForm } from "~/components/public/zone-form";
import { PublicHeader } from "~/components/site-header";
import { seoMeta } from "~/domain/seo";
import { dailySignHoroscope, readingSummary, signFromParam, signWords } from "~/services/sign-horoscope.server";
import { longDay as longDayIn } from "~/i18n/format";
import { localizedPath } from "~/i18n/locales";
import { texts, translator } from "~/i18n/messages.server";
import type enHoroscope from "~/i18n/catalogs/en/horoscope.json";
import { siteOrigin } from "~/services/public-day.server";
import { useRootData } from "~/root-data";
import { loadPublicDay, publicDayAction, zoneFormText } from "./public-day.server";
import { errorPage, unlessRefused } from "./refusals.server";
import { requestLocale } from "~/i18n/request.server";
import { countFreshRender, pageHeaders } from "~/routes/render-limit.server";

// No framework JavaScript (decision 004); the same document for every visitor without a cookie: sent without a nonce, so a CDN may keep it.
export const handle = { hydrate: false };

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

/** GET /horoscope/{sign} (today in the zone) and /horoscope/{sign}/{yyyy-mm-dd}. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const sign = await unlessRefused(async () => signFromParam(params.sign), errorPage);
  await countFreshRender(request, context.clientIp);
  const { day, zoneForm, status, headers } = await loadPublicDay(request, params.date);
  const locale = requestLocale(request);
  const reading = dailySignHoroscope(sign, day, locale);
  const t = translator(locale);
  const text = texts<typeof enHoroscope>(locale, "horoscope");
  const words = signWords(reading, locale);
  const dated = Boolean(params.date);
  const path = localizedPath(dated ? `/horoscope/${reading.slug}/${day.date}` : `/horoscope/${reading.slug}`, locale);
  const longDay = longDayIn(day.date, locale);
  const title = dated ? t("horoscope.titleDay", { sign: words.sign, day: longDay }) : t("horoscope.titleToday", { sign: words.sign });
  const meta = seoMeta({
    origin: siteOrigin(),
    path,
    locale,
    home: t("frame.home"),
    title,
    description: readingSummary(reading, reading.sections[0]!.sentences[0]!, locale),
    type: "Article",
    breadcrumbs: [
      { name: text.breadcrumb, path: localizedPath("/horoscope", locale) },
      { name: words.sign, path: localizedPath(`/horoscope/${reading.slug}`, locale) },
      ...(dated ? [{ name: longDay, path }] : []),
    ],
    datePublished: day.date,
    feed: { title: t("horoscope.feedTitle", { sign: words.sign }), path: localizedPath(`/horoscope/${reading.slug}/rss.xml`, locale) },
  });
  return data(
    {
      reading,
      day,
      longDay,
      locale,
      text,
      sign: words.sign,
      heading: t("horoscope.heading", { sign: words.sign, today: day.when === "today" ? "yes" : "no" }),
      signLine: t("horoscope.signLine", words),
      around: [day.previous, day.next].map((date) => date && longDayIn(date, locale)),
      zoneForm,
      zoneText: zoneFormText(day, locale),
      meta,
    },
    { status, headers },
  );
}

export const headers: Route.HeadersFunction = pageHeaders;

export const action = async ({ request }: Route.ActionArgs) => publicDayAction(request);

export default function HoroscopeSign({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  const { reading, day, longDay, text: x } = loaderData;
  const zoneForm = actionData?.zoneForm ?? loaderData.zoneForm;
  const query = day.zoneSource === "query" ? `?tz=${encodeURIComponent(day.tz)}` : "";
  const base = localizedPath(`/horoscope/${reading.slug}`, loaderData.locale);
  return (
    <>
      <PublicHeader user={root?.user ?? null} />
      <main id="main" className="mx-auto max-w-3xl px-4 py-10">
        <nav aria-label={x.breadcrumbNav} className="text-sm">
          <Link to={localizedPath("/horoscope", loaderData.locale)} className="link">
            {x.breadcrumb}
          </Link>{" "}
          / {loaderData.sign}
        </nav>
        <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">
          {loaderData.heading} <span className="block text-xl font-normal">{longDay}</span>
        </h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{loaderData.signLine}</p>
        <SignReading reading={reading} sign={loaderData.sign} when={longDay} text={x} signedIn={Boolean(root?.user)} />
        <nav aria-label={x.otherDays} className="mt-6 flex flex-wrap gap-3 text-sm">
          {day.previous ? (
            <Link className="btn-outline" to={`${base}/${day.previous}${query}`} rel="prev">
              ← {loaderData.around[0]}
            </Link>
          ) : null}
          {day.next ? (
            <Link className="btn-outline" to={`${base}/${day.next}${query}`} rel="next">
              {loaderData.around[1]} →
            </Link>
          ) : null}
          <Link className="btn-ghost" to={`${base}/week/${reading.week}${query}`}>
            {x.thisWeek}
          </Link>
          <Link className="btn-ghost" to={`${base}/month/${reading.month}${query}`}>
            {x.thisMonth}
          </Link>
        </nav>
        <ZoneForm tz={day.tz} text={loaderData.zoneText} result={zoneForm} />
      </main>
    </>
  );
}
