// The Western facts of issue 29 end to end: /api/profile carries the secondary progressions (parsed
// with their Zod schema), and the Daily and Birth tabs' loaders send and the server renders them, Free
// and Premium, without JavaScript.
import { beforeEach, describe, expect, it } from "vitest";
import * as profilePage from "~/routes/profile";
import * as profileRoute from "~/routes/api/profile";
import { RETURN_PLACE_PREMIUM, RETURN_PLACE_SEARCH } from "~/routes/api/profile";
import type { ChartPageLoaderData } from "~/routes/profile.server";
import type { ProgressionsTab } from "~/services/chart-tabs.server";
import { compositeSchema, progressionsSchema, solarReturnSchema, SOLAR_RETURN_PLACE_MISSING } from "~/schemas/western";
import * as compatibilityRoute from "~/routes/api/compatibility";
import { saveProfile } from "~/services/profile.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { json, newSignedInUser } from "../support/routes";
import { pageText, renderChartPage } from "../support/render";

beforeEach(() => resetRateLimits());

const BIRTH = { birthDate: "1990-06-15", birthTime: "14:30", birthPlace: "London", birthLatitude: 51.5074, birthLongitude: -0.1278 };
const UNTIMED = { ...BIRTH, birthTime: null };

async function member(premium: boolean, birth: Omit<typeof BIRTH, "birthTime"> & { birthTime: string | null } = BIRTH) {
  const { user, client } = await newSignedInUser({ premium });
  await saveProfile(user.id, birth, { enforceLimit: false });
  return client;
}

type ProgressionsPage = ChartPageLoaderData & { profile: { progressions: ProgressionsTab } };

describe("secondary progressions", () => {
  it("are in /api/profile under chart.progressions, as their schema describes, cast for now", async () => {
    const client = await member(false);
    const before = Date.now();
    const body = await json<{ chart: { progressions: unknown; midheaven: { longitude: number }; bodies: { Sun: { longitude: number } } } }>(
      await client.call(profileRoute, "/api/profile"),
    );
    const p = progressionsSchema.parse(body.chart.progressions);
    expect(Date.parse(p.at)).toBeGreaterThanOrEqual(before - 60_000);
    // 36 years after a mid-June birth: the progressed Sun is about 36° on, late Cancer or Leo.
    const arc = (p.bodies.Sun.longitude - body.chart.bodies.Sun.longitude + 360) % 360;
    expect(arc).toBeGreaterThan(33);
    expect(arc).toBeLessThan(37);
    // Solar arc: the MC has moved as far as the Sun.
    expect(((p.midheaven!.longitude - body.chart.midheaven.longitude - arc + 540) % 360) - 180).toBeCloseTo(0, 4);
    expect(p.ascendant).not.toBeNull();
    for (const i of p.moonIngresses) expect(Date.parse(i.date)).toBeGreaterThan(Date.parse(p.at));
  });

  it("the Daily tab's year ahead shows Free the progressed Moon only and Premium the rest", async () => {
    const free = await json<ProgressionsPage>(await (await member(false)).call(profilePage, "/profile?tab=daily"));
    expect(free.profile.progressions.bodies).toBeNull();
    expect(free.profile.progressions.ascendant).toBeNull();
    const freeHtml = await renderChartPage(free);
    const freeText = pageText(freeHtml);
    expect(freeHtml).toContain('data-testid="progressions"');
    expect(freeText).toContain(`Progressed Moon: `);
    expect(freeText).toContain(free.profile.progressions.moonReading.slice(0, 60));
    expect(freeText).toContain("adds your progressed Sun, Mercury, Venus and Mars");
    expect(freeText).not.toContain("Progressed Ascendant");

    const premium = await json<ProgressionsPage>(await (await member(true)).call(profilePage, "/profile?tab=daily"));
    const p = premium.profile.progressions;
    const text = pageText(await renderChartPage(premium));
    expect(text).toMatch(new RegExp(`Progressed Ascendant \\d+°\\d\\d′ ${p.ascendant!.sign}`));
    expect(text).toMatch(new RegExp(`Progressed Midheaven \\d+°\\d\\d′ ${p.midheaven!.sign}`));
    expect(text).toContain(p.sunReading!);
    expect(text).not.toContain("adds your progressed Sun");
  });

  it("without a birth time: no angles, no dated sign changes, and the page says why", async () => {
    const client = await member(true, UNTIMED);
    const body = await json<{ chart: { progressions: unknown } }>(await client.call(profileRoute, "/api/profile"));
    const p = progressionsSchema.parse(body.chart.progressions);
    expect(p.ascendant).toBeNull();
    expect(p.midheaven).toBeNull();
    expect(p.moonIngresses).toEqual([]);
    expect(p.moonSpan).not.toBeNull();
    const page = await json<ProgressionsPage>(await client.call(profilePage, "/profile?tab=birth"));
    const text = pageText(await renderChartPage(page));
    expect(text).toContain("Progressed Ascendant needs an exact birth time");
    expect(text).toContain("Without a birth time the progressed Ascendant and Midheaven cannot be known");
    expect(text).toContain("cannot be dated");
  });
});

