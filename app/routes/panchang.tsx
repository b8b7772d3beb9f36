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
import { HttpError } from "~/domain/errors";

// Server-rendered facts and plain forms: no framework JavaScript (decision 004).
// The same document for every visitor without a cookie: sent without a nonce, so a CDN may keep it.
export const handle = { hydrate: false };


/**
 * /panchang (today at the place) and /panchang/{yyyy-mm-dd}. The place is New Delhi unless the
 * visitor chose another (the ts_place cookie); ?q= searches the gazetteer for one, without JavaScript.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (params.date !== undefined && !isPublicDay(params.date)) throw data("No panchang for that date", { status: 404 });
  await countFreshRender(request, context.clientIp);
  const chosen = await readPanchangPlace(request);
  const place = chosen ? placeFromChoice(chosen) : NEW_DELHI;
  const now = Date.now();
  const today = dayInZone(now, place.zone);
  const date = params.date ?? today;
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  let results: Awaited<ReturnType<typeof searchPlaces>> | null = null;
  let searchError: string | null = null;
  if (url.searchParams.has("q")) {
    if (q.length < PLACE_QUERY_MIN) searchError = `Type at least ${PLACE_QUERY_MIN} letters of the place`;
    else {
      await rateLimit("places", context.clientIp);
      results = await searchPlaces(q);
    }
  }
  let panchang: ReturnType<typeof panchangFor> | null = null;
  let dayError: string | null = null;
  try {
    panchang = panchangFor(date, place);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    dayError = error.message;
  }
  // New Delhi's page is the same for everyone: shared caches keep it, a past day for good.
  const shared = !chosen && !url.searchParams.has("q");
  const cache = shared ? dayTableCacheControl(params.date !== undefined, date, today, dayEndsAt(today, place.zone), now) : "private, no-cache";
  const longDay = panchang ? panchangInWords(panchang).day : date;
  const title = `Panchang for ${longDay} in ${place.name}`;
  const path = params.date ? `/panchang/${date}` : "/panchang";
  const description = panchang
    ? `${panchang.tithi.paksha} ${panchang.tithi.name}, ${panchang.nakshatra.name} nakshatra, ${panchang.yoga.name} yoga and ${panchang.karana.name} karana at sunrise, in ${monthName(panchang.month.amanta)} (amanta); every limb of the day, sunrise, sunset, Rahu Kaal, Yamaganda, Gulika Kaal and Abhijit muhurta. Sidereal, Lahiri ayanamsa.`
    : `The panchang for ${longDay} in ${place.name}.`;
  const seo = seoMeta({
    origin: siteOrigin(),
    path,
    title,
    description,
    type: "WebPage",
    breadcrumbs: [{ name: "Panchang", path: "/panchang" }, ...(params.date ? [{ name: longDay, path }] : [])],
  });
  const meta = chosen || url.searchParams.has("q") ? [...seo, { name: "robots", content: "noindex" }] : seo;
  return data(
    {
      date,
      dated: params.date !== undefined,
      meta,
      place: { name: place.name, chosen: chosen !== null },
      panchang,
      words: panchang ? panchangInWords(panchang) : null,
      dayError,
      q,
      results,
      searchError,
      previous: date > "1900-01-01" ? shiftDay(date, -1) : null,
      next: date < "2100-12-31" ? shiftDay(date, 1) : null,
    },
    { headers: { "Cache-Control": cache, Vary: "Cookie" } },
  );
}

export function headers(args: Route.HeadersArgs) {
  return pageHeaders(args);
}

/** Choose a place from the search results (or go back to New Delhi): remembered, then the day again. */
export async function action({ request }: Route.ActionArgs) {
  return formAction(
    async () => {
      const form = Object.fromEntries(await readForm(request));
      const back = (date: unknown) => (typeof date === "string" && isPublicDay(date) ? `/panchang/${date}` : "/panchang");
      if (form.intent === "reset") return { redirect: back(form.date), status: 303, headers: { "Set-Cookie": await forgetPanchangPlace() } };
      const parsed = panchangPlaceSchema.safeParse(form);
      if (!parsed.success) return { data: { error: parsed.error.issues[0]?.message ?? "Choose a place from the search results" }, status: 400 };
      return { redirect: back(parsed.data.date), status: 303, headers: { "Set-Cookie": await rememberPanchangPlace(parsed.data) } };
    },
    (error) => shown(error, { error: error.message }),
  );
}

export const meta: Route.MetaFunction = ({ data: d }) => d?.meta ?? [{ title: "Panchang - Three Skies" }];

function Row({ label, value, until }: { label: string; value: string; until?: string }) {
  return (
    <tr className="border-b border-slate-200 dark:border-slate-700">
      <th scope="row" className="py-2 pr-4 text-left font-medium">
        {label}
      </th>
      <td className="py-2 pr-4">{value}</td>
      <td className="py-2 text-slate-600 dark:text-slate-300">{until ? `until ${until}` : ""}</td>
    </tr>
  );
}

