// The Match report as a designed page, with JavaScript on ("js") and off ("no-js"): both names and a
// score per system (the Guna total as a gauge), the bi-wheel with the partner's planets outside, the
// contacts as cards, the koota table once, Manglik for both, prose under real headings, the .txt
// download; an untimed partner's Moon as "X or Y"; a person saved to "Your people" reopening after
// signing out and in; the report's own address, which a reload shows again without counting it; axe.
import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { createCookie } from "react-router";
import { createUser, e2eDb, expect, signIn, signInWithForm, test } from "./fixtures";

function hasJs() {
  return test.info().project.name !== "no-js";
}

const KOOTAS = ["Varna", "Vashya", "Tara", "Yoni", "Graha Maitri", "Gana", "Bhakoot", "Nadi"];

async function generate(page: Page, partner: { name: string; date: string; time: string | null; place: string } = { name: "Grace", date: "1988-03-09", time: "08:15", place: "Tokyo" }) {
  await page.goto("/profile?tab=compatibility");
  await page.getByLabel("Partner's Name").fill(partner.name);
  await page.locator('input[name="partnerBirthDate"]').fill(partner.date);
  if (partner.time) await page.locator('input[name="partnerBirthTime"]').fill(partner.time);
  else await page.getByLabel("Time Unknown").check();
  const place = page.locator('input[name="partnerBirthPlace"]');
  if (hasJs()) await expect(page.locator('input[name="partnerBirthPlace"][role="combobox"]')).toBeVisible();
  await place.fill(partner.place);
  if (hasJs()) {
    await page.getByRole("option", { name: new RegExp(`^${partner.place}`) }).first().click();
  } else {
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("radio", { name: new RegExp(`^${partner.place}`) }).first().check();
  }
  await page.getByRole("button", { name: "Generate Compatibility Report" }).click();
  await expect(page.getByTestId("compatibility-report")).toBeVisible({ timeout: 30_000 });
}

