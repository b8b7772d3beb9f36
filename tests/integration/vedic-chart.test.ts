// The Vedic facts of issue 29 end to end: /api/profile carries them (parsed with their Zod schemas),
// and the Moon tab's loader sends and the server renders them, Free and Premium, without JavaScript.
import { beforeEach, describe, expect, it } from "vitest";
import type { SadeSati } from "~/astrology/sade-sati";
import * as profilePage from "~/routes/profile";
import * as profileRoute from "~/routes/api/profile";
import type { ChartPageLoaderData } from "~/routes/profile.server";
import { dasamsaSign } from "~/astrology/dasamsa";
import type { Yoga } from "~/astrology/yogas";
import { d10Schema, sadeSatiSchema, vedicMoonSchema, yogaSchema } from "~/schemas/vedic";
import { saveProfile } from "~/services/profile.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { json, newSignedInUser } from "../support/routes";
import { pageText, renderChartPage } from "../support/render";
import { banks } from "~/astrology/texts/banks";

const { YOGA_NAMES } = banks().yogas;

beforeEach(() => resetRateLimits());

// Moon in sidereal Aquarius.
const BIRTH = { birthDate: "1990-06-15", birthTime: "14:30", birthPlace: "London", birthLatitude: 51.5074, birthLongitude: -0.1278 };

// Cancer rising with Jupiter exalted on it: Gajakesari, Hamsa, Malavya, Raja and Dhana yogas among others.
const YOGA_BIRTH = { ...BIRTH, birthDate: "1978-11-20", birthTime: "21:45" };

async function member(premium: boolean, birth: Omit<typeof BIRTH, "birthTime"> & { birthTime: string | null } = BIRTH) {
  const { user, client } = await newSignedInUser({ premium });
  await saveProfile(user.id, birth, { enforceLimit: false });
  return client;
}

describe("Sade Sati", () => {
  it("is in /api/profile under chart.vedic, as its schema describes, with the period running today", async () => {
    const client = await member(false);
    const body = await json<{ chart: { vedic: { sadeSati: unknown } } }>(await client.call(profileRoute, "/api/profile"));
    const sadeSati = sadeSatiSchema.parse(body.chart.vedic.sadeSati);
    expect(sadeSati.moonSign).toBe("Aquarius");
    // A century holds three Sade Sati spells at least, each with its three phases.
    expect(sadeSati.periods.filter((p) => p.phase === "peak").length).toBeGreaterThanOrEqual(3);
    const today = new Date().toISOString().slice(0, 10);
    expect(sadeSati.current).toEqual(sadeSati.periods.find((p) => p.start <= today && today < p.end) ?? null);
  });

  it("the Moon tab shows Free the status only and Premium the reading and every period", async () => {
    const free = await json<ChartPageLoaderData & { profile: { vedic: { sadeSati: SadeSati } } }>(await (await member(false)).call(profilePage, "/profile?tab=moon"));
    expect(free.profile.vedic.sadeSati.periods).toEqual([]);
    const freeText = pageText(await renderChartPage(free));
    expect(freeText).toContain("Sade Sati and the small panoti");
    expect(freeText).toContain("Counted from your Moon in Aquarius");
    expect(freeText).toMatch(/Now: (Sade Sati, \w+ phase|Kantaka Shani|Ashtama Shani|no Sade Sati)/);
    expect(freeText).toContain("adds a reading of the phase you are in");
    expect(freeText).not.toContain("This stretch runs from");

    const premium = await json<ChartPageLoaderData & { profile: { vedic: { sadeSati: SadeSati } } }>(await (await member(true)).call(profilePage, "/profile?tab=moon"));
    const periods = premium.profile.vedic.sadeSati.periods;
    expect(periods.length).toBeGreaterThan(5);
    const html = await renderChartPage(premium);
    const rows = html.match(/<tr[^>]*>\s*<td/g) ?? [];
    expect(rows).toHaveLength(periods.length);
    const text = pageText(html);
    expect(text).toContain("Sade Sati, peak phase Aquarius");
    expect(text).not.toContain("adds a reading of the phase you are in");
  });
});