type BirthPage = ChartPageLoaderData & {
  profile: { birthPlace: string };
  solarReturn: { locked: boolean; chart: { instant: string; place: { name: string; latitude: number }; reading: string } | null; results: { name: string; latitude: number; longitude: number }[] | null; error: string | null };
};

describe("the solar return", () => {
  it("is in /api/profile under chart.solarReturn, at the birth place, for the birthday year running", async () => {
    const client = await member(false);
    const body = await json<{ chart: { solarReturn: unknown; bodies: { Sun: { longitude: number } } } }>(await client.call(profileRoute, "/api/profile"));
    const r = solarReturnSchema.parse(body.chart.solarReturn);
    expect(r.place).toEqual({ name: "London", latitude: BIRTH.birthLatitude, longitude: BIRTH.birthLongitude });
    expect(Date.parse(r.instant)).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - Date.parse(r.instant)).toBeLessThan(366 * 86_400_000);
    expect(r.instant.slice(5, 7)).toBe("06");
    const diff = Math.abs(r.chart.bodies.Sun!.longitude - body.chart.bodies.Sun.longitude);
    expect(Math.min(diff, 360 - diff)).toBeLessThan(0.001);
    expect(r.chart.ascendant).not.toBeNull();
  });

  it("/api/profile casts it at another place for Premium, with the Birth tab's query and messages", async () => {
    const client = await member(true);
    const home = await json<{ chart: { solarReturn: unknown } }>(await client.call(profileRoute, "/api/profile"));
    const atHome = solarReturnSchema.parse(home.chart.solarReturn);
    const tokyo = await client.call(profileRoute, "/api/profile?returnName=Tokyo&returnLat=35.6762&returnLon=139.6503");
    expect(tokyo.status).toBe(200);
    const there = solarReturnSchema.parse((await json<{ chart: { solarReturn: unknown } }>(tokyo)).chart.solarReturn);
    expect(there.place).toEqual({ name: "Tokyo", latitude: 35.6762, longitude: 139.6503 });
    // The same moment, other houses: the place moves the angles, not the return.
    expect(there.instant).toBe(atHome.instant);
    expect(Math.abs(there.chart.ascendant!.longitude - atHome.chart.ascendant!.longitude)).toBeGreaterThan(10);

    const bad = await client.call(profileRoute, "/api/profile?returnLat=95&returnLon=2");
    expect(bad.status).toBe(400);
    expect((await json<{ message: string }>(bad)).message).toMatch(/latitude/i);
    const half = await client.call(profileRoute, "/api/profile?returnLat=48");
    expect(half.status).toBe(400);
    expect((await json<{ message: string }>(half)).message).toBe(SOLAR_RETURN_PLACE_MISSING);
    const search = await client.call(profileRoute, "/api/profile?returnPlace=Paris");
    expect(search.status).toBe(400);
    expect((await json<{ message: string }>(search)).message).toBe(RETURN_PLACE_SEARCH);

    const free = await (await member(false)).call(profileRoute, "/api/profile?returnName=Tokyo&returnLat=35.6762&returnLon=139.6503");
    expect(free.status).toBe(403);
    expect((await json<{ message: string }>(free)).message).toBe(RETURN_PLACE_PREMIUM);
  });

  it("the Birth tab shows Premium its wheel and reading; another place by a plain GET search; Free a note", async () => {
    const free = await json<BirthPage>(await (await member(false)).call(profilePage, "/profile?tab=birth"));
    expect(free.solarReturn.chart).toBeNull();
    expect(pageText(await renderChartPage(free))).toContain("adds this year's solar return");

    const client = await member(true);
    const page = await json<BirthPage>(await client.call(profilePage, "/profile?tab=birth"));
    const html = await renderChartPage(page);
    expect(html).toContain('data-testid="solar-return"');
    expect(html).toMatch(/<form[^>]*method="get"[^>]*>[\s\S]*name="returnPlace"/);
    expect(pageText(html)).toContain(page.solarReturn.chart!.reading);
    expect(pageText(html)).toContain("cast for London");

    const search = await json<BirthPage>(await client.call(profilePage, "/profile?tab=birth&returnPlace=Paris"));
    const paris = search.solarReturn.results!.find((r) => r.name.startsWith("Paris"))!;
    expect(paris).toBeDefined();
    const picked = await json<BirthPage>(
      await client.call(profilePage, `/profile?tab=birth&returnName=${encodeURIComponent(paris.name)}&returnLat=${paris.latitude}&returnLon=${paris.longitude}`),
    );
    expect(picked.solarReturn.chart!.place.name).toBe(paris.name);
    expect(picked.solarReturn.chart!.instant).toBe(page.solarReturn.chart!.instant);
    expect(picked.solarReturn.chart!.reading).toContain(`cast for ${paris.name}`);

    const bad = await client.call(profilePage, "/profile?tab=birth&returnLat=95&returnLon=2");
    expect(bad.status).toBe(400);
    expect((await json<BirthPage>(bad)).solarReturn.error).toMatch(/latitude/i);
    const half = await client.call(profilePage, "/profile?tab=birth&returnLat=48");
    expect(half.status).toBe(400);
    expect((await json<BirthPage>(half)).solarReturn.error).toBe(SOLAR_RETURN_PLACE_MISSING);
  });
});

