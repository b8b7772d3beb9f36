// The Vedic facts of issue 29 end to end: /api/profile carries them (parsed with their Zod schemas),
// and the Moon tab's loader sends and the server renders them, Free and Premium, without JavaScript.
import { beforeEach, describe, expect, it } from "vitest";
import type { SadeSati } from "~/astrology/sade-sati";
import * as profilePage from "~/routes/profile";
import * as profileRoute from "~/routes/api/profile";
import type { ChartPageLoaderData } from "~/routes/profile.server";
import { sadeSatiSchema } from "~/schemas/vedic";
import { saveProfile } from "~/services/profile.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { json, newSignedInUser } from "../support/routes";
import { pageText, renderChartPage } from "../support/render";

beforeEach(() => resetRateLimits());

// Moon in sidereal Aquarius.
const BIRTH = { birthDate: "1990-06-15", birthTime: "14:30", birthPlace: "London", birthLatitude: 51.5074, birthLongitude: -0.1278 };

async function member(premium: boolean) {
  const { user, client } = await newSignedInUser({ premium });
  await saveProfile(user.id, BIRTH, { enforceLimit: false });
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