test("the Match report: names, a score per system, bi-wheel, contact cards, one koota table, Manglik, prose, .txt", async ({ page }) => {
  const user = await createUser({ premium: true, withProfile: true, firstName: "Ada" });
  await signIn(page, user);
  await generate(page);

  // Header: both names (the display name rule: first name), a score for each system.
  await expect(page.getByRole("heading", { level: 2, name: "Ada & Grace" })).toBeVisible();
  await expect(page.getByTestId("score-western")).toContainText(/\d+ flowing/);
  await expect(page.getByTestId("score-western")).toContainText(/\d+ tense/);
  await expect(page.getByTestId("score-western")).toContainText(/Of the \d+ strongest contacts between your planets/);
  await expect(page.getByTestId("score-chinese")).toContainText(/Three Harmonies|Six Harmonies|Clash|Harm|Same sign|Neutral/);
  const score = page.getByTestId("guna-score");
  await expect(score).toHaveText(/^\d{1,2}(\.5)?\/36$/);
  const points = (await score.textContent())!.replace("/36", "");
  const gauge = page.getByRole("meter", { name: "Guna Milan score" });
  await expect(gauge).toHaveAttribute("aria-valuemax", "36");
  await expect(gauge).toHaveAttribute("aria-valuenow", String(Number(points)));
  await expect(gauge).toHaveAttribute("aria-valuetext", new RegExp(`^${points.replace(".", "\\.")} of 36 points: (Excellent|Good|Average|Low)$`));
  await expect(page.locator(`[data-gauge-value="${Number(points)}"]`)).toHaveCount(1);

  // The bi-wheel: Ada's planets inside, Grace's (born with a known time: all ten) on the outer ring.
  const report = page.getByTestId("compatibility-report");
  const wheel = report.getByTestId("chart-wheel").filter({ has: page.locator("[data-partner-planet]") });
  await expect(wheel.locator("[data-planet]")).toHaveCount(10);
  await expect(wheel.locator("[data-partner-planet]")).toHaveCount(10);
  await expect(wheel.locator('[data-partner-planet="Venus"]')).toHaveAttribute("aria-label", /^Grace: Venus \d+°\d\d′ \w+/);
  await expect(wheel.locator('[data-partner-planet="Venus"] [data-degree]')).toHaveText(/^\d+°\d\d′$/);
  const cards = report.locator("[data-contact]");
  const cardCount = await cards.count();
  expect(cardCount).toBeGreaterThanOrEqual(3);
  // Lines join the planets in contact (not conjunctions, whose two ends meet, nor the Ascendant).
  const crossLines = await wheel.locator("[data-cross]").count();
  const undrawn = await cards.filter({ hasText: / conjunct |Ascendant/ }).count();
  expect(crossLines).toBeGreaterThan(0);
  expect(crossLines).toBe(cardCount - undrawn);

  // Contact cards, tightest first, each with its orb and a line of meaning.
  const orbs = (await cards.locator("text=/^Orb /").allTextContents()).map((t) => Number(t.replace(/[^\d.]/g, "")));
  expect(orbs).toHaveLength(cardCount);
  expect([...orbs].sort((a, b) => a - b)).toEqual(orbs);
  await expect(cards.first()).toContainText(/^.+'s \w+ (conjunct|sextile|square|trine|opposite) Grace's \w+/);
  await expect(cards.first().locator("p").last()).toHaveText(/^[A-Z].{20,}\.$/);

  // The koota table once: one table, one row per koota, a total; no bullet copy of it anywhere.
  await expect(page.getByRole("table", { name: "Guna Milan points per koota" })).toHaveCount(1);
  for (const name of KOOTAS) await expect(page.getByRole("row", { name: new RegExp(`^${name} \\d`) })).toHaveCount(1);
  await expect(page.getByRole("row", { name: new RegExp(`^Total ${points.replace(".", "\\.")}/36`) })).toHaveCount(1);
  const text = await page.locator("main").innerText();
  expect(text).not.toMatch(/^- /m);
  expect(text).not.toMatch(/Varna: \d/);

  // The composite chart: its own wheel of the ten midpoints (both times known: with its angles) and a reading.
  const composite = report.getByTestId("composite");
  await expect(composite.getByRole("heading", { name: "Your composite chart" })).toBeVisible();
  await expect(composite.getByTestId("chart-wheel").locator("[data-planet]")).toHaveCount(10);
  await expect(composite.getByTestId("composite-reading")).toHaveText(/^[A-Z].{40,}/);

  // Manglik for both, the rule's outcome, the summary, the notes: real headings, never in capitals.
  const manglik = page.getByRole("list", { name: "Manglik, person by person" }).getByRole("listitem");
  await expect(manglik).toHaveCount(2);
  await expect(manglik.nth(0)).toContainText(/^Ada(Manglik|Manglik, cancelled|Not Manglik)Mars in \w+ falls in house \d+/);
  await expect(manglik.nth(1)).toContainText(/^Grace/);
  await expect(report.locator('[data-section="manglik"]')).toContainText(/Manglik|Mangal dosha/);
  const headings = await report.getByRole("heading", { level: 3 }).allTextContents();
  expect(headings).toEqual(["What stands out", "Western synastry", "Chinese zodiac", "Vedic Guna Milan (Ashtakoota)", "Manglik check", "Summary"]);
  for (const h of headings) expect(h).not.toBe(h.toUpperCase());

  // The .txt download: the same report as plain text, the kootas listed once.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download", exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^compatibility-report-grace-\d{4}-\d{2}-\d{2}\.txt$/);
  const file = fs.readFileSync((await download.path())!, "utf8");
  expect(file.startsWith("COMPATIBILITY REPORT: ADA & GRACE\n")).toBe(true);
  for (const name of KOOTAS) expect(file.split("\n").filter((line) => line.startsWith(`- ${name}: `))).toHaveLength(1);
  expect(file).toContain(`Total: ${points}/36`);
  expect(file).toContain("MANGLIK CHECK");
  await expect(page.getByTestId("compatibility-report")).toBeVisible();
});

test("a partner without a birth time: no Moon on the outer ring, the Moon as the day leaves it open, and a note that says why", async ({ page }) => {
  const user = await createUser({ premium: true, withProfile: true, firstName: "Ada" });
  await signIn(page, user);
  // In Lisbon on 2 April 1992 the Moon went from Pisces into Aries, and from Uttara Bhadrapada into Revati.
  await generate(page, { name: "Noor", date: "1992-04-02", time: null, place: "Lisbon" });
  await expect(page.getByRole("definition").filter({ hasText: "Water Monkey" })).toContainText("Moon in Uttara Bhadrapada or Revati");
  await expect(page.getByTestId("compatibility-report")).toContainText("Noor is an Aries Sun with the Moon in Pisces or Aries");
  const wheel = page.getByTestId("compatibility-report").getByTestId("chart-wheel");
  await expect(wheel.locator("[data-partner-planet]")).toHaveCount(9);
  await expect(wheel.locator('[data-partner-planet="Moon"]')).toHaveCount(0);
  await expect(page.locator("[data-contact]").filter({ hasText: "Noor's Moon" })).toHaveCount(0);
  const notes = page.locator('[data-section="notes"]');
  await expect(notes.getByRole("heading", { level: 3, name: "Notes" })).toBeVisible();
  await expect(notes).toContainText("Noor's birth time is unknown");
});

