import { data } from "react-router";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/chinese-calendar";
import { PublicHeader } from "~/components/site-header";
import { useRootData } from "~/root-data";
import { seoMeta } from "~/domain/seo";
import { dayEndsAt, dayTableCacheControl, shiftDay, siteOrigin } from "~/services/public-day.server";
import { isPublicDay } from "~/schemas/public-day";
import { countFreshRender, pageHeaders } from "~/routes/render-limit.server";
import { chineseAlmanac, chinaToday } from "~/services/chinese-almanac.server";

// Server-rendered facts: no framework JavaScript (decision 004).
// The same document for every visitor without a cookie: sent without a nonce, so a CDN may keep it.
export const handle = { hydrate: false };


/** /chinese-calendar (today in China) and /chinese-calendar/{yyyy-mm-dd}, 1900 to 2100. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (params.date !== undefined && !isPublicDay(params.date)) throw data("No almanac for that date", { status: 404 });
  await countFreshRender(request, context.clientIp);
  const now = Date.now();
  const today = chinaToday(now);
  const date = params.date ?? today;
  const almanac = chineseAlmanac(date);
  const cache = dayTableCacheControl(params.date !== undefined, date, today, dayEndsAt(today, "Asia/Shanghai"), now);
  const w = almanac.words;
  const path = params.date ? `/chinese-calendar/${date}` : "/chinese-calendar";
  const meta = seoMeta({
    origin: siteOrigin(),
    path,
    title: `Chinese calendar for ${w.day}`,
    description: `${w.lunar}. Day pillar ${almanac.dayPillar.stem} ${almanac.dayPillar.branch}; solar term ${almanac.solarTerm.name}; the day clashes with the ${almanac.clash.animal}.`,
    type: "WebPage",
    breadcrumbs: [{ name: "Chinese calendar", path: "/chinese-calendar" }, ...(params.date ? [{ name: w.day, path }] : [])],
  });
  return data(
    {
      date,
      meta,
      almanac,
      previous: date > "1900-01-01" ? shiftDay(date, -1) : null,
      next: date < "2100-12-31" ? shiftDay(date, 1) : null,
    },
    { headers: { "Cache-Control": cache } },
  );
}

export function headers(args: Route.HeadersArgs) {
  return pageHeaders(args);
}

export const meta: Route.MetaFunction = ({ data: d }) => d?.meta ?? [{ title: "Chinese calendar - Three Skies" }];

export default function ChineseCalendarPage({ loaderData: d }: Route.ComponentProps) {
  const user = useRootData()?.user ?? null;
  const w = d.almanac.words;
  const rows: [string, string][] = [
    ["Lunar date", w.lunar],
    ["Day pillar", w.dayPillar],
    ["Solar term", w.solarTerm],
    ["Next solar term", w.nextSolarTerm],
    ["Clash", w.clash],
  ];
  return (
    <>
      <PublicHeader user={user} />
      <main id="main" className="mx-auto max-w-3xl space-y-8 px-4 py-12">
        <header className="space-y-2">
          <h1 className="text-4xl font-semibold">Chinese calendar for {w.day}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">The day as China reckons it, in Beijing time (UTC+8).</p>
        </header>
        <dl className="space-y-4">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="font-medium">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <nav aria-label="Other days" className="flex gap-6">
          {d.previous ? (
            <Link className="link" to={`/chinese-calendar/${d.previous}`}>
              Previous day
            </Link>
          ) : null}
          {d.next ? (
            <Link className="link" to={`/chinese-calendar/${d.next}`}>
              Next day
            </Link>
          ) : null}
          <Link className="link" to={`/panchang/${d.date}`}>
            This day&apos;s panchang
          </Link>
        </nav>
      </main>
    </>
  );
}
