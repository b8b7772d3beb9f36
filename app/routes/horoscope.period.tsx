import { data } from "react-router";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/horoscope.period";
import { SignReading } from "~/components/public/sign-reading";
import { ZoneForm } from "~/components/public/zone-form";
import { PublicHeader } from "~/components/site-header";
import { HttpError } from "~/domain/errors";
import { seoMeta } from "~/domain/seo";
import { monthPeriod, periodName, periodSignHoroscope, readingSummary, signFromParam, signWords, weekPeriod } from "~/services/sign-horoscope.server";
import { localizedPath } from "~/i18n/locales";
import { texts, translator } from "~/i18n/messages.server";
import type enHoroscope from "~/i18n/catalogs/en/horoscope.json";
import { siteOrigin } from "~/services/public-day.server";
import { useRootData } from "~/root-data";
import { loadPublicDay, publicDayAction, zoneFormText } from "./public-day.server";
import { errorPage, unlessRefused } from "./refusals.server";
import { requestLocale } from "~/i18n/request.server";
import { countFreshRender, pageHeaders } from "~/routes/render-limit.server";

// The same document for every visitor without a cookie: sent without a nonce, so a CDN may keep it.
export const handle = { hydrate: false };

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

/** GET /horoscope/{sign}/week/{yyyy}-W{ww} and /horoscope/{sign}/month/{yyyy-mm}. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { sign, period } = await unlessRefused(async () => {
    if (params.kind !== "week" && params.kind !== "month") throw new HttpError(404, "Not found");
    return { sign: signFromParam(params.sign), period: params.kind === "week" ? weekPeriod(params.period) : monthPeriod(params.period) };
  }, errorPage);
  // The period is past (and its page immutable) once its last day is.
  await countFreshRender(request, context.clientIp);
  const { day, zoneForm, status, headers } = await loadPublicDay(request, period.end);
  const locale = requestLocale(request);
  const reading = periodSignHoroscope(sign, period, day, locale);
  const t = translator(locale);
  const text = texts<typeof enHoroscope>(locale, "horoscope");
  const words = signWords(reading, locale);
  const span = periodName(period, locale);
  const path = localizedPath(`/horoscope/${reading.slug}/${params.kind}/${period.key}`, locale);
  const title = t("horoscope.periodTitle", { sign: words.sign, span: locale === "en" ? period.span : span });
  const meta = seoMeta({
    origin: siteOrigin(),
    path,
    locale,
    home: t("frame.home"),
    title: title.replace(" for the week", ", the week"),
    description: readingSummary(reading, reading.sections[0]!.sentences[1] ?? reading.sections[0]!.sentences[0]!, locale),
    type: "Article",
    breadcrumbs: [
      { name: text.breadcrumb, path: localizedPath("/horoscope", locale) },
      { name: words.sign, path: localizedPath(`/horoscope/${reading.slug}`, locale) },
      { name: span, path },
    ],
    datePublished: period.start,
  });
  const heading = t("horoscope.periodHeading", { sign: words.sign, kind: params.kind });
  return data({ reading, span, locale, text, sign: words.sign, heading, day, zoneForm, zoneText: zoneFormText(day, locale), meta }, { status, headers });
}

export const headers: Route.HeadersFunction = pageHeaders;

export const action = async ({ request }: Route.ActionArgs) => publicDayAction(request);

export default function HoroscopePeriod({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  const { reading, span, day, text: x } = loaderData;
  const query = day.zoneSource === "query" ? `?tz=${encodeURIComponent(day.tz)}` : "";
  return (
    <>
      <PublicHeader user={root?.user ?? null} />
      <main id="main" className="mx-auto max-w-3xl px-4 py-10">
        <nav aria-label={x.breadcrumbNav} className="text-sm">
          <Link to={localizedPath("/horoscope", loaderData.locale)} className="link">
            {x.breadcrumb}
          </Link>{" "}
          /{" "}
          <Link to={localizedPath(`/horoscope/${reading.slug}${query}`, loaderData.locale)} className="link">
            {loaderData.sign}
          </Link>{" "}
          / {span}
        </nav>
        <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">
          {loaderData.heading} <span className="block text-xl font-normal">{span}</span>
        </h1>
        <SignReading reading={reading} sign={loaderData.sign} when={span} text={x} signedIn={Boolean(root?.user)} />
        <ZoneForm tz={day.tz} text={loaderData.zoneText} result={actionData?.zoneForm ?? loaderData.zoneForm} />
      </main>
    </>
  );
}
