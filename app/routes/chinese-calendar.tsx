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
import { localizedPath } from "~/i18n/locales";
import { texts, translator } from "~/i18n/messages.server";
import { requestLocale } from "~/i18n/request.server";
import type enChinese from "~/i18n/catalogs/en/chinese.json";

// No framework JavaScript (decision 004); the same document for every visitor without a cookie: sent without a nonce, so a CDN may keep it.
export const handle = { hydrate: false };

/** /chinese-calendar (today in China) and /chinese-calendar/{yyyy-mm-dd}, 1900 to 2100. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (params.date !== undefined && !isPublicDay(params.date)) throw data("No almanac for that date", { status: 404 });
  await countFreshRender(request, context.clientIp);
  const now = Date.now();
  const today = chinaToday(now);
  const date = params.date ?? today;
  const locale = requestLocale(request);
  const t = translator(locale);
  const text = texts<typeof enChinese>(locale, "chinese");
  const almanac = chineseAlmanac(date, locale);
  const cache = dayTableCacheControl(params.date !== undefined, date, today, dayEndsAt(today, "Asia/Shanghai"), now);
  const w = almanac.words;
  const path = localizedPath(params.date ? `/chinese-calendar/${date}` : "/chinese-calendar", locale);
  const title = t("chinese.title", { day: w.day });
  const meta = seoMeta({
    origin: siteOrigin(),
    path,
    locale,
    home: t("frame.home"),
    title,
    description: t("chinese.description", { lunar: w.lunar, ...w.stemBranch, term: w.termName, ...w.clashAnimal }),
    type: "WebPage",
    breadcrumbs: [{ name: text.breadcrumb, path: localizedPath("/chinese-calendar", locale) }, ...(params.date ? [{ name: w.day, path }] : [])],
  });
  return data(
    {
      date,
      meta,
      locale,
      text,
      title,
      almanac,
      previous: date > "1900-01-01" ? shiftDay(date, -1) : null,
      next: date < "2100-12-31" ? shiftDay(date, 1) : null,
    },
    { headers: { "Cache-Control": cache } },
  );
}

export const headers: Route.HeadersFunction = pageHeaders;

export const meta: Route.MetaFunction = ({ data: d }) => d?.meta ?? [{ title: "Chinese calendar - Three Skies" }];

export default function ChineseCalendarPage({ loaderData: d }: Route.ComponentProps) {
  const user = useRootData()?.user ?? null;
  const { text: x, almanac: { words: w } } = d;
  const here = (path: string) => localizedPath(path, d.locale);
  const rows: [string, string][] = [
    [x.lunarDate, w.lunar],
    [x.dayPillar, w.dayPillar],
    [x.solarTerm, w.solarTerm],
    [x.nextSolarTerm, w.nextSolarTerm],
    [x.clash, w.clash],
  ];
  return (
    <>
      <PublicHeader user={user} />
      <main id="main" className="mx-auto max-w-3xl space-y-8 px-4 py-12">
        <header className="space-y-2">
          <h1 className="text-4xl font-semibold">{d.title}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">{x.note}</p>
        </header>
        <dl className="space-y-4">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="font-medium">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <nav aria-label={x.otherDays} className="flex gap-6">
          {d.previous ? (
            <Link className="link" to={here(`/chinese-calendar/${d.previous}`)}>
              {x.previousDay}
            </Link>
          ) : null}
          {d.next ? (
            <Link className="link" to={here(`/chinese-calendar/${d.next}`)}>
              {x.nextDay}
            </Link>
          ) : null}
          <Link className="link" to={here(`/panchang/${d.date}`)}>
            {x.panchangLink}
          </Link>
        </nav>
      </main>
    </>
  );
}
