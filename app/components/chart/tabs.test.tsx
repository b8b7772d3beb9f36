// The tab states of the chart page, rendered to HTML as the server sends them (no JavaScript).
import { describe, expect, it } from "vitest";
import { natalChart } from "~/astrology";
import { formatDegreeMinute } from "~/astrology/constants";
import { insertUser } from "~/models/user.server";
import type { ChartPageLoaderData } from "~/routes/profile.server";
import { pageText as text, renderChartPage } from "../../../tests/support/render";
import { tabProfile } from "~/services/chart-tabs.server";
import { getProfileView, saveProfile, type ProfileView } from "~/services/profile.server";
import type { Tab } from "./types";

/** The page as the server sends it: every tab's panel (loaded with its tab) rendered in full. */
const render = renderChartPage;

async function profileFor(birth: { birthDate: string; birthTime: string | null }): Promise<ProfileView> {
  const user = await insertUser({ email: `t${Math.random().toString(36).slice(2)}@example.test`, passwordHash: "x", firstName: "T", lastName: "T" });
  await saveProfile(user.id, { ...birth, birthPlace: "London", birthLatitude: 51.5074, birthLongitude: -0.1278 });
  return (await getProfileView(user.id))!;
}

/** The page's data as the loader builds it: the tab's own part of the profile (tabProfile). */
function chartData(profile: ProfileView, tab: Tab, extra: Partial<Omit<Extract<ChartPageLoaderData, { view: "chart" }>, "tab" | "profile">> = {}): ChartPageLoaderData {
  const base = { view: "chart" as const, premium: false, editing: false, regenerationsLeft: 3, daily: null, together: [], people: null, person: null, yearAhead: null, vedicStyle: "north" as const, today: "2026-11-23T12:00:00.000Z", locale: "en" as const };
  return { ...base, ...tabProfile(tab, profile), ...extra } as ChartPageLoaderData;
}

/** A date whose Moon changed sign and nakshatra in London that day, so an unknown time leaves both open. */
function ingressDay() {
  for (let day = 1; day <= 28; day++) {
    const birthDate = `2000-02-${String(day).padStart(2, "0")}`;
    const natal = natalChart({ birthDate, birthTime: null, latitude: 51.5074, longitude: -0.1278 });
    if (natal.moonSign === null && natal.nakshatra === null) return birthDate;
  }
  throw new Error("no ingress day found");
}

