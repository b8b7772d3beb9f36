// The Daily tab: today's message, then "The Year Ahead" (the forecast as a timeline, the calendar link for Premium).
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import { zonedFormatter } from "~/domain/zoned-dates";
import { parseDaily } from "~/domain/daily-reading";
import { eventTitle, type ForecastEvent } from "~/domain/forecast";
import type { ChartData, TabData } from "./parts";
import { AddToCalendar } from "~/components/add-to-calendar";
import { ProgressionsSection } from "./progressions";
import { el, text } from "~/components/chart/svg-markup";

export function DailyPanel({ data }: { data: TabData<"daily"> }) {
  const { daily } = data;
  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-2xl font-semibold">Your Daily Guidance</h2>
        {daily?.status === "ok" ? (
          <>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              <time dateTime={daily.date}>{daily.longDate}</time>
            </p>
            <div className="card mt-4">
              <h3 className="text-lg font-semibold">Today's Cosmic Message</h3>
              <DailyReadingView content={daily.content} />
            </div>
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-300" data-testid="daily-vs-sign">
              This reading is cast for your whole birth chart, Moon, rising sign and houses included; the public{" "}
              <Link to={`/horoscope/${data.profile.sunSign.toLowerCase()}`} className="link">
                {data.profile.sunSign} horoscope
              </Link>{" "}
              reads the same sky from your Sun sign alone.
            </p>
          </>
        ) : (
          <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
            Unable to load daily horoscope. Please try again.
          </p>
        )}
      </div>
      <Together data={data} />
      <YearAhead data={data} />
    </div>
  );
}

/** "You and {name} today" for each starred person (Premium), linking to their report. */
function Together({ data }: { data: ChartData }) {
  if (!data.together.length) return null;
  return (
    <section aria-labelledby="together-heading">
      <h2 id="together-heading" className="text-2xl font-semibold">
        You and your people today
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        {data.together.map((t) => (
          <article key={t.id} aria-labelledby={`together-${t.id}`} className="card" data-testid="together">
            <h3 id={`together-${t.id}`} className="text-lg font-semibold">
              You and {t.name} today
            </h3>
            <p className="mt-2 text-sm leading-relaxed">{t.text}</p>
            <Link to={`?tab=compatibility&person=${encodeURIComponent(t.id)}`} className="link mt-2 inline-block text-sm">
              Your report with {t.name}
            </Link>
          </article>
        ))}
      </div>
    </section>
  );
}

