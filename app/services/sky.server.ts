/**
 * Today's sky (/sky, /sky/{date}, GET /api/sky, /sky.ics): the positions at local noon of the day in
 * its zone, the Moon's phase, the void-of-course stretches touching the day, the week's ingresses and
 * the stations, lunations and eclipses ahead. One computation per date and zone, shared by the page
 * and the API; times are instants, worded on the zone's clock by the views.
 */
import { LRUCache } from "lru-cache";
import { formatDegreeMinute, type Planet } from "~/astrology/constants";
import { moonIngresses, moonPhase, nextEclipse, skyCalendar, skyPositions, voidOfCourse, type SkyEvent } from "~/astrology/sky";
import { zonedToUtcMs } from "~/astrology/time";
import { writeSkyDay, type SkyDayFacts } from "~/astrology/texts/sky";
import { banks } from "~/astrology/texts/banks";
import { aspectBetween, type AspectType } from "~/astrology/western";
import { formatLongDay } from "~/domain/dates";
import { eventTitle } from "~/domain/forecast";
import type { WheelInput } from "~/domain/wheel";
import { icsCalendar, icsDate, icsEvent, icsText } from "~/services/ical.server";
import { dateIn, daySitemap, shiftDay, timeIn, timeInLanguage, zoneLabelIn, type PublicDay } from "~/services/public-day.server";
import { longDay } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { translator } from "~/i18n/messages.server";

const DAY_MS = 86_400_000;
/** Stations and lunations listed ahead of the day. */
const UPCOMING_DAYS = 30;

/** An ingress made moving backwards: the planet returns to the sign it had left. */
function backwards(e: SkyEvent): boolean {
  return e.kind === "ingress" && skyPositions(Date.parse(e.date)).find((p) => p.body === e.body)!.retrograde;
}

function titleOf(e: SkyEvent): string {
  return backwards(e) ? `${e.body} steps back into ${e.sign}` : eventTitle(e, translator("en"));
}

function eventView(e: SkyEvent, tz: string) {
  const ms = Date.parse(e.date);
  return {
    kind: e.kind as "ingress" | "station" | "lunation",
    instant: e.date,
    body: e.body,
    sign: e.sign,
    direction: e.kind === "station" ? (e.aspect as "retrograde" | "direct") : null,
    phase: e.kind === "lunation" ? (e.aspect as "new" | "full") : null,
    eclipse: e.eclipse ?? null,
    /** The eclipse's kind: total, annular, hybrid, partial or penumbral. */
    eclipseType: e.eclipseType ?? null,
    backwards: backwards(e),
    /** "Mars enters Sagittarius", "Penumbral lunar eclipse: Full Moon in Virgo". */
    title: titleOf(e),
    /** "Thursday, November 26, 2026, 3:10 PM UTC": the instant on the zone's calendar and clock. */
    when: `${formatLongDay(dateIn(ms, tz))}, ${timeIn(ms, tz)}`,
  };
}

/** A time on the day's clock; another day's time carries its date. */
function onClock(ms: number, day: PublicDay): string {
  const date = dateIn(ms, day.tz);
  return date === day.date ? timeIn(ms, day.tz) : `${formatLongDay(date).replace(/, \d{4}$/, "")}, ${timeIn(ms, day.tz)}`;
}

function bodiesAt(ms: number) {
  return skyPositions(ms).map((p) => ({
    body: p.body,
    longitude: p.longitude,
    sign: p.sign,
    /** Degrees into the sign, unrounded. */
    degree: p.degreeInSign,
    /** "14°32′": the product's cut-not-rounded reading. */
    position: formatDegreeMinute(p.degreeInSign),
    retrograde: p.retrograde,
  }));
}
type SkyBody = ReturnType<typeof bodiesAt>[number];

function closestAspect(bodies: SkyBody[]) {
  let best: { a: Planet; b: Planet; type: AspectType; orb: number } | null = null;
  const planets = bodies.filter((b): b is SkyBody & { body: Planet } => b.body !== "Moon" && b.body !== "North Node");
  for (let i = 0; i < planets.length; i++) {
    for (let j = i + 1; j < planets.length; j++) {
      const found = aspectBetween(planets[i]!.longitude, planets[j]!.longitude);
      if (found && (!best || found.orb < best.orb)) best = { a: planets[i]!.body, b: planets[j]!.body, type: found.type, orb: found.orb };
    }
  }
  return best;
}

