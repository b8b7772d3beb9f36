import type { ReactNode } from "react";
import { data } from "react-router";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/panchang";
import { PublicHeader } from "~/components/site-header";
import { useRootData } from "~/root-data";
import { seoMeta } from "~/domain/seo";
import { dayEndsAt, dayTableCacheControl, shiftDay, siteOrigin } from "~/services/public-day.server";
import { formAction, readForm, shown } from "~/http/responses.server";
import { forgetPanchangPlace, readPanchangPlace, rememberPanchangPlace } from "~/http/panchang-place.server";
import { panchangPlaceSchema } from "~/schemas/panchang";
import { countFreshRender, pageHeaders } from "~/routes/render-limit.server";
import { isPublicDay } from "~/schemas/public-day";
import { PLACE_QUERY_MIN } from "~/schemas/profile";
import { searchPlaces } from "~/services/geocode.server";
import { rateLimit } from "~/services/rate-limit.server";
import { dayInZone, monthName, NEW_DELHI, panchangFor, panchangInWords, placeFromChoice } from "~/services/panchang.server";
import { unlessRefused } from "./refusals.server";
import { localizedPath } from "~/i18n/locales";
import { texts, translator } from "~/i18n/messages.server";
import { requestLocale } from "~/i18n/request.server";
import type enPanchang from "~/i18n/catalogs/en/panchang.json";

// No framework JavaScript (decision 004); the same document for every visitor without a cookie: sent without a nonce, so a CDN may keep it.
export const handle = { hydrate: false };

/**
 * /panchang (today at the place) and /panchang/{yyyy-mm-dd}. The place is New Delhi unless the
 * visitor chose another (the ts_place cookie); ?q= searches the gazetteer for one, without JavaScript.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (params.date !== undefined && !isPublicDay(params.date)) throw data("No panchang for that date", { status: 404 });
  await countFreshRender(request, context.clientIp);
  const locale = requestLocale(request);
  const t = translator(locale);
  const text = texts<typeof enPanchang>(locale, "panchang");
  const chosen = await readPanchangPlace(request);
  const place = chosen ? placeFromChoice(chosen) : { ...NEW_DELHI, name: t("panchang.newDelhi") };
  const now = Date.now();
  const today = dayInZone(now, place.zone);
  const date = params.date ?? today;
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  let results: Awaited<ReturnType<typeof searchPlaces>> | null = null;
  let searchError: string | null = null;
  if (url.searchParams.has("q")) {
    if (q.length < PLACE_QUERY_MIN) searchError = t("panchang.searchMin", { min: PLACE_QUERY_MIN });
    else {
      await rateLimit("places", context.clientIp);
      results = await searchPlaces(q);
    }
  }
  const { panchang, dayError } = await unlessRefused(
    async () => ({ panchang: panchangFor(date, place), dayError: null }),
    (error) => ({ panchang: null, dayError: error.message }),
  );
  // New Delhi's page is the same for everyone: shared caches keep it, a past day for good.
  const shared = !chosen && !url.searchParams.has("q");
  const cache = shared ? dayTableCacheControl(params.date !== undefined, date, today, dayEndsAt(today, place.zone), now) : "private, no-cache";
  const words = panchang ? panchangInWords(panchang, locale) : null;
  const longDay = words ? words.day : date;
  const path = localizedPath(params.date ? `/panchang/${date}` : "/panchang", locale);
  const name = (kind: string, value: string) => t(`vedic.${kind}.${value}`);
  const description = panchang
    ? t("panchang.description", {
        paksha: name("paksha", panchang.tithi.paksha),
        tithi: name("tithi", panchang.tithi.name),
        nakshatra: name("nakshatra", panchang.nakshatra.name),
        yoga: name("yoga", panchang.yoga.name),
        karana: name("karana", panchang.karana.name),
        month: monthName(panchang.month.amanta, locale),
      })
    : t("panchang.descriptionNoDay", { day: longDay, place: place.name });
  const seo = seoMeta({
    origin: siteOrigin(),
    path,
    locale,
    home: t("frame.home"),
    title: t("panchang.title", { day: longDay, place: place.name }),
    description,
    type: "WebPage",
    breadcrumbs: [{ name: text.breadcrumb, path: localizedPath("/panchang", locale) }, ...(params.date ? [{ name: longDay, path }] : [])],
  });
  const meta = chosen || url.searchParams.has("q") ? [...seo, { name: "robots", content: "noindex" }] : seo;
  return data(
    {
      date,
      dated: params.date !== undefined,
      meta,
      locale,
      text,
      heading: t("panchang.heading", { day: longDay }),
      place: { name: place.name, chosen: chosen !== null },
      placeLine: chosen ? place.name : t("panchang.placeDefault", { place: place.name }),
      panchang,
      words,
      clock: words ? t("panchang.clock", { clock: words.clock }) : null,
      limbs: words
        ? (["tithi", "nakshatra", "yoga", "karana"] as const).map((k) => ({ label: text[k], then: t("panchang.then", { label: text[k] }), runs: words[`${k}s`] }))
        : [],
      months: words ? [t("panchang.amantaValue", { month: words.amanta }), t("panchang.purnimantaValue", { month: words.purnimanta })] : [],
      periodsNote: t("panchang.periodsNote", { wednesday: panchang?.vara.number === 4 ? "yes" : "no" }),
      dayError,
      q,
      noMatch: t("panchang.noMatch", { q }),
      results: results?.map((r) => ({ ...r, use: t("panchang.use", { place: r.display_name }) })) ?? null,
      searchError,
      previous: date > "1900-01-01" ? shiftDay(date, -1) : null,
      next: date < "2100-12-31" ? shiftDay(date, 1) : null,
    },
    { headers: { "Cache-Control": cache, Vary: "Cookie" } },
  );
}

export const headers: Route.HeadersFunction = pageHeaders;

/** Choose a place from the search results (or go back to New Delhi): remembered, then the day again. */
export async function action({ request }: Route.ActionArgs) {
  return formAction(
    async () => {
      const form = Object.fromEntries(await readForm(request));
      const locale = requestLocale(request);
      const back = (date: unknown) => localizedPath(typeof date === "string" && isPublicDay(date) ? `/panchang/${date}` : "/panchang", locale);
      if (form.intent === "reset") return { redirect: back(form.date), status: 303, headers: { "Set-Cookie": await forgetPanchangPlace() } };
      const parsed = panchangPlaceSchema.safeParse(form);
      if (!parsed.success) return { data: { error: parsed.error.issues[0]?.message ?? "Choose a place from the search results" }, status: 400 };
      return { redirect: back(parsed.data.date), status: 303, headers: { "Set-Cookie": await rememberPanchangPlace(parsed.data) } };
    },
    (error) => shown(error, { error: error.message }),
  );
}

