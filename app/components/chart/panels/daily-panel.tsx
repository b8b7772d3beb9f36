// The Daily tab: today's message, then "The Year Ahead" (the forecast as a timeline, the calendar link for Premium).
import { IntentButton } from "~/components/ui/intent-form";
import { Link } from "~/components/ui/link";
import { zonedFormatter } from "~/domain/zoned-dates";
import { parseDaily } from "~/domain/daily-reading";
import { eventTitle, type ForecastEvent } from "~/domain/forecast";
import type { ChartData, TabData } from "./parts";
import { AddToCalendar } from "~/components/add-to-calendar";
import { ProgressionsSection } from "./progressions";
import { Section } from "~/components/ui/section";
import type { ViewTranslate } from "~/i18n/use-t";
import { useText } from "~/i18n/text-context";
import { localizedPath, type Locale } from "~/i18n/locales";

export function DailyPanel({ data }: { data: TabData<"daily"> }) {
  const { daily } = data;
  const { t } = useText();
  const sign = data.profile.sunSign;
  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-2xl font-semibold">{t("daily.heading")}</h2>
        {daily?.status === "ok" ? (
          <>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              <time dateTime={daily.date}>{daily.longDate}</time>
            </p>
            <div className="card mt-4">
              <h3 className="text-lg font-semibold">{t("daily.message")}</h3>
              <DailyReadingView content={daily.content} t={t} />
            </div>
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-300" data-testid="daily-vs-sign">
              {t(data.profile.birthTime ? "daily.castWhole" : "daily.castNoTime")}{" "}
              <Link to={localizedPath(`/horoscope/${sign.toLowerCase()}`, data.locale)} className="link">
                {t("daily.signLink", { sign: t(`astro.sign.${sign}`) })}
              </Link>{" "}
              {t("daily.signAfter")}
            </p>
          </>
        ) : (
          <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
            {t("daily.error")}
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
  const { t } = useText();
  if (!data.together.length) return null;
  return (
    <Section id="together" title={t("daily.together")} titleClassName="text-2xl font-semibold" className="">
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        {data.together.map((p) => (
          <article key={p.id} aria-labelledby={`together-${p.id}`} className="card" data-testid="together">
            <h3 id={`together-${p.id}`} className="text-lg font-semibold">
              {t("daily.togetherWith", { name: p.name })}
            </h3>
            <p className="mt-2 text-sm leading-relaxed">{p.text}</p>
            <Link to={`?tab=compatibility&person=${encodeURIComponent(p.id)}`} className="link mt-2 inline-block text-sm">
              {t("daily.togetherReport", { name: p.name })}
            </Link>
          </article>
        ))}
      </div>
    </Section>
  );
}

/** The day's reading in its parts; a text in another shape (an older day) keeps its line breaks. */
function DailyReadingView({ content, t }: { content: string; t: ViewTranslate }) {
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
              {t(`daily.${card.id}`)}
            </h4>
            <p className="mt-2 font-medium leading-snug">{card.lead}</p>
            <p className="mt-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300">{card.text}</p>
          </section>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Section id="daily-do" title={t("daily.do")} level="h4" titleClassName="text-sm font-semibold text-emerald-900 dark:text-emerald-100" className="rounded-xl bg-emerald-50 p-4 dark:bg-emerald-950">
          <p className="mt-1 text-sm leading-relaxed text-emerald-950 dark:text-emerald-50">{reading.do}</p>
        </Section>
        <Section id="daily-dont" title={t("daily.dont")} level="h4" titleClassName="text-sm font-semibold text-rose-900 dark:text-rose-100" className="rounded-xl bg-rose-50 p-4 dark:bg-rose-950">
          <p className="mt-1 text-sm leading-relaxed text-rose-950 dark:text-rose-50">{reading.dont}</p>
        </Section>
      </div>
      <p className="border-t border-night-200 pt-3 text-xs leading-relaxed text-slate-600 dark:border-night-800 dark:text-slate-300" data-testid="daily-sky">
        <span className="font-semibold">{t("daily.skyToday")}</span> {reading.sky}
      </p>
    </div>
  );
}

function formatter(locale: Locale, timezone: string | null, options: Intl.DateTimeFormatOptions) {
  return zonedFormatter(locale === "en" ? "en-US" : locale, timezone, options);
}

function YearAhead({ data }: { data: TabData<"daily"> }) {
  const year = data.yearAhead;
  const { t } = useText();
  if (!year) return null;
  const ok = year.status === "ok";
  return (
    <Section id="year-ahead" title={t("daily.yearTitle")} titleClassName="text-2xl font-semibold" className="" intro={ok ? t("daily.yearIntro") : null}>
      {ok ? (
        <CalendarLink data={data} url={year.calendarUrl} t={t} />
      ) : (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          {t("daily.yearError")}
        </p>
      )}
      <ProgressionsSection progressions={data.profile.progressions} />
      {ok ? <YearEvents events={year.events} timezone={year.timezone} locale={data.locale} t={t} /> : null}
    </Section>
  );
}

/** Three months open; the rest of the year one click (or tap) away, with or without JavaScript. */
function YearEvents({ events, timezone, locale, t }: { events: readonly ForecastEvent[]; timezone: string | null; locale: Locale; t: ViewTranslate }) {
  const lists = yearLists(events, timezone, locale);
  return (
    <div data-testid="year-ahead">
      <MonthList label={t("daily.nextMonths")} months={lists.open} dayFormat={lists.dayFormat} t={t} />
      {lists.later > 0 ? (
        <details className="group mt-6">
          <summary className="btn-outline cursor-pointer list-none">
            <span className="group-open:hidden">{t("daily.showRest", { count: lists.later })}</span>
            <span className="hidden group-open:inline">{t("daily.hideRest")}</span>
          </summary>
          <MonthList label={t("daily.restMonths")} months={lists.rest} dayFormat={lists.dayFormat} t={t} />
        </details>
      ) : null}
    </div>
  );
}

const OPEN_MONTHS = 3;

type Month = [name: string, events: ForecastEvent[]];

/** The year ahead's events by month, dated in the member's zone: the first three open, the rest behind "Show the rest of the year". */
function yearLists(events: readonly ForecastEvent[], timezone: string | null, locale: Locale) {
  const monthFormat = formatter(locale, timezone, { month: "long", year: "numeric" });
  const months = new Map<string, ForecastEvent[]>();
  for (const e of events) {
    const key = monthFormat.format(new Date(e.date));
    const list = months.get(key) ?? [];
    list.push(e);
    months.set(key, list);
  }
  const all = [...months];
  return {
    dayFormat: formatter(locale, timezone, { month: "short", day: "numeric" }),
    open: all.slice(0, OPEN_MONTHS),
    rest: all.slice(OPEN_MONTHS),
    later: Math.max(0, all.length - OPEN_MONTHS),
  };
}

function MonthList({ label, months, dayFormat, t }: { label: string; months: Month[]; dayFormat: Intl.DateTimeFormat; t: ViewTranslate }) {
  const day = (iso: string) => dayFormat.format(new Date(iso));
  return (
    <ol className="mt-6 space-y-6" aria-label={label}>
      {months.map(([month, events]) => (
        <li key={month}>
          <h3 className="border-b border-night-200 pb-1 text-lg font-semibold dark:border-night-800">{month}</h3>
          <ol className="mt-2 space-y-3 border-l-2 border-night-200 pl-4 dark:border-night-800">
            {events.map((e) => (
              <li key={`${e.kind}-${e.body}-${e.target}-${e.aspect}-${e.date}`} data-kind={e.kind} className="text-sm">
                <p>
                  <time dateTime={e.date} className="font-semibold">
                    {day(e.date)}
                  </time>{" "}
                  <span className="text-slate-600 dark:text-slate-300">· {t(`daily.kind.${e.kind}`)}</span>
                </p>
                <p className="font-medium">{eventTitle(e, t)}</p>
                <p className="leading-relaxed text-slate-800 dark:text-slate-200">{e.text}</p>
                {e.start && e.end ? (
                  <p className="text-xs text-slate-600 dark:text-slate-300">
                    {t("daily.within", { start: day(e.start), end: day(e.end) })}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}

function CalendarLink({ data, url, t }: { data: ChartData; url: string | null; t: ViewTranslate }) {
  if (!data.premium) {
    return (
      <p className="mt-3 text-sm">
        {t("daily.calendarPremium")}{" "}
        <Link to={localizedPath("/pricing", data.locale)} className="link">
          {t("daily.seePremium")}
        </Link>
      </p>
    );
  }
  if (!url) return <IntentButton intent="calendar-link" formClassName="mt-3" preventScrollReset className="btn-outline" label={t("daily.calendarGet")} />;
  return (
    <div className="mt-3 rounded-lg border border-night-200 p-3 text-sm dark:border-night-800">
      <p className="mb-2">{t("daily.calendarFollow")}</p>
      <AddToCalendar url={url} />
      <IntentButton intent="calendar-revoke" formClassName="mt-2" preventScrollReset className="btn-ghost text-sm" label={t("daily.calendarRevoke")} />
    </div>
  );
}