/** The sky of one public day. */
function computeSkyDay(day: PublicDay) {
  const noonMs = zonedToUtcMs(day.date, "12:00", day.tz);
  const bodies = bodiesAt(noonMs);
  const phase = moonPhase(noonMs);
  const voids = voidOfCourse(day.startMs, day.endMs).map((v) => ({
    start: new Date(v.startMs).toISOString(),
    end: new Date(v.endMs).toISOString(),
    lastAspect: { body: v.lastAspect.planet, aspect: v.lastAspect.type },
    sign: v.sign,
    nextSign: v.nextSign,
    /** Start and end on the day's clock, with the date when it is another day. */
    from: onClock(v.startMs, day),
    until: onClock(v.endMs, day),
  }));
  const ahead = skyCalendar(day.startMs, day.startMs + UPCOMING_DAYS * DAY_MS);
  const weekEnd = new Date(day.startMs + 7 * DAY_MS).toISOString();
  const weekIngresses = ahead.filter((e) => e.kind === "ingress" && e.date < weekEnd).map((e) => eventView(e, day.tz));
  const upcoming = ahead.filter((e) => e.kind !== "ingress").map((e) => eventView(e, day.tz));
  if (!upcoming.some((e) => e.eclipse)) {
    const eclipse = nextEclipse(day.startMs);
    if (eclipse) upcoming.push(eventView(eclipse, day.tz));
  }

  const todayEvents = ahead.filter((e) => Date.parse(e.date) < day.endMs);
  const moonIngress = moonIngresses(day.startMs, day.endMs)[0] ?? null;
  const sun = bodies[0]!;
  const moon = bodies[1]!;
  const percent = Math.round(phase.illumination * 100);
  /** The paragraph's facts, its times written by `time` and a void's ends by `span` (dated when on another day). */
  const paragraphFacts = (time: (ms: number) => string, span: (ms: number) => string): SkyDayFacts => ({
    date: day.date,
    moon: { phase: phase.name, sign: moon.sign, percent, waxing: phase.waxing },
    moonIngress: moonIngress ? { from: moonIngress.from, to: moonIngress.to, time: time(moonIngress.ms) } : null,
    voids: voids.map((v) => ({ start: span(Date.parse(v.start)), end: span(Date.parse(v.end)), planet: v.lastAspect.body, type: v.lastAspect.aspect })),
    sun: { sign: sun.sign, degree: sun.position },
    ingresses: todayEvents
      .filter((e) => e.kind === "ingress")
      .map((e) => ({ planet: e.body, to: e.sign, time: time(Date.parse(e.date)), backwards: backwards(e) })),
    stations: todayEvents.filter((e) => e.kind === "station").map((e) => ({ planet: e.body, direction: e.aspect as "retrograde" | "direct", time: time(Date.parse(e.date)) })),
    lunation: ((l) => (l ? { phase: l.aspect === "new" ? "New Moon" : "Full Moon", sign: l.sign, time: time(Date.parse(l.date)), eclipse: l.eclipse ?? null, eclipseType: l.eclipseType ?? null } : null))(
      todayEvents.find((e) => e.kind === "lunation"),
    ),
    retrograde: bodies.filter((b): b is SkyBody & { body: Planet } => b.retrograde && b.body !== "North Node").map((b) => b.body),
    closest: closestAspect(bodies),
  });
  const paragraph = writeSkyDay(paragraphFacts((ms) => timeIn(ms, day.tz), (ms) => onClock(ms, day)));

  return {
    date: day.date,
    tz: day.tz,
    /** Local noon of the day: the instant of the positions, the phase and the wheel. */
    instant: new Date(noonMs).toISOString(),
    bodies,
    moon: { phase: phase.name, illumination: phase.illumination, waxing: phase.waxing, percent },
    voidOfCourse: voids,
    /** Ingresses of the Sun and planets in the seven days from the day's start. */
    weekIngresses,
    /** Stations and lunations in the 30 days from the day's start, and the next eclipse. */
    upcoming,
    paragraph,
    /** What the paragraph says, for writing it in another language. */
    paragraphFacts,
    wheel: {
      bodies: Object.fromEntries(
        bodies.filter((b) => b.body !== "North Node").map((b) => [b.body, { longitude: b.longitude, sign: b.sign, degree: b.degree, retrograde: b.retrograde, house: null }]),
      ),
      ascendant: null,
      midheaven: null,
      houses: null,
      aspects: [],
    } satisfies WheelInput,
  };
}
type SkyDay = ReturnType<typeof computeSkyDay>;