/** One row per run of a limb within the day; "kshaya" and "vriddhi" said in words. */
function Runs({ label, runs }: { label: string; runs: { name: string; when: string; note: string | null }[] }) {
  return (
    <>
      {runs.map((r, i) => (
        <tr key={r.when} className="border-b border-slate-200 dark:border-slate-700">
          <th scope="row" className="py-2 pr-4 text-left font-medium">
            {i === 0 ? label : <span className="sr-only">{label}, then</span>}
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
  const p = d.panchang;
  const w = d.words;
  return (
    <>
      <PublicHeader user={user} />
      <main id="main" className="mx-auto max-w-3xl space-y-8 px-4 py-12">
        <header className="space-y-2">
          <h1 className="text-4xl font-semibold">Panchang for {w?.day ?? d.date}</h1>
          <p className="text-lg">
            {d.place.name}
            {d.place.chosen ? "" : " (the default place; choose yours below)"}
          </p>
          {w ? <p className="text-sm text-slate-600 dark:text-slate-300">Times are in {w.clock}. The day runs from sunrise to the next sunrise.</p> : null}
        </header>

        {d.dayError ? <p role="alert">{d.dayError}</p> : null}
        {p && w ? (
          <>
            <section aria-labelledby="limbs">
              <h2 id="limbs" className="mb-2 text-2xl font-semibold">
                The five limbs
              </h2>
              <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">From this sunrise to the next, every tithi, nakshatra, yoga and karana in turn.</p>
              <table className="w-full text-left">
                <tbody>
                  <Row label="Vara (weekday)" value={`${p.vara.name} (${p.vara.weekday})`} />
                  <Runs label="Tithi" runs={w.tithis} />
                  <Runs label="Nakshatra" runs={w.nakshatras} />
                  <Runs label="Yoga" runs={w.yogas} />
                  <Runs label="Karana" runs={w.karanas} />
                </tbody>
              </table>
            </section>
            <section aria-labelledby="month">
              <h2 id="month" className="mb-2 text-2xl font-semibold">
                Month and year
              </h2>
              <table className="w-full text-left">
                <tbody>
                  <Row label="Month (amanta)" value={`${w.amanta}, new Moon to new Moon`} />
                  <Row label="Month (purnimanta)" value={`${w.purnimanta}, full Moon to full Moon`} />
                  <Row label="Samvat" value={w.samvat} />
                </tbody>
              </table>
            </section>
            <section aria-labelledby="lights">
              <h2 id="lights" className="mb-2 text-2xl font-semibold">
                Sun and Moon
              </h2>
              <table className="w-full text-left">
                <tbody>
                  <Row label="Sunrise" value={w.sunrise} />
                  <Row label="Sunset" value={w.sunset} />
                  <Row label="Moonrise" value={w.moonrise} />
                  <Row label="Moonset" value={w.moonset} />
                </tbody>
              </table>
            </section>
            <section aria-labelledby="periods">
              <h2 id="periods" className="mb-2 text-2xl font-semibold">
                Periods of the day
              </h2>
              <table className="w-full text-left">
                <tbody>
                  <Row label="Rahu Kaal" value={w.rahuKaal} />
                  <Row label="Yamaganda" value={w.yamaganda} />
                  <Row label="Gulika Kaal" value={w.gulikaKaal} />
                  <Row label="Abhijit muhurta" value={w.abhijit} />
                </tbody>
              </table>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
                Rahu Kaal, Yamaganda and Gulika Kaal are each one eighth of the daylight between this sunrise and sunset; Abhijit is the eighth of the
                day&apos;s fifteen muhurtas, the one around local noon
                {p.vara.number === 4 ? ", which many traditions set aside on a Wednesday" : ""}.
              </p>
            </section>
          </>
        ) : null}

        <nav aria-label="Other days" className="flex gap-6">
          {d.previous ? (
            <Link className="link" to={`/panchang/${d.previous}`}>
              Previous day
            </Link>
          ) : null}
          {d.next ? (
            <Link className="link" to={`/panchang/${d.next}`}>
              Next day
            </Link>
          ) : null}
        </nav>

        <section aria-labelledby="place" className="space-y-3">
          <h2 id="place" className="text-2xl font-semibold">
            Choose the place
          </h2>
          <Form method="get" action={d.dated ? `/panchang/${d.date}` : "/panchang"} className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col">
              <span>Town or city</span>
              <input name="q" defaultValue={d.q} minLength={PLACE_QUERY_MIN} maxLength={200} required className="input" autoComplete="address-level2" />
            </label>
            <button type="submit" className="btn-outline">
              Search places
            </button>
          </Form>
          {d.searchError ? <p role="alert">{d.searchError}</p> : null}
          {actionData?.error ? <p role="alert">{actionData.error}</p> : null}
          {d.results ? (
            d.results.length === 0 ? (
              <p role="status">No place matches &ldquo;{d.q}&rdquo;. Try the town&apos;s name with its country.</p>
            ) : (
              <ul className="space-y-2" aria-label="Places found">
                {d.results.map((r) => (
                  <li key={`${r.lat},${r.lon}`}>
                    <Form method="post" action="/panchang">
                      <input type="hidden" name="name" value={r.display_name} />
                      <input type="hidden" name="lat" value={r.lat} />
                      <input type="hidden" name="lon" value={r.lon} />
                      <input type="hidden" name="tz" value={r.timezone} />
                      {d.dated ? <input type="hidden" name="date" value={d.date} /> : null}
                      <button type="submit" className="link">
                        Use {r.display_name}
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            )
          ) : null}
          {d.place.chosen ? (
            <Form method="post" action="/panchang">
              <input type="hidden" name="intent" value="reset" />
              {d.dated ? <input type="hidden" name="date" value={d.date} /> : null}
              <button type="submit" className="link">
                Back to New Delhi
              </button>
            </Form>
          ) : null}
        </section>
      </main>
    </>
  );
}
