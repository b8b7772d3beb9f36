// Today's sky: the page, GET /api/sky and /sky.ics against the Swiss Ephemeris called directly, the
// 404s and 400s, the zone, the sitemap and the feed's format.
import sweph from "sweph";
import { describe, expect, it } from "vitest";
import * as skyPage from "~/routes/sky";
import * as api from "~/routes/api/sky";
import * as feed from "~/routes/sky-ics";
import * as sitemap from "~/routes/sitemap";
import { skyIcs } from "~/services/sky.server";
import { Client, json } from "../support/routes";

const C = sweph.constants;
const IDS: Record<string, number> = {
  Sun: C.SE_SUN,
  Moon: C.SE_MOON,
  Mercury: C.SE_MERCURY,
  Venus: C.SE_VENUS,
  Mars: C.SE_MARS,
  Jupiter: C.SE_JUPITER,
  Saturn: C.SE_SATURN,
  Uranus: C.SE_URANUS,
  Neptune: C.SE_NEPTUNE,
  Pluto: C.SE_PLUTO,
  "North Node": C.SE_MEAN_NODE,
};
const SIGNS = ["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"];
const jd = (iso: string) => Date.parse(iso) / 86_400_000 + 2440587.5;

/** What the ephemeris says at an instant: longitude, speed; and the Moon's lit fraction. */
function ephemeris(iso: string, body: string) {
  const r = sweph.calc_ut(jd(iso), IDS[body]!, C.SEFLG_MOSEPH | C.SEFLG_SPEED).data;
  return { longitude: r[0]!, speed: r[3]! };
}
const litFraction = (iso: string) => sweph.pheno_ut(jd(iso), C.SE_MOON, C.SEFLG_MOSEPH).data[1]!;
const phaseAngle = (iso: string) => (ephemeris(iso, "Moon").longitude - ephemeris(iso, "Sun").longitude + 360) % 360;
const PHASES = ["New Moon", "Waxing Crescent", "First Quarter", "Waxing Gibbous", "Full Moon", "Waning Gibbous", "Last Quarter", "Waning Crescent", "New Moon"];

type Body = { body: string; longitude: number; sign: string; degree: number; position: string; retrograde: boolean };
type Page = {
  sky: {
    instant: string;
    bodies: Body[];
    moon: { phase: string; illumination: number; percent: number; waxing: boolean };
    voidOfCourse: { start: string; end: string; from: string; until: string }[];
    weekIngresses: { title: string; when: string; instant: string }[];
    upcoming: { kind: string; title: string; eclipse: string | null; instant: string }[];
    paragraph: string[];
  };
  day: { date: string; tz: string; zoneLabel: string; previous: string | null; next: string | null };
  zoneForm: unknown;
  meta: Record<string, unknown>[];
  feed: { webcal: string; download: string };
};
type Api = {
  date: string;
  tz: string;
  instant: string;
  bodies: { body: string; longitude: number; sign: string; degree: number; retrograde: boolean }[];
  moon: { phase: string; illumination: number; waxing: boolean };
  voidOfCourse: { start: string; end: string }[];
  events: { kind: string; instant: string; body: string; sign: string; eclipse: string | null }[];
};

const separation = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);
/** "14°32′" back to degrees. */
const degrees = (position: string) => {
  const [, d, m] = /^(\d+)°(\d+)′$/.exec(position)!;
  return Number(d) + Number(m) / 60;
};
/** Either phase name within 1% of the circle (3.6°) of the ephemeris's angle. */
function phaseNames(angle: number) {
  return new Set([angle - 3.6, angle, angle + 3.6].map((a) => PHASES[Math.floor((((a + 22.5) % 360) + 360) % 360 / 45)]));
}