const cache = new LRUCache<string, SkyDay, PublicDay>({ max: 500, memoMethod: (_key, _stale, { context }) => computeSkyDay(context) });

/** The sky of one public day (memoized per date and zone). */
export function skyDay(day: PublicDay): SkyDay {
  return cache.memo(`${day.date}|${day.tz}`, { context: day });
}

/** A piece of a sentence: text, or one of its times (a `<time>` on the page). */
export type Slot = string | { time: string; dateTime: string };

/**
 * What the /sky page says of a day in a language: the bodies' names, signs and motion, the Moon's line,
 * each void-of-course sentence with slots for its two times, and the events' titles and times. English
 * keeps the service's own titles and times (the API's and the feed's); the day's prose stays as written.
 */
export function skyInWords(sky: SkyDay, day: PublicDay, locale: Locale) {
  const t = translator(locale);
  const en = locale === "en";
  const name = (kind: string, value: string) => t(`astro.${kind}.${value}`);
  const at = (ms: number) => timeInLanguage(ms, day.tz, locale);
  const dayAndTime = (ms: number, year = true) => t("sky.dayAndTime", { day: longDay(dateIn(ms, day.tz), locale, year), time: at(ms) });
  const span = (ms: number) => (dateIn(ms, day.tz) === day.date ? at(ms) : dayAndTime(ms, false));
  const onDay = (iso: string, english: string) => (en ? english : span(Date.parse(iso)));
  const event = (e: SkyDay["upcoming"][number]) => {
    if (en) return { instant: e.instant, title: e.title, when: e.when };
    const [body, sign] = [name("planet", e.body), name("sign", e.sign)];
    const lunation = e.phase ? t("sky.lunation", { phase: e.phase, sign }) : "";
    const title =
      e.kind === "ingress"
        ? t(e.backwards ? "sky.stepsBack" : "sky.ingress", { body, sign })
        : e.kind === "station"
          ? t("sky.station", { body, direction: e.direction })
          : e.eclipse
            ? t("sky.eclipse", { kind: e.eclipse, type: e.eclipseType ?? "none", lunation })
            : lunation;
    return { instant: e.instant, title, when: dayAndTime(Date.parse(e.instant)) };
  };
  return {
    paragraph: en ? sky.paragraph : writeSkyDay(sky.paragraphFacts(at, span), locale),
    /** What stands between the paragraph's sentences: a space, or nothing in Chinese. */
    gap: banks(locale).lexicon.gap,
    noon: at(Date.parse(sky.instant)),
    zone: zoneLabelIn(day.tz, Date.parse(sky.instant), locale),
    bodies: sky.bodies.map((b) => ({
      body: b.body,
      name: b.body === "North Node" ? t("sky.northNodeMean") : name("planet", b.body),
      sign: name("sign", b.sign),
      position: b.position,
      motion: b.body === "Sun" || b.body === "Moon" ? "" : t(b.retrograde ? "sky.retrograde" : "sky.direct"),
    })),
    moon: t("sky.moonLine", { phase: name("phase", sky.moon.phase), percent: sky.moon.percent, waxing: sky.moon.waxing ? "yes" : "no", sign: name("sign", sky.bodies[1]!.sign) }),
    voids: sky.voidOfCourse.map((v) => {
      const times: Record<string, Slot> = { "\uE000": { time: onDay(v.start, v.from), dateTime: v.start }, "\uE001": { time: onDay(v.end, v.until), dateTime: v.end } };
      const line = t("sky.voidLine", { from: "\uE000", until: "\uE001", aspect: name("aspect", v.lastAspect.aspect), body: name("planet", v.lastAspect.body), sign: name("sign", v.sign), nextSign: name("sign", v.nextSign) });
      return { start: v.start, parts: line.split(/([\uE000\uE001])/).map((part) => times[part] ?? part) };
    }),
    weekIngresses: sky.weekIngresses.map(event),
    upcoming: sky.upcoming.map(event),
  };
}

