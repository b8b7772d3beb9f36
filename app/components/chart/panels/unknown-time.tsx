// Birth days without a birth time: both possible Moon signs (and lunar mansions) with the local time
// the Moon moved on, what the day settles anyway, and what a birth time would add.
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import type { DayChange } from "~/astrology";
import { formatDegreeMinute, norm360, signOf } from "~/astrology/constants";
import { formatLongDate } from "~/domain/dates";
import { formatClockTime, formatPlace, textGlyphs } from "~/domain/format";
import { Notice, signSymbol, TERM, type Profile } from "./parts";
import { Fact, Section } from "~/components/ui/section";
import type { ViewTranslate } from "~/i18n/use-t";

type UnknownTime = NonNullable<Profile["unknownTime"]>;

/** "A or B", "A, B or C". */
function orList(items: readonly string[]) {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}` : (items[0] ?? "");
}

/** "Lisbon" from "Lisbon, 14, PT": the town whose clock the times are on. */
function town(profile: Profile) {
  return formatPlace(profile.birthPlace).split(",")[0]!.trim();
}

function clock(change: DayChange) {
  return formatClockTime(change.localTime);
}

/** Which part of the day each of `count` values held, given the changes between them. */
function windowLabel(changes: DayChange[], index: number) {
  if (index === 0) return `If you were born before ${clock(changes[0]!)}`;
  if (index === changes.length) return `If you were born at ${clock(changes[index - 1]!)} or later`;
  return `If you were born between ${clock(changes[index - 1]!)} and ${clock(changes[index]!)}`;
}

/** "25°10′ Gemini" from an ecliptic longitude. */
function position(longitude: number) {
  const l = norm360(longitude);
  return `${formatDegreeMinute(l % 30)} ${signOf(l)}`;
}

/** "Leo", or "Cancer until 3:42 PM, then Leo" when the body changed sign that day. */
function signOfDay(u: UnknownTime, planet: keyof UnknownTime["bodies"]) {
  const b = u.bodies[planet];
  return b.change ? `${b.change.from} until ${clock(b.change)}, then ${b.change.to}` : b.signs[0]!;
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
  const u = profile.unknownTime;
  const change = u?.bodies.Moon.change;
  if (!u || !change) return null;
  const changes = [change];
  return (
    <div data-testid="moon-alternatives">
      <h2 className="text-2xl font-semibold">
        Moon in {change.from} or {change.to}
      </h2>
      <p className="mt-2 leading-relaxed">
        On {formatLongDate(u.date)} the Moon entered {change.to} at <strong>{clock(change)}</strong> {town(profile)} time. Born before then, your Moon is in{" "}
        {change.from}; from {clock(change)} on, it is in {change.to}.
      </p>
      <Notice className="mt-3">Your moon sign needs an exact birth time to say which of the two it is. Add your birth time on the Birth tab to settle it.</Notice>
      <div className="mt-5 grid gap-4 md:grid-cols-2">
        {u.moonReadings.map((r, i) => (
          <OptionCard key={r.sign} id={`moon-option-${i}`} window={windowLabel(changes, i)} text={r.text}>
            <span aria-hidden="true">{signSymbol(r.sign)} </span>Moon in {r.sign}
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
  const u = profile.unknownTime;
  if (!u || u.nakshatraChanges.length === 0) return null;
  const changes = u.nakshatraChanges;
  return (
    <div data-testid="nakshatra-alternatives">
      <h2 className="text-2xl font-semibold">{orList(u.nakshatras)}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">Your lunar mansion (nakshatra) and what it says about love</p>
      <p className="mt-3 leading-relaxed">
        On {formatLongDate(u.date)} the Moon{" "}
        {changes.map((c, i) => (
          <span key={c.utc}>
            {i === 0 ? "moved from " : i === changes.length - 1 ? " and from " : ", from "}
            {c.from} into {c.to} at <strong>{clock(c)}</strong>
          </span>
        ))}{" "}
        {town(profile)} time.
      </p>
      <Notice className="mt-3">Your nakshatra needs an exact birth time to say which it is. Add your birth time on the Birth tab to settle it.</Notice>
      <div className={`mt-5 grid gap-4 ${u.nakshatraReadings.length > 2 ? "lg:grid-cols-3" : "md:grid-cols-2"}`}>
        {u.nakshatraReadings.map((r, i) => (
          <OptionCard key={r.nakshatra} id={`nakshatra-option-${i}`} window={windowLabel(changes, i)} text={r.text}>
            {r.nakshatra}
          </OptionCard>
        ))}
      </div>
    </div>
  );
}

/** What the birth day settles without a time, and what a time would add. */
export function UntimedDayCard({ profile }: { profile: Profile }) {
  const u = profile.unknownTime;
  if (!u) return null;
  const moon = u.bodies.Moon;
  const moonOpen = moon.signs.length > 1;
  const mansionOpen = u.nakshatras.length > 1;
  const rows: [string, string][] = [
    ["Sun", signOfDay(u, "Sun")],
    ["Moon", `${moonOpen ? "" : `${moon.signs[0]} all day, `}from ${position(moon.start)} to ${position(moon.end)}`],
    ["Mercury", signOfDay(u, "Mercury")],
    ["Venus", signOfDay(u, "Venus")],
    ["Mars", signOfDay(u, "Mars")],
    ["Nakshatra", mansionOpen ? u.nakshatras.join(", then ") : `${u.nakshatras[0]} all day`],
  ];
  const pillars = [
    u.pillars.year ? `year ${u.pillars.year}` : "year changed that day (Li Chun)",
    u.pillars.month ? `month ${u.pillars.month}` : "month changed that day (a solar term)",
    `day ${u.pillars.day}`,
  ];
  return (
    <Section id="untimed" title="What your birth day settles" data-testid="untimed-day">
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Without a birth time, these hold for every minute of {formatLongDate(u.date)} in {town(profile)}.
      </p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <Fact key={label} term={label} termClassName={TERM}>
            {textGlyphs(value)}
          </Fact>
        ))}
        <Fact term="Chinese pillars" termClassName={TERM}>
          {pillars.map((part, i) => (
            <span key={part} className="whitespace-nowrap">
              {i > 0 ? " · " : ""}
              {part}
            </span>
          ))}
        </Fact>
      </dl>
      <h3 className="mt-6 text-lg font-semibold">What a birth time would add</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {moonOpen ? <li>Your Moon sign: {moon.signs.join(" or ")}</li> : null}
        <li>{mansionOpen ? "Your nakshatra and its pada (quarter)" : "The pada (quarter) of your nakshatra"}</li>
        <li>Your rising sign (Ascendant), the Midheaven and the twelve houses</li>
        <li>The hour pillar, the fourth of your Four Pillars</li>
        <li>Exact dates for your dasha periods</li>
      </ul>
      <Link to="?tab=birth&edit=1" className="btn-outline mt-5">
        Add your birth time
      </Link>
    </Section>
  );
}
