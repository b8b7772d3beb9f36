// The public horoscope by sign: pages, zone form, 404s and 400s, the /api twin, sitemap and feeds.
import { describe, expect, it } from "vitest";
import * as horoscopes from "~/routes/horoscope";
import * as signPage from "~/routes/horoscope.sign";
import * as periodPage from "~/routes/horoscope.period";
import * as feed from "~/routes/horoscope-rss";
import * as api from "~/routes/api/horoscope.sign";
import * as sitemap from "~/routes/sitemap";
import { SIGNS } from "~/astrology/constants";
import { Client, json, signedInClient } from "../support/routes";
import { DATE_MESSAGE, ZONE_MESSAGE } from "~/schemas/public-day";
import { zoneCookie } from "~/http/public-day.server";
import * as skyPage from "~/routes/sky";
import { resetEnvForTests } from "~/env.server";
import { resetRateLimits } from "~/services/rate-limit.server";

type Section = { id: string; title: string; sentences: string[] };
type Page = {
  reading: { sign: string; headline: string; sections: Section[] };
  day: { date: string; tz: string; clock: string; zoneSource: string };
  zoneForm: { initialValue: { tz: string }; error: { tz: string[] } } | null;
  meta: Record<string, unknown>[];
};

const today = new Date().toISOString().slice(0, 10);

function tag(meta: Record<string, unknown>[], key: string, value: string) {
  return meta.find((item) => item[key] === value);
}

