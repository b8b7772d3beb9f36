import { describe, expect, it } from "vitest";
import { formatLongDate } from "./dates";
import { auditActionInWords } from "./audit";
import { calendarSubscribeLinks } from "./forecast";
import { coordinateWords, formatClockTime, formatCoordinates, formatInstantUtc, formatPlace } from "./format";
import { translator } from "~/i18n/messages.server";

describe("human formatting", () => {
  it("writes dates out", () => {
    expect(formatLongDate("1990-07-14")).toBe("July 14, 1990");
    expect(formatLongDate("2026-01-05T23:30:00.000Z")).toBe("January 5, 2026");
    expect(formatLongDate("not a date")).toBe("not a date");
    expect(formatInstantUtc("2026-11-23T10:00:00.000Z")).toBe("November 23, 2026 at 10:00 UTC");
    expect(formatClockTime("14:30")).toBe("2:30 PM");
    expect(formatClockTime("00:05")).toBe("12:05 AM");
  });

  it("turns coded places into names", () => {
    expect(formatPlace("Lisbon, 14, PT")).toBe("Lisbon, Portugal");
    expect(formatPlace("London, England, GB")).toBe("London, England, United Kingdom");
    expect(formatPlace("Paris, FR")).toBe("Paris, France");
    expect(formatPlace("Lisbon, Lisbon District, Portugal")).toBe("Lisbon, Lisbon District, Portugal");
    expect(formatPlace("Springfield, IL, US")).toBe("Springfield, United States");
    expect(formatPlace("Atlantis")).toBe("Atlantis");
  });


  it("writes coordinates with their hemispheres, to two decimals", () => {
    expect(formatCoordinates(53.3498, -6.2603)).toBe("53.35° N, 6.26° W");
    expect(formatCoordinates(-33.8688, 151.2093)).toBe("33.87° S, 151.21° E");
    expect(formatCoordinates(0.001, -0.004)).toBe("0.00°, 0.00°");
  });

  it.each([
    ["en", "53.35° N, 6.26° W", "33.87° S, 151.21° E"],
    ["es", "53,35° N, 6,26° O", "33,87° S, 151,21° E"],
    ["pt-BR", "53,35° N, 6,26° O", "33,87° S, 151,21° L"],
    ["hi", "53.35° उ॰, 6.26° प॰", "33.87° द॰, 151.21° पू॰"],
    ["zh-Hans", "北纬53.35°，西经6.26°", "南纬33.87°，东经151.21°"],
  ] as const)("writes coordinates in %s with its own hemisphere words", (locale, dublin, sydney) => {
    const words = coordinateWords(translator(locale));
    expect(formatCoordinates(53.3498, -6.2603, words)).toBe(dublin);
    expect(formatCoordinates(-33.8688, 151.2093, words)).toBe(sydney);
  });

  it("says audit log actions in words", () => {
    expect(auditActionInWords("user.update_birth_details")).toBe("Corrected a user's birth details");
    expect(auditActionInWords("subscription.cancel")).toBe("Cancelled a subscription");
    expect(auditActionInWords("user.something_new")).toBe("User something new");
  });

  it("turns a calendar feed into subscribe links", () => {
    const links = calendarSubscribeLinks("https://threeskies.example/forecast.ics?token=a.b.c");
    expect(links.webcal).toBe("webcal://threeskies.example/forecast.ics?token=a.b.c");
    expect(links.google).toBe("https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fthreeskies.example%2Fforecast.ics%3Ftoken%3Da.b.c");
  });
});