const round = (x: number, digits: number) => Number(x.toFixed(digits));

/** GET /api/sky's answer: the shape, times as ISO instants. */
export function skyApiAnswer(sky: SkyDay) {
  return {
    date: sky.date,
    tz: sky.tz,
    instant: sky.instant,
    bodies: sky.bodies.map((b) => ({ body: b.body, longitude: round(b.longitude, 4), sign: b.sign, degree: round(b.degree, 4), retrograde: b.retrograde })),
    moon: { phase: sky.moon.phase, illumination: round(sky.moon.illumination, 4), waxing: sky.moon.waxing },
    voidOfCourse: sky.voidOfCourse.map((v) => ({ start: v.start, end: v.end, sign: v.sign, nextSign: v.nextSign, lastAspect: v.lastAspect })),
    events: [...sky.weekIngresses, ...sky.upcoming]
      .sort((a, b) => (a.instant < b.instant ? -1 : 1))
      .map((e) => ({ kind: e.kind, instant: e.instant, body: e.body, sign: e.sign, direction: e.direction, phase: e.phase, eclipse: e.eclipse, eclipseType: e.eclipseType, title: e.title })),
  };
}

/** Sitemap entries: /sky, and each day from 30 days back to 7 ahead. */
export const skySitemap = (today: string) => daySitemap("/sky", today, ["0.8", "0.7", "0.4"]);

/** The feed covers the last week and the next 90 days from the day it is asked on (UTC). */
const FEED_DAYS_BACK = 7;
const FEED_DAYS_AHEAD = 90;

/**
 * The sky's events as an iCalendar feed: ingresses, stations, new and full Moons (eclipses named) and
 * the start of each void-of-course Moon (an event lasting until the ingress). Each event's UID is
 * made of what it is and its instant, which the engine finds to the same millisecond in any window,
 * so a calendar app updates rather than duplicates it.
 */
export function skyIcs(now = new Date()): string {
  return feedCache.memo(now.toISOString().slice(0, 10));
}

function skyFeed(today: string): string {
  const fromMs = Date.parse(`${shiftDay(today, -FEED_DAYS_BACK)}T00:00:00Z`);
  const toMs = Date.parse(`${shiftDay(today, FEED_DAYS_AHEAD)}T00:00:00Z`);
  const stamp = icsDate(`${today}T00:00:00Z`);
  const host = "sky.threeskies";
  const events = skyCalendar(fromMs, toMs).map((e) =>
    icsEvent({ key: `${e.kind}|${e.body}|${e.sign}|${e.aspect}|${e.date}`, host, stamp, start: e.date, summary: titleOf(e), description: e.text, category: e.eclipse ? "ECLIPSE" : e.kind.toUpperCase() }),
  );
  for (const v of voidOfCourse(fromMs, toMs)) {
    if (v.startMs < fromMs) continue;
    const end = new Date(v.endMs).toISOString();
    events.push(
      icsEvent({
        key: `void|${v.nextSign}|${end}`,
        host,
        stamp,
        start: new Date(v.startMs).toISOString(),
        end,
        summary: `Moon void of course in ${v.sign}`,
        description: `After its ${v.lastAspect.type} to ${v.lastAspect.planet}, the Moon makes no major aspect until it enters ${v.nextSign}.`,
        category: "VOID-OF-COURSE",
      }),
    );
  }
  const description = `X-WR-CALDESC:${icsText("Ingresses, stations, lunations, eclipses and void-of-course Moons (times in UTC)")}`;
  return icsCalendar("The Sky", "Three Skies: the sky", [description], events);
}
const feedCache = new LRUCache<string, string>({ max: 4, memoMethod: skyFeed });
