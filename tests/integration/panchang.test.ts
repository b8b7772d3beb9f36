// /panchang pages, GET /api/panchang and /chinese-calendar in-process: the API's shape and refusals, the days,
// caching, and choosing a place without JavaScript (search, pick, remembered, back to New Delhi).
import { beforeEach, describe, expect, it } from "vitest";
import * as api from "~/routes/api/panchang";
import * as page from "~/routes/panchang";
import * as chinese from "~/routes/chinese-calendar";
import * as sitemap from "~/routes/sitemap";
import { resetRateLimits } from "~/services/rate-limit.server";
import { panchangFor, panchangInWords } from "~/services/panchang.server";
import { Client, json } from "../support/routes";

beforeEach(() => resetRateLimits());

type Api = Record<string, unknown> & { place: { name: string; timezone: string }; tithi: { number: number; name: string; paksha: string; end: string } };

describe("GET /api/panchang", () => {
  it("answers New Delhi's day in the issue's shape, each time an ISO instant", async () => {
    const res = await new Client().call(api, "/api/panchang?date=2025-11-22");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
    const body = await json<Api>(res);
    expect(Object.keys(body).sort()).toEqual(
      [
        "abhijit", "date", "gulikaKaal", "karana", "karanas", "month", "moonrise", "moonset", "nakshatra", "nakshatras", "nextSunrise", "place",
        "rahuKaal", "samvat", "sunrise", "sunset", "tithi", "tithis", "vara", "yamaganda", "yoga", "yogas",
      ].sort(),
    );
    expect(body).toMatchObject({
      date: "2025-11-22",
      place: { name: "New Delhi, Delhi, India", timezone: "Asia/Kolkata" },
      vara: { number: 7, name: "Shanivara" },
      tithi: { number: 2, name: "Dwitiya", paksha: "Shukla" },
      nakshatra: { number: 18, name: "Jyeshtha" },
      yoga: { number: 7, name: "Sukarma" },
      karana: { name: "Kaulava" },
    });
    // Drik Panchang: sunrise 06:49 IST, Dwitiya until 17:11 IST.
    expect(Math.abs(Date.parse(body.sunrise as string) - Date.parse("2025-11-22T06:49:00+05:30"))).toBeLessThanOrEqual(60_000);
    expect(Math.abs(Date.parse(body.tithi.end) - Date.parse("2025-11-22T17:11:00+05:30"))).toBeLessThanOrEqual(60_000);
    for (const key of ["rahuKaal", "yamaganda", "gulikaKaal", "abhijit"]) {
      const span = body[key] as { start: string; end: string };
      expect(new Date(span.start).toISOString()).toBe(span.start);
      expect(Date.parse(span.end)).toBeGreaterThan(Date.parse(span.start));
    }
  });

  it("takes a place by coordinates and finds its zone, or uses the zone given", async () => {
    const london = await json<Api>(await new Client().call(api, "/api/panchang?date=2026-06-21&lat=51.5074&lon=-0.1278"));
    expect(london.place.timezone).toBe("Europe/London");
    const utc = await json<Api>(await new Client().call(api, "/api/panchang?date=2026-06-21&lat=51.5074&lon=-0.1278&tz=UTC"));
    expect(utc.place.timezone).toBe("UTC");
    expect(utc.sunrise).toBe(london.sunrise);
  });

  it.each([
    ["date=2026-02-30", "Give a date as YYYY-MM-DD between 1900-01-01 and 2100-12-31."],
    ["date=2101-01-01", "Give a date as YYYY-MM-DD between 1900-01-01 and 2100-12-31."],
    ["date=2026-13-01", "Give a date as YYYY-MM-DD between 1900-01-01 and 2100-12-31."],
    ["date=tomorrow", "Give a date as YYYY-MM-DD between 1900-01-01 and 2100-12-31."],
    ["lat=91&lon=10", "Latitude must be a number between -90 and 90"],
    ["lat=10&lon=east", "Longitude must be a number between -180 and 180"],
    ["lat=10", "Give both lat and lon, or neither"],
    ["tz=Mars/Olympus", "Unknown time zone: give an IANA name such as Europe/London or America/New_York."],
    ["date=2026-12-21&lat=69.65&lon=18.96", "The Sun does not rise or set at this place on this day, so it has no panchang day."],
  ])("?%s is a 400 with a message", async (query, message) => {
    const res = await new Client().call(api, `/api/panchang?${query}`);
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toBe(message);
  });
});

