// The chart page's loader sends the active tab's part of the profile only; /api/profile stays whole.
import { describe, expect, it } from "vitest";
import * as profilePage from "~/routes/profile";
import * as profileApi from "~/routes/api/profile";
import { TABS } from "~/domain/chart";
import { saveProfile } from "~/services/profile.server";
import { json, newSignedInUser } from "../../tests/support/routes";

const LONDON = { birthDate: "1990-06-15", birthTime: "14:30", birthPlace: "London", birthLatitude: 51.5074, birthLongitude: -0.1278 };

type Page = { tab: string; profile: Record<string, unknown> & { chart?: Record<string, unknown>; vedic?: Record<string, unknown>; chinese?: Record<string, unknown> } };

describe("chart page data per tab", () => {
  it("sends each tab its own texts and tables, and the header facts to all", async () => {
    const { user, client } = await newSignedInUser();
    await saveProfile(user.id, LONDON);
    const whole = await json<{ sunInsights: string; moonInsights: string; planetaryInsights: string; chineseInsights: string; nakshatraInsights: string }>(
      await client.call(profileApi, "/api/profile"),
    );
    const texts = {
      sun: whole.sunInsights,
      moon: whole.moonInsights,
      planets: whole.planetaryInsights,
      chinese: whole.chineseInsights,
      love: whole.nakshatraInsights,
    } as const;

    const pages = new Map<string, { data: Page; body: string }>();
    for (const tab of TABS) {
      if (tab === "daily") continue; // the Daily tab also reads the day's horoscope and forecast (tests/integration)
      const response = await client.call(profilePage, `/profile?tab=${tab}`);
      const data = await json<Page>(response);
      pages.set(tab, { data, body: JSON.stringify(data) });
      expect(data.tab).toBe(tab);
      // The line above the tabs, on every tab.
      expect(data.profile).toMatchObject({ sunSign: "Gemini", chineseSign: "Horse", chinese: { element: "Metal" }, chart: { timeKnown: true } });
      for (const [owner, text] of Object.entries(texts)) {
        if (owner === tab) expect(JSON.stringify(data)).toContain(JSON.stringify(text).slice(1, 80));
        else expect(JSON.stringify(data), `${tab} tab carries the ${owner} tab's text`).not.toContain(JSON.stringify(text).slice(1, 80));
      }
    }

    const birth = pages.get("birth")!.data.profile;
    expect(birth.birthPlace).toBe("London");
    expect(Object.keys(birth.chart!).sort()).toEqual(
      ["aspects", "ascendant", "bodies", "conventions", "houseNote", "houses", "midheaven", "moonSignCandidates", "timeKnown", "timeNote", "timeRule", "utc"].sort(),
    );
    expect(birth.vedic).toBeUndefined();
    // The Vimshottari periods (the largest table) go to the Moon tab only.
    expect(pages.get("moon")!.body).toContain('"periods"');
    for (const tab of ["birth", "sun", "chinese", "planets", "love", "compatibility"]) expect(pages.get(tab)!.body).not.toContain('"periods"');
    expect(Object.keys(pages.get("planets")!.data.profile.vedic!).sort()).toEqual(["d10", "lagna", "manglik", "moon", "navamsa", "planets", "yogas"]);
    expect(pages.get("chinese")!.data.profile.chinese!.pillars).toBeDefined();
    expect(pages.get("sun")!.data.profile.chinese!.pillars).toBeUndefined();
    // Every tab's data is well under the whole profile's.
    const full = JSON.stringify(whole).length;
    for (const [tab, { body }] of pages) expect(body.length, tab).toBeLessThan(full * 0.6);
  });
});
