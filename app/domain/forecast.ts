// The year ahead's vocabulary, shared by the calendar feed and the Daily tab.
import type { ForecastEvent } from "~/astrology/forecast";

export type { ForecastEvent };

/** "Penumbral lunar eclipse", "total solar eclipse": an eclipse named by its kind. */
export function eclipseName(eclipse: "solar" | "lunar", type: string | null, capital = false): string {
  const name = type ? `${type} ${eclipse} eclipse` : `${eclipse} eclipse`;
  return capital ? name.charAt(0).toUpperCase() + name.slice(1) : name;
}

/** A one-line title of an event: "Saturn square natal Sun", "Full Moon in Leo", "Mercury stations retrograde". */
export function eventTitle(e: ForecastEvent): string {
  switch (e.kind) {
    case "transit":
      return `${e.body} ${e.aspect} natal ${e.target}`;
    case "station":
      return `${e.body} stations ${e.aspect}`;
    case "ingress":
      return `${e.body} enters ${e.target}`;
    case "lunation":
      return e.eclipse ? `${eclipseName(e.eclipse, e.eclipseType ?? null, true)}: ${e.aspect === "new" ? "New" : "Full"} Moon in ${e.target}` : `${e.aspect === "new" ? "New" : "Full"} Moon in ${e.target}`;
  }
}

/**
 * The ways into a calendar app for a feed address: `webcal://` opens the subscribe dialog of Apple
 * Calendar, Outlook and most phone calendars; Google Calendar subscribes through its own page.
 */
export function calendarSubscribeLinks(feedUrl: string): { webcal: string; google: string } {
  const webcal = feedUrl.replace(/^https?:\/\//i, "webcal://");
  return { webcal, google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}` };
}
