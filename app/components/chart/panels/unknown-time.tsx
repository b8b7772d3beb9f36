// Birth days without a birth time: both possible Moon signs (and lunar mansions) with the local time
// the Moon moved on, what the day settles anyway, and what a birth time would add.
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import type { DayChange } from "~/astrology";
import { formatDegreeMinute, norm360, signOf } from "~/astrology/constants";
import { formatPlace, textGlyphs } from "~/domain/format";
import { dateIn, Notice, signSymbol, TERM, timeIn, type Profile } from "./parts";
import { Fact, Section } from "~/components/ui/section";
import type { ViewTranslate } from "~/i18n/use-t";
import { useText } from "~/i18n/text-context";
import type { Locale } from "~/i18n/locales";

type UnknownTime = NonNullable<Profile["unknownTime"]>;

/** "A or B", "A, B or C" in the page's language. */
function orList(items: readonly string[], locale: Locale) {
  return new Intl.ListFormat(locale === "en" ? "en-GB" : locale, { type: "disjunction" }).format(items);
}

/** "Lisbon" from "Lisbon, 14, PT": the town whose clock the times are on. */
function town(profile: Profile) {
  return formatPlace(profile.birthPlace).split(",")[0]!.trim();
}

/** The page's words and its clock for the cards below. */
function useDayText() {
  const { t, locale } = useText();
  const clock = (change: DayChange) => timeIn(change.localTime, locale);
  const sign = (name: string) => t(`astro.sign.${name}`);
  const mansion = (name: string) => t(`vedic.nakshatra.${name}`);
  /** Which part of the day each of the values held, given the changes between them. */
  const windowLabel = (changes: DayChange[], index: number) => {
    if (index === 0) return t("chart.bornBeforeWindow", { time: clock(changes[0]!) });
    if (index === changes.length) return t("chart.bornAtOrLater", { time: clock(changes[index - 1]!) });
    return t("chart.bornBetween", { from: clock(changes[index - 1]!), to: clock(changes[index]!) });
  };
  return { t, locale, clock, sign, mansion, windowLabel };
}

/** A message with `{strong}` in it, that part in bold. */
function withStrong(text: string, strong: string) {
  const [before, after] = text.split("{strong}");
  return (
    <>
      {before}
      <strong>{strong}</strong>
      {after}
    </>
  );
}

/** The header's words for the Sun and the Moon without a birth time. */
export function untimedSigns(profile: Profile, t: ViewTranslate): { sun: string; moon: string } {
  const u = profile.unknownTime;
  const names = (signs: readonly string[]) => signs.map((sign) => t(`astro.sign.${sign}`)).join(t("chart.or"));
  const sun = names(u ? u.bodies.Sun.signs : [profile.sunSign]);
  const moon = names(profile.moonSign ? [profile.moonSign] : u ? u.bodies.Moon.signs : profile.chart.moonSignCandidates);
  return { sun, moon };
}

/** The Moon tab's first card when the Moon changed sign on the birth day. */
export function MoonAlternatives({ profile }: { profile: Profile }) {
  const { t, locale, clock, sign, windowLabel } = useDayText();
  const u = profile.unknownTime;
  const change = u?.bodies.Moon.change;
  if (!u || !change) return null;
  const changes = [change];
  const signs = { from: sign(change.from), to: sign(change.to) };
  return (
    <div data-testid="moon-alternatives">
      <h2 className="text-2xl font-semibold">{t("chart.moonEither", signs)}</h2>
      <p className="mt-2 leading-relaxed">{withStrong(t("chart.moonEntered", { ...signs, date: dateIn(u.date, locale), time: clock(change), town: town(profile) }), clock(change))}</p>
      <Notice className="mt-3">{t("chart.moonNeedsExact")}</Notice>
      <div className="mt-5 grid gap-4 md:grid-cols-2">
        {u.moonReadings.map((r, i) => (
          <OptionCard key={r.sign} id={`moon-option-${i}`} window={windowLabel(changes, i)} text={r.text}>
            <span aria-hidden="true">{signSymbol(r.sign)} </span>
            {t("chart.moonIn", { sign: sign(r.sign) })}
          </OptionCard>
        ))}
      </div>
    </div>
  );
}

/** One of the readings the day allows: when in the day it holds, its name and its text. */
function OptionCard({ id, window, text, children }: { id: string; window: string; text: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-night-200 p-4 dark:border-night-800">
      <p className="text-xs font-semibold uppercase tracking-wide text-night-700 dark:text-gold-300">{window}</p>
      <h3 id={id} className="mt-1 text-lg font-semibold">
        {children}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-800 dark:text-slate-200">{text}</p>
    </section>
  );
}