type PlanetsPage = ChartPageLoaderData & { profile: { vedic: { yogas: Yoga[]; d10: Record<string, string | null> | null } } };

describe("yogas and the Dasamsa (D10)", () => {
  it("are in /api/profile under chart.vedic, as their schemas describe", async () => {
    const client = await member(false, YOGA_BIRTH);
    const body = await json<{ chart: { vedic: { yogas: unknown; d10: unknown; planets: Record<string, { longitude: number }>; lagna: { longitude: number } } } }>(
      await client.call(profileRoute, "/api/profile"),
    );
    const vedic = body.chart.vedic;
    const yogas = yogaSchema.array().parse(vedic.yogas);
    expect(yogas.length).toBeGreaterThan(0);
    const d10 = d10Schema.parse(vedic.d10);
    expect(d10.lagna).toBe(dasamsaSign(vedic.lagna.longitude));
    for (const [graha, position] of Object.entries(vedic.planets)) expect(d10[graha as keyof typeof d10]).toBe(dasamsaSign(position.longitude));
  });

  it("the Planets tab shows Premium every yoga with its rule and the D10 chart; Free a note", async () => {
    const free = await json<PlanetsPage>(await (await member(false, YOGA_BIRTH)).call(profilePage, "/profile?tab=planets"));
    expect(free.profile.vedic.yogas).toEqual([]);
    expect(free.profile.vedic.d10).toBeNull();
    const freeHtml = await renderChartPage(free);
    expect(freeHtml).not.toContain('data-chart="vedic-d10"');
    expect(pageText(freeHtml)).toContain("lists the yogas your chart holds");

    const premium = await json<PlanetsPage>(await (await member(true, YOGA_BIRTH)).call(profilePage, "/profile?tab=planets"));
    const html = await renderChartPage(premium);
    expect(html).toContain('data-chart="vedic-d10"');
    const text = pageText(html);
    expect(premium.profile.vedic.yogas.map((y) => y.kind)).toEqual(expect.arrayContaining(["gajakesari", "hamsa", "malavya", "raja", "dhana"]));
    for (const yoga of premium.profile.vedic.yogas) {
      expect(text).toContain(YOGA_NAMES[yoga.kind]);
      expect(text).toContain(yoga.detail);
    }
    expect(text).toContain("Rule: ");
  });
});

// No birth time, and the sidereal Moon went from Gemini into Cancer at 22:17 IST that day.
const SPLIT_DAY = { birthDate: "1991-01-01", birthTime: null, birthPlace: "New Delhi", birthLatitude: 28.6139, birthLongitude: 77.209 };

describe("an untimed birth on a day the Moon changes rashi", () => {
  it("has two Moon candidates in chart.vedic, and Manglik depends on the birth time", async () => {
    const client = await member(false, SPLIT_DAY);
    const body = await json<{ chart: { vedic: { moon: unknown; manglik: { dependsOnBirthTime: boolean } } } }>(await client.call(profileRoute, "/api/profile"));
    const moon = vedicMoonSchema.parse(body.chart.vedic.moon);
    expect(moon.candidates.map((c) => [c.sign, c.manglik])).toEqual([["Gemini", true], ["Cancer", false]]);
    expect(body.chart.vedic.manglik.dependsOnBirthTime).toBe(true);
  });

  it("the kundli on the Planets tab shows both, without JavaScript", async () => {
    const page = await json<PlanetsPage>(await (await member(false, SPLIT_DAY)).call(profilePage, "/profile?tab=planets"));
    const text = pageText(await renderChartPage(page));
    // The kundli's Moon row names both signs, and no noon degree or mansion.
    expect(text).toContain("Moon Sign Gemini or Cancer Degree – Nakshatra – House –");
    // Each line is one sentence of the catalog (no React text-node seams, which pageText shows as spaces).
    expect(text).toContain("Gemini if you were born before 22:17: Manglik.");
    expect(text).toContain("Cancer if you were born from 22:17 on, in Punarvasu pada 4: not Manglik.");
    expect(text).toContain("Manglik depends on the birth time");
  });
});
