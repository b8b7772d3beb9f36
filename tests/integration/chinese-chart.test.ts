// The Chinese facts of issue 29 end to end: /api/profile carries the hidden stems, ten gods, luck and
// annual pillars (parsed with their Zod schemas); the sex is asked on the Chinese tab by a plain form,
// set by PATCH /api/profile and in Settings with the same schema and service, and exported; the tab's
// loader sends and the server renders the pillars, Free and Premium, without JavaScript.
import { beforeEach, describe, expect, it } from "vitest";
import * as profilePage from "~/routes/profile";
import * as profileRoute from "~/routes/api/profile";
import * as settingsPage from "~/routes/settings";
import * as exportRoute from "~/routes/api/user.export";
import type { ChartPageLoaderData } from "~/routes/profile.server";
import { chineseLifeSchema, SEX_MESSAGE } from "~/schemas/chinese";
import { saveProfile } from "~/services/profile.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { json, newSignedInUser } from "../support/routes";
import { pageText, renderChartPage } from "../support/render";

beforeEach(() => resetRateLimits());

// 1990 is a Geng Wu year (yang): a man's luck pillars run forward, a woman's backward.
const BIRTH = { birthDate: "1990-06-15", birthTime: "14:30", birthPlace: "London", birthLatitude: 51.5074, birthLongitude: -0.1278 };

async function member(premium: boolean) {
  const { user, client } = await newSignedInUser({ premium });
  await saveProfile(user.id, BIRTH, { enforceLimit: false });
  return client;
}

type Api = { sex: string | null; chart: { chinese: unknown; version?: number } };
type ChineseTab = ChartPageLoaderData & { profile: { sex: string | null; chinese: { luckPillars: unknown[] | null; annualPillars: unknown[]; tenGods: unknown } } };

describe("the Chinese chart in /api/profile", () => {
  it("carries hidden stems, ten gods and annual pillars; luck pillars only once the sex is given", async () => {
    const client = await member(false);
    const before = await json<Api>(await client.call(profileRoute, "/api/profile"));
    const plain = chineseLifeSchema.parse(before.chart.chinese);
    expect(before.sex).toBeNull();
    expect(plain.luckPillars).toBeNull();
    expect(plain.readings.luck).toBeNull();
    expect(plain.annualPillars.filter((p) => p.current)).toHaveLength(1);
    // Wu (the Horse) holds Ding and Ji; Geng Wu is the year pillar of 1990.
    expect(plain.hiddenStems.year.map((h) => h.stem)).toEqual(["Ding", "Ji"]);

    const male = await client.call(profileRoute, "/api/profile", { method: "PATCH", json: { sex: "male" } });
    expect(male.status).toBe(200);
    const life = chineseLifeSchema.parse((await json<Api>(male)).chart.chinese);
    expect(life.luck?.forward).toBe(true);
    expect(life.luckPillars!.map((p) => p.age)).toEqual(life.luckPillars!.map((_, i) => life.luck!.years + 10 * i));
    expect(life.luckPillars!.filter((p) => p.current)).toHaveLength(1);
    expect(life.readings.luck).toContain("your luck pillar from age");

    const female = chineseLifeSchema.parse((await json<Api>(await client.call(profileRoute, "/api/profile", { method: "PATCH", json: { sex: "female" } }))).chart.chinese);
    expect(female.luck?.forward).toBe(false);
    expect(female.luckPillars![0]!.stem).not.toBe(life.luckPillars![0]!.stem);

    const cleared = await json<Api>(await client.call(profileRoute, "/api/profile", { method: "PATCH", json: { sex: null } }));
    expect(cleared.sex).toBeNull();
  });

  it("refuses a bad answer with a 400 and its message, and answers 404 without a profile", async () => {
    const client = await member(false);
    const bad = await client.call(profileRoute, "/api/profile", { method: "PATCH", json: { sex: "other" } });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ message: SEX_MESSAGE });
    const { client: empty } = await newSignedInUser();
    expect((await empty.call(profileRoute, "/api/profile", { method: "PATCH", json: { sex: "male" } })).status).toBe(404);
  });
});