describe("chart page tabs", () => {
  it("renders the onboarding card when there is no profile", async () => {
    const onboarding = { view: "onboarding", locale: "en", description: "", pageTitle: "" } as const;
    const html = text(await render(onboarding));
    expect(html).toContain("Your Birth Details");
    expect(html).toContain("Enter your birth information to generate your personalized natal chart.");
    expect(html).toContain("Time Unknown");
    expect(html).toContain("Generate My Natal Chart");
    // Without JavaScript the place search is a submit button.
    const search = /<button[^>]*>Search<\/button>/.exec(await render(onboarding))?.[0] ?? "";
    expect(search).toContain('type="submit"');
    expect(search).toContain('name="intent"');
    expect(search).toContain('value="search-place"');
  });

  it("marks the selected tab and links every tab", async () => {
    const profile = await profileFor({ birthDate: "1990-06-15", birthTime: "14:30" });
    const html = await render(chartData(profile, "sun"));
    const tabs = [...html.matchAll(/<a[^>]*role="tab"[^>]*>/g)].map((m) => m[0]);
    expect(tabs).toHaveLength(8);
    expect(tabs.filter((t) => t.includes('aria-selected="true"'))).toHaveLength(1);
    expect(html).toMatch(/href="\/profile\?tab=sun"[^>]*aria-selected="true"|aria-selected="true"[^>]*href="\/profile\?tab=sun"/);
    expect(html).toContain('role="tabpanel"');
    expect(text(html)).toContain("Match");
    expect(text(html)).toContain("Sun in Gemini");
    // The promotion shows for free users only.
    expect(text(html)).toContain("Three Skies Premium");
    expect(text(await render(chartData(profile, "sun", { premium: true })))).not.toContain("Three Skies Premium");
  });

  it("draws houses on the wheel only with a birth time", async () => {
    const timed = await render(chartData(await profileFor({ birthDate: "1990-06-15", birthTime: "14:30" }), "birth"));
    const untimed = await render(chartData(await profileFor({ birthDate: "1990-06-15", birthTime: null }), "birth"));
    const houseLines = (html: string) => html.split('data-layer="houses"')[1]!.split("</g>").length;
    expect(timed).toContain('data-testid="chart-wheel"');
    expect(houseLines(timed)).toBeGreaterThan(houseLines(untimed));
    expect(text(untimed)).toContain("Houses and the Ascendant appear when an exact birth time is known.");
  });

  it("reads love in depth: Venus and Mars by sign, house and aspect, the 5th and 7th houses, the navamsa Venus, the animal's matches", async () => {
    const profile = await profileFor({ birthDate: "1961-07-01", birthTime: "19:45" });
    const data = chartData(profile, "love");
    const love = (data as Extract<ChartPageLoaderData, { tab: "love" }>).profile.love;
    const page = text(await render(data));
    expect(page).toContain(`Venus in ${love.venus.sign}, ${love.venus.house}th house`);
    expect(page).toContain(love.venus.signText);
    expect(page).toContain(love.mars.signText);
    expect(page).toContain(love.mars.houseText!);
    const closest = love.venus.aspects[0]!;
    expect(page).toContain(`Venus ${closest.type} ${closest.with} (orb ${closest.orb.toFixed(1)}°)`);
    expect(page).toContain("Your 5th and 7th houses");
    for (const house of love.houses) {
      expect(page).toContain(`${house.house}th house in ${house.sign} Ruled by ${house.ruler}`);
      expect(page).toContain(house.rulerText);
    }
    expect(page).toContain(`Venus in the navamsa: ${love.navamsaVenus.sign}`);
    expect(page).toContain(`The ${love.animal!.animal} in love`);
    expect(page).toContain(`Three Harmonies ${love.animal!.harmonies.join(" and ")}`);
    // Without a birth time the houses are not guessed.
    const untimed = text(await render(chartData(await profileFor({ birthDate: "1961-07-01", birthTime: null }), "love")));
    expect(untimed).toContain("The houses turn every few minutes, so they need an exact birth time.");
    expect(untimed).not.toContain("Ruled by");
    expect(untimed).toContain(`Venus in ${love.venus.sign}`);
  });

  it("says a birth time is needed when the moon sign, nakshatra and houses are unknown", async () => {
    const profile = await profileFor({ birthDate: ingressDay(), birthTime: null });
    expect(profile.moonSign).toBeNull();
    expect(text(await render(chartData(profile, "moon")))).toContain("Your moon sign needs an exact birth time");
    expect(text(await render(chartData(profile, "moon")))).toContain("Your rising sign (Ascendant) needs an exact birth time");
    expect(text(await render(chartData(profile, "love")))).toContain("Your nakshatra needs an exact birth time");
    expect(text(await render(chartData(profile, "planets")))).toContain("Houses need an exact birth time and location");
  });

  it("without a birth time shows both Moon signs with the local time of the change, what the day settles, and a header without gaps", async () => {
    const birthDate = ingressDay();
    const profile = await profileFor({ birthDate, birthTime: null });
    const change = profile.unknownTime!.bodies.Moon.change!;
    const [h, m] = change.localTime.split(":").map(Number) as [number, number];
    const clock = `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h >= 12 ? "PM" : "AM"}`;
    const moon = text(await render(chartData(profile, "moon"))).replace(/[\u2648-\u2653]\uFE0E /g, "");
    expect(moon).toContain(`Moon in ${change.from} or ${change.to}`);
    expect(moon).toContain(`the Moon entered ${change.to} at ${clock} London time`);
    expect(moon).toContain(`If you were born before ${clock} Moon in ${change.from}`);
    expect(moon).toContain(`If you were born at ${clock} or later Moon in ${change.to}`);
    expect(moon).toContain(profile.unknownTime!.moonReadings[1]!.text.slice(0, 60));
    expect(moon).toContain("What your birth day settles");
    expect(moon).toContain(`Venus ${profile.unknownTime!.bodies.Venus.signs.join(" ")}`);
    expect(moon).toContain("What a birth time would add");
    const love = text(await render(chartData(profile, "love")));
    expect(love).toContain(profile.unknownTime!.nakshatras.join(" or "));
    expect(love).toContain("Your nakshatra needs an exact birth time");
    expect(love).toContain(profile.unknownTime!.nakshatraReadings[0]!.text.slice(0, 60));
    const header = text(await render(chartData(profile, "sun")));
    expect(header).toContain(`${change.from} or ${change.to} Moon`);
    expect(header).not.toContain("needs a birth time");
    expect(header).toContain("Birth time unknown: add it for your rising sign and houses");
  });

  it("shows the daily message with the long date, or the product's failure text", async () => {
    const profile = await profileFor({ birthDate: "1990-06-15", birthTime: "14:30" });
    const ok = text(
      await render(chartData(profile, "daily", { daily: { status: "ok", date: "2025-03-01", longDate: "Saturday, March 1, 2025", content: "Line one.\nLine two." } })),
    );
    expect(ok).toContain("Your Daily Guidance");
    expect(ok).toContain("Saturday, March 1, 2025");
    expect(ok).toContain("Today's Cosmic Message");
    expect(ok).toContain("Moon, rising sign and houses included");
    const failed = text(await render(chartData(profile, "daily", { daily: { status: "error" } })));
    expect(failed).toContain("Unable to load daily horoscope. Please try again.");
  });

  it("tells a member without a birth time what the reading is cast from, and claims no houses or rising sign", async () => {
    const profile = await profileFor({ birthDate: "1990-06-15", birthTime: null });
    const daily = { status: "ok" as const, date: "2025-03-01", longDate: "Saturday, March 1, 2025", content: "Line one." };
    const page = text(await render(chartData(profile, "daily", { daily })));
    const note = page.slice(page.indexOf("This reading is cast"), page.indexOf("horoscope reads the same sky"));
    expect(note).toContain("cast from the planets on your birth date");
    expect(note).not.toMatch(/houses|rising/);
  });

  it("locks the Match tab for free users and shows the form to premium users", async () => {
    const profile = await profileFor({ birthDate: "1990-06-15", birthTime: "14:30" });
    const free = text(await render(chartData(profile, "compatibility")));
    expect(free).toContain("Premium Feature Required");
    expect(free).toContain("Upgrade to Premium");
    const premium = text(await render(chartData(profile, "compatibility", { premium: true })));
    expect(premium).toContain("Partner's Name");
    expect(premium).not.toContain("Premium Feature Required");
  });
});

