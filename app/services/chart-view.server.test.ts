// Profile views derived once per profile version; one user lookup per page request.
import { describe, expect, it, vi } from "vitest";
import { db } from "~/db.server";
import * as insights from "~/astrology/insights";
import * as astrology from "~/astrology";
import * as profiles from "~/models/profile.server";
import * as profileService from "~/services/profile.server";
import { updateUser } from "~/models/user.server";
import * as profilePage from "~/routes/profile";
import { getUser } from "~/http/guards.server";
import { cachedProfileView, profileViewBuilds } from "~/services/chart-view.server";
import { deliveryDefaults } from "~/services/preferences.server";
import { json, newSignedInUser } from "../../tests/support/routes";

// Spied on (the real functions still run) to count what a page request computes and queries.
vi.mock("~/astrology/insights", async (real) => spied(await real()));
vi.mock("~/astrology", async (real) => spied(await real()));
vi.mock("~/models/profile.server", async (real) => spied(await real()));
vi.mock("~/services/profile.server", async (real) => spied(await real()));
const { saveProfile } = profileService;
function spied<T extends object>(module: T): T {
  return Object.fromEntries(Object.entries(module).map(([name, value]) => [name, typeof value === "function" && /^[a-z]/.test(name) ? vi.fn(value) : value])) as T;
}

const LONDON = { birthDate: "1990-06-15", birthTime: "14:30", birthPlace: "London", birthLatitude: 51.5074, birthLongitude: -0.1278 };
const SYDNEY = { birthDate: "1985-01-20", birthTime: "06:45", birthPlace: "Sydney", birthLatitude: -33.8688, birthLongitude: 151.2093 };


describe("profile views kept per version", () => {
  it("derives a profile once per version and again after every change", async () => {
    const { user, client } = await newSignedInUser();
    expect(await cachedProfileView(user.id)).toBeNull();
    await saveProfile(user.id, LONDON);

    const before = profileViewBuilds();
    const first = await cachedProfileView(user.id);
    expect(profileViewBuilds()).toBe(before + 1);
    for (let i = 0; i < 3; i++) expect(await cachedProfileView(user.id)).toBe(first);
    // The page's loader reads the same kept view.
    const page = await json<{ view: string; profile: { birthPlace: string } }>(await client.call(profilePage, "/profile?tab=birth"));
    expect(page.profile.birthPlace).toBe("London");
    expect(profileViewBuilds()).toBe(before + 1);

    // A regeneration (a new version) is read and derived again.
    await saveProfile(user.id, SYDNEY, { enforceLimit: false });
    const second = await cachedProfileView(user.id);
    expect(profileViewBuilds()).toBe(before + 2);
    expect(second?.birthPlace).toBe("Sydney");
    expect(second?.sunSign).toBe("Capricorn");
    expect((await deliveryDefaults(user)).clock).toMatchObject({ zone: "Australia/Sydney", source: "birth" });
    const after = await json<{ profile: { birthPlace: string } }>(await client.call(profilePage, "/profile?tab=birth"));
    expect(after.profile.birthPlace).toBe("Sydney");

    // A deleted profile is not shown from memory.
    await db().deleteFrom("astrologyProfiles").where("userId", "=", user.id).execute();
    expect(await cachedProfileView(user.id)).toBeNull();
    expect((await deliveryDefaults(user)).hasProfile).toBe(false);
    expect((await json<{ view: string }>(await client.call(profilePage, "/profile"))).view).toBe("onboarding");
  });
});

describe("a member's chart in another language", () => {
  it("reads the version once per request and runs only that language's writers, once per version", async () => {
    const { user, client } = await newSignedInUser();
    await updateUser(user.id, { locale: "hi" });
    await saveProfile(user.id, LONDON);
    const writers = [insights.sunInsights, insights.moonInsights, insights.ascendantInsights, insights.planetaryInsights, insights.chineseInsights, insights.nakshatraInsights].map((f) => vi.mocked(f));
    const versionReads = vi.mocked(profiles.findProfileVersion);
    vi.clearAllMocks();

    const page = await json<{ locale: string; profile: { sunInsights: string } }>(await client.call(profilePage, "/profile?tab=sun"));
    expect(page.locale).toBe("hi");
    expect(page.profile.sunInsights).toMatch(/[\u0900-\u097F]/);
    expect(versionReads).toHaveBeenCalledTimes(1);
    // One database read and one view derived: the Hindi one, not the English one besides.
    expect(profiles.findProfileByUserId).toHaveBeenCalledTimes(1);
    expect(vi.mocked(profileService.profileView).mock.calls.map((call) => call[2])).toEqual(["hi"]);
    // The chart is computed once, without the English readings natalChart would write and drop.
    expect(astrology.natalChart).not.toHaveBeenCalled();
    expect(astrology.computeChart).toHaveBeenCalledTimes(1);
    for (const writer of writers) expect(writer.mock.calls.map((call) => call[1])).toEqual(["hi"]);

    // The next request of the same version writes nothing again.
    vi.clearAllMocks();
    await client.call(profilePage, "/profile?tab=moon");
    expect(versionReads).toHaveBeenCalledTimes(1);
    expect(astrology.computeChart).not.toHaveBeenCalled();
    for (const writer of writers) expect(writer).not.toHaveBeenCalled();
    expect(profileService.profileView).not.toHaveBeenCalled();

    // An English reader of the same version then derives the English view once, without reading the row again.
    const english = await cachedProfileView(user.id);
    expect(english?.sunInsights).not.toMatch(/[\u0900-\u097F]/);
    expect(await cachedProfileView(user.id)).toBe(english);
    expect(profiles.findProfileByUserId).not.toHaveBeenCalled();
    expect(profileService.profileView).toHaveBeenCalledTimes(1);
  });
});

describe("a kept view is today's", () => {
  it("is derived again on a new UTC day: the running dasha and the progressions are of the day", async () => {
    const { user } = await newSignedInUser();
    await saveProfile(user.id, LONDON);
    const monday = new Date("2031-03-10T23:59:00Z");
    const tuesday = new Date("2031-03-11T00:01:00Z");
    const first = await cachedProfileView(user.id, monday);
    expect(await cachedProfileView(user.id, new Date("2031-03-10T08:00:00Z"))).toBe(first);
    const next = await cachedProfileView(user.id, tuesday);
    expect(next).not.toBe(first);
    expect(first?.chart.progressions.at.slice(0, 10)).toBe("2031-03-10");
    expect(next?.chart.progressions.at.slice(0, 10)).toBe("2031-03-11");
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