type Page = { date: string; place: { name: string; chosen: boolean }; panchang: Api | null; results: { display_name: string; lat: string; lon: string; timezone: string }[] | null; searchError: string | null };

describe("/panchang pages", () => {
  it("shows New Delhi's day to everyone, cached for good once past, and 404s outside 1900–2100", async () => {
    const res = await new Client().call(page, "/panchang/2020-12-31", { params: { date: "2020-12-31" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, s-maxage=31536000, immutable");
    const d = await json<Page>(res);
    expect(d.place).toEqual({ name: "New Delhi, Delhi, India", chosen: false });
    expect(d.panchang!.tithi).toMatchObject({ paksha: "Krishna", name: "Pratipada" });
    for (const date of ["1899-12-31", "2101-01-01", "2026-13-01"]) {
      expect((await new Client().call(page, `/panchang/${date}`, { params: { date } })).status).toBe(404);
    }
  });

  type Run = { name: string; when: string; note: string | null };
  type Words = { words: { tithis: Run[]; nakshatras: Run[]; amanta: string; purnimanta: string; samvat: string; clock: string } };
  it("2026-01-06 shows every tithi of the day, the kshaya Chaturthi among them, and names the month and year", async () => {
    const { words } = await json<Words>(await new Client().call(page, "/panchang/2026-01-06", { params: { date: "2026-01-06" } }));
    expect(words.tithis).toEqual([
      { name: "Krishna Tritiya (tithi 18 of 30)", when: "until 8:02 am", note: null },
      { name: "Krishna Chaturthi (tithi 19 of 30)", when: "from 8:02 am until 6:53 am on Wednesday, January 7, 2026", note: "kshaya: it begins after sunrise and ends before the next sunrise" },
      { name: "Krishna Panchami (tithi 20 of 30)", when: "from 6:53 am on Wednesday, January 7, 2026 until 6:34 am on Thursday, January 8, 2026", note: null },
    ]);
    expect([words.amanta, words.purnimanta, words.samvat]).toEqual(["Pausha", "Magha", "Vikram Samvat 2082, Shaka Samvat 1947"]);
  });

  it("/hi/panchang/2026-01-06 names the limbs and the day's tithis and nakshatras in Devanagari, its times on the 24-hour clock", async () => {
    type Hindi = Words & { text: { tithi: string; nakshatra: string }; heading: string; placeLine: string; limbs: { label: string }[] };
    const d = await json<Hindi>(await new Client().call(page, "/hi/panchang/2026-01-06", { params: { date: "2026-01-06" } }));
    expect([d.text.tithi, d.text.nakshatra, d.limbs.map((l) => l.label).join(" ")]).toEqual(["तिथि", "नक्षत्र", "तिथि नक्षत्र योग करण"]);
    expect(d.words.tithis.map((t) => t.name)).toEqual(["कृष्ण तृतीया (30 में से तिथि 18)", "कृष्ण चतुर्थी (30 में से तिथि 19)", "कृष्ण पंचमी (30 में से तिथि 20)"]);
    expect(d.words.tithis[0]!.when).toBe("08:02 तक");
    expect(d.words.tithis[1]!.note).toMatch(/^क्षय: /);
    expect(d.words.nakshatras.map((n) => n.name)).toEqual(["आश्लेषा (27 में से 9)", "मघा (27 में से 10)"]);
    expect([d.words.amanta, d.words.purnimanta, d.words.samvat]).toEqual(["पौष", "माघ", "विक्रम संवत 2082, शक संवत 1947"]);
    expect(d.heading).toBe("मंगलवार, 6 जनवरी 2026 का पंचांग");
    expect(d.placeLine).toMatch(/^नई दिल्ली, दिल्ली, भारत /);
  });

  it("/zh/panchang/2026-01-06 writes the limbs' names in Chinese: the lunar mansions as the 二十七宿, the fortnights 白分/黑分", async () => {
    type Chinese = Words & { words: { vara: string; yogas: Run[]; karanas: Run[] } };
    const d = await json<Chinese>(await new Client().call(page, "/zh/panchang/2026-01-06", { params: { date: "2026-01-06" } }));
    expect(d.words.nakshatras.map((n) => n.name)).toEqual(["柳宿（第9个，共27个）", "星宿（第10个，共27个）"]);
    expect(d.words.tithis[0]!.name).toBe("黑分三日（第18个太阴日，共30个）");
    expect([d.words.vara, d.words.amanta, d.words.purnimanta]).toEqual(["火曜日（星期二）", "鬼月", "星月"]);
    const { tithis, nakshatras, yogas, karanas } = d.words;
    expect([...tithis, ...nakshatras, ...yogas, ...karanas].map((run) => run.name).join(" ")).not.toMatch(/[A-Za-z]/);
  });

  it("finds a place without JavaScript, remembers the choice, and goes back to New Delhi", async () => {
    const client = new Client();
    const short = await json<Page>(await client.call(page, "/panchang?q=Pa"));
    expect(short.searchError).toBe("Type at least 3 letters of the place");
    const found = await client.call(page, "/panchang/2026-06-21?q=Chennai", { params: { date: "2026-06-21" } });
    expect(found.headers.get("cache-control")).toBe("private, no-cache");
    const chennai = (await json<Page>(found)).results![0]!;
    expect(chennai.display_name).toMatch(/^Chennai/);

    const chose = await client.call(page, "/panchang", {
      method: "POST",
      form: { name: chennai.display_name, lat: chennai.lat, lon: chennai.lon, tz: chennai.timezone, date: "2026-06-21" },
    });
    expect(chose.status).toBe(303);
    expect(chose.headers.get("location")).toBe("/panchang/2026-06-21");
    const day = await client.call(page, "/panchang/2026-06-21", { params: { date: "2026-06-21" } });
    expect(day.headers.get("cache-control")).toBe("private, no-cache");
    const d = await json<Page>(day);
    expect(d.place).toEqual({ name: chennai.display_name, chosen: true });
    expect(d.panchang!.place.timezone).toBe("Asia/Kolkata");

    const tampered = await client.call(page, "/panchang", { method: "POST", form: { name: "X", lat: "95", lon: "0", tz: "UTC" } });
    expect(tampered.status).toBe(400);

    const reset = await client.call(page, "/panchang", { method: "POST", form: { intent: "reset" } });
    expect(reset.headers.get("location")).toBe("/panchang");
    const back = await json<Page>(await client.call(page, "/panchang"));
    expect(back.place.chosen).toBe(false);
  });
});

describe("the clock kept at the place on the day", () => {
  it.each([
    ["Kolkata", 22.5726, 88.3639, "Calcutta Time (UTC+5:53:20)", "5:14 am"], // 4:51 am on IST,
    ["Mumbai", 18.975, 72.8258, "Bombay Time (UTC+4:51)", "5:21 am"], // 6:00 am on IST,
  ])("%s in 1930 keeps its own city clock, as its charts do", (_city, latitude, longitude, clock, sunrise) => {
    const words = panchangInWords(panchangFor("1930-06-01", { name: "x", latitude, longitude, zone: "Asia/Kolkata" }));
    expect(words.clock).toContain(clock);
    expect(words.sunrise).toBe(sunrise);
  });

  it("a place whose zone kept no time (\"-00\") is on its local mean time, not UTC+0", () => {
    // Rankin Inlet: the tz record is "-00" until the settlement of 1957.
    const words = panchangInWords(panchangFor("1950-06-01", { name: "x", latitude: 62.81, longitude: -92.09, zone: "America/Rankin_Inlet" }));
    expect(words.clock).toMatch(/^Local mean time \(UTC\u22126:08:22\) — the Sun's own time at the place, before/);
    expect(words.clock).not.toContain("UTC+0");
  });
});

type Almanac = { date: string; almanac: { words: Record<string, string>; clash: { animal: string } } };

describe("/chinese-calendar pages", () => {
  it("gives the day's lunar date, pillar, solar term and clash, and 404s outside 1900–2100", async () => {
    const res = await new Client().call(chinese, "/chinese-calendar/2026-11-22", { params: { date: "2026-11-22" } });
    expect(res.status).toBe(200);
    const d = await json<Almanac>(res);
    expect(d.almanac.words).toMatchObject({
      lunar: "Day 14 of the tenth month of the Fire Horse year (十月十四)",
      dayPillar: "Geng Zi (庚子): Yang Metal over the Rat",
      solarTerm: "Xiaoxue (小雪, Minor Snow) begins today at 3:23 pm Beijing time, the Sun at 240°",
      clash: "The Rat day clashes with the Horse (Wu), the branch opposite on the wheel",
    });
    expect((await new Client().call(chinese, "/chinese-calendar/2101-01-01", { params: { date: "2101-01-01" } })).status).toBe(404);
  });

  it("/zh/chinese-calendar writes the lunar date, the day pillar, the solar term and the clash in characters", async () => {
    const day = async (date: string) => (await json<Almanac>(await new Client().call(chinese, `/zh/chinese-calendar/${date}`, { params: { date } }))).almanac.words;
    expect(await day("2026-11-22")).toMatchObject({
      lunar: "农历十月十四（火马年）",
      dayPillar: "庚子日：天干阳金，地支属鼠",
      solarTerm: "小雪，今日北京时间15:23交节，太阳黄经240°",
      clash: "鼠日冲马（午），即地支轮上相对的一支",
    });
    expect(await day("2026-02-17")).toMatchObject({ lunar: "农历正月初一（火马年）", dayPillar: "壬戌日：天干阳水，地支属狗", solarTerm: "立春，自2026年2月4日星期三起，太阳黄经315°" });
  });

  it("/hi/chinese-calendar writes the stems, branches and solar terms in Devanagari, the animals by their Hindi names", async () => {
    const res = await new Client().call(chinese, "/hi/chinese-calendar/2026-11-22", { params: { date: "2026-11-22" } });
    expect((await json<Almanac>(res)).almanac.words).toMatchObject({
      dayPillar: "गेंग ज़ी (庚子): चूहा पर यांग धातु",
      solarTerm: "शियाओशुए (小雪, अल्प हिम) आज बीजिंग समय 15:23 पर आरम्भ होती है, सूर्य 240° पर",
      nextSolarTerm: "दाशुए (महा हिम) सोमवार, 7 दिसंबर 2026 को बीजिंग समय 10:52 पर",
      clash: "चूहा का दिन घोड़ा (वू) से टकराता है, जो चक्र पर ठीक सामने की शाखा है",
    });
  });

  it("/es/chinese-calendar gives each animal its article: la Rata, el Caballo", async () => {
    const res = await new Client().call(chinese, "/es/chinese-calendar/2026-11-22", { params: { date: "2026-11-22" } });
    expect((await json<Almanac>(res)).almanac.words).toMatchObject({
      lunar: "Día 14 del mes 10 del año del Caballo de Fuego (十月十四)",
      dayPillar: "Geng Zi (庚子): Metal yang sobre la Rata",
      clash: "El día de la Rata choca con el Caballo (Wu), la rama opuesta en la rueda",
    });
  });
});

describe("crawlable day tables", () => {
  it("each page has a canonical link, Open Graph tags and JSON-LD; the sitemap lists the days", async () => {
    type Meta = { meta: Record<string, unknown>[] };
    for (const [module, path] of [[page, "/panchang/2026-06-21"], [chinese, "/chinese-calendar/2026-06-21"]] as const) {
      const { meta } = await json<Meta>(await new Client().call(module, path, { params: { date: "2026-06-21" } }));
      expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `http://localhost:3000${path}` });
      expect(meta.some((tag) => tag.property === "og:title")).toBe(true);
      expect(meta.filter((tag) => "script:ld+json" in tag).map((tag) => (tag["script:ld+json"] as { "@type": string })["@type"])).toEqual(["WebPage", "BreadcrumbList"]);
    }
    const xml = await (await new Client().call(sitemap, "/sitemap.xml")).text();
    const today = new Date().toISOString().slice(0, 10);
    expect(xml).toContain(`/panchang/${today}</loc>`);
    expect(xml).toContain(`/chinese-calendar/${today}</loc>`);
  });
});