/** The day's reading in its parts; a text in another shape (an older day) keeps its line breaks. */
function DailyReadingView({ content }: { content: string }) {
  const reading = parseDaily(content);
  if (!reading) {
    return (
      <p className="mt-3 whitespace-pre-line leading-relaxed" data-testid="daily-content">
        {content}
      </p>
    );
  }
  return (
    <div className="mt-3 space-y-5" data-testid="daily-content">
      <p className="text-2xl leading-snug font-semibold text-night-900 sm:text-3xl dark:text-gold-300" data-testid="daily-headline">
        {reading.headline}
      </p>
      <div className="grid gap-4 md:grid-cols-3">
        {reading.cards.map((card) => (
          <section key={card.id} aria-labelledby={`daily-${card.id}`} className="rounded-xl border border-night-200 p-4 dark:border-night-800" data-testid={`daily-${card.id}`}>
            <h4 id={`daily-${card.id}`} className="text-sm font-semibold tracking-wide text-night-700 uppercase dark:text-gold-300">
              {card.title}
            </h4>
            <p className="mt-2 font-medium leading-snug">{card.lead}</p>
            <p className="mt-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300">{card.text}</p>
          </section>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="daily-do" className="rounded-xl bg-emerald-50 p-4 dark:bg-emerald-950">
          <h4 id="daily-do" className="text-sm font-semibold text-emerald-900 dark:text-emerald-100">
            Do
          </h4>
          <p className="mt-1 text-sm leading-relaxed text-emerald-950 dark:text-emerald-50">{reading.do}</p>
        </section>
        <section aria-labelledby="daily-dont" className="rounded-xl bg-rose-50 p-4 dark:bg-rose-950">
          <h4 id="daily-dont" className="text-sm font-semibold text-rose-900 dark:text-rose-100">
            Don't
          </h4>
          <p className="mt-1 text-sm leading-relaxed text-rose-950 dark:text-rose-50">{reading.dont}</p>
        </section>
      </div>
      <p className="border-t border-night-200 pt-3 text-xs leading-relaxed text-slate-600 dark:border-night-800 dark:text-slate-300" data-testid="daily-sky">
        <span className="font-semibold">Sky today (your time):</span> {reading.sky}
      </p>
    </div>
  );
}

const KIND_LABEL: Record<ForecastEvent["kind"], string> = { transit: "Transit", station: "Station", ingress: "Ingress", lunation: "Moon" };

function formatter(timezone: string | null, options: Intl.DateTimeFormatOptions) {
  return zonedFormatter("en-US", timezone, options);
}

function YearAhead({ data }: { data: TabData<"daily"> }) {
  const year = data.yearAhead;
  if (!year) return null;
  if (year.status !== "ok") {
    return (
      <section aria-labelledby="year-ahead-heading" id="year-ahead">
        <h2 id="year-ahead-heading" className="text-2xl font-semibold">
          The Year Ahead
        </h2>
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          Unable to load the year ahead. Please try again.
        </p>
        <ProgressionsSection progressions={data.profile.progressions} />
      </section>
    );
  }
  const lists = yearLists(year.events, year.timezone);
  return (
    <section aria-labelledby="year-ahead-heading" id="year-ahead">
      <h2 id="year-ahead-heading" className="text-2xl font-semibold">
        The Year Ahead
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        The next 12 months for your chart: the slow planets' aspects to your Sun, Moon, angles and personal planets, their stations and sign changes, and every new and full Moon.
      </p>
      <CalendarLink data={data} url={year.calendarUrl} />
      <ProgressionsSection progressions={data.profile.progressions} />
      {/* Three months open; the rest of the year one click (or tap) away, with or without JavaScript. */}
      <div data-testid="year-ahead">
        <MonthList label="Events of the next three months" html={lists.open} />
        {lists.later > 0 ? (
          <details className="group mt-6">
            <summary className="btn-outline cursor-pointer list-none">
              <span className="group-open:hidden">Show the rest of the year ({lists.later} months)</span>
              <span className="hidden group-open:inline">Hide the rest of the year</span>
            </summary>
            <MonthList label="Events of the rest of the year" html={lists.rest} />
          </details>
        ) : null}
      </div>
    </section>
  );
}

const OPEN_MONTHS = 3;

type YearLists = { timezone: string | null; open: string; rest: string; later: number };

// The year's lists written once per forecast: the events are the same frozen array for a profile view
// and day (forecast.server.ts), so the markup is kept with them, for the zone it is dated in.
const keptLists = new WeakMap<readonly ForecastEvent[], YearLists>();

/** The year ahead's months as markup: the first three open, the rest behind "Show the rest of the year". */
function yearLists(events: readonly ForecastEvent[], timezone: string | null): YearLists {
  const kept = keptLists.get(events);
  if (kept && kept.timezone === timezone) return kept;
  const monthFormat = formatter(timezone, { month: "long", year: "numeric" });
  const dayFormat = formatter(timezone, { month: "short", day: "numeric" });
  const months = new Map<string, ForecastEvent[]>();
  for (const e of events) {
    const key = monthFormat.format(new Date(e.date));
    const list = months.get(key) ?? [];
    list.push(e);
    months.set(key, list);
  }
  const all = [...months];
  const lists = {
    timezone,
    open: monthsMarkup(all.slice(0, OPEN_MONTHS), dayFormat),
    rest: monthsMarkup(all.slice(OPEN_MONTHS), dayFormat),
    later: Math.max(0, all.length - OPEN_MONTHS),
  };
  keptLists.set(events, lists);
  return lists;
}

// Fifty-odd events of five or six elements: written as markup (svg-markup.ts), with the separators
// React writes between adjacent texts, so the page is the same.
function monthsMarkup(months: [string, ForecastEvent[]][], dayFormat: Intl.DateTimeFormat) {
  const day = (iso: string) => text(dayFormat.format(new Date(iso)));
  const event = (e: ForecastEvent) =>
    el(
      "li",
      { "data-kind": e.kind, class: "text-sm" },
      el("p", {}, el("time", { dateTime: e.date, class: "font-semibold" }, day(e.date)), " ", el("span", { class: "text-slate-600 dark:text-slate-300" }, `· <!-- -->${text(KIND_LABEL[e.kind])}`)),
      el("p", { class: "font-medium" }, text(eventTitle(e))),
      el("p", { class: "leading-relaxed text-slate-800 dark:text-slate-200" }, text(e.text)),
      e.start && e.end ? el("p", { class: "text-xs text-slate-600 dark:text-slate-300" }, `Within 1° from <!-- -->${day(e.start)}<!-- --> to <!-- -->${day(e.end)}`) : "",
    );
  return months
    .map(([month, events]) =>
      el(
        "li",
        {},
        el("h3", { class: "border-b border-night-200 pb-1 text-lg font-semibold dark:border-night-800" }, text(month)),
        el("ol", { class: "mt-2 space-y-3 border-l-2 border-night-200 pl-4 dark:border-night-800" }, ...events.map(event)),
      ),
    )
    .join("");
}

function MonthList({ label, html }: { label: string; html: string }) {
  return <ol className="mt-6 space-y-6" aria-label={label} dangerouslySetInnerHTML={{ __html: html }} />;
}

function CalendarLink({ data, url }: { data: ChartData; url: string | null }) {
  if (!data.premium) {
    return (
      <p className="mt-3 text-sm">
        Premium members can follow the year ahead in their own calendar app. <Link to="/pricing" className="link">See Premium</Link>
      </p>
    );
  }
  if (!url) {
    return (
      <Form method="post" className="mt-3" preventScrollReset>
        <input type="hidden" name="intent" value="calendar-link" />
        <button type="submit" className="btn-outline">
          Get a calendar link
        </button>
      </Form>
    );
  }
  return (
    <div className="mt-3 rounded-lg border border-night-200 p-3 text-sm dark:border-night-800">
      <p className="mb-2">Follow the year ahead in your own calendar: new events arrive as the months turn.</p>
      <AddToCalendar url={url} />
      <Form method="post" className="mt-2" preventScrollReset>
        <input type="hidden" name="intent" value="calendar-revoke" />
        <button type="submit" className="btn-ghost text-sm">
          Revoke this link
        </button>
      </Form>
    </div>
  );
}