describe("/sky/{date}", () => {
  it("states each body's sign and degree, the phase and the lit fraction as the Swiss Ephemeris does at its instant", async () => {
    const client = new Client();
    for (const [date, tz] of [["2026-11-25", "UTC"], ["2024-04-08", "America/Chicago"], ["1969-07-20", "Asia/Kolkata"], ["2100-12-31", "Pacific/Auckland"]] as const) {
      const response = await client.call(skyPage, `/sky/${date}?tz=${tz}`, { params: { date } });
      expect(response.status).toBe(200);
      const { sky, day } = await json<Page>(response);
      expect(day).toMatchObject({ date, tz });
      expect(sky.bodies.map((b) => b.body)).toEqual(Object.keys(IDS));
      for (const b of sky.bodies) {
        const truth = ephemeris(sky.instant, b.body);
        expect(b.sign, `${date} ${b.body}`).toBe(SIGNS[Math.floor(truth.longitude / 30)]);
        // The page's degree and minute (cut, never rounded up) within 0.05° of the ephemeris.
        expect(Math.abs(degrees(b.position) - (truth.longitude % 30)), `${date} ${b.body} ${b.position}`).toBeLessThan(0.05);
        expect(b.retrograde).toBe(truth.speed < 0);
      }
      expect(Math.abs(sky.moon.percent / 100 - litFraction(sky.instant)), date).toBeLessThan(0.01);
      expect(phaseNames(phaseAngle(sky.instant))).toContain(sky.moon.phase);
      expect(sky.paragraph.join(" ")).toContain(`${sky.moon.percent}% `);
    }
  });

  it("is noon of the day in its zone, with prev/next days and the zone named", async () => {
    const { sky, day } = await json<Page>(await new Client().call(skyPage, "/sky/2026-07-01?tz=Asia/Tokyo", { params: { date: "2026-07-01" } }));
    expect(sky.instant).toBe("2026-07-01T03:00:00.000Z");
    expect(day).toMatchObject({ previous: "2026-06-30", next: "2026-07-02", zoneLabel: "Tokyo time" });
    for (const v of sky.voidOfCourse) expect(`${v.from} ${v.until}`).toContain("Tokyo time");
  });

  it("lists the void-of-course Moon, the week's ingresses and what is ahead, the eclipse included", async () => {
    // 2024-04-08, Chicago: the total solar eclipse (18:20 UTC, 1:20 PM Chicago time).
    const { sky } = await json<Page>(await new Client().call(skyPage, "/sky/2024-04-08?tz=America/Chicago", { params: { date: "2024-04-08" } }));
    const eclipse = sky.upcoming.find((e) => e.eclipse === "solar");
    expect(eclipse?.title).toBe("Total solar eclipse: New Moon in Aries");
    expect(sky.paragraph.join(" ")).toMatch(/a total solar eclipse at the New Moon in Aries, exact at 1:2\d PM Chicago time/);
    expect(sky.voidOfCourse.length).toBeGreaterThan(0);
    for (const v of sky.voidOfCourse) {
      expect(v.end > v.start).toBe(true);
      // Each touches the day: Chicago's midnight is 05:00 UTC (daylight time).
      expect(v.end > "2024-04-08T05:00:00.000Z" && v.start < "2024-04-09T05:00:00.000Z").toBe(true);
    }
    // Mercury turned retrograde on April 1 and Venus entered Aries on April 5; Mars enters Aries on April 30.
    expect(sky.bodies.find((b) => b.body === "Mercury")?.retrograde).toBe(true);
    expect(sky.upcoming.some((e) => e.kind === "station" && e.title === "Mercury stations direct")).toBe(true);
  });

  it("names an eclipse by its kind: the penumbral lunar eclipse of 2027-02-20", async () => {
    const { sky } = await json<Page>(await new Client().call(skyPage, "/sky/2027-02-20", { params: { date: "2027-02-20" } }));
    expect(sky.upcoming.find((e) => e.eclipse === "lunar")?.title).toBe("Penumbral lunar eclipse: Full Moon in Virgo");
    expect(sky.paragraph.join(" ")).toContain("a penumbral lunar eclipse at the Full Moon in Virgo");
    // The calendar feed names it the same way.
    const ics = skyIcs(new Date("2027-02-10T00:00:00Z")).replace(/\r\n /g, "");
    expect(ics).toContain("SUMMARY:Penumbral lunar eclipse: Full Moon in Virgo");
    expect(ics).toContain("SUMMARY:Annular solar eclipse: New Moon in Aquarius");
  });

  it("gives a canonical link, Open Graph tags, JSON-LD and immutable caching once past", async () => {
    const response = await new Client().call(skyPage, "/sky/2025-03-20", { params: { date: "2025-03-20" } });
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, s-maxage=31536000, immutable");
    expect(response.headers.get("vary")).toBe("Cookie");
    const page = await json<Page>(response);
    expect(page.meta.find((m) => m.rel === "canonical")?.href).toMatch(/\/sky\/2025-03-20$/);
    expect(page.meta.find((m) => m.property === "og:title")?.content).toBe("The sky on Thursday, March 20, 2025");
    const ld = page.meta.filter((m) => "script:ld+json" in m).map((m) => (m["script:ld+json"] as { "@type": string })["@type"]);
    expect(ld).toEqual(["WebPage", "BreadcrumbList"]);
    // The March equinox: the Sun enters Aries at 9:01 AM UTC.
    expect(page.sky.weekIngresses[0]).toMatchObject({ title: "Sun enters Aries", when: "Thursday, March 20, 2025, 9:01 AM UTC" });
    expect(page.feed.webcal).toMatch(/^webcal:\/\/.+\/sky\.ics$/);
  });

  it("names the breadcrumb's home in the page's language", async () => {
    const page = await json<Page>(await new Client().call(skyPage, "/zh/sky/2025-03-20", { params: { date: "2025-03-20" } }));
    const trail = page.meta.map((m) => m["script:ld+json"] as { itemListElement?: { name: string }[] } | undefined).find((ld) => ld?.itemListElement);
    expect(trail!.itemListElement![0]!.name).toBe("首页");
  });

  it("is 404 outside 1900–2100 or for what is not a calendar day", async () => {
    const client = new Client();
    for (const date of ["1899-12-31", "2101-01-01", "2026-02-29", "2026-1-05", "today"]) {
      expect((await client.call(skyPage, `/sky/${date}`, { params: { date } })).status, date).toBe(404);
    }
    expect((await client.call(skyPage, "/sky/1900-01-01", { params: { date: "1900-01-01" } })).status).toBe(200);
  });

  it("answers /sky with today in UTC, and a bad ?tz= with the form's message (400)", async () => {
    const client = new Client();
    const today = await json<Page>(await client.call(skyPage, "/sky"));
    expect(today.day).toMatchObject({ date: new Date().toISOString().slice(0, 10), tz: "UTC" });
    const bad = await client.call(skyPage, "/sky?tz=Mars/Olympus", {});
    expect(bad.status).toBe(400);
    expect(await json<Page>(bad)).toMatchObject({ day: { tz: "UTC" }, zoneForm: { initialValue: { tz: "Mars/Olympus" } } });
  });
});

