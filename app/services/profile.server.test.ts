import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { insertUser } from "~/models/user.server";
import * as downloadRoute from "~/routes/compatibility-download";
import * as profilePage from "~/routes/profile";
import * as homePage from "~/routes/home";
import { REPORT_ADDRESS_INVALID } from "~/routes/profile.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { createSession } from "~/http/session.server";
import { Client, json } from "../../tests/support/routes";
import { birthTimeQuestion, getProfileView, regenerationsLeft, saveProfile } from "./profile.server";

beforeEach(() => resetRateLimits());

async function newUser(premium = false, timezone: string | null = null) {
  return insertUser({
    email: `s${Math.random().toString(36).slice(2)}@example.test`,
    passwordHash: "x",
    firstName: "Hypatia",
    lastName: "Alexandria",
    subscriptionTier: premium ? "premium" : "free",
    timezone,
  });
}

async function clientFor(userId: string) {
  const client = new Client();
  client.remember(new Response(null, { headers: { "Set-Cookie": await createSession(userId, false) } }));
  return client;
}

const SYDNEY = { birthDate: "1985-01-20", birthTime: "06:45", birthPlace: "Sydney, New South Wales, AU", birthLatitude: -33.8688, birthLongitude: 151.2093 };

describe("saveProfile", () => {
  it("creates, then regenerates within the free allowance, then refuses with a Premium message", async () => {
    const user = await newUser();
    const first = await saveProfile(user.id, SYDNEY);
    expect(first.created).toBe(true);
    // 06:45 in Sydney is 19:45 UT the day before, hours before the Sun entered Aquarius.
    expect(first.profile.sunSign).toBe("Capricorn");
    expect(await regenerationsLeft(user.id, false)).toBe(3);
    for (let i = 0; i < 3; i++) expect((await saveProfile(user.id, SYDNEY)).created).toBe(false);
    expect(await regenerationsLeft(user.id, false)).toBe(0);
    await expect(saveProfile(user.id, SYDNEY)).rejects.toMatchObject({ status: 403, message: expect.stringContaining("Premium") });
  });

  it("counts only regenerations inside the last 30 days", async () => {
    const user = await newUser();
    const old = new Date(Date.now() - 40 * 86_400_000);
    await saveProfile(user.id, SYDNEY, { now: old });
    for (let i = 0; i < 3; i++) await saveProfile(user.id, SYDNEY, { now: new Date(old.getTime() + i * 1000) });
    // Those three are older than 30 days: three more are allowed now.
    for (let i = 0; i < 3; i++) await saveProfile(user.id, SYDNEY);
    await expect(saveProfile(user.id, SYDNEY)).rejects.toMatchObject({ status: 403 });
  });

  it("never limits administrators' fixes (enforceLimit: false) and keeps an existing time zone", async () => {
    const user = await newUser(false, "America/Chicago");
    for (let i = 0; i < 6; i++) await saveProfile(user.id, SYDNEY, { enforceLimit: false });
    const row = await db().selectFrom("users").select("timezone").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.timezone).toBe("America/Chicago");
    const generations = await db().selectFrom("profileGenerations").selectAll().where("userId", "=", user.id).execute();
    expect(generations).toHaveLength(0);
  });

  it("lets only one of two simultaneous submits use the last free regeneration", async () => {
    const user = await newUser();
    await saveProfile(user.id, SYDNEY);
    for (let i = 0; i < 2; i++) await saveProfile(user.id, SYDNEY);
    expect(await regenerationsLeft(user.id, false)).toBe(1);
    // Both start before either finishes: each reads the allowance while the other is in flight.
    const results = await Promise.allSettled([saveProfile(user.id, SYDNEY), saveProfile(user.id, SYDNEY)]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: { status: 403 } });
    const generations = await db().selectFrom("profileGenerations").selectAll().where("userId", "=", user.id).execute();
    expect(generations).toHaveLength(3);
    expect(await regenerationsLeft(user.id, false)).toBe(0);
  });

  it("detects ambiguous and nonexistent local times and honours the chosen reading", async () => {
    const ny = { birthPlace: "New York", birthLatitude: 40.7128, birthLongitude: -74.006 };
    const ambiguous = birthTimeQuestion({ ...ny, birthDate: "2021-11-07", birthTime: "01:30" });
    expect(ambiguous?.status).toBe("ambiguous");
    expect(ambiguous?.earlier.utc).toBe("2021-11-07T05:30:00.000Z");
    expect(ambiguous?.later.utc).toBe("2021-11-07T06:30:00.000Z");
    expect(birthTimeQuestion({ ...ny, birthDate: "2021-03-14", birthTime: "02:30" })?.status).toBe("nonexistent");
    expect(birthTimeQuestion({ ...ny, birthDate: "2021-06-01", birthTime: "02:30" })).toBeNull();

    const user = await newUser();
    const { profile } = await saveProfile(user.id, { ...ny, birthDate: "2021-11-07", birthTime: "01:30", timeChoice: "later" });
    expect(profile.chart.utc).toBe("2021-11-07T06:30:00.000Z");
    expect(profile.timeChoice).toBe("later");
  });
});

