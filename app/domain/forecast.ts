// The year ahead's vocabulary, shared by the calendar feed and the Daily tab.
import type { ForecastEvent } from "~/astrology/forecast";

export type { ForecastEvent };

/** "Penumbral lunar eclipse", "total solar eclipse": an eclipse named by its kind. */
export function eclipseName(eclipse: "solar" | "lunar", type: string | null, capital = false): string {
  const name = type ? `${type} ${eclipse} eclipse` : `${eclipse} eclipse`;
  return capital ? name.charAt(0).toUpperCase() + name.slice(1) : name;
}

/** A one-line title of an event in the `year` and `astro` catalogs' words: "Saturn square natal Sun", "Full Moon in Leo". */
export function eventTitle(e: ForecastEvent, t: (key: string, values?: Record<string, string>) => string): string {
  const body = t(`astro.planet.${e.body}`);
  const sign = () => t(`astro.sign.${e.target}`);
  switch (e.kind) {
    case "transit":
      return t("year.title.transit", { body, aspect: t(`astro.aspect.${e.aspect}`), target: t(`astro.${ANGLE_KEYS[e.target!] ?? `planet.${e.target}`}`) });
    case "station":
      return t(`year.title.${e.aspect}`, { body });
    case "ingress":
      return t("year.title.ingress", { body, sign: sign() });
    case "lunation": {
      const lunation = t(`year.title.${e.aspect}`, { sign: sign() });
      return e.eclipse ? t("year.title.eclipse", { eclipse: t(`year.eclipse.${[e.eclipse, e.eclipseType].filter(Boolean).join("-")}`), lunation }) : lunation;
    }
  }
}
const ANGLE_KEYS: Record<string, string | undefined> = { Ascendant: "angle.ASC", Midheaven: "angle.MC" };

/**
 * The ways into a calendar app for a feed address: `webcal://` opens the subscribe dialog of Apple
 * Calendar, Outlook and most phone calendars; Google Calendar subscribes through its own page.
 */
export function calendarSubscribeLinks(feedUrl: string): { webcal: string; google: string } {
  const webcal = feedUrl.replace(/^https?:\/\//i, "webcal://");
  return { webcal, google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}` };
}
