// The chart page's data: one tab's worth per request, derived once per profile version.
import { describe, expect, it } from "vitest";
import { deleteProfile } from "~/models/profile.server";
import * as profilePage from "~/routes/profile";
import { getUser } from "~/services/auth.server";
import { chartView, chartViewBuilds } from "~/services/chart-view.server";
import { deliveryDefaults } from "~/services/preferences.server";
import { saveProfile } from "~/services/profile.server";
import { json, newSignedInUser } from "../../tests/support/routes";

const LONDON = { birthDate: "1990-06-15", birthTime: "14:30", birthPlace: "London", birthLatitude: 51.5074, birthLongitude: -0.1278 };
const SYDNEY = { birthDate: "1985-01-20", birthTime: "06:45", birthPlace: "Sydney", birthLatitude: -33.8688, birthLongitude: 151.2093 };

type Page = { view: string; tab: string; summary: Record<string, unknown>; panel: Record<string, unknown> & { tab: string }; regenerationsLeft: number | null };

describe("the chart page loader", () => {
  it("sends the active tab's data only", async () => {
    const { user, client } = await newSignedInUser();
    await saveProfile(user.id, LONDON);

    const sun = await json<Page>(await client.call(profilePage, "/profile?tab=sun"));
    expect(sun.panel.tab).toBe("sun");
    expect(Object.keys(sun.panel).sort()).toEqual(["sunInsights", "sunSign", "tab"]);
    expect(sun.summary).toMatchObject({ sunSign: "Gemini", chineseSign: "Horse" });
    expect(sun.regenerationsLeft).toBeNull();
    const sunText = JSON.stringify(sun);
    // No other tab's reading, no wheel, no raw chart.
    expect(sunText).not.toContain("moonInsights");
    expect(sunText).not.toContain("planetaryInsights");
    expect(sunText).not.toContain("nakshatraInsights");
    expect(sunText).not.toContain("aspects");
    expect(sunText).not.toContain("siderealMoonLongitude");

    const birth = await json<Page>(await client.call(profilePage, "/profile"));
    expect(birth.panel.tab).toBe("birth");
    expect(birth.regenerationsLeft).toBe(3);
    const wheel = birth.panel.wheel as { bodies: Record<string, Record<string, unknown>>; aspects: unknown[] };
    expect(Object.keys(wheel.bodies)).toHaveLength(10);
    // The wheel gets positions, not the engine's speeds.
    expect(Object.keys(wheel.bodies.Sun!).sort()).toEqual(["degree", "house", "longitude", "retrograde", "sign"]);
    expect(JSON.stringify(birth)).not.toContain("sunInsights");

    const planets = await json<Page>(await client.call(profilePage, "/profile?tab=planets"));
    const rows = planets.panel.planets as { planet: string; text: string | null }[];
    expect(rows.map((row) => row.planet)).toContain("Mercury");
    expect(rows.find((row) => row.planet === "Mercury")?.text).toMatch(/Mercury/);
    expect(JSON.stringify(planets)).not.toContain("sunInsights");
  });

  it("derives a profile once per version and again after every change", async () => {
    const { user } = await newSignedInUser();
    expect(await chartView(user.id)).toBeNull();
    await saveProfile(user.id, LONDON);

    const before = chartViewBuilds();
    const first = await chartView(user.id);
    expect(chartViewBuilds()).toBe(before + 1);
    for (let i = 0; i < 3; i++) await chartView(user.id);
    expect(chartViewBuilds()).toBe(before + 1);
    expect(first?.panel("birth").birthPlace).toBe("London");

    // A regeneration (a new version) is read and derived again.
    await saveProfile(user.id, SYDNEY, { enforceLimit: false });
    const second = await chartView(user.id);
    expect(chartViewBuilds()).toBe(before + 2);
    expect(second?.panel("birth").birthPlace).toBe("Sydney");
    expect(second?.summary.sunSign).toBe("Capricorn");
    expect(second?.birthZone).toBe("Australia/Sydney");
    expect((await deliveryDefaults(user)).birthZone).toBe("Australia/Sydney");

    // A deleted profile is not shown from memory.
    await deleteProfile(user.id);
    expect(await chartView(user.id)).toBeNull();
    expect((await deliveryDefaults(user)).hasProfile).toBe(false);
  });
});

describe("the signed-in user of a request", () => {
  it("is looked up once per page request, and again for each action", async () => {
    const { user, client } = await newSignedInUser();
    const read = client.request("/profile");
    const first = getUser(read);
    expect(getUser(read)).toBe(first);
    expect((await first)?.id).toBe(user.id);
    // Another request is another lookup.
    const other = getUser(client.request("/profile"));
    expect(other).not.toBe(first);
    // An action may change the user: never remembered.
    const write = client.request("/settings", { method: "POST", form: { intent: "x" } });
    const [a, b] = [getUser(write), getUser(write)];
    expect(a).not.toBe(b);
    await Promise.all([other, a, b]);
  });
});
