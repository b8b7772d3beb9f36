import { data, Link } from "react-router";
import type { Route } from "./+types/chinese-calendar";
import { PublicHeader } from "~/components/site-header";
import { useRootData } from "~/root-data";
import { env } from "~/env.server";
import { isCoveredDay } from "~/schemas/panchang";
import { chineseAlmanac, chinaToday } from "~/services/chinese-almanac.server";

// Server-rendered facts: no framework JavaScript (decision 004).
export const handle = { hydrate: false };

const shiftDay = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** /chinese-calendar (today in China) and /chinese-calendar/{yyyy-mm-dd}, 1900 to 2100. */
export async function loader({ params }: Route.LoaderArgs) {
  if (params.date !== undefined && !isCoveredDay(params.date)) throw data("No almanac for that date", { status: 404 });
  const today = chinaToday();
  const date = params.date ?? today;
  const almanac = chineseAlmanac(date);
  const cache = !params.date ? "public, max-age=300" : date < today ? "public, max-age=31536000, immutable" : "public, max-age=3600";
  return data(
    {
      date,
      canonical: `${env().APP_URL.replace(/\/$/, "")}/chinese-calendar/${date}`,
      almanac,
      previous: date > "1900-01-01" ? shiftDay(date, -1) : null,
      next: date < "2100-12-31" ? shiftDay(date, 1) : null,
    },
    { headers: { "Cache-Control": cache } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return [{ title: "Chinese calendar - Three Skies" }];
  const w = d.almanac.words;
  const title = `Chinese calendar for ${w.day} - Three Skies`;
  const description = `${w.lunar}. Day pillar ${d.almanac.dayPillar.stem} ${d.almanac.dayPillar.branch}; solar term ${d.almanac.solarTerm.name}; the day clashes with the ${d.almanac.clash.animal}.`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: d.canonical },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: d.canonical },
  ];
};

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