describe("one reading of a position on every tab", () => {
  it("gives Mercury the same degree and minute on the Birth tab (wheel and table) and the Planets tab", async () => {
    // A birth whose Mercury sits past the half minute, where rounding and cutting disagree.
    let birthDate = "";
    for (let day = 1; day <= 28 && !birthDate; day++) {
      const date = `1990-06-${String(day).padStart(2, "0")}`;
      const degree = natalChart({ birthDate: date, birthTime: "14:30", latitude: 51.5074, longitude: -0.1278 }).chart.bodies.Mercury.degree;
      if ((degree * 60) % 1 > 0.5) birthDate = date;
    }
    const profile = await profileFor({ birthDate, birthTime: "14:30" });
    const expected = formatDegreeMinute(profile.chart.bodies.Mercury.degree);
    const birth = text(await render(chartData(profile, "birth")));
    const planets = text(await render(chartData(profile, "planets")));
    const onBirth = [...birth.matchAll(/Mercury[^°]{0,80}?(\d+°\d\d′)/g)].map((m) => m[1]);
    const onPlanets = /Mercury in \w+ [^°]{0,20}?(\d+°\d\d′)/.exec(planets)?.[1];
    expect(onBirth.length).toBeGreaterThan(0);
    expect(new Set([...onBirth, onPlanets])).toEqual(new Set([expected]));
  });

  it("writes the Ascendant row of the positions table as a name, apart from the wheel's label", async () => {
    const birth = text(await render(chartData(await profileFor({ birthDate: "1990-06-15", birthTime: "14:30" }), "birth")));
    expect(birth).toContain("Ascendant (ASC)");
    expect(birth).not.toMatch(/ASC\s*Ascendant/);
  });
});