describe("the composite chart", () => {
  const PARTNER = { partnerName: "Sam", partnerBirthDate: "1988-02-11", partnerBirthTime: "07:45", partnerBirthPlace: "Paris", partnerBirthLatitude: 48.8566, partnerBirthLongitude: 2.3522 };

  it("is in /api/compatibility as composite: nearer midpoints, angles with both times, none without", async () => {
    const client = await member(true);
    const me = await json<{ chart: { bodies: Record<string, { longitude: number }> } }>(await client.call(profileRoute, "/api/profile"));
    const res = await client.call(compatibilityRoute, "/api/compatibility", { method: "POST", json: PARTNER });
    expect(res.status).toBe(200);
    const composite = compositeSchema.parse((await json<{ composite: unknown }>(res)).composite);
    const mine = me.chart.bodies.Sun!.longitude;
    const gap = Math.abs(composite.bodies.Sun!.longitude - mine) % 360;
    // The composite Sun lies within 90° of each Sun (half the shorter arc).
    expect(Math.min(gap, 360 - gap)).toBeLessThanOrEqual(90);
    expect(composite.ascendant).not.toBeNull();
    expect(composite.reading.length).toBeGreaterThan(40);

    const untimed = await client.call(compatibilityRoute, "/api/compatibility", { method: "POST", json: { ...PARTNER, partnerBirthTime: null } });
    const c2 = compositeSchema.parse((await json<{ composite: unknown }>(untimed)).composite);
    expect(c2.ascendant).toBeNull();
    expect(c2.anglesNote).toContain("Sam's is not known");
  });
});