/** The Love tab's reading when the Moon passed through more than one lunar mansion that day. */
export function NakshatraAlternatives({ profile }: { profile: Profile }) {
  const { t, locale, clock, mansion, windowLabel } = useDayText();
  const u = profile.unknownTime;
  if (!u || u.nakshatraChanges.length === 0) return null;
  const changes = u.nakshatraChanges;
  const step = (i: number) => (i === 0 ? "chart.mansionFirst" : i === changes.length - 1 ? "chart.mansionLast" : "chart.mansionNext");
  return (
    <div data-testid="nakshatra-alternatives">
      <h2 className="text-2xl font-semibold">{orList(u.nakshatras.map(mansion), locale)}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("chart.mansionLove")}</p>
      <p className="mt-3 leading-relaxed">
        {t("chart.mansionDay", { date: dateIn(u.date, locale) })}
        {changes.map((c, i) => (
          <span key={c.utc}>{withStrong(t(step(i), { from: mansion(c.from), to: mansion(c.to) }), clock(c))}</span>
        ))}
        {t("chart.townTime", { town: town(profile) })}
      </p>
      <Notice className="mt-3">{t("chart.mansionNeedsExact")}</Notice>
      <div className={`mt-5 grid gap-4 ${u.nakshatraReadings.length > 2 ? "lg:grid-cols-3" : "md:grid-cols-2"}`}>
        {u.nakshatraReadings.map((r, i) => (
          <OptionCard key={r.nakshatra} id={`nakshatra-option-${i}`} window={windowLabel(changes, i)} text={r.text}>
            {mansion(r.nakshatra)}
          </OptionCard>
        ))}
      </div>
    </div>
  );
}

/** What the birth day settles without a time, and what a time would add. */
export function UntimedDayCard({ profile }: { profile: Profile }) {
  const { t, locale, clock, sign, mansion } = useDayText();
  const u = profile.unknownTime;
  if (!u) return null;
  const moon = u.bodies.Moon;
  const moonOpen = moon.signs.length > 1;
  const mansionOpen = u.nakshatras.length > 1;
  /** "25°10′ Gemini" from an ecliptic longitude. */
  const position = (longitude: number) => `${formatDegreeMinute(norm360(longitude) % 30)} ${sign(signOf(norm360(longitude)))}`;
  /** "Leo", or "Cancer until 3:42 PM, then Leo" when the body changed sign that day. */
  const signOfDay = (planet: keyof UnknownTime["bodies"]) => {
    const { change, signs } = u.bodies[planet];
    return change ? t("chart.signUntil", { from: sign(change.from), time: clock(change), to: sign(change.to) }) : sign(signs[0]!);
  };
  const span = { start: position(moon.start), end: position(moon.end) };
  const rows: [string, string][] = [
    ...(["Sun", "Moon", "Mercury", "Venus", "Mars"] as const).map((p): [string, string] => [
      t(`astro.planet.${p}`),
      p !== "Moon" ? signOfDay(p) : moonOpen ? t("chart.moonSpan", span) : t("chart.moonAllDay", { ...span, sign: sign(moon.signs[0]!) }),
    ]),
    [t("chart.col.nakshatra"), mansionOpen ? u.nakshatras.map(mansion).join(t("chart.thenSep")) : t("chart.allDay", { name: mansion(u.nakshatras[0]!) })],
  ];
  const pillars = [
    u.pillars.year ? t("chart.pillarYear", { pillar: u.pillars.year }) : t("chart.yearChanged"),
    u.pillars.month ? t("chart.pillarMonth", { pillar: u.pillars.month }) : t("chart.monthChanged"),
    t("chart.pillarDay", { pillar: u.pillars.day }),
  ];
  return (
    <Section id="untimed" title={t("chart.untimedTitle")} data-testid="untimed-day">
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("chart.untimedIntro", { date: dateIn(u.date, locale), town: town(profile) })}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <Fact key={label} term={label} termClassName={TERM}>
            {textGlyphs(value)}
          </Fact>
        ))}
        <Fact term={t("chart.chinesePillars")} termClassName={TERM}>
          {pillars.map((part, i) => (
            <span key={part} className="whitespace-nowrap">
              {i > 0 ? " · " : ""}
              {part}
            </span>
          ))}
        </Fact>
      </dl>
      <h3 className="mt-6 text-lg font-semibold">{t("chart.timeWouldAdd")}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {moonOpen ? <li>{t("chart.addMoonSign", { signs: orList(moon.signs.map(sign), locale) })}</li> : null}
        <li>{t(mansionOpen ? "chart.addMansion" : "chart.addPada")}</li>
        <li>{t("chart.addRising")}</li>
        <li>{t("chart.addHourPillar")}</li>
        <li>{t("chart.addDashaDates")}</li>
      </ul>
      <Link to="?tab=birth&edit=1" className="btn-outline mt-5">
        {t("chart.addBirthTime")}
      </Link>
    </Section>
  );
}