describe("the profile page (HTML forms, no JavaScript needed)", () => {
  it("shows onboarding, searches places, saves the chosen one with a toast, then renders the tabs", async () => {
    const user = await newUser();
    const client = await clientFor(user.id);
    const onboarding = await json(await client.call(profilePage, "/profile"));
    expect(onboarding).toMatchObject({ view: "onboarding", locale: "en", pageTitle: "Your Birth Details - Three Skies" });

    const search = await client.call(profilePage, "/profile", {
      method: "POST",
      form: { intent: "search-place", birthDate: "1990-06-15", birthTime: "14:30", birthPlace: "London" },
    });
    expect(search.status).toBe(200);
    const found = await json<{ results: { name: string; latitude: number; longitude: number }[]; values: Record<string, string> }>(search);
    expect(found.results.length).toBeGreaterThan(0);
    expect(found.results.length).toBeLessThanOrEqual(5);
    expect(found.values.birthDate).toBe("1990-06-15");
    const london = found.results[0]!;

    // Submitting without choosing a place: the product's message, and the server offers results.
    const missing = await client.call(profilePage, "/profile", {
      method: "POST",
      form: { intent: "save-profile", birthDate: "1990-06-15", birthTime: "14:30", birthPlace: "London" },
    });
    expect(missing.status).toBe(400);
    const missingBody = await json<{ result: { error: Record<string, string[]> }; results: unknown[] }>(missing);
    expect(missingBody.result.error.birthLatitude).toEqual(["Please select your birth location from the search results"]);
    expect(missingBody.results.length).toBeGreaterThan(0);

    const saved = await client.call(profilePage, "/profile", {
      method: "POST",
      form: {
        intent: "save-profile",
        birthDate: "1990-06-15",
        birthTime: "14:30",
        birthPlace: "London",
        birthLatitude: "",
        birthLongitude: "",
        placeChoice: `${london.latitude}|${london.longitude}|${london.name}`,
      },
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/profile?tab=birth");
    expect(saved.headers.get("set-cookie")).toContain("ts_toast");
    const profile = await getProfileView(user.id);
    expect(profile?.birthPlace).toBe(london.name);
    expect(Number(profile?.birthLatitude)).toBeCloseTo(51.5, 1);

    const sun = await json<{ view: string; tab: string; premium: boolean }>(await client.call(profilePage, "/profile?tab=sun"));
    expect(sun).toMatchObject({ view: "chart", tab: "sun", premium: false });
    const daily = await json<{ daily: { status: string; content: string; longDate: string } }>(await client.call(profilePage, "/profile?tab=daily"));
    expect(daily.daily.status).toBe("ok");
    expect(daily.daily.longDate).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    // Without a tab (or with an unknown one) the page opens on today's reading, at / as at /profile.
    for (const path of ["/profile", "/profile?tab=nope"]) {
      const landing = await json<{ tab: string; daily: { status: string } }>(await client.call(profilePage, path));
      expect(landing).toMatchObject({ tab: "daily", daily: { status: "ok" } });
    }
    const home = await json<{ chart: { tab: string; daily: { status: string } } }>(await client.call(homePage, "/"));
    expect(home.chart).toMatchObject({ tab: "daily", daily: { status: "ok" } });
  });

  it("asks which reading of an ambiguous time was meant before saving", async () => {
    const user = await newUser();
    const client = await clientFor(user.id);
    const response = await client.call(profilePage, "/profile", {
      method: "POST",
      form: { intent: "save-profile", birthDate: "2021-11-07", birthTime: "01:30", birthPlace: "New York", birthLatitude: "40.7128", birthLongitude: "-74.006" },
    });
    expect(response.status).toBe(200);
    expect((await json<{ question: { status: string } }>(response)).question.status).toBe("ambiguous");
    expect(await getProfileView(user.id)).toBeNull();
  });

  it("Time Unknown wins over a typed time", async () => {
    const user = await newUser();
    const client = await clientFor(user.id);
    const response = await client.call(profilePage, "/profile", {
      method: "POST",
      form: { intent: "save-profile", timeUnknown: "on", birthTime: "10:00", birthDate: "1990-06-15", birthPlace: "London", birthLatitude: "51.5", birthLongitude: "-0.12" },
    });
    expect(response.status).toBe(302);
    expect((await getProfileView(user.id))?.birthTime).toBeNull();
  });

  it("generates a compatibility report for premium users and downloads it as a named .txt", async () => {
    const user = await newUser(true);
    await saveProfile(user.id, SYDNEY);
    const client = await clientFor(user.id);
    const response = await client.call(profilePage, "/profile?tab=compatibility", {
      method: "POST",
      form: {
        intent: "compatibility",
        partnerName: "Zoë Renée",
        partnerBirthDate: "1987-09-02",
        partnerBirthTime: "",
        partnerBirthPlace: "Paris",
        partnerPlaceChoice: "48.8566|2.3522|Paris, Île-de-France, FR",
      },
    });
    // The report's own address: the signed token in the URL, a reload shows it again.
    expect(response.status).toBe(303);
    const address = response.headers.get("location")!;
    expect(address).toMatch(/^\/profile\?tab=compatibility&report=[\w.%-]+$/);
    type ReportPage = { shownReport: { status: string; token?: string; report?: { report: string; partnerName: string }; message?: string } | null };
    const shown = await client.call(profilePage, address);
    expect(shown.status).toBe(200);
    const page = await json<ReportPage>(shown);
    expect(page.shownReport).toMatchObject({ status: "ok", report: { partnerName: "Zoë Renée" } });
    const body = { token: page.shownReport!.token!, report: page.shownReport!.report! };
    expect(body.report.report).toContain("Zoë Renée");
    expect(body.report.report).toContain("Hypatia");
    const reloaded = await json<ReportPage>(await client.call(profilePage, address));
    expect(reloaded.shownReport!.report!.report).toBe(body.report.report);

    const download = await client.call(downloadRoute, "/compatibility/download", { method: "POST", form: { token: body.token } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toMatch(/^text\/plain/);
    const today = new Date().toISOString().slice(0, 10);
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="compatibility-report-zoe-renee-${today}.txt"`);
    const text = await download.text();
    expect(text.trim()).toBe(body.report.report.trim());
    // Showing the report again and downloading it do not count as another generation.
    const logs = await db().selectFrom("compatibilityReportLogs").selectAll().where("userId", "=", user.id).execute();
    expect(logs).toHaveLength(1);

    // Someone else's token is refused.
    const other = await newUser(true);
    const otherClient = await clientFor(other.id);
    expect((await otherClient.call(downloadRoute, "/compatibility/download", { method: "POST", form: { token: body.token } })).status).toBe(400);

    // The address works for its member only: someone else (or an altered token) gets a 400 and the form, not the report.
    await saveProfile(other.id, SYDNEY);
    const theirs = await otherClient.call(profilePage, address);
    expect(theirs.status).toBe(400);
    expect(await json<ReportPage>(theirs)).toMatchObject({ shownReport: { status: "refused", message: REPORT_ADDRESS_INVALID } });
    const [payload, signature] = body.token.split(".");
    const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), d: { partnerName: "Someone else" } })).toString("base64url");
    for (const token of [`${altered}.${signature}`, `${body.token}x`, "not-a-token"]) {
      const refused = await client.call(profilePage, `/profile?tab=compatibility&report=${encodeURIComponent(token)}`);
      expect(refused.status, token).toBe(400);
      expect((await json<ReportPage>(refused)).shownReport?.status).toBe("refused");
    }
    // At "/" as at "/profile": the form sends the member back to the address they were on.
    const home = await client.call(homePage, "/?tab=compatibility", {
      method: "POST",
      form: { intent: "compatibility", partnerName: "Ines", partnerBirthDate: "1990-01-02", partnerBirthPlace: "Paris", partnerPlaceChoice: "48.8566|2.3522|Paris, Île-de-France, FR" },
    });
    expect(home.status).toBe(303);
    expect(home.headers.get("location")).toMatch(/^\/\?tab=compatibility&report=/);
    const homePageData = await json<{ chart: ReportPage }>(await client.call(homePage, home.headers.get("location")!));
    expect(homePageData.chart.shownReport).toMatchObject({ status: "ok", report: { partnerName: "Ines" } });
  });

  it("refuses the compatibility form to free users with the premium message", async () => {
    const user = await newUser(false);
    await saveProfile(user.id, SYDNEY);
    const client = await clientFor(user.id);
    const response = await client.call(profilePage, "/profile?tab=compatibility", {
      method: "POST",
      form: { intent: "compatibility", partnerName: "X", partnerBirthDate: "1987-09-02", partnerBirthPlace: "Paris", partnerBirthLatitude: "48.85", partnerBirthLongitude: "2.35" },
    });
    expect(response.status).toBe(403);
    const refused = await json<{ intent: string; result: { error: Record<string, string[]>; initialValue: Record<string, string> } }>(response);
    expect(refused.intent).toBe("compatibility");
    expect(refused.result.error[""]![0]).toMatch(/Premium/);
    expect(refused.result.initialValue.partnerName).toBe("X");
  });
});
