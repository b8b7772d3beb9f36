// The member's chart conventions (decision 018): chosen in Settings by a plain form or with
// PATCH /api/profile (one schema, one service), stored on the profile, the chart recomputed and
// `chart.conventions` in /api/profile; an unknown value is a 400 with its message; exported with the
// profile; kept when the chart is regenerated.
import { beforeEach, describe, expect, it } from "vitest";
import * as profileRoute from "~/routes/api/profile";
import * as settingsPage from "~/routes/settings";
import * as exportRoute from "~/routes/api/user.export";
import { AYANAMSA_MESSAGE, conventionsSchema, DASHA_YEAR_MESSAGE, NOTHING_TO_CHANGE } from "~/schemas/profile-settings";
import { getProfileView, saveProfile } from "~/services/profile.server";
import { buildReport } from "~/services/compatibility.server";
import { compatibilitySchema } from "~/schemas/profile";
import { findProfileByUserId, profileRegenerationsSince } from "~/models/profile.server";
import { readStoredChart } from "~/models/stored-chart";
import { resetRateLimits } from "~/services/rate-limit.server";
import { json, newSignedInUser } from "../support/routes";
import { recordStatements } from "../support/statements";
import { pageText, renderChartPage } from "../support/render";
import * as profilePage from "~/routes/profile";
import type { ChartPageLoaderData } from "~/routes/profile.server";

beforeEach(() => resetRateLimits());

// Bangalore, 23:30: a late Zi hour birth, so the day start shows in the day pillar.
const BIRTH = { birthDate: "1985-06-09", birthTime: "23:30", birthPlace: "Bangalore", birthLatitude: 12.972, birthLongitude: 77.594 };

type Period = { lord: string; start: string; end: string };
type Api = {
  chart: {
    conventions: unknown;
    chinese: { pillars: { day: { stem: string; branch: string } } };
    vedic: { ayanamsa: string; siderealMoonLongitude: number; planets: { Rahu: { longitude: number } }; dasha: { periods: Period[] }; sadeSati: { periods: { start: string }[] } };
  };
  nakshatra: string | null;
};

async function member() {
  const { user, client } = await newSignedInUser({ premium: false });
  await saveProfile(user.id, BIRTH, { enforceLimit: false });
  return { user, client };
}

const length = (p: Period) => Date.parse(p.end) - Date.parse(p.start);

describe("the Settings card (a plain form)", () => {
  it("reads the profile's answers for Settings in one query", async () => {
    const { client } = await member();
    await client.call(settingsPage, "/settings");
    const { result, statements } = await recordStatements(() => client.call(settingsPage, "/settings"));
    expect(await json(result)).toMatchObject({ sex: { sex: null }, conventions: { ayanamsa: "lahiri" }, share: { hasProfile: true } });
    // The sex, the conventions and whether there is a chart to share: one read; the delivery card's
    // birth zone: the kept profile view's version.
    expect(statements.filter((sql) => sql.includes('from "astrology_profiles"'))).toHaveLength(2);
  });

  it("saves every convention, recomputes the chart and /api/profile shows chart.conventions", async () => {
    const { user, client } = await member();
    const before = await json<Api>(await client.call(profileRoute, "/api/profile"));
    expect(conventionsSchema.parse(before.chart.conventions)).toEqual({ baziHour: "clock", dayStart: "00:00", ayanamsa: "lahiri", node: "mean", dashaYearDays: 365.25 });
    expect(await json(await client.call(settingsPage, "/settings"))).toMatchObject({ conventions: { ayanamsa: "lahiri", dashaYearDays: 365.25 } });

    const form = { intent: "conventions", baziHour: "solar", dayStart: "23:00", ayanamsa: "krishnamurti", node: "true", dashaYearDays: "360" };
    const saved = await client.call(settingsPage, "/settings", { method: "POST", form });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/settings#conventions");

    const after = await json<Api>(await client.call(profileRoute, "/api/profile"));
    expect(conventionsSchema.parse(after.chart.conventions)).toEqual({ baziHour: "solar", dayStart: "23:00", ayanamsa: "krishnamurti", node: "true", dashaYearDays: 360 });
    expect(after.chart.vedic.ayanamsa).toBe("Krishnamurti");
    // Krishnamurti's zodiac starts about 6′ earlier than Lahiri's.
    const shift = (after.chart.vedic.siderealMoonLongitude - before.chart.vedic.siderealMoonLongitude) * 60;
    expect(shift).toBeGreaterThan(5);
    expect(shift).toBeLessThan(7);
    expect(after.chart.vedic.planets.Rahu.longitude).not.toBeCloseTo(before.chart.vedic.planets.Rahu.longitude, 2);
    expect(length(after.chart.vedic.dasha.periods[1]!) / length(before.chart.vedic.dasha.periods[1]!)).toBeCloseTo(360 / 365.25, 6);
    // 23:30 on the clock is about 23:00 solar time in Bangalore (77.6° E against IST's 82.5° meridian): still the late Zi hour, now the next day.
    expect(after.chart.chinese.pillars.day).not.toEqual(before.chart.chinese.pillars.day);
    expect(await json(await client.call(settingsPage, "/settings"))).toMatchObject({ conventions: { ayanamsa: "krishnamurti", node: "true", dashaYearDays: 360 } });

    // The stored chart carries them, and no regeneration was counted.
    const row = (await findProfileByUserId(user.id))!;
    expect(readStoredChart<{ conventions: unknown }>(row.chart)).toMatchObject({ version: 5, chart: { conventions: { ayanamsa: "krishnamurti" } } });
    expect(await profileRegenerationsSince(user.id, new Date(0))).toHaveLength(0);
  });

  it("refuses an unknown value with a 400 and its message, and changes nothing", async () => {
    const { client } = await member();
    const refused = await client.call(settingsPage, "/settings", {
      method: "POST",
      form: { intent: "conventions", baziHour: "clock", dayStart: "00:00", ayanamsa: "fagan-bradley", node: "mean", dashaYearDays: "365.25" },
    });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ result: { error: { ayanamsa: [AYANAMSA_MESSAGE] } } });
    expect(await json(await client.call(settingsPage, "/settings"))).toMatchObject({ conventions: { ayanamsa: "lahiri" } });
  });
});