describe("/horoscope/{sign}", () => {
  it("answers every sign with its own text, for today in UTC", async () => {
    const client = new Client();
    const texts = new Set<string>();
    for (const sign of SIGNS) {
      const response = await client.call(signPage, `/horoscope/${sign.toLowerCase()}`, { params: { sign: sign.toLowerCase() } });
      expect(response.status, sign).toBe(200);
      const page = await json<Page>(response);
      expect(page.reading.sign).toBe(sign);
      expect(page.day).toMatchObject({ date: today, tz: "UTC" });
      expect(page.reading.sections.map((s) => s.id)).toEqual(["overall", "love", "work", "wellbeing"]);
      texts.add(page.reading.sections.map((s) => s.sentences.join(" ")).join("\n"));
    }
    expect(texts.size).toBe(12);
  });

  it("gives a dated page a canonical link, Open Graph tags, JSON-LD and immutable caching once past", async () => {
    const response = await new Client().call(signPage, "/horoscope/leo/2024-04-08", { params: { sign: "leo", date: "2024-04-08" } });
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, s-maxage=31536000, immutable");
    const page = await json<Page>(response);
    expect(tag(page.meta, "rel", "canonical")?.href).toMatch(/\/horoscope\/leo\/2024-04-08$/);
    expect(tag(page.meta, "property", "og:title")?.content).toBe("Leo horoscope for Monday, April 8, 2024");
    const ld = page.meta.filter((m) => "script:ld+json" in m).map((m) => (m["script:ld+json"] as { "@type": string })["@type"]);
    expect(ld).toEqual(["Article", "BreadcrumbList"]);
    // The total solar eclipse of that day, in Aries: Leo's ninth house, at 18:20 UTC.
    const overall = page.reading.sections[0]!.sentences.join(" ");
    expect(overall).toContain("6:20 PM UTC");
    expect(overall).toMatch(/ninth house/);
    expect(overall).toMatch(/solar eclipse/);
  });

  it("is 404 for an unknown sign or a day outside 1900-2100", async () => {
    const client = new Client();
    for (const [sign, date] of [["ophiuchus", undefined], ["Aries", undefined], ["aries", "1899-12-31"], ["aries", "2101-01-01"], ["aries", "2026-02-29"]] as const) {
      const response = await client.call(signPage, `/horoscope/${sign}/${date ?? ""}`, { params: { sign, ...(date ? { date } : {}) } });
      expect(response.status, `${sign} ${date}`).toBe(404);
    }
    expect((await client.call(signPage, "/horoscope/aries/1900-01-01", { params: { sign: "aries", date: "1900-01-01" } })).status).toBe(200);
  });

  it("reads the day in the zone of ?tz=, else the remembered zone, and the form remembers it", async () => {
    const client = new Client();
    const asked = await json<Page>(await client.call(signPage, "/horoscope/virgo/2026-07-01?tz=Asia/Tokyo", { params: { sign: "virgo", date: "2026-07-01" } }));
    expect(asked.day).toMatchObject({ tz: "Asia/Tokyo", zoneSource: "query" });
    expect(asked.day.clock).toContain("Tokyo");
    expect(asked.reading.sections.flatMap((s) => s.sentences).join(" ")).not.toMatch(/\bUTC\b(?! ?[+−])/);

    const saved = await client.call(signPage, "/horoscope/virgo/2026-07-01", { method: "POST", form: { tz: "America/Sao_Paulo" }, params: { sign: "virgo", date: "2026-07-01" } });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/horoscope/virgo/2026-07-01?tz=America%2FSao_Paulo");
    const remembered = await client.call(signPage, "/horoscope/virgo/2026-07-01", { params: { sign: "virgo", date: "2026-07-01" } });
    expect(await json<Page>(remembered)).toMatchObject({ day: { tz: "America/Sao_Paulo", zoneSource: "cookie" } });
    // A visitor's own zone is their copy: no shared cache keeps it.
    expect(remembered.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("shows the form again with its error for a zone that is no IANA name", async () => {
    const client = new Client();
    const posted = await client.call(signPage, "/horoscope/virgo", { method: "POST", form: { tz: "Moon/Tranquility" }, params: { sign: "virgo" } });
    expect(posted.status).toBe(400);
    expect(await json(posted)).toMatchObject({ zoneForm: { status: "error", initialValue: { tz: "Moon/Tranquility" }, error: { tz: [expect.stringContaining("IANA")] } } });
    expect(client.cookies.has("ts_zone")).toBe(false);
    const linked = await client.call(signPage, "/horoscope/virgo?tz=Nowhere", { params: { sign: "virgo" } });
    expect(linked.status).toBe(400);
    expect(await json<Page>(linked)).toMatchObject({ day: { tz: "UTC" }, zoneForm: { initialValue: { tz: "Nowhere" } } });
  });
});

describe("/horoscope", () => {
  it("lists the twelve signs with a line for today each", async () => {
    const response = await new Client().call(horoscopes, "/horoscope");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const page = await json<{ signs: { slug: string; headline: string }[] }>(response);
    expect(page.signs.map((s) => s.slug)).toEqual(SIGNS.map((s) => s.toLowerCase()));
    expect(new Set(page.signs.map((s) => s.headline)).size).toBeGreaterThan(6);
  });
});

describe("weeks and months", () => {
  it("reads an ISO week and a month, and 404s what is not one", async () => {
    const client = new Client();
    const week = await client.call(periodPage, "/horoscope/scorpio/week/2026-W48", { params: { sign: "scorpio", kind: "week", period: "2026-W48" } });
    expect(week.status).toBe(200);
    const page = await json<Page>(week);
    expect(page.reading.sections[0]!.sentences.join(" ")).toContain("Full Moon");
    expect(page.reading.sections[0]!.sentences.join(" ")).toContain("Tuesday, November 24");
    const month = await client.call(periodPage, "/horoscope/scorpio/month/2026-12", { params: { sign: "scorpio", kind: "month", period: "2026-12" } });
    expect(month.status).toBe(200);
    for (const [kind, period] of [["week", "2026-W54"], ["week", "2026-W00"], ["week", "2020-W53x"], ["month", "2026-13"], ["month", "2101-01"], ["year", "2026"]]) {
      const response = await client.call(periodPage, `/horoscope/scorpio/${kind}/${period}`, { params: { sign: "scorpio", kind: kind!, period: period! } });
      expect(response.status, `${kind} ${period}`).toBe(404);
    }
    // 2020 had 53 ISO weeks; 2021 did not.
    expect((await client.call(periodPage, "/x", { params: { sign: "scorpio", kind: "week", period: "2020-W53" } })).status).toBe(200);
    expect((await client.call(periodPage, "/x", { params: { sign: "scorpio", kind: "week", period: "2021-W53" } })).status).toBe(404);
  });
});

describe("GET /api/horoscope/sign/{sign}", () => {
  it("answers the page's reading as JSON", async () => {
    const client = new Client();
    const response = await client.call(api, "/api/horoscope/sign/taurus?date=2026-11-25&tz=Europe/London", { params: { sign: "taurus" } });
    expect(response.status).toBe(200);
    const body = await json<{ sign: string; date: string; tz: string; headline: string; sections: { id: string; text: string }[] }>(response);
    const page = await json<Page>(await client.call(signPage, "/horoscope/taurus/2026-11-25?tz=Europe/London", { params: { sign: "taurus", date: "2026-11-25" } }));
    expect(body).toMatchObject({ sign: "Taurus", date: "2026-11-25", tz: "Europe/London", headline: page.reading.headline });
    expect(body.sections.map((s) => s.text)).toEqual(page.reading.sections.map((s) => s.sentences.join(" ")));
  });

  it("is 400 with a message for a bad sign, date or zone", async () => {
    const client = new Client();
    for (const [sign, query, field] of [
      ["dragon", "", "sign"],
      ["aries", "?date=2026-02-30", "date"],
      ["aries", "?date=1850-01-01", "date"],
      ["aries", "?tz=Atlantis/Capital", "tz"],
    ] as const) {
      const response = await client.call(api, `/api/horoscope/sign/${sign}${query}`, { params: { sign } });
      expect(response.status, `${sign}${query}`).toBe(400);
      const body = await json<{ message: string; errors: Record<string, string[]> }>(response);
      expect(body.message.length).toBeGreaterThan(10);
      expect(body.errors[field]).toBeDefined();
    }
  });

  it("reads its query with the page's schema: the same messages, and a blank value is absent", async () => {
    const client = new Client();
    for (const [query, message] of [
      ["?date=2026-13-01", DATE_MESSAGE],
      ["?tz=Atlantis/Capital", ZONE_MESSAGE],
    ] as const) {
      const response = await client.call(api, `/api/horoscope/sign/leo${query}`, { params: { sign: "leo" } });
      expect(response.status, query).toBe(400);
      expect((await json<{ message: string }>(response)).message).toBe(message);
    }
    const page = await client.call(signPage, "/horoscope/leo/2026-11-25?tz=Atlantis/Capital", { params: { sign: "leo", date: "2026-11-25" } });
    expect(page.status).toBe(400);
    expect((await json<{ zoneForm: { error: { tz: string[] } } }>(page)).zoneForm.error.tz).toEqual([ZONE_MESSAGE]);
    const blank = await client.call(api, "/api/horoscope/sign/leo?date=2026-11-25&tz=", { params: { sign: "leo" } });
    expect(blank.status).toBe(200);
    expect(await json<{ tz: string }>(blank)).toMatchObject({ tz: "UTC", date: "2026-11-25" });
  });
});

describe("zones from the request", () => {
  // "Factory" is in the tz database but names no clock (Intl refuses it); the others are no zone at all.
  const BAD_ZONES = ["Factory", "Etc/Unknown", "../../etc", "x".repeat(200)];

  it("a bad ?tz= is 400 with the zone message on the page and its /api twin, never a 5xx", async () => {
    const client = new Client();
    for (const tz of BAD_ZONES) {
      const query = `?tz=${encodeURIComponent(tz)}`;
      const answer = await client.call(api, `/api/horoscope/sign/leo${query}`, { params: { sign: "leo" } });
      expect(answer.status, tz).toBe(400);
      expect(await json<{ errors: Record<string, string[]> }>(answer)).toMatchObject({ message: ZONE_MESSAGE, errors: { tz: [ZONE_MESSAGE] } });
      const page = await client.call(signPage, `/horoscope/leo${query}`, { params: { sign: "leo" } });
      expect(page.status, tz).toBe(400);
      expect(await json<Page>(page)).toMatchObject({ day: { tz: "UTC" }, zoneForm: { error: { tz: [ZONE_MESSAGE] } } });
    }
    const empty = await client.call(signPage, "/horoscope/leo?tz=", { params: { sign: "leo" } });
    expect(empty.status).toBe(200);
  });

  it("the zone form refuses Factory, and a Factory cookie is ignored", async () => {
    const client = new Client();
    const posted = await client.call(signPage, "/horoscope/leo", { method: "POST", form: { tz: "Factory" }, params: { sign: "leo" } });
    expect(posted.status).toBe(400);
    expect(client.cookies.has("ts_zone")).toBe(false);
    const cookie = (await zoneCookie.serialize("Factory")).split(";")[0]!;
    client.cookies.set(cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1));
    const page = await client.call(signPage, "/horoscope/leo", { params: { sign: "leo" } });
    expect(page.status).toBe(200);
    expect(await json<Page>(page)).toMatchObject({ day: { tz: "UTC", zoneSource: "default" } });
  });
});

describe("fresh renders in a row", () => {
  it("with the shipped limits (RATE_LIMIT_FACTOR=1), one address's 61st month page in a minute is a 429; a member counts apart", async () => {
    process.env.RATE_LIMIT_FACTOR = "1";
    resetEnvForTests();
    resetRateLimits();
    try {
      const client = new Client("198.51.100.120");
      const statuses: number[] = [];
      // No page cache here: every call runs the loader, as a request the page cache misses does
      // (the engine keeps the month's sky, so the same month is quick to ask for again).
      for (let i = 0; i < 120 && !statuses.includes(429); i++) {
        statuses.push((await client.call(periodPage, "/horoscope/aries/month/2026-12", { params: { sign: "aries", kind: "month", period: "2026-12" } })).status);
      }
      expect(statuses).toEqual([...Array<number>(60).fill(200), 429]);
      const refused = await client.call(skyPage, "/sky/2026-11-25", { params: { date: "2026-11-25" } });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toMatch(/^Too many requests\. Please try again/);
      // The same address signed in is a member, counted on their own.
      const member = await signedInClient();
      member.ip = client.ip;
      expect((await member.call(skyPage, "/sky/2026-11-25", { params: { date: "2026-11-25" } })).status).toBe(200);
    } finally {
      process.env.RATE_LIMIT_FACTOR = "1000";
      resetEnvForTests();
      resetRateLimits();
    }
  });
});

describe("sitemap and feeds", () => {
  it("lists each sign's today, next 7 and last 30 days, week and month", async () => {
    const xml = await (await new Client().call(sitemap, "/sitemap.xml")).text();
    // English addresses; each has its four twins in the other languages.
    const locs = [...xml.matchAll(/<loc>https?:\/\/[^/<]+(\/horoscope[^<]*)<\/loc>/g)].map((m) => m[1]);
    expect([...xml.matchAll(/<loc>https?:\/\/[^/<]+\/(?:es|pt|hi|zh)(\/horoscope[^<]*)<\/loc>/g)]).toHaveLength(4 * locs.length);
    expect(locs).toContain("/horoscope");
    expect(locs).toContain("/horoscope/aries");
    expect(locs.filter((l) => l!.startsWith("/horoscope/pisces/"))).toHaveLength(38 + 2);
    const plus7 = new Date(Date.parse(`${today}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(locs).toContain(`/horoscope/gemini/${plus7}`);
  });

  it("gives each sign an RSS feed of its last seven days", async () => {
    const response = await new Client().call(feed, "/horoscope/cancer/rss.xml", { params: { sign: "cancer" } });
    expect(response.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await response.text();
    expect(xml.match(/<item>/g)).toHaveLength(7);
    expect(xml).toContain(`/horoscope/cancer/${today}</link>`);
    expect((await new Client().call(feed, "/horoscope/nope/rss.xml", { params: { sign: "nope" } })).status).toBe(404);
  });
});
