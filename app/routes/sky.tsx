import { data } from "react-router";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/sky";
import { ChartWheel } from "~/components/chart/wheel";
import { ZoneForm } from "~/components/public/zone-form";
import { PublicHeader } from "~/components/site-header";
import { formatLongDay } from "~/domain/dates";
import { calendarSubscribeLinks } from "~/domain/forecast";
import { seoMeta } from "~/domain/seo";
import { siteOrigin, timeIn } from "~/services/public-day.server";
import { skyDay } from "~/services/sky.server";
import { useRootData } from "~/root-data";
import { loadPublicDay, publicDayAction } from "./public-day.server";
import { countFreshRender, pageHeaders } from "~/routes/render-limit.server";

// Server-rendered tables, an SVG wheel and one plain form: no framework JavaScript on the page.
// The same document for every visitor without a cookie: sent without a nonce, so a CDN may keep it.
export const handle = { hydrate: false };

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

/** GET /sky (today in the zone) and /sky/{yyyy-mm-dd}: the sky of a day, at local noon. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await countFreshRender(request, context.clientIp);
  const { day, zoneForm, status, headers } = await loadPublicDay(request, params.date);
  const sky = skyDay(day);
  const dated = Boolean(params.date);
  const longDay = formatLongDay(day.date);
  const path = dated ? `/sky/${day.date}` : "/sky";
  const sun = sky.bodies[0]!;
  const moon = sky.bodies[1]!;
  const meta = seoMeta({
    origin: siteOrigin(),
    path,
    title: dated ? `The sky on ${longDay}` : "Today's sky",
    description: `Sun ${sun.position} ${sun.sign}, ${sky.moon.phase} Moon in ${moon.sign} (${sky.moon.percent}% lit): every planet's sign, degree and direction, the void-of-course Moon, ingresses, stations, lunations and eclipses.`,
    type: "WebPage",
    breadcrumbs: [{ name: "The sky", path: "/sky" }, ...(dated ? [{ name: longDay, path }] : [])],
  });
  const noon = timeIn(Date.parse(sky.instant), day.tz);
  const feed = `${siteOrigin()}/sky.ics`;
  return data({ sky, day, longDay, noon, zoneForm, meta, feed: { download: "/sky.ics", ...calendarSubscribeLinks(feed) } }, { status, headers });
}

export function headers(args: Route.HeadersArgs) {
  return pageHeaders(args);
}

export async function action({ request }: Route.ActionArgs) {
  return publicDayAction(request);
}

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
  const { sky, day, longDay, noon, feed } = loaderData;
  const zoneForm = actionData?.zoneForm ?? loaderData.zoneForm;
  const query = day.zoneSource === "query" ? `?tz=${encodeURIComponent(day.tz)}` : "";
  return (
    <>
      <PublicHeader user={root?.user ?? null} />
      <main id="main" className="mx-auto max-w-4xl space-y-8 px-4 py-10">
        <header>
          <h1 className="text-3xl font-semibold sm:text-4xl">
            {day.when === "today" ? "Today's sky" : "The sky"} <span className="block text-xl font-normal">{longDay}</span>
          </h1>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            Positions at noon, {noon}; every time on this page is {day.zoneLabel}.
          </p>
        </header>

        <section aria-labelledby="day-heading">
          <h2 id="day-heading" className="sr-only">
            The day in brief
          </h2>
          <p className="text-lg leading-relaxed" data-testid="sky-paragraph">
            {sky.paragraph.join(" ")}
          </p>
        </section>

        <section aria-labelledby="positions-heading" className="grid gap-6 md:grid-cols-2">
          <div>
            <h2 id="positions-heading" className="mb-2 text-2xl font-semibold">
              Positions at noon
            </h2>
            <table className="w-full text-left" data-testid="sky-positions">
              <thead>
                <tr className="border-b border-slate-300 text-sm dark:border-slate-600">
                  <th scope="col" className="py-1 pr-3">
                    Body
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Sign
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Degree
                  </th>
                  <th scope="col" className="py-1">
                    Motion
                  </th>
                </tr>
              </thead>
              <tbody>
                {sky.bodies.map((b) => (
                  <tr key={b.body} className="border-b border-slate-200 dark:border-slate-700" data-body={b.body}>
                    <th scope="row" className="py-1 pr-3 font-medium">
                      {b.body === "North Node" ? "North Node (mean)" : b.body}
                    </th>
                    <td className="py-1 pr-3">{b.sign}</td>
                    <td className="py-1 pr-3">{b.position}</td>
                    <td className="py-1">{b.body === "Sun" || b.body === "Moon" ? "" : b.retrograde ? "Retrograde" : "Direct"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ChartWheel chart={sky.wheel} title={`The sky at noon, ${longDay}`} showTable={false} className="max-w-[420px]" />
        </section>

        <section aria-labelledby="moon-heading">
          <h2 id="moon-heading" className="mb-2 text-2xl font-semibold">
            The Moon
          </h2>
          <p data-testid="sky-moon">
            {sky.moon.phase}, {sky.moon.percent}% lit and {sky.moon.waxing ? "waxing" : "waning"}, in {sky.bodies[1]!.sign} at noon.
          </p>
          <h3 className="mt-4 font-semibold">Void of course</h3>
          {sky.voidOfCourse.length === 0 ? (
            <p>No void-of-course period touches this day.</p>
          ) : (
            <ul aria-label="Void-of-course periods">
              {sky.voidOfCourse.map((v) => (
                <li key={v.start}>
                  From <time dateTime={v.start}>{v.from}</time> (its {v.lastAspect.aspect} to {v.lastAspect.body}, in {v.sign}) until{" "}
                  <time dateTime={v.end}>{v.until}</time>, when it enters {v.nextSign}.
                </li>
              ))}
            </ul>
          )}
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Void of course: from the Moon&apos;s last conjunction, sextile, square, trine or opposition to the Sun or a planet until it enters the next sign.
          </p>
        </section>

        <section aria-labelledby="week-heading">
          <h2 id="week-heading" className="mb-2 text-2xl font-semibold">
            Ingresses this week
          </h2>
          <EventList events={sky.weekIngresses} label="Ingresses this week" empty="Neither the Sun nor any planet changes sign in the seven days from this one." />
        </section>

        <section aria-labelledby="ahead-heading">
          <h2 id="ahead-heading" className="mb-2 text-2xl font-semibold">
            Stations, lunations and eclipses ahead
          </h2>
          <EventList events={sky.upcoming} label="Stations, lunations and eclipses ahead" empty="No station or lunation in the coming thirty days." />
          <div className="mt-4 flex flex-wrap gap-2 text-sm">
            <a href={feed.webcal} className="btn-outline">
              Add to calendar
            </a>
            <a href={feed.download} className="btn-ghost" download="three-skies-sky.ics">
              Download the .ics
            </a>
          </div>
        </section>

        <nav aria-label="Other days" className="flex flex-wrap gap-3 text-sm">
          {day.previous ? (
            <Link className="btn-outline" to={`/sky/${day.previous}${query}`} rel="prev">
              ← {formatLongDay(day.previous)}
            </Link>
          ) : null}
          {day.next ? (
            <Link className="btn-outline" to={`/sky/${day.next}${query}`} rel="next">
              {formatLongDay(day.next)} →
            </Link>
          ) : null}
          <Link className="btn-ghost" to="/horoscope">
            Horoscopes by sign
          </Link>
        </nav>
        <ZoneForm tz={day.tz} clock={day.clock} result={zoneForm} />
      </main>
    </>
  );
}
