import { data } from "react-router";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/sky";
import { ColumnHeads } from "~/components/ui/table";
import { ChartWheel } from "~/components/chart/wheel";
import { ZoneForm } from "~/components/public/zone-form";
import { PublicHeader } from "~/components/site-header";
import { calendarSubscribeLinks } from "~/domain/forecast";
import { seoMeta } from "~/domain/seo";
import { siteOrigin } from "~/services/public-day.server";
import { skyDay, skyInWords } from "~/services/sky.server";
import { useRootData } from "~/root-data";
import { loadPublicDay, publicDayAction, zoneFormText } from "./public-day.server";
import { longDay as longDayIn } from "~/i18n/format";
import { localizedPath } from "~/i18n/locales";
import { texts, translator, viewMessages } from "~/i18n/messages.server";
import { TextContext, translate } from "~/i18n/text-context";
import { requestLocale } from "~/i18n/request.server";
import type enSky from "~/i18n/catalogs/en/sky.json";
import { countFreshRender, pageHeaders } from "~/routes/render-limit.server";

// No framework JavaScript (decision 004); the same document for every visitor without a cookie: sent without a nonce, so a CDN may keep it.
export const handle = { hydrate: false };

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

/** GET /sky (today in the zone) and /sky/{yyyy-mm-dd}: the sky of a day, at local noon. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await countFreshRender(request, context.clientIp);
  const { day, zoneForm, status, headers } = await loadPublicDay(request, params.date);
  const locale = requestLocale(request);
  const t = translator(locale);
  const text = texts<typeof enSky>(locale, "sky");
  const { paragraphFacts, ...sky } = skyDay(day);
  const { paragraph, ...words } = skyInWords({ ...sky, paragraphFacts }, day, locale);
  const dated = Boolean(params.date);
  const longDay = longDayIn(day.date, locale);
  const path = localizedPath(dated ? `/sky/${day.date}` : "/sky", locale);
  const [sun, moon] = words.bodies;
  const meta = seoMeta({
    origin: siteOrigin(),
    path,
    locale,
    home: t("frame.home"),
    title: dated ? t("sky.theSkyOn", { day: longDay }) : text.today,
    description: t("sky.description", { position: sun!.position, sign: sun!.sign, phase: t(`astro.phase.${sky.moon.phase}`), moonSign: moon!.sign, percent: sky.moon.percent }),
    type: "WebPage",
    breadcrumbs: [{ name: text.theSky, path: localizedPath("/sky", locale) }, ...(dated ? [{ name: longDay, path }] : [])],
  });
  const feed = `${siteOrigin()}/sky.ics`;
  return data(
    {
      sky: { ...sky, paragraph },
      day,
      locale,
      text,
      words,
      longDay,
      around: [day.previous, day.next].map((date) => date && longDayIn(date, locale)),
      positionsLine: t("sky.positionsLine", { noon: words.noon, zone: words.zone }),
      wheelTitle: t("sky.wheelTitle", { day: longDay }),
      wheelWords: viewMessages(locale, "astro"),
      zoneText: zoneFormText(day, locale),
      zoneForm,
      meta,
      feed: { download: "/sky.ics", ...calendarSubscribeLinks(feed) },
    },
    { status, headers },
  );
}

export const headers: Route.HeadersFunction = pageHeaders;

export const action = async ({ request }: Route.ActionArgs) => publicDayAction(request);

function EventList({ events, empty, label }: { events: { title: string; when: string; instant: string }[]; empty: string; label: string }) {
  if (events.length === 0) return <p className="text-slate-700 dark:text-slate-300">{empty}</p>;
  return (
    <ul className="space-y-1" aria-label={label}>
      {events.map((e) => (
        <li key={`${e.instant}-${e.title}`}>
          <span className="font-medium">{e.title}</span> — <time dateTime={e.instant}>{e.when}</time>
        </li>
      ))}
    </ul>
  );
}

export default function Sky({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  const { day, longDay, feed, words: w, text: x } = loaderData;
  const zoneForm = actionData?.zoneForm ?? loaderData.zoneForm;
  const query = day.zoneSource === "query" ? `?tz=${encodeURIComponent(day.tz)}` : "";
  const here = (path: string) => localizedPath(path, loaderData.locale);
  return (
    <>
      <PublicHeader user={root?.user ?? null} />
      <main id="main" className="mx-auto max-w-4xl space-y-8 px-4 py-10">
        <header>
          <h1 className="text-3xl font-semibold sm:text-4xl">
            {day.when === "today" ? x.today : x.theSky} <span className="block text-xl font-normal">{longDay}</span>
          </h1>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{loaderData.positionsLine}</p>
        </header>

        <section aria-labelledby="day-heading">
          <h2 id="day-heading" className="sr-only">
            {x.dayBrief}
          </h2>
          <p className="text-lg leading-relaxed" data-testid="sky-paragraph">
            {loaderData.sky.paragraph.join(w.gap)}
          </p>
        </section>

        <section aria-labelledby="positions-heading" className="grid gap-6 md:grid-cols-2">
          <div>
            <h2 id="positions-heading" className="mb-2 text-2xl font-semibold">
              {x.positions}
            </h2>
            <table className="w-full text-left" data-testid="sky-positions">
              <thead>
                <ColumnHeads rowClassName="border-b border-slate-300 text-sm dark:border-slate-600" cellClassName="py-1 pr-3" columns={[x.body, x.sign, x.degree, x.motion]} />
              </thead>
              <tbody>
                {w.bodies.map((b) => (
                  <tr key={b.body} className="border-b border-slate-200 dark:border-slate-700" data-body={b.body}>
                    <th scope="row" className="py-1 pr-3 font-medium">
                      {b.name}
                    </th>
                    <td className="py-1 pr-3">{b.sign}</td>
                    <td className="py-1 pr-3">{b.position}</td>
                    <td className="py-1">{b.motion}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <TextContext.Provider value={{ t: translate(loaderData.wheelWords), locale: loaderData.locale }}>
            <ChartWheel chart={loaderData.sky.wheel} title={loaderData.wheelTitle} showTable={false} className="max-w-[420px]" />
          </TextContext.Provider>
        </section>

        <section aria-labelledby="moon-heading">
          <h2 id="moon-heading" className="mb-2 text-2xl font-semibold">
            {x.moon}
          </h2>
          <p data-testid="sky-moon">{w.moon}</p>
          <h3 className="mt-4 font-semibold">{x.voidHeading}</h3>
          {w.voids.length === 0 ? (
            <p>{x.voidNone}</p>
          ) : (
            <ul aria-label={x.voidList}>
              {w.voids.map((v) => (
                <li key={v.start}>
                  {v.parts.map((part, i) =>
                    typeof part === "string" ? (
                      part
                    ) : (
                      <time key={i} dateTime={part.dateTime}>
                        {part.time}
                      </time>
                    ),
                  )}
                </li>
              ))}
            </ul>
          )}
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{x.voidNote}</p>
        </section>

        <section aria-labelledby="week-heading">
          <h2 id="week-heading" className="mb-2 text-2xl font-semibold">
            {x.week}
          </h2>
          <EventList events={w.weekIngresses} label={x.week} empty={x.weekEmpty} />
        </section>

        <section aria-labelledby="ahead-heading">
          <h2 id="ahead-heading" className="mb-2 text-2xl font-semibold">
            {x.ahead}
          </h2>
          <EventList events={w.upcoming} label={x.ahead} empty={x.aheadEmpty} />
          <div className="mt-4 flex flex-wrap gap-2 text-sm">
            <a href={feed.webcal} className="btn-outline">
              {x.addCalendar}
            </a>
            <a href={feed.download} className="btn-ghost" download="three-skies-sky.ics">
              {x.download}
            </a>
          </div>
        </section>

        <nav aria-label={x.otherDays} className="flex flex-wrap gap-3 text-sm">
          {day.previous ? (
            <Link className="btn-outline" to={here(`/sky/${day.previous}${query}`)} rel="prev">
              ← {loaderData.around[0]}
            </Link>
          ) : null}
          {day.next ? (
            <Link className="btn-outline" to={here(`/sky/${day.next}${query}`)} rel="next">
              {loaderData.around[1]} →
            </Link>
          ) : null}
          <Link className="btn-ghost" to={here("/horoscope")}>
            {x.horoscopes}
          </Link>
        </nav>
        <ZoneForm tz={day.tz} text={loaderData.zoneText} result={zoneForm} />
      </main>
    </>
  );
}