describe("GET /api/sky", () => {
  it("has the issue's shape and the page's facts, agreeing with the Swiss Ephemeris", async () => {
    const client = new Client();
    const response = await client.call(api, "/api/sky?date=2024-04-08&tz=America/Chicago");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, s-maxage=31536000, immutable");
    const body = await json<Api>(response);
    expect(Object.keys(body)).toEqual(["date", "tz", "instant", "bodies", "moon", "voidOfCourse", "events"]);
    expect(body).toMatchObject({ date: "2024-04-08", tz: "America/Chicago", instant: "2024-04-08T17:00:00.000Z" });
    for (const b of body.bodies) {
      expect(Object.keys(b)).toEqual(["body", "longitude", "sign", "degree", "retrograde"]);
      const truth = ephemeris(body.instant, b.body);
      expect(separation(b.longitude, truth.longitude), b.body).toBeLessThan(0.05);
      expect(b.sign).toBe(SIGNS[Math.floor(truth.longitude / 30)]);
      expect(Math.abs(b.degree - (truth.longitude % 30))).toBeLessThan(0.05);
      expect(b.retrograde).toBe(truth.speed < 0);
    }
    expect(Object.keys(body.moon)).toEqual(["phase", "illumination", "waxing"]);
    expect(Math.abs(body.moon.illumination - litFraction(body.instant))).toBeLessThan(0.01);
    expect(phaseNames(phaseAngle(body.instant))).toContain(body.moon.phase);
    expect(body.moon.waxing).toBe(phaseAngle(body.instant) < 180);
    for (const e of body.events) expect(new Date(e.instant).toISOString()).toBe(e.instant);
    expect(body.events.find((e) => e.eclipse === "solar")?.instant.slice(0, 13)).toBe("2024-04-08T18");

    const page = await json<Page>(await client.call(skyPage, "/sky/2024-04-08?tz=America/Chicago", { params: { date: "2024-04-08" } }));
    expect(body.voidOfCourse.map((v) => v.start)).toEqual(page.sky.voidOfCourse.map((v) => v.start));
    expect(body.bodies.map((b) => b.sign)).toEqual(page.sky.bodies.map((b) => b.sign));
  });

  it("is 400 with a message for a bad date or zone", async () => {
    const client = new Client();
    for (const [query, field, message] of [
      ["?date=2026-02-30", "date", /YYYY-MM-DD between 1900-01-01 and 2100-12-31/],
      ["?date=1899-12-31", "date", /YYYY-MM-DD/],
      ["?tz=Europe/Atlantis", "tz", /Unknown time zone/],
    ] as const) {
      const response = await client.call(api, `/api/sky${query}`);
      expect(response.status, query).toBe(400);
      const body = await json<{ message: string; errors: Record<string, string[]> }>(response);
      expect(body.message).toMatch(message);
      expect(body.errors[field]).toBeDefined();
    }
  });
});