export const meta: Route.MetaFunction = ({ data: d }) => d?.meta ?? [{ title: "Panchang - Three Skies" }];

/** A section of the day's facts: its heading, an optional note before or after, and a table of label and value rows. */
function FactsTable({ id, title, rows, before, after, children }: { id: string; title: string; rows: [string, string][]; before?: string; after?: string; children?: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-2xl font-semibold">
        {title}
      </h2>
      {before ? <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">{before}</p> : null}
      <table className="w-full text-left">
        <tbody>
          {rows.map(([label, value], i) => (
            <tr key={i} className="border-b border-slate-200 dark:border-slate-700">
              <th scope="row" className="py-2 pr-4 text-left font-medium">
                {label}
              </th>
              <td className="py-2 pr-4">{value}</td>
              <td className="py-2 text-slate-600 dark:text-slate-300"></td>
            </tr>
          ))}
          {children}
        </tbody>
      </table>
      {after ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{after}</p> : null}
    </section>
  );
}

/** One row per run of a limb within the day; "kshaya" and "vriddhi" said in words. */
function Runs({ label, then, runs }: { label: string; then: string; runs: { name: string; when: string; note: string | null }[] }) {
  return (
    <>
      {runs.map((r, i) => (
        <tr key={r.when} className="border-b border-slate-200 dark:border-slate-700">
          <th scope="row" className="py-2 pr-4 text-left font-medium">
            {i === 0 ? label : <span className="sr-only">{then}</span>}
          </th>
          <td className="py-2 pr-4">
            {r.name}
            {r.note ? <span className="block text-sm text-slate-600 dark:text-slate-300">{r.note}</span> : null}
          </td>
          <td className="py-2 text-slate-600 dark:text-slate-300">{r.when}</td>
        </tr>
      ))}
    </>
  );
}

export default function PanchangPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const user = useRootData()?.user ?? null;
  const { panchang: p, words: w, text: x } = d;
  const here = (path: string) => localizedPath(path, d.locale);
  return (
    <>
      <PublicHeader user={user} />
      <main id="main" className="mx-auto max-w-3xl space-y-8 px-4 py-12">
        <header className="space-y-2">
          <h1 className="text-4xl font-semibold">{d.heading}</h1>
          <p className="text-lg">{d.placeLine}</p>
          {d.clock ? <p className="text-sm text-slate-600 dark:text-slate-300">{d.clock}</p> : null}
        </header>

        {d.dayError ? <p role="alert">{d.dayError}</p> : null}
        {p && w ? (
          <>
            <FactsTable id="limbs" title={x.limbs} before={x.limbsNote} rows={[[x.vara, w.vara]]}>
              {d.limbs.map((l) => (
                <Runs key={l.label} {...l} />
              ))}
            </FactsTable>
            <FactsTable id="month" title={x.monthYear} rows={[[x.amanta, d.months[0]!], [x.purnimanta, d.months[1]!], [x.samvat, w.samvat]]} />
            <FactsTable id="lights" title={x.lights} rows={[[x.sunrise, w.sunrise], [x.sunset, w.sunset], [x.moonrise, w.moonrise], [x.moonset, w.moonset]]} />
            <FactsTable
              id="periods"
              title={x.periods}
              after={d.periodsNote}
              rows={[[x.rahuKaal, w.rahuKaal], [x.yamaganda, w.yamaganda], [x.gulikaKaal, w.gulikaKaal], [x.abhijit, w.abhijit]]}
            />
          </>
        ) : null}

        <nav aria-label={x.otherDays} className="flex gap-6">
          {d.previous ? (
            <Link className="link" to={here(`/panchang/${d.previous}`)}>
              {x.previousDay}
            </Link>
          ) : null}
          {d.next ? (
            <Link className="link" to={here(`/panchang/${d.next}`)}>
              {x.nextDay}
            </Link>
          ) : null}
        </nav>

        <section aria-labelledby="place" className="space-y-3">
          <h2 id="place" className="text-2xl font-semibold">
            {x.choosePlace}
          </h2>
          <Form method="get" action={here(d.dated ? `/panchang/${d.date}` : "/panchang")} className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col">
              <span>{x.town}</span>
              <input name="q" defaultValue={d.q} minLength={PLACE_QUERY_MIN} maxLength={200} required className="input" autoComplete="address-level2" />
            </label>
            <button type="submit" className="btn-outline">
              {x.searchPlaces}
            </button>
          </Form>
          {d.searchError ? <p role="alert">{d.searchError}</p> : null}
          {actionData?.error ? <p role="alert">{actionData.error}</p> : null}
          {d.results ? (
            d.results.length === 0 ? (
              <p role="status">{d.noMatch}</p>
            ) : (
              <ul className="space-y-2" aria-label={x.placesFound}>
                {d.results.map((r) => (
                  <li key={`${r.lat},${r.lon}`}>
                    <Form method="post" action={here("/panchang")}>
                      <input type="hidden" name="name" value={r.display_name} />
                      <input type="hidden" name="lat" value={r.lat} />
                      <input type="hidden" name="lon" value={r.lon} />
                      <input type="hidden" name="tz" value={r.timezone} />
                      {d.dated ? <input type="hidden" name="date" value={d.date} /> : null}
                      <button type="submit" className="link">
                        {r.use}
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            )
          ) : null}
          {d.place.chosen ? (
            <Form method="post" action={here("/panchang")}>
              <input type="hidden" name="intent" value="reset" />
              {d.dated ? <input type="hidden" name="date" value={d.date} /> : null}
              <button type="submit" className="link">
                {x.backToDelhi}
              </button>
            </Form>
          ) : null}
        </section>
      </main>
    </>
  );
}
