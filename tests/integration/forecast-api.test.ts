// GET /api/profile's Vedic and Chinese depth, GET /api/forecast and the calendar feed /forecast.ics.
import ICAL from "ical.js";
import { Solar } from "lunar-javascript";
import { beforeEach, describe, expect, it } from "vitest";
import { updateUser } from "~/models/user.server";
import * as forecastRoute from "~/routes/api/forecast";
import * as profileRoute from "~/routes/api/profile";
import * as icsRoute from "~/routes/forecast-ics";
import { calendarLink, createCalendarLink, forecastForUser, revokeCalendarLink } from "~/services/forecast.server";
import type { ProfileView } from "~/services/profile.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { Client, json, newSignedInUser } from "../support/routes";

beforeEach(() => resetRateLimits());

const BEIJING = { birthDate: "1990-05-20", birthTime: "23:30", birthPlace: "Beijing, CN", birthLatitude: 39.9042, birthLongitude: 116.4074 };
type Forecast = Awaited<ReturnType<typeof forecastForUser>>;

async function withChart(options: { premium?: boolean } = {}, birth: Record<string, unknown> = BEIJING) {
  const { user, client } = await newSignedInUser(options);
  const created = await client.call(profileRoute, "/api/profile", { method: "POST", json: birth });
  expect(created.status).toBe(201);
  return { user, client };
}

describe("/api/profile: kundli, dasha and the four pillars", () => {
  it("carries chart.vedic lagna, planets, navamsa, dasha (with today's period) and manglik", async () => {
    const { client } = await withChart();
    const profile = await json<ProfileView>(await client.call(profileRoute, "/api/profile"));
    const v = profile.chart.vedic;
    expect(v.lagna?.sign).toBeTruthy();
    expect(Object.keys(v.planets)).toHaveLength(9);
    expect(v.planets.Mars).toMatchObject({ house: expect.any(Number), nakshatra: expect.any(String), pada: expect.any(Number), retrograde: expect.any(Boolean) });
    expect(v.navamsa.lagna).toBeTruthy();
    expect(v.dasha.periods).toHaveLength(9);
    expect(v.dasha.periods[0]!.lord).toBe(v.lord);
    const now = Date.now();
    expect(v.dasha.current).not.toBeNull();
    expect(Date.parse(v.dasha.current!.start) <= now && now < Date.parse(v.dasha.current!.end)).toBe(true);
    expect(v.manglik).toMatchObject({ fromLagna: expect.any(Boolean), fromMoon: expect.any(Boolean), cancelled: expect.any(Boolean), reasons: expect.any(Array) });
  });

  it("a Beijing birth's four pillars equal lunar-javascript's EightChar (23:30: the late Zi hour)", async () => {
    const { client } = await withChart();
    const profile = await json<ProfileView>(await client.call(profileRoute, "/api/profile"));
    const c = profile.chart.chinese;
    // China kept summer time in 1990 (UTC+9 from 15 April): 23:30 on the clock is 22:30 standard time.
    const offset = profile.chart.utcOffsetMinutes;
    const local = new Date(Date.parse(profile.chart.utc) + offset * 60_000);
    const eight = Solar.fromYmdHms(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate(), local.getUTCHours(), local.getUTCMinutes(), 0).getLunar().getEightChar();
    const text = (p: { stemHanzi: string; branchHanzi: string } | null) => (p ? p.stemHanzi + p.branchHanzi : "");
    expect([text(c.pillars.year), text(c.pillars.month), text(c.pillars.day), text(c.pillars.hour)]).toEqual([eight.getYear(), eight.getMonth(), eight.getDay(), eight.getTime()]);
    expect(c.dayMaster.stem).toBe(c.pillars.day.stem);
    expect(Object.values(c.elements).reduce((a, b) => a + b, 0)).toBe(8);
  });
});