describe("PATCH /api/profile", () => {
  it("sets one convention at a time, keeping the others and the sex", async () => {
    const { client } = await member();
    await client.call(profileRoute, "/api/profile", { method: "PATCH", json: { sex: "female" } });
    const raman = await client.call(profileRoute, "/api/profile", { method: "PATCH", json: { ayanamsa: "raman" } });
    expect(raman.status).toBe(200);
    const body = await json<Api & { sex: string }>(raman);
    expect(body.sex).toBe("female");
    expect(body.chart.conventions).toEqual({ baziHour: "clock", dayStart: "00:00", ayanamsa: "raman", node: "mean", dashaYearDays: 365.25 });
    expect(body.chart.vedic.ayanamsa).toBe("Raman");
    const days = await json<Api>(await client.call(profileRoute, "/api/profile", { method: "PATCH", json: { dashaYearDays: 365.2564 } }));
    expect(days.chart.conventions).toMatchObject({ ayanamsa: "raman", dashaYearDays: 365.2564 });
  });

  it("answers 400 for an unknown value or an empty body, and 404 without a profile", async () => {
    const { client } = await member();
    for (const [body, message] of [
      [{ ayanamsa: "fagan-bradley" }, AYANAMSA_MESSAGE],
      [{ dashaYearDays: 364 }, DASHA_YEAR_MESSAGE],
      [{ dashaYearDays: "360" }, null],
      [{}, NOTHING_TO_CHANGE],
      [{ node: "osculating" }, null],
      [{ dayStart: "22:00" }, null],
      [{ baziHour: "sundial" }, null],
    ] as const) {
      const response = await client.call(profileRoute, "/api/profile", { method: "PATCH", json: body });
      if (message === null && "dashaYearDays" in body) {
        // A number written as a string is read as the number, as the form sends it.
        expect(response.status, JSON.stringify(body)).toBe(200);
        continue;
      }
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = await json<{ message: string }>(response);
      if (message) expect(answer.message).toBe(message);
      else expect(answer.message.length).toBeGreaterThan(20);
    }
    const { client: empty } = await newSignedInUser();
    expect((await empty.call(profileRoute, "/api/profile", { method: "PATCH", json: { ayanamsa: "raman" } })).status).toBe(404);
  });
});

describe("kept and exported", () => {
  it("survive a regeneration of the chart and are in the data export", async () => {
    const { user, client } = await member();
    await client.call(profileRoute, "/api/profile", { method: "PATCH", json: { ayanamsa: "true-chitrapaksha", node: "true" } });
    await saveProfile(user.id, { ...BIRTH, birthTime: "08:15" }, { enforceLimit: false });
    const body = await json<Api>(await client.call(profileRoute, "/api/profile"));
    expect(body.chart.conventions).toMatchObject({ ayanamsa: "true-chitrapaksha", node: "true" });
    expect(body.chart.vedic.ayanamsa).toBe("True Chitrapaksha");
    const file = await json<{ tables: Record<string, { data: Record<string, unknown> }> }>(await client.call(exportRoute, "/api/user/export"));
    expect(file.tables.astrology_profiles!.data).toMatchObject({ ayanamsa: "true-chitrapaksha", lunarNode: "true", baziHour: "clock", dayStart: "00:00", dashaYearDays: 365.25 });
  });
});

describe("the Match report", () => {
  it("compares the two charts in one zodiac: the member's choices do not change it", async () => {
    const { user, client } = await member();
    // 00:30: the Moon is in Dhanishta by Lahiri and in Shatabhisha by Raman.
    await saveProfile(user.id, { ...BIRTH, birthTime: "00:30" }, { enforceLimit: false });
    const details = compatibilitySchema.parse({
      partnerName: "Sam",
      partnerBirthDate: "1988-11-15",
      partnerBirthTime: "09:00",
      partnerBirthPlace: "Bath",
      partnerBirthLatitude: 51.38,
      partnerBirthLongitude: -2.36,
    });
    const now = new Date("2026-11-27T12:00:00Z");
    const before = buildReport(user, (await getProfileView(user.id))!, details, now).report;
    await client.call(profileRoute, "/api/profile", { method: "PATCH", json: { ayanamsa: "raman", node: "true" } });
    const view = (await getProfileView(user.id))!;
    expect(view.chart.conventions).toMatchObject({ ayanamsa: "raman" });
    expect(view.nakshatra).toBe("Shatabhisha");
    const after = buildReport(user, view, details, now).report;
    expect(after.score).toBe(before.score);
    expect(after.report).toBe(before.report);
  });
});

describe("the Planets and Moon tabs", () => {
  it("name the chosen ayanamsa and node, without JavaScript", async () => {
    const { client } = await member();
    await client.call(profileRoute, "/api/profile", { method: "PATCH", json: { ayanamsa: "krishnamurti", node: "true" } });
    const planets = pageText(await renderChartPage(await json<ChartPageLoaderData>(await client.call(profilePage, "/profile?tab=planets"))));
    expect(planets).toMatch(/Sidereal zodiac \(\s*Krishnamurti ayanamsa\)/);
    expect(planets).toMatch(/Rahu as the\s+true node/);
  });
});