describe("/sky.ics", () => {
  it("is a valid iCalendar feed: CRLF, folded lines, stable UIDs, a DTSTAMP on every event", async () => {
    const response = await new Client().call(feed, "/sky.ics");
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n");
    for (const line of lines) expect(Buffer.byteLength(line, "utf8"), line).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, "").split("\r\n");
    const events = unfolded.join("\n").split("BEGIN:VEVENT").slice(1);
    expect(events.length).toBeGreaterThan(40);
    const uids = events.map((e) => /\nUID:(.+)\n/.exec(e)?.[1]);
    expect(new Set(uids).size).toBe(events.length);
    for (const e of events) {
      expect(e).toMatch(/\nDTSTAMP:\d{8}T\d{6}Z\n/);
      expect(e).toMatch(/\nDTSTART:\d{8}T\d{6}Z\n/);
    }
    const summaries = unfolded.filter((l) => l.startsWith("SUMMARY:"));
    for (const kind of [/enters/, /stations/, /(New|Full) Moon in/, /Moon void of course in/]) expect(summaries.some((s) => kind.test(s)), String(kind)).toBe(true);
    // The window: a week back to 90 days ahead.
    const starts = unfolded.filter((l) => l.startsWith("DTSTART:")).map((l) => l.slice(8, 16));
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10).replace(/-/g, "");
    expect(starts.every((s) => s >= day(-8) && s <= day(91))).toBe(true);
  });

  it("gives the same event the same UID in a later window", async () => {
    const { skyIcs } = await import("~/services/sky.server");
    const uidsOf = (ics: string) => new Set(ics.replace(/\r\n /g, "").split("\r\n").filter((l) => l.startsWith("UID:")));
    const first = uidsOf(skyIcs(new Date("2026-01-10T00:00:00Z")));
    const later = uidsOf(skyIcs(new Date("2026-01-20T00:00:00Z")));
    const shared = [...first].filter((u) => later.has(u));
    // Eighty of the ninety days overlap: nearly every event of one feed is in the other under the same UID.
    expect(shared.length).toBeGreaterThan(first.size * 0.8);
  });
});

describe("sitemap", () => {
  it("lists /sky, today, the next 7 days and the last 30", async () => {
    const xml = await (await new Client().call(sitemap, "/sitemap.xml")).text();
    const today = new Date().toISOString().slice(0, 10);
    const shift = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    for (const path of ["/sky<", `/sky/${today}<`, `/sky/${shift(7)}<`, `/sky/${shift(-30)}<`]) expect(xml).toContain(path);
    expect(xml).not.toContain(`/sky/${shift(8)}<`);
  });
});