describe("GET /api/forecast", () => {
  it("401 signed out, 404 without a chart", async () => {
    expect((await new Client().call(forecastRoute, "/api/forecast")).status).toBe(401);
    const { client } = await newSignedInUser();
    expect((await client.call(forecastRoute, "/api/forecast")).status).toBe(404);
  });

  it("free: up to 12 months; 400 beyond and for bad values", async () => {
    const { client } = await withChart();
    const ok = await client.call(forecastRoute, "/api/forecast?months=3");
    expect(ok.status).toBe(200);
    const body = await json<Forecast>(ok);
    expect(body.events.length).toBeGreaterThan(5);
    const sorted = [...body.events].sort((a, b) => (a.date < b.date ? -1 : 1));
    expect(body.events.map((e) => e.date)).toEqual(sorted.map((e) => e.date));
    for (const e of body.events) expect(Object.keys(e)).toEqual(expect.arrayContaining(["date", "kind", "body", "target", "aspect", "orb", "start", "end", "text"]));
    for (const bad of ["13", "24", "0", "-1", "1.5", "abc", "999999"]) {
      const response = await client.call(forecastRoute, `/api/forecast?months=${bad}`);
      expect(response.status, bad).toBe(400);
      expect((await json(response)).message).toBeTruthy();
    }
  });

  it("is worked out once per chart, day and length, and again when the chart or the day changes", async () => {
    const { user, client } = await withChart();
    const now = new Date();
    const first = await forecastForUser(user.id, 6, now);
    expect((await forecastForUser(user.id, 6, now)).events).toBe(first.events);
    expect(Object.isFrozen(first.events)).toBe(true);
    expect((await forecastForUser(user.id, 3, now)).events).not.toBe(first.events);
    const tomorrow = await forecastForUser(user.id, 6, new Date(now.getTime() + 86_400_000));
    expect(tomorrow.events).not.toBe(first.events);
    expect(tomorrow.from).not.toBe(first.from);
    // A new birth time is a new chart: its transits to the Moon and the angles move.
    expect((await client.call(profileRoute, "/api/profile", { method: "POST", json: { ...BEIJING, birthTime: "06:10", regenerateProfile: true } })).status).toBe(200);
    const moved = await forecastForUser(user.id, 6, now);
    expect(moved.events).not.toBe(first.events);
    expect(moved.events.map((event) => event.text)).not.toEqual(first.events.map((event) => event.text));
  });

  it("premium: up to 24 months", async () => {
    const { client } = await withChart({ premium: true });
    expect((await client.call(forecastRoute, "/api/forecast?months=24")).status).toBe(200);
    expect((await client.call(forecastRoute, "/api/forecast?months=25")).status).toBe(400);
  });
});

describe("GET /forecast.ics", () => {
  it("parses, carries the same events as /api/forecast?months=12, and stops when revoked", async () => {
    const { user, client } = await withChart({ premium: true });
    expect(await calendarLink(user.id)).toBeNull();
    const url = new URL(await createCalendarLink(user));
    expect(await calendarLink(user.id)).toBe(url.toString());
    const feed = await new Client().call(icsRoute, `/forecast.ics${url.search}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toMatch(/^text\/calendar/);
    const text = await feed.text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevents = calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    const api = await json<Forecast>(await client.call(forecastRoute, "/api/forecast?months=12"));
    expect(vevents.length).toBe(api.events.length);
    for (let i = 0; i < api.events.length; i++) {
      const e = api.events[i]!;
      expect(vevents[i]!.startDate.toJSDate().getTime()).toBe(Math.floor(Date.parse(e.date) / 1000) * 1000);
      expect(vevents[i]!.description).toContain(e.text);
    }
    expect(new Set(vevents.map((e) => e.uid)).size).toBe(vevents.length);

    // A new link replaces the old one; revoking ends it.
    const second = new URL(await createCalendarLink(user));
    expect((await new Client().call(icsRoute, `/forecast.ics${url.search}`)).status).toBe(404);
    expect((await new Client().call(icsRoute, `/forecast.ics${second.search}`)).status).toBe(200);
    await revokeCalendarLink(user.id);
    expect((await new Client().call(icsRoute, `/forecast.ics${second.search}`)).status).toBe(404);
  });

  it("forged, malformed or missing tokens are 404; a feed of an account no longer Premium is 403; free accounts cannot make one", async () => {
    const { user } = await withChart({ premium: true });
    const url = new URL(await createCalendarLink(user));
    const token = url.searchParams.get("token")!;
    for (const bad of ["", "abc", token.slice(0, -2) + "xx", `${token}.x`, "a.b.c"]) {
      expect((await new Client().call(icsRoute, `/forecast.ics?token=${encodeURIComponent(bad)}`)).status, bad).toBe(404);
    }
    expect((await new Client().call(icsRoute, "/forecast.ics")).status).toBe(404);
    await updateUser(user.id, { subscriptionTier: "free" });
    expect((await new Client().call(icsRoute, `/forecast.ics${url.search}`)).status).toBe(403);
    const free = await withChart();
    await expect(createCalendarLink(free.user)).rejects.toMatchObject({ status: 403 });
  });
});