describe("birth tab: which clock rule applied", () => {
  it("names the legal mean time of a 1900 birth in Brest (Paris Mean Time) in words", async () => {
    const user = await insertUser({ email: `t${Math.random().toString(36).slice(2)}@example.test`, passwordHash: "x", firstName: "T", lastName: "T" });
    await saveProfile(user.id, { birthDate: "1900-01-15", birthTime: "12:00", birthPlace: "Brest, Brittany, France", birthLatitude: 48.3903, birthLongitude: -4.4863 });
    const html = text(await render(chartData((await getProfileView(user.id))!, "birth")));
    expect(html).toContain("Paris Mean Time (UTC+0:09:21) — the legal clock in France on that date, until 1911");
    expect(html).toContain("January 15, 1900, 11:50 UT");
    expect(html).toContain("Brest, Brittany, France");
    expect(html).toContain("48.39° N, 4.49° W");
  });

  it("says the clock as people do: no time zone id, no tz database version", async () => {
    const user = await insertUser({ email: `t${Math.random().toString(36).slice(2)}@example.test`, passwordHash: "x", firstName: "T", lastName: "T" });
    // 01:30 on the night Irish clocks went back happened twice: the note names the city, not the zone id.
    await saveProfile(user.id, { birthDate: "2021-10-31", birthTime: "01:30", birthPlace: "Dublin, Ireland", birthLatitude: 53.3498, birthLongitude: -6.2603, timeChoice: "earlier" });
    const html = text(await render(chartData((await getProfileView(user.id))!, "birth")));
    expect(html).toContain("Irish Standard Time (UTC+1) — the clock in Dublin on that date");
    expect(html).toContain("in Dublin (clocks went back)");
    expect(html).toContain("53.35° N, 6.26° W");
    expect(html).not.toMatch(/Europe\/|\btz \d{4}|tz database/);
  });

  it("without a birth time the Vedic charts count from the Moon, the hour pillar is unknown, and the dasha is flagged", async () => {
    const profile = await profileFor({ birthDate: ingressDay(), birthTime: null });
    const planets = text(await render(chartData(profile, "planets")));
    expect(planets).toContain("counted from the Moon's sign instead (Chandra lagna)");
    expect(planets).toContain("Rasi (D1)");
    const chinese = text(await render(chartData(profile, "chinese")));
    expect(chinese).toContain("Four Pillars of Destiny");
    expect(chinese).toContain("needs a birth time");
    const moon = text(await render(chartData(profile, "moon")));
    expect(moon).toContain("Without a birth time the Moon is taken at local noon");
  });

  it("the Vedic positions table stacks into labelled cards on a phone: no fixed width, every value beside its column's name", async () => {
    const profile = await profileFor({ birthDate: "1990-06-15", birthTime: "14:30" });
    const html = await render(chartData(profile, "planets"));
    const table = html.slice(html.indexOf("<table", html.indexOf('id="vedic-charts"')), html.indexOf("</table>", html.indexOf('id="vedic-charts"')));
    expect(table).toContain("Sidereal positions of the nine grahas");
    // A table only from the small breakpoint up; nothing forces it wider than a phone.
    expect(table).toMatch(/^<table class="[^"]*\bblock\b[^"]*\bsm:table\b/);
    expect(table).not.toMatch(/min-w-/);
    const rows = [...table.matchAll(/<tr class="([^"]*)" data-graha="([^"]+)">(.*?)<\/tr>/g)];
    expect(rows.map((r) => r[2])).toEqual(["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]);
    for (const [, classes, , cells] of rows) {
      expect(classes).toMatch(/\bblock\b.*\bsm:table-row\b/);
      const labels = [...cells!.matchAll(/<td[^>]*><span[^>]*aria-hidden="true">([^<]+)<\/span>/g)].map((m) => m[1]);
      expect(labels).toEqual(["Sign", "Degree", "Nakshatra", "House", "Navamsa"]);
    }
    // The column heads stay for screen readers and wider screens.
    expect(text(table)).toContain("Graha Sign Degree Nakshatra House Navamsa");
  });

  it("Daily tab: the year ahead grouped by month, the calendar link only for Premium", async () => {
    const profile = await profileFor({ birthDate: "1990-06-15", birthTime: "14:30" });
    const { forecast } = await import("~/astrology/forecast");
    const events = forecast(profile.chart, { fromMs: Date.UTC(2026, 10, 23), months: 2 });
    const yearAhead = { status: "ok" as const, from: "2026-11-23T00:00:00.000Z", events, timezone: "Europe/London", calendarUrl: null };
    const free = text(await render(chartData(profile, "daily", { yearAhead })));
    expect(free).toContain("The Year Ahead");
    expect(free).toContain("November 2026");
    expect(free).toContain("Premium members can follow the year ahead");
    const premium = text(await render(chartData(profile, "daily", { premium: true, yearAhead })));
    expect(premium).toContain("Get a calendar link");
    const linked = await render(chartData(profile, "daily", { premium: true, yearAhead: { ...yearAhead, calendarUrl: "http://localhost:3000/forecast.ics?token=t" } }));
    // Buttons into calendar apps, not the raw token address as text.
    expect(linked).toContain('href="webcal://localhost:3000/forecast.ics?token=t"');
    expect(linked).toContain(`href="https://calendar.google.com/calendar/r?cid=${encodeURIComponent("webcal://localhost:3000/forecast.ics?token=t").replace(/&/g, "&amp;")}"`);
    expect(text(linked)).not.toContain("forecast.ics");
    expect(text(linked)).toContain("Revoke this link");
  });

  it("Daily tab: the year's events are dated in the member's zone", async () => {
    const profile = await profileFor({ birthDate: "1990-06-15", birthTime: "14:30" });
    const { forecast } = await import("~/astrology/forecast");
    const events = forecast(profile.chart, { fromMs: Date.UTC(2026, 10, 23), months: 2 });
    const firstEvent = async (timezone: string) => {
      const html = await render(chartData(profile, "daily", { yearAhead: { status: "ok" as const, from: "2026-11-23T00:00:00.000Z", events, timezone, calendarUrl: null } }));
      const [, instant, day] = /data-testid="year-ahead".*?<time dateTime="([^"]+)"[^>]*>([^<]+)<\/time>/s.exec(html)!;
      return { instant, day };
    };
    // The same moment a day apart on either side of the date line.
    const east = await firstEvent("Pacific/Kiritimati");
    const west = await firstEvent("Pacific/Pago_Pago");
    expect(east.instant).toBe(west.instant);
    expect(east.day).not.toBe(west.day);
  });
});
