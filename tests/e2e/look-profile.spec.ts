// The profile's rough edges of issue 19, each pinned by a test that failed before the fix: the Chinese
// tab's own animal icons (no emoji, no CJK), the tab bar on a phone, real content for an unknown birth
// time, places and dates written out, and rate-limit waits in words.
import type { Locator, Page } from "@playwright/test";
import { createCookie } from "react-router";
import { saveProfile } from "../../app/services/profile.server";
import { startServer, tempDatabase } from "../system/server";
import { createUser, expect, signIn, test } from "./fixtures";

const EMOJI = /[\u{1F300}-\u{1FAFF}]|\p{Extended_Pictographic}\uFE0F/u;
const HAN = /\p{Script=Han}/u;

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("element has no box");
  return b;
}

/** A signed-in user born in Lisbon (stored as the gazetteer writes it) on `birthDate`. */
async function lisbonUser(page: Page, birthDate: string, birthTime: string | null) {
  const user = await createUser();
  await saveProfile(user.id, { birthDate, birthTime, birthPlace: "Lisbon, 14, PT", birthLatitude: 38.7223, birthLongitude: -9.1393 } as never, { enforceLimit: false });
  await signIn(page, user);
  return user;
}

test("the Chinese tab draws its animals as the product's icons: no emoji, no CJK characters", async ({ page }) => {
  await lisbonUser(page, "1990-07-14", "14:30");
  for (const theme of ["light", "dark"] as const) {
    const value = (await createCookie("theme").serialize(theme)).split(";")[0]!.slice("theme=".length);
    await page.context().addCookies([{ name: "theme", value, url: process.env.APP_URL! }]);
    await page.goto("/profile?tab=chinese");
    if (theme === "dark") await expect(page.locator("html")).toHaveClass("dark");
    else await expect(page.locator("html")).not.toHaveClass("dark");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: "Metal Horse" })).toBeVisible();
    // The year animal, the twelve animals and the four branches of the pillars.
    await expect(panel.locator('svg[data-animal="Horse"]')).not.toHaveCount(0);
    await expect(panel.getByRole("list", { name: "The twelve Chinese zodiac animals" }).locator("svg[data-animal]")).toHaveCount(12);
    await expect(panel.locator("#four-pillars svg[data-animal]")).toHaveCount(4);
    const text = await panel.innerText();
    expect(text).not.toMatch(EMOJI);
    expect(text).not.toMatch(HAN);
    expect(text).toContain("Day Master");
  }
  // The reading itself opens with words: no emoji, the New Year as a date in words.
  await expect(page.getByRole("tabpanel").getByText("Metal Horse (Yang), year of Geng-Wu beginning January 27, 1990", { exact: true })).toBeVisible();
});

test("no profile panel shows an emoji; sign and planet glyphs ask for their text form", async ({ page }) => {
  await lisbonUser(page, "1990-07-14", "14:30");
  for (const tab of ["birth", "sun", "chinese", "moon", "planets", "love", "compatibility", "daily"]) {
    await page.goto(`/profile?tab=${tab}`);
    const text = await page.getByRole("tabpanel").innerText();
    expect(text, tab).not.toMatch(EMOJI);
    // A sign glyph (♈…♓) without the text-style selector may be drawn as a colour emoji.
    expect(text, tab).not.toMatch(/[\u2648-\u2653](?!\uFE0E)/u);
  }
});