describe("an untimed birth on the day a jie opens a month", () => {
  it("shows no luck pillars, even with the sex given, and says why", async () => {
    // Lichun 2024 fell at 08:27 UT on 4 February: the month (and year) pillar changed that day in London.
    const { user, client } = await newSignedInUser({ premium: true });
    await saveProfile(user.id, { ...BIRTH, birthDate: "2024-02-04", birthTime: null }, { enforceLimit: false });
    const body = await json<Api>(await client.call(profileRoute, "/api/profile", { method: "PATCH", json: { sex: "male" } }));
    const life = chineseLifeSchema.parse(body.chart.chinese);
    expect(life.luckOpen).toBe(true);
    expect(life.luckPillars).toBeNull();
    const text = pageText(await renderChartPage(await json<ChineseTab>(await client.call(profilePage, "/profile?tab=chinese"))));
    expect(text).toContain("without a birth time your month pillar could be either of two");
    expect(text).not.toContain("Counted forward");
  });
});

describe("the Chinese tab without JavaScript", () => {
  it("asks for the sex with a plain form, explains why, and shows no pillars until answered", async () => {
    const client = await member(false);
    const data = await json<ChineseTab>(await client.call(profilePage, "/profile?tab=chinese"));
    expect(data.profile.chinese.luckPillars).toBeNull();
    const text = pageText(await renderChartPage(data));
    expect(text).toMatch(/Which way they step depends on your year stem, Yang Metal \(Geng\) ?, and on your sex/);
    expect(text).toContain("Show my luck pillars");
    expect(text).not.toContain("Counted forward");

    const refused = await client.call(profilePage, "/profile?tab=chinese", { method: "POST", form: { intent: "sex" } });
    expect(refused.status).toBe(400);
    const answered = await client.call(profilePage, "/profile?tab=chinese", { method: "POST", form: { intent: "sex", sex: "male" } });
    expect(answered.status).toBe(302);
    expect(answered.headers.get("location")).toBe("/profile?tab=chinese#luck-pillars");
  });

  it("shows Free the running luck pillar and its reading, Premium all ten, the annual pillars and the ten gods", async () => {
    const free = await member(false);
    await free.call(profileRoute, "/api/profile", { method: "PATCH", json: { sex: "male" } });
    const freeData = await json<ChineseTab>(await free.call(profilePage, "/profile?tab=chinese"));
    expect(freeData.profile.chinese.luckPillars).toHaveLength(1);
    expect(freeData.profile.chinese.annualPillars).toEqual([]);
    expect(freeData.profile.chinese.tenGods).toBeNull();
    const freeText = pageText(await renderChartPage(freeData));
    expect(freeText).toContain("Counted forward from your month pillar");
    expect(freeText).toContain("your luck pillar from age");
    expect(freeText).toContain("adds all ten luck pillars");
    expect(freeText).not.toContain("Annual pillars");

    const premium = await member(true);
    await premium.call(profileRoute, "/api/profile", { method: "PATCH", json: { sex: "female" } });
    const data = await json<ChineseTab>(await premium.call(profilePage, "/profile?tab=chinese"));
    const html = await renderChartPage(data);
    const text = pageText(html);
    expect(text).toContain("Counted backward from your month pillar");
    expect(text).toContain("Annual pillars");
    expect(text).toContain("not on January 1");
    expect(text).toContain("Hidden stems and ten gods");
    // Ten luck pillars, ten years, four pillars of gods (the hour is known): 24 rows, two marked now.
    expect(html.match(/<tr aria-current="true"/g)).toHaveLength(2);
    expect(text).not.toContain("adds all ten luck pillars");
  });
});

describe("the answer in Settings and in the data export", () => {
  it("is shown and changed in Settings, and exported with the profile", async () => {
    const client = await member(false);
    expect(await json(await client.call(settingsPage, "/settings"))).toMatchObject({ sex: { sex: null } });
    const saved = await client.call(settingsPage, "/settings", { method: "POST", form: { intent: "sex", sex: "female" } });
    expect(saved.status).toBe(302);
    expect(await json(await client.call(settingsPage, "/settings"))).toMatchObject({ sex: { sex: "female" } });
    const refused = await client.call(settingsPage, "/settings", { method: "POST", form: { intent: "sex", sex: "x" } });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ result: { error: { sex: [SEX_MESSAGE] } } });

    const file = await json<{ tables: Record<string, { data: Record<string, unknown> }> }>(await client.call(exportRoute, "/api/user/export"));
    expect(file.tables.astrology_profiles!.data.sex).toBe("female");
    await client.call(settingsPage, "/settings", { method: "POST", form: { intent: "sex", sex: "none" } });
    expect(await json(await client.call(settingsPage, "/settings"))).toMatchObject({ sex: { sex: null } });
  });
});