test("the report has an address of its own: a reload shows it again without counting it, and its downloads still work", async ({ page }) => {
  const user = await createUser({ premium: true, withProfile: true, firstName: "Ada" });
  await signIn(page, user);
  await generate(page, { name: "Sam", date: "1992-12-01", time: "06:40", place: "Madrid" });
  await expect(page).toHaveURL(/\/profile\?tab=compatibility&report=[\w.%-]+$/);
  const address = page.url();
  const generations = () => e2eDb().prepare("SELECT COUNT(*) AS n FROM compatibility_report_logs WHERE user_id = ?").get(user.id) as { n: number };
  expect(generations().n).toBe(1);

  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Ada & Sam" })).toBeVisible();
  expect(page.url()).toBe(address);
  // The toast was for the generation; the reload only shows the report.
  await expect(page.getByText("Compatibility Report Generated!")).toHaveCount(0);
  expect(generations().n).toBe(1);

  const text = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download", exact: true }).click();
  expect((await text).suggestedFilename()).toMatch(/^compatibility-report-sam-\d{4}-\d{2}-\d{2}\.txt$/);
  const pdf = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  expect((await pdf).suggestedFilename()).toMatch(/^compatibility-report-sam-\d{4}-\d{2}-\d{2}\.pdf$/);
  await expect(page.getByTestId("compatibility-report")).toBeVisible();
  expect(generations().n).toBe(1);
});

test("a shown report is reloaded and closed without a question @js-only", async ({ page }) => {
  const user = await createUser({ premium: true, withProfile: true });
  await signIn(page, user);
  await generate(page, { name: "Sam", date: "1992-12-01", time: "06:40", place: "Madrid" });
  let questions = 0;
  page.on("dialog", (d) => {
    questions += 1;
    void d.dismiss();
  });
  // The member has used the page (a sticky activation), which a leave question needs.
  await page.getByRole("heading", { level: 2 }).first().click();
  await page.reload();
  await expect(page.getByTestId("compatibility-report")).toBeVisible();
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
  expect(questions).toBe(0);
});

for (const theme of ["light", "dark"] as const) {
  test(`the Match report has no axe violations (${theme}) @js-only`, async ({ page }) => {
    const value = (await createCookie("theme").serialize(theme)).split(";")[0]!.slice("theme=".length);
    await page.context().addCookies([{ name: "theme", value, url: process.env.APP_URL! }]);
    const user = await createUser({ premium: true, withProfile: true, firstName: "Ada" });
    await signIn(page, user);
    await generate(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("a saved person stays after signing out and in, and their report reopens", async ({ page }) => {
  const user = await createUser({ premium: true, withProfile: true, firstName: "Ada" });
  await signInWithForm(page, user);
  await generate(page);
  const save = page.getByRole("form", { name: "Save to my people" });
  await save.getByLabel("How you know them").selectOption("partner");
  await save.getByLabel("Grace agreed to me keeping their birth details here.").check();
  await save.getByRole("button", { name: "Save to my people" }).click();
  await expect(page.getByTestId("person-bar")).toContainText("In your people · Partner");
  await expect(page).toHaveURL(/tab=compatibility&person=/);

  await page.goto("/");
  await page.getByTestId("user-menu").click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInWithForm(page, user);
  await expect(page.getByRole("tab", { name: "Daily" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Match" }).click();
  await page.getByTestId("people-list").getByRole("link", { name: "Grace" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Ada & Grace" })).toBeVisible();
  await expect(page.getByTestId("guna-score")).toHaveText(/^\d{1,2}(\.5)?\/36$/);
  // A kept report is left without the leave dialog.
  await page.getByRole("tab", { name: "Daily" }).click();
  await expect(page.getByRole("heading", { name: "Your Daily Guidance" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Leaving Compatibility Report?" })).toHaveCount(0);
});