test("on a phone every profile tab is on screen, the current one included", async ({ page }) => {
  await lisbonUser(page, "1990-07-14", "14:30");
  await page.setViewportSize({ width: 390, height: 844 });
  for (const tab of ["daily", "compatibility", "love", "birth"]) {
    await page.goto(`/profile?tab=${tab}`);
    const list = page.getByRole("tablist", { name: "Natal chart sections" });
    const tabs = await list.getByRole("tab").all();
    expect(tabs).toHaveLength(8);
    for (const t of tabs) {
      const b = await box(t);
      expect(b.x, `${await t.textContent()} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width, `${await t.textContent()} ends on screen`).toBeLessThanOrEqual(390);
    }
    await expect(list.getByRole("tab", { selected: true })).toBeInViewport({ ratio: 1 });
    // Nothing scrolls sideways: the row is as wide as it looks.
    expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  }
});

test("the year ahead opens with three months; the rest of the year is one click away", async ({ page }) => {
  await lisbonUser(page, "1990-07-14", "14:30");
  await page.goto("/profile?tab=daily");
  const timeline = page.getByTestId("year-ahead");
  await expect(timeline.getByRole("list", { name: "Events of the next three months" }).getByRole("heading", { level: 3 })).toHaveCount(3);
  const rest = timeline.getByRole("list", { name: "Events of the rest of the year" });
  await expect(rest).toBeHidden();
  await timeline.getByText(/^Show the rest of the year \(\d+ months\)$/).click();
  await expect(rest).toBeVisible();
  expect(await rest.getByRole("heading", { level: 3 }).count()).toBeGreaterThanOrEqual(9);
});

test.describe("a birth day without a birth time", () => {
  // 11 July 1990 in Lisbon (WEST, UTC+1): the Moon entered Pisces at 13:29 UT and the sidereal Moon
  // moved from Dhanishta into Shatabhisha at 14:13 UT.
  test("header, Moon and Love tabs say what is known and both possibilities", async ({ page }) => {
    await lisbonUser(page, "1990-07-11", null);
    await page.goto("/profile?tab=moon");
    const summary = page.getByTestId("chart-summary");
    await expect(summary).toHaveText("Cancer Sun · Aquarius or Pisces Moon · Metal Horse · Birth time unknown: add it for your rising sign and houses");
    await expect(page.getByRole("main")).not.toContainText("needs a birth time ·");

    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: "Moon in Aquarius or Pisces" })).toBeVisible();
    await expect(panel).toContainText("On July 11, 1990 the Moon entered Pisces at 2:29 PM Lisbon time.");
    await expect(panel.getByRole("region", { name: "Moon in Aquarius" })).toContainText("If you were born before 2:29 PM");
    await expect(panel.getByRole("region", { name: "Moon in Pisces" })).toContainText("If you were born at 2:29 PM or later");
    await expect(panel).toContainText("Your moon sign needs an exact birth time");
    const settled = page.getByTestId("untimed-day");
    const fact = (term: string) => settled.locator(`dt:text-is("${term}") + dd`);
    await expect(fact("Sun")).toHaveText("Cancer");
    await expect(fact("Moon")).toHaveText("from 22°10′ Aquarius to 5°10′ Pisces");
    await expect(fact("Venus")).toHaveText("Gemini");
    await expect(fact("Mars")).toHaveText("Aries");
    await expect(fact("Nakshatra")).toHaveText("Dhanishta, then Shatabhisha");
    await expect(fact("Chinese pillars")).toHaveText("year Geng-Wu · month Gui-Wei · day Ding-Chou");
    await expect(settled.getByRole("listitem").filter({ hasText: "Your Moon sign: Aquarius or Pisces" })).toBeVisible();
    await expect(settled.getByRole("link", { name: "Add your birth time" })).toHaveAttribute("href", /tab=birth&edit=1/);

    await page.goto("/profile?tab=love");
    const love = page.getByRole("tabpanel");
    await expect(love.getByRole("heading", { name: "Dhanishta or Shatabhisha" })).toBeVisible();
    await expect(love).toContainText("moved from Dhanishta into Shatabhisha at 3:13 PM");
    await expect(love.getByRole("region", { name: "Shatabhisha" })).toContainText("If you were born at 3:13 PM or later");
    await expect(love).toContainText("Your nakshatra needs an exact birth time");
  });

  test("the Birth tab writes the place and the date out", async ({ page }) => {
    await lisbonUser(page, "1990-07-11", null);
    await page.goto("/profile?tab=birth");
    const details = page.getByRole("tabpanel");
    await expect(details).toContainText("Lisbon, Portugal");
    await expect(details).toContainText("July 11, 1990");
    await expect(details).not.toContainText("14, PT");
    await expect(details).not.toContainText("1990-07-11");
    await expect(details).toContainText("Moon in Aquarius or Pisces: an exact birth time is needed to say which");
    await expect(details).toContainText("July 11, 1990, 11:00 UT (local noon, as the chart is cast)");
  });
});

test.describe("rate limits", () => {
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  test.afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  test("a refused request says when to try again in words", async ({ page }) => {
    // Its own server with the real limits: five reset requests per address in 15 minutes.
    server = await startServer(tempDatabase("rate-words"), { RATE_LIMIT_FACTOR: "1" });
    for (let i = 0; i < 6; i++) {
      await page.goto(`${server.url}/forgot-password`);
      await page.getByLabel("Email").fill(`nobody-${i}@example.test`);
      await page.getByRole("button", { name: /send/i }).click();
      if (i < 5) await expect(page.getByText("Request failed")).toHaveCount(0);
    }
    await expect(page.getByRole("alert").filter({ hasText: "Request failed" })).toContainText("Too many requests. Please try again in 15 minutes.");
    await expect(page.getByRole("alert")).not.toContainText("seconds");
  });
});
